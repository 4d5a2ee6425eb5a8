// Record writer: a Record written as a `.nyet` record (docs/nyet/record-format.md), the one
// place where statement text is made from the typed record. read_record reads it back to the
// same record, and writing that again gives the same text (checked by the conformance suite).
#pragma once

#include <string>

#include "solver/nyet/record.h"

namespace skb::nyet {

// Returns the record as text: the header (players, characters when given, dealer or terms, view
// when there is one), the hands by seat, the vetoes in order, the teams and the Bonus holder
// (with 3 players only when written), the discards and passes by seat, the units, and one
// `trick` line per trick. Comments are not kept.
std::string write_record(const Record& record);

}  // namespace skb::nyet
