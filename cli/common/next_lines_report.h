// The report of `skb GAME legal`, the same for every game: the lines that may come next in a
// record (solver/core/next_line.h), as readable text or as the JSON the page of `skb serve`
// reads to show them as buttons.
//
// Text: a heading naming the record and what it waits for, one row per group (its lines joined
// by " | ", wrapped to the screen), and the count; or that the record is finished.
// JSON: {<the game's own members>, "record", "phase", "finished", "actions": [{"group", "label",
// "line", "replace_line"}...], <the provenance>}, actions in the order given.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/core/next_line.h"

namespace skb::cli {

// Returns the text report for the record named `record` waiting for `phase`, its lines wrapped
// to `width` (nothing: not wrapped).
std::string next_lines_text(std::string_view record, std::string_view phase, const std::vector<NextLine>& lines,
                            std::optional<std::size_t> width);

// Returns the JSON report; `members` are the game's own members ("\"view\": null" ...), each a
// complete `"key": value`, written first; `seconds` is the work's time for the provenance.
std::string next_lines_json(const std::vector<std::string>& members, std::string_view record, std::string_view phase,
                            const std::vector<NextLine>& lines, double seconds);

}  // namespace skb::cli
