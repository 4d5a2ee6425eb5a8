// Reports of `skb advise`: a table for the player, or JSON for scripts.
#pragma once

#include <string>

#include "solver/seven_knights/advise.h"
#include "solver/seven_knights/record.h"

namespace skb::cli {

// Returns the JSON of the advice: {"phase", "adviser", "win_now", and the lists that apply to
// the phase: "questions", "inspections" or "captains"}.
std::string advice_json(const Record& record, const Advice& advice);

// Returns the advice as text for a player at the table.
std::string advice_text(const Record& record, const Advice& advice);

}  // namespace skb::cli
