// Boundaries: the three points of a game of Mutiny where what follows depends on little of what
// came before, so that the value of the rest of the game can be written down once for every
// game that can reach them (value_table.h) rather than worked out again for every question.
//
// - the innocence vote, before its first vote: the deal, the confession and the two reports
//   (a few hundred states at most, whatever was played);
// - round 2, at the condemn: the same and the innocent player. The innocence votes and the dead
//   reckoning that produced the innocent player decide nothing after it (rules.h: round 2 asks
//   only who is innocent), and neither the dynamics key (extensive_game.h) nor any profile's
//   context (profile.h) keeps them in round 2;
// - the guilt vote, before its first vote: round 2's start, the condemned player and the
//   Boatswain's wait.
//
// A boundary state is written on the standard seating (`canonical_state`): every player
// renamed by label (labels.h), so that one table serves every seating. The rules, and every
// profile, are the same at every seating up to that renaming, so values are too.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "solver/mutiny/state.h"

namespace skb::mutiny {

enum class Boundary : std::uint8_t { innocence_vote, round_two, guilt_vote };

inline constexpr int boundary_count = 3;

// Returns the boundary's name in files and messages ("innocence-vote", "round-two",
// "guilt-vote").
std::string_view boundary_name(Boundary boundary);

// Returns the boundary `state` stands at, or nothing.
std::optional<Boundary> boundary_of(const State& state);

// Returns `state`, which stands at a boundary, on the standard seating of its player count:
// the Mutineer, the search, the confession, the reports, the innocent and condemned players
// and the wait renamed by label, and (for the rounds after it) innocence votes that clear the
// same innocent player. Throws std::invalid_argument when `state` is at no boundary.
State canonical_state(const State& state);

// Returns every state of the standard seating of `players` players that stands at `boundary`
// and that legal play can reach, each once, in a fixed order.
std::vector<State> boundary_states(int players, Boundary boundary);

}  // namespace skb::mutiny
