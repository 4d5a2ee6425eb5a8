// The report of every game's `legal` command (`skb hats legal`, `skb nyet legal`, ...): the lines
// that may come next in a record (solver/core/next_line.h), as text for a reader at the table or as
// the JSON the page of `skb serve` reads to show them as buttons:
//
//   {"skb_version": ..., "command": ..., "elapsed_seconds": ...,
//    "record": "game.hats", "phase": "turn 5: Ann's turn", "finished": false,
//    "actions": [{"group": "Ann swaps", "label": "2 5", "line": "swap Ann 2 5", "replace_line": null}, ...]}
#pragma once

#include <string>
#include <vector>

#include "cli/common/terminal.h"
#include "solver/core/next_line.h"

namespace skb::cli {

// Returns the text report: "Next in FILE (PHASE):", each group on its own row with its lines, the
// count, then each of `notes` (a line the list leaves out, say) as a paragraph; or "The record is
// finished: no line may come next." Laid out to `layout`'s width.
std::string next_lines_text(const std::string& file, const NextLines& next, const std::vector<std::string>& notes,
                            const TextLayout& layout);

// Returns the JSON report (the schema above), the work having taken `seconds`.
std::string next_lines_json(const std::string& file, const NextLines& next, double seconds);

}  // namespace skb::cli
