// Outcome: who is on which side, and who has won once the game is over.
//
// The crew wins if and only if the Mutineer is guilty. So the Mutineer's side wins when the
// Mutineer is declared innocent in round 1 (at once: the game ends there), when nobody is
// guilty (a tie), and when another player is guilty. The sides: the Mutineer and, once sworn at
// the confession, the Chaplain are the Mutineer's side (a sworn Chaplain wins with the Mutineer
// even if he is guilty himself); every other role player and every juror is the crew.
#pragma once

#include <vector>

#include "solver/mutiny/state.h"
#include "solver/mutiny/types.h"

namespace skb::mutiny {

// Returns whether the game is over (no decision is left).
bool is_terminal(const State& state);

// Returns the side `player` is on now: the Mutineer's side for the Mutineer and a sworn
// Chaplain, the crew for everyone else (so the Chaplain is crew until his confession swears
// him). Throws RuleError if `player` is not at the table.
Side side_of(const State& state, Player player);

// Returns whether the crew has won: the game is over and the Mutineer is guilty. Throws
// RuleError if the game is not over.
bool crew_wins(const State& state);

// Returns the side that has won. Throws RuleError if the game is not over.
Side winning_side(const State& state);

// Returns the winners in seat order: every player on the winning side. Throws RuleError if the
// game is not over.
std::vector<Player> winners(const State& state);

}  // namespace skb::mutiny
