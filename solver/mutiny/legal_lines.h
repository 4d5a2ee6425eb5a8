// Legal lines: every line that may come next in a `.mutiny` record, as buttons for the page of
// `skb serve` and the list of `skb mutiny legal`.
//
// A line may come next when the record with that line appended is still a record the reader
// accepts (record_reader.h): the reader plays every action through the rules engine, so it is
// the one home of what may follow what (whose turn, which optional actions may be passed over,
// which votes remain, the end of the game). legal_lines proposes every action statement of the
// format's shapes, spelled by the record writer (action_text), with the actors the seating allows
// and every player (or `nobody`) in each other place, and keeps those the reader accepts. So:
// - an optional action may be written, declined (`search Ann nobody`), or passed over by a line
//   of a later phase (`report Ben silent` right after the header), all three listed;
// - a vote is offered to the next voter in casting order (seat order, the Helmsman's or the
//   condemned player's two votes on one line, a waiting Boatswain last): a record that stops
//   inside a vote holds its votes in that order, so only that line keeps the record readable.
// Facts (`not-mutineer Ann`, ...) and settings are what the viewer knows, not actions of the game,
// and are not listed. A report carries no hidden observation: every claim the rules allow is
// listed, never filtered by the worlds left (a contradiction is the solver's business).
#pragma once

#include <string>
#include <vector>

#include "solver/core/next_line.h"
#include "solver/mutiny/record.h"

namespace skb::mutiny {

// What the record waits for and the lines that may come next (in the order of play, players in seat order, `nobody` first): the
// type every game's legal lines are (solver/core/next_line.h); `phase` is "finished" when none.
using LegalLines = NextLines;

// Returns the lines that may come next after `record` (as read_record returns it: its four crew
// cards given), in the order above; none (finished) when nothing may follow (the game is over in
// every world). Never throws for a record that read_record returned.
LegalLines legal_lines(const Record& record);

}  // namespace skb::mutiny
