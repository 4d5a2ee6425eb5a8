// Record writer: a Record written as a `.hats` record (docs/hats/record-format.md), the one place
// where statement text is made from the typed record. read_record reads it back to the same
// record, and writing that again gives the same text (checked by the conformance suite).
#pragma once

#include <string>

#include "solver/hats/record.h"

namespace skb::hats {

// Returns the record as text: the header (players, variant unless standard, view when there is
// one, characters), then every event, one statement a line.
std::string write_record(const Record& record);

// Returns the text of one event, as write_record writes it.
std::string event_text(const Record& record, const Event& event);

}  // namespace skb::hats
