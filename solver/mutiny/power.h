// Power: one of the powers of the standard game of Mutiny that a variant (variant.h) can take
// away, for the designer's question "what is this action worth?". Each but `lies` is the power
// of one or two decisions of the game (phase.h says which); `lies` restricts the reports.
#pragma once

#include <cstdint>

namespace skb::mutiny {

enum class Power : std::uint8_t {
  search,            // the Boatswain's cabin search
  confession,        // the Chaplain's confession
  reports,           // both reports (everyone stays silent)
  lies,              // false reports (reports must be true)
  dead_reckoning,    // the Navigator's move of an innocence vote
  condemn,           // the Helmsman's condemnation (two guilt votes for the condemned)
  bosun_knows_best,  // the Boatswain's wait to vote last
  forgiveness,       // the Chaplain's taking of a guilt vote
  change_course,     // the Navigator's forced move of a guilt vote
};

inline constexpr int power_count = 9;

}  // namespace skb::mutiny
