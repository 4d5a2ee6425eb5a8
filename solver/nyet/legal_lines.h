// The lines that may come next in a Nyet! record (`skb nyet legal`): the vetoes of the player whose
// turn it is, the teams the first player may choose, the Bonus holder, the discards and passes the
// record may write, and the cards the player to play may add to the trick in progress (the trick
// line then grows: the line replaces the record's last `trick` line) or lead to a new trick.
//
// One home for each rule: the candidates are the statements the record format has for the phase
// (every box of every line, every choice of teams.h's team_choices, every card of a known hand or,
// for a hand the record does not know, of the deck), and a candidate is listed when the record
// reader (replay.h, the rules engine of records) accepts the record with it: a candidate it
// refuses as breaking a rule is not a legal line. A candidate that makes the record contradict
// itself (Ben plays B2, which is in Ann's hand) is listed: that is the solver's business, not the
// list's. Lines that carry a free choice too large to offer are not listed: `hand` lines (a hand
// of 12 to 16 cards) and a position's `units` lines.
#pragma once

#include "solver/core/next_line.h"
#include "solver/nyet/record.h"

namespace skb::nyet {

// Returns the lines that may come next in `record` (which reads without error), in rules order:
// by seat, cards in deck order (colour, then value). Finished when every trick has been played.
NextLines legal_lines(const Record& record);

// Whether the reader accepts `record`'s statements followed by `line` (or with its line
// `replace_line` replaced by `line`): no RecordError; a Contradiction is accepted. The plain test
// legal_lines filters its candidates with.
bool reader_accepts(const Record& record, const std::string& line, std::optional<int> replace_line);

}  // namespace skb::nyet
