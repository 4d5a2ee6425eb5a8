// Sampling whole worlds from the exact posterior without a model: the faces of the hats the
// viewer does not know, the order of the hat pile and of the character pile, consistent with
// everything the viewer has seen and with every live-table check since the deal. Used by the
// advise engine (advice.h) to seed its playouts.
//
// Small spaces (at most kSupportLimit face layouts of the slots) are enumerated once with their
// exact weights and sampled by their cumulative sums; larger ones are sampled by rejection:
// draw the slots' faces from the unseen cards as the shuffle would, keep them if every check
// passes. Both draw exactly from the posterior. Piles are shuffled uniformly from what is left.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "solver/hats/deal.h"
#include "solver/hats/evidence.h"

namespace skb::hats {

class WorldSampler {
 public:
  static constexpr std::uint64_t kSupportLimit = 200'000;

  // Throws std::invalid_argument if no layout passes the checks.
  explicit WorldSampler(const Evidence& evidence);
  // A world drawn from the posterior, as a game ready to play on.
  DealtGame sample(Rng& rng) const;

 private:
  bool passes(const std::array<int, kPositions>& values) const;
  const Evidence& e_;
  std::vector<Kind> unseen_cards_;
  std::vector<Kind> characters_left_;
  // The enumerated layouts: kinds packed 4 bits per slot, and cumulative weights.
  std::vector<std::uint32_t> layouts_;
  std::vector<std::uint64_t> cumulative_;
};

}  // namespace skb::hats
