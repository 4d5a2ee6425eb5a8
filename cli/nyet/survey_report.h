// The reports of `skb nyet survey`: text (the figures a designer reads), JSON (the totals and
// what follows from them, with provenance; docs/nyet/json-output.md) and CSV (a row per deal).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "solver/nyet/dd_survey.h"

namespace skb::cli::nyet {

struct SurveyReport {
  int players = 4;
  std::uint64_t asked = 0;  // deals asked for (--deals)
  std::uint64_t seed = 1;
  std::string pre_trick;
  std::uint64_t max_nodes = 0;
  skb::nyet::SurveyTotals totals;
  std::vector<skb::nyet::SurveyedDeal> deals_seen;  // every deal, for --csv
  double seconds = 0;
};

std::string survey_text(const SurveyReport& report);
std::string survey_json(const SurveyReport& report);
// `header`: with the header row.
std::string survey_csv(const SurveyReport& report, bool header);

}  // namespace skb::cli::nyet
