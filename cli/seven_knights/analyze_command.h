// `skb analyze`: a grid of simulations (variants x player counts x profiles), one CSV row (or
// JSON object) per cell, with a progress bar on a terminal; split across MPI ranks when run
// under mpirun (SKB_WITH_MPI builds).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cli/seven_knights/policy_options.h"

namespace skb::cli {

struct AnalyzeSettings {
  std::vector<std::string> variants;  // empty: all
  std::vector<int> players;           // empty: every count each variant allows
  std::vector<std::string> profiles = {"naive", "smart"};
  std::uint64_t games = 2000;
  std::uint64_t seed = 1;
  int threads = 0;
  std::optional<std::string> lie_rate;
  bool json = false;
  bool quiet = false;
};

CLI::App* add_analyze_command(CLI::App& app, AnalyzeSettings& settings);

// Runs `skb analyze`; returns the exit status. Throws RecordError for unusable settings.
int run_analyze(const AnalyzeSettings& settings);

}  // namespace skb::cli
