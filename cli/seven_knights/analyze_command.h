// `skb analyze`: a sweep of simulations, one CSV row (or JSON object) per cell, with a progress
// bar on a terminal; split across MPI ranks when run under mpirun (SKB_WITH_MPI builds). The
// cells are the product of the lists given: variants x player counts x profiles x every policy
// flag x lie rates; single rounds or whole games (--rounds 3), sampled (--games) or every deal
// once (--all-deals: exact for deterministic policies, marked so).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cli/seven_knights/policy_options.h"
#include "cli/seven_knights/sweep_options.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

struct AnalyzeSettings {
  SweepOptions sweep;  // variants (empty: all), players, seed, threads
  std::vector<std::string> profiles = {"naive", "smart"};
  PolicyLists policies;  // overrides of the profiles' policies, swept; and the lie rates
  std::uint64_t games = 2000;
  bool all_deals = false;
  int rounds = 1;
  bool json = false;
  bool no_header = false;
  bool quiet = false;
};

CLI::App* add_analyze_command(CLI::App& app, AnalyzeSettings& settings);

// Runs `skb analyze`; returns the exit status. Throws UsageError for unusable settings.
int run_analyze(const AnalyzeSettings& settings);

}  // namespace skb::cli::seven_knights
