// Belief: what one player at the table (or a spectator) should think of who the Mutineer is,
// from what they know in a game in progress. The policies of the profiles read it (profile.h).
//
// The worlds are those of rules.md's solver: (Mutineer, confession target or none), the
// Mutineer uniform over the role players, the confession target uniform over none and the
// Chaplain's three fellow role players. A world must agree with the player's private knowledge
// (extensive_game.h lists it) and, from round 2 on, with the innocent player not being the Mutineer.
// Each report the player did not make weighs the world as rules.md says: a reporter on the
// crew's side in that world tells the truth (weight 0 if the report is false), the Mutineer
// and a sworn Chaplain lie with probability 1/2 (weight 1/2 whether the report is true or
// false). Weights are kept as integers (4 for a world with no liar's report, halved per
// liar's report), so equal beliefs compare equal exactly. If every world weighs 0 (a player
// who knows a crew member's report is false cannot happen in play, but a profile must answer
// everywhere), the reports are ignored.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "solver/mutiny/state.h"

namespace skb::mutiny {

struct Belief {
  // Per seat (up to six): the weight of the worlds where that player is the Mutineer; jurors 0.
  std::array<std::uint32_t, 6> mutineer_weight{};
  std::uint32_t total = 0;

  // Returns whether `p` may be the Mutineer (positive weight).
  bool possible(Player p) const { return mutineer_weight[static_cast<std::size_t>(p.index)] > 0; }
};

// Returns `viewer`'s belief in `state`; a spectator (nothing) knows only the public record.
Belief belief_of(const State& state, std::optional<Player> viewer);

}  // namespace skb::mutiny
