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

#include "solver/mutiny/record.h"

namespace skb::mutiny {

// Returns the record as text: every statement on a line of its own, each ending in a newline.
std::string write_record(const Record& record);

// Returns the text of one fact or action of `record`, as write_record writes it.
std::string fact_text(const Record& record, const Fact& fact);
std::string action_text(const Record& record, const RecordedAction& action);

}  // namespace skb::mutiny
