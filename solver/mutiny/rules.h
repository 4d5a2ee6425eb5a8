// Rules: what the player to act may do now, and what doing it changes.
//
// `legal_actions` lists every legal option of the current decision (state.h lists the
// decisions), in a fixed order: the option "none" (no search, no confession, silence, no move,
// nobody condemned, not waiting, nobody forgiven, nobody named) first when the decision has one,
// then the others with players in seat order and votes in casting order:
//
//   search, confession   none, then each other role player
//   Boatswain's report   silent, then "X is the Mutineer", "X is not the Mutineer" on the
//                        searched player X (only silent if he did not search): 3 or 1
//   Chaplain's report    silent, then "X confessed", "X denied" for each other role player: 7
//   a vote               each role player other than the voter (in round 2 also other than
//                        the innocent player)
//   dead reckoning       no move, then for each cast vote each new target: a role player not
//                        the Navigator, not the vote's caster, not its current target
//   condemn              nobody, then each other player, jurors included
//   bosun knows best     don't wait, wait
//   forgiveness          nobody, then each vote of another player not already for the
//                        Chaplain; only "nobody" when the Chaplain is the innocent player
//   change course        nobody, then each other player none of whose votes is for the
//                        Navigator (and who has a vote to move: with four role players always)
//   change course move   for each of the named player's votes each new target: a role player
//                        not the named player, not the innocent player, not its current target
//
// These are exactly the options of the `random` profile of rules.md. Every rule has one home:
// `breach` below (with the vote rules of votes.h) decides whether an action is legal;
// legal_actions is the list of candidate actions breach accepts, and apply refuses what it
// rejects. `apply` takes the state by value and returns the state after the action; it throws
// RuleError, naming the player, the action and the rule it breaks, when the action is not
// legal (including any action once the game is over).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/mutiny/action.h"
#include "solver/mutiny/state.h"

namespace skb::mutiny {

// Returns the kind of action the phase waits for (state.h's table), or nothing when the game is
// over.
std::optional<ActionKind> expected_kind(Phase phase);

// Returns the decision the phase waits for in words ("the Boatswain's cabin search"), for
// messages.
std::string_view phase_name(Phase phase);

// Returns why the player to act may not take `action` now, as a fixed sentence in the players'
// words ("nobody votes for themselves"), or nothing when the action is legal.
std::optional<std::string_view> breach(const State& state, const Action& action);

// Returns every legal action of the player to act, in the order described above; empty when
// the game is over.
std::vector<Action> legal_actions(const State& state);

// Returns the state after the player to act takes `action`: the decision recorded, the votes
// moved, the innocent or guilty player counted when their vote is complete, and the phase
// advanced (to `over` after the guilt vote, or after the innocence vote when the Mutineer is
// innocent). Throws RuleError if `action` is not legal (see breach).
State apply(State state, const Action& action);

// Returns the state after `action`, which must be one of legal_actions(state): apply without
// checking the action again, for game trees that list every option and then play each.
State apply_legal(State state, const Action& action);

}  // namespace skb::mutiny
