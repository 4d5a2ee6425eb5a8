// Simulation reports: one simulated cell (variant, player count, policies; single rounds or
// whole games) as a text summary, a CSV row or a JSON object; and a finished round as the files
// of --record-out. Exact figures (every deal once, deterministic policies) are printed without
// an interval, marked exact (`"exact": true`, the CSV's `exact` column), their interval cells
// null or empty; sampled figures carry their 95% interval. JSON and CSV carry the provenance
// (cli/common/provenance.h).
#pragma once

#include <string>
#include <string_view>

#include <optional>
#include "cli/common/terminal.h"

#include "solver/seven_knights/simulate.h"
#include "solver/seven_knights/whole_game.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

// One cell of results: what was played and the totals.
struct CellReport {
  const Variant* variant = nullptr;
  int players = 0;
  std::string profile;  // a profile name, or "custom" when policy flags changed it
  Policies policies;
  double lie_rate = 0.5;
  std::uint64_t seed = 1;
  bool all_deals = false;
  bool exact = false;       // every deal once with deterministic policies
  int rounds = 1;           // 1: single rounds; 3: whole games (then `game` holds them)
  SimulationTotals totals;  // every round played
  std::optional<GameTotals> game;
  double seconds = 0;  // the time the cell took
  // Set when an interrupt stopped the cell early: the totals are those of the first
  // `totals.games` rounds (or games) of `planned`, and nothing in them is exact.
  bool interrupted = false;
  std::uint64_t planned = 0;
};

// The CSV header line; every cell's row has these columns (the whole-game ones empty for single
// rounds, seats beyond the player count empty).
std::string csv_header();
std::string csv_row(const CellReport& cell);
// A JSON object on one line.
std::string json_object(const CellReport& cell);
// A row of the text summary: "  LABEL   FIGURE   REMARK", the figure right-aligned at column 44,
// the remark `gap` spaces after it, or on the next line when the row is too wide for `layout`.
std::string text_row(std::string_view label, const std::string& figure, const std::string& remark,
                     const TextLayout& layout, std::size_t gap = 3);

// The text summary, laid out for `layout` (the wide layout by default; see cli/common/terminal.h); `extra`
// rows (already formatted like the others, e.g. the time taken) are added at the end.
std::string text_report(const CellReport& cell, const TextLayout& layout = {}, const std::string& extra = "");

// The JSON file written beside a simulated round's record: the true deal, the Witch team, the
// Captain, the arrangement laid and the result.
std::string round_json(const RoundSettings& settings, const RoundResult& round);

}  // namespace skb::cli::seven_knights
