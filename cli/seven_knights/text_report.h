// The human-readable `solve` report: for a player at the table.
#pragma once

#include <string>

#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record.h"

namespace skb::cli {

// Returns the report text; with `color`, probabilities in the grid are shaded (ANSI 256 colours).
std::string text_report(const Record& record, const Posterior& posterior, bool color);

// Returns an arrangement as the Captain lays it: "Ben, Ann, C1, Dan, Fay; leave out Eve".
std::string describe_arrangement(const Record& record, const Arrangement& arrangement);

}  // namespace skb::cli
