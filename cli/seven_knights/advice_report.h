// Reports of `skb advise`: a table for the player, or JSON for scripts.
#pragma once

#include <string>

#include "cli/common/terminal.h"
#include "solver/seven_knights/advise.h"
#include "solver/seven_knights/record.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

// Returns the JSON of the advice: {"phase", "adviser", "win_now", and the lists that apply to
// the phase: "questions", "inspections" or "captains"}.
// With the provenance of every report (provenance.h), `seconds` the time taken.
std::string advice_json(const Record& record, const Advice& advice, double seconds = 0);

// Returns the advice as text for a player at the table, laid out for `layout`: the wide layout
// by default; narrowed to its width when that is known and the wide layout does not fit (the
// question table compact, prose wrapped).
std::string advice_text(const Record& record, const Advice& advice, const TextLayout& layout = {});

}  // namespace skb::cli::seven_knights
