// Notes: what a record's viewer knows but the record does not state.
//
// A viewer knows their own tile and every tile they inspected. When the record leaves some of
// those values unstated, the answers are still exact, but for less than the viewer knows:
// `solve` and `advise` say so, in sentences a player can act on.
#pragma once

#include <string>
#include <vector>

#include "solver/seven_knights/record.h"
#include "solver/seven_knights/rules_check.h"

namespace skb::seven_knights {

// Returns the notes for the record's viewer (none without a view): first the viewer's own
// tile ("the record does not say Cat's own tile; add 'tile Cat VALUE' to use it."), then the
// tiles they inspected ("Cat has seen Dan, C1 but the record does not say what; add 'tile Dan
// VALUE' to use it.").
std::vector<std::string> knowledge_notes(const Record& record, const RecordFacts& facts);

}  // namespace skb::seven_knights
