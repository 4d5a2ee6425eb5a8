// The lines that may come next in a hat game's record (`skb hats legal`): the turns the player to
// move may play, each with every observation the rules allow, spelled as records spell them.
//
// The moves are the table's legal moves (table.h: the no-repeat rules, removed positions), in its
// order: looks by position, swaps by pair, opens by position. A look by the record's viewer must
// say what they saw, so it is one line per hat face the variant has (`look Ann 3 7`, ...); a look
// by anyone else is written without a face (the viewer did not see it). An open shows a face to
// everyone: one line per face of the variant, and for a match while the character pile has cards,
// one line per character that may be laid in its place (a kind of which fewer than the box's two
// have been laid). Faces are never filtered by what the record makes likely or possible: a face
// the other statements exclude is a contradiction for the solver to name, not a rule.
//
// A `dead-table` line (the table was dead after the last turn) is not listed: its faces are a list
// of one hat per remaining position, 9^n of them (n from 4 to 7), too many to offer; a record
// may have one next whenever the game is not over (dead_table_may_follow).
#pragma once

#include <optional>

#include "solver/core/next_line.h"
#include "solver/hats/record.h"

namespace skb::hats {

// Returns the lines that may come next after the events `replay` has played of `record`, for the
// record's `viewer` (nothing: a spectator, whose looks carry no faces). Finished once 3 positions
// remain.
NextLines legal_lines(const Record& record, const Replay& replay, std::optional<int> viewer);

// Whether a `dead-table` line may come next: the game is not over (a table is checked after the
// deal and after every turn but the last).
bool dead_table_may_follow(const Replay& replay);

}  // namespace skb::hats
