// Simulation reports: one simulated cell (variant, player count, policies) as a text summary,
// a CSV row or a JSON object; and a finished round as the files of --record-out.
#pragma once

#include <string>
#include <string_view>

#include "cli/common/terminal.h"
#include "solver/seven_knights/simulate.h"

namespace skb::cli {

// One cell of results: what was played and the totals.
struct CellReport {
  const Variant* variant = nullptr;
  int players = 0;
  std::string profile;  // a profile name, or "custom" when policy flags changed it
  Policies policies;
  double lie_rate = 0.5;
  std::uint64_t seed = 1;
  bool all_deals = false;
  bool exact = false;  // every deal once with deterministic policies
  SimulationTotals totals;
};

std::string csv_header();
std::string csv_row(const CellReport& cell);
// A JSON object on one line.
std::string json_object(const CellReport& cell);
// A row of the text summary: "  LABEL   FIGURE   REMARK", the figure right-aligned at column 44,
// the remark `gap` spaces after it, or on the next line when the row is too wide for `layout`.
std::string text_row(std::string_view label, const std::string& figure, const std::string& remark,
                     const TextLayout& layout, std::size_t gap = 3);

// The text summary, laid out for `layout` (the wide layout by default; see terminal.h); `extra`
// rows (already formatted like the others, e.g. the time taken) are added at the end.
std::string text_report(const CellReport& cell, const TextLayout& layout = {}, const std::string& extra = "");

// The JSON file written beside a simulated round's record: the true deal, the Witch team, the
// Captain, the arrangement laid and the result.
std::string round_json(const RoundSettings& settings, const RoundResult& round);

}  // namespace skb::cli
