// Reports: the public statements of round 1's discussion that the model keeps.
//
// Free talk cannot be modelled; the talk that carries information is modelled as two reports,
// made once, first the Boatswain's, then the Chaplain's. The Boatswain, if he searched, may
// report on the player he searched: "X is the Mutineer" or "X is not the Mutineer". The
// Chaplain may report a confession about any role player other than himself: "X confessed" or
// "X denied", whether or not it happened. Either may stay silent. A report is a statement about
// the world, true or false whoever makes it: "X is the Mutineer" is true iff X is the Mutineer;
// "X confessed" iff X was the confession target and is the Mutineer; "X denied" iff X was the
// target and is not the Mutineer.
#pragma once

#include <optional>

#include "solver/mutiny/types.h"

namespace skb::mutiny {

enum class Claim : std::uint8_t {
  silent,           // no report
  is_mutineer,      // the Boatswain: "X is the Mutineer"
  is_not_mutineer,  // the Boatswain: "X is not the Mutineer"
  confessed,        // the Chaplain: "X confessed"
  denied,           // the Chaplain: "X denied"
};

struct Report {
  Claim claim = Claim::silent;
  std::optional<Player> about;  // X; nothing when silent
  friend bool operator==(const Report&, const Report&) = default;
};

// Returns whether the report is true in the world where `mutineer` is the Mutineer and the
// Chaplain's confession target was `confession_target` (nothing: no confession), or nothing for
// silence, which states nothing.
std::optional<bool> report_truth(const Report& report, Player mutineer, std::optional<Player> confession_target);

}  // namespace skb::mutiny
