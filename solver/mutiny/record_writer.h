// Record writer: a Record written as a `.mutiny` record (docs/mutiny/record-format.md), the one
// place where statement text is made from the typed record.
//
// write_record writes the header (players, the four crew cards in role order, then view,
// lie-rate and confession-rate where they differ from the defaults), then the facts, then the
// actions in the order of play, one statement a line. read_record reads the text back to a
// record with the same seating, settings, facts and actions, and writing that again gives the
// same text (the conformance suite checks it on generated games). Rates are written as the
// shortest text that reads back as the same double, so a written record replays exactly.
#pragma once

#include <string>

#include "solver/mutiny/action.h"
#include "solver/mutiny/record.h"
#include "solver/mutiny/state.h"

namespace skb::mutiny {

// Returns the record as text: every statement on a line of its own, each ending in a newline.
std::string write_record(const Record& record);

// Returns the text of one fact or action of `record`, as write_record writes it.
std::string fact_text(const Record& record, const Fact& fact);
std::string action_text(const Record& record, const RecordedAction& action);

// Returns `action` in words with the players' names, for messages and advice: "vote for Cat (the
// Helmsman)", "search Ben's cabin (the Chaplain)"; describe() (action.h) with the names.
std::string action_words(const Record& record, const Action& action);

// Returns the statement that records `action`, taken by the player to act in `state` (the game
// as the record leaves it), as write_record writes it: the line a player adds to the record once
// they have taken it ("condemn Cat Ann"). The first of a player's two votes (the Helmsman's
// innocence votes) is written with its target and "..." for the second, which a record writes on
// the same line.
std::string action_statement(const Record& record, const State& state, const Action& action);

}  // namespace skb::mutiny
