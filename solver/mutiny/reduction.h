// Reduction: the game an equilibrium of each player count is solved on, and that its table
// reads when it plays the full game (solved_profile.h).
//
// A reduction takes memory away (extensive_game.h's Memory) and, where memory alone is not enough, powers
// (variant.h). Every reduction keeps the deal, the phases and the outcome of the game, and a
// player of the full game always knows at least what they would know in it, so a strategy of
// the reduced game is a strategy of the full game:
// - 4 and 5 players: Memory::reduced, every power kept.
// - 6 players: the seven guilt votes (the condemned player casts two) written down by caster
//   multiply the game beyond memory (more than 60 million states), so the reduction also takes
//   away forgiveness and change course, the only actions that ask who cast a guilt vote, and
//   players keep the guilt votes as counts (Memory::tallied): 11,856,880 merged states. Played
//   in the full game, its Chaplain never forgives and its Navigator names nobody.
#pragma once

#include "solver/mutiny/extensive_game.h"
#include "solver/mutiny/variant.h"

namespace skb::mutiny {

struct Reduction {
  Memory memory = Memory::reduced;
  Variant removed;  // the powers the reduction takes away (the standard game: none)
};

// Returns the reduction the equilibrium of `players` players is solved on.
Reduction reduction_of(int players);

// Returns `variant` (the designer's, say) on `reduction`'s game: the powers either removes.
inline Variant reduced_variant(const Reduction& reduction, const Variant& variant) {
  return Variant::from_bits(static_cast<std::uint16_t>(reduction.removed.bits() | variant.bits()));
}

}  // namespace skb::mutiny
