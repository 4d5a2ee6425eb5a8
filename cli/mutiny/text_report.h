// The readable `skb mutiny solve` report: for a player at the table, compact: who is likely the
// Mutineer, whether the Chaplain is sworn, each player's side, whom the Chaplain heard, the votes
// counted so far and, once the game may be over, who has won.
#pragma once

#include <string>
#include <string_view>

#include "cli/common/terminal.h"
#include "solver/mutiny/posterior.h"
#include "solver/mutiny/record.h"

namespace skb::cli::mutiny {

// Returns the report text laid out for `layout` (prose wrapped to its width when that is known;
// "λ" or "lambda" as its locale allows); `model` is the profile named by --model, empty for none.
std::string text_report(const skb::mutiny::Record& record, const skb::mutiny::Posterior& posterior,
                        std::string_view model, double tremble, const TextLayout& layout);

}  // namespace skb::cli::mutiny
