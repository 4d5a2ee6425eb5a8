// `skb nyet survey`: the designer's double-dummy statistics over random deals (solver/nyet/
// dd_survey.h): how many units the first player's side takes under best play, by its trump
// length; the loot of a round; how often a supertrump wins a trick. Text, JSON (the totals and
// what follows from them) or CSV (a row per deal). Bounded by --deals and --max-nodes, with
// progress on a terminal; Ctrl-C keeps the deals finished (status 130).
#pragma once

#include <cstdint>
#include <string>

#include "cli/common/options.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::nyet {

struct SurveySettings {
  int players = 4;
  std::uint64_t deals = 20;
  std::uint64_t seed = 1;
  int threads = 0;
  std::string pre_trick = "random";
  std::uint64_t max_nodes = 20'000'000;
  bool json = false;
  bool csv = false;
  bool no_header = false;
  bool quiet = false;
};

CLI::App* add_survey_command(CLI::App& group, SurveySettings& settings);
int run_survey(const SurveySettings& settings);

}  // namespace skb::cli::nyet
