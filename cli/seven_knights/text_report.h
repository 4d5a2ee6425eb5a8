// The human-readable `solve` report: for a player at the table.
#pragma once

#include <string>

#include "cli/common/terminal.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

// Returns the report text laid out for `layout`: narrowed to its width when that is known and the
// wide layout does not fit (a compact grid, wrapped prose); "·" for 0 in UTF-8, "." in ASCII;
// with colour, probabilities in the grid are shaded (ANSI 256 colours).
std::string text_report(const Record& record, const Posterior& posterior, const TextLayout& layout);

// The wide layout in UTF-8, shaded with `color`.
std::string text_report(const Record& record, const Posterior& posterior, bool color);

// Returns an arrangement as the Captain lays it: "Ben, Ann, C1, Dan, Fay; leave out Eve".
std::string describe_arrangement(const Record& record, const Arrangement& arrangement);

}  // namespace skb::cli::seven_knights
