// Lying-matrix reports: one matrix (variant, player count) as a text table with the solved game,
// a JSON object, or CSV rows (one per cell). The JSON object and every CSV row carry the
// provenance (cli/common/provenance.h: skb version, command line, the matrix's time), as
// `skb analyze`'s do.
#pragma once

#include <string>

#include "cli/common/terminal.h"
#include "solver/seven_knights/lying.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

struct LyingReport {
  LyingPlan plan;
  LyingMatrix matrix;
  double seconds = 0;  // the time the matrix took (provenance)
};

// The game's value when every played cell sits at the low (high) end of its 95% Wilson
// interval: the value is non-decreasing in every entry, so these bound it when every cell lies
// in its interval.
struct ValueRange {
  double low = 0, high = 0;
};
std::optional<ValueRange> value_range(const LyingReport& report);

std::string lying_text(const LyingReport& report, const TextLayout& layout);
std::string lying_json(const LyingReport& report);
std::string lying_csv_header();
std::string lying_csv_rows(const LyingReport& report);

}  // namespace skb::cli::seven_knights
