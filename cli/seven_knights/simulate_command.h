// `skb simulate`: play many rounds of one variant and player count with chosen policies and
// report how often the Knights win, with a 95% Wilson interval.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "cli/seven_knights/policy_options.h"

namespace skb::cli {

struct SimulateSettings {
  std::string variant;
  int players = 0;
  std::uint64_t games = 1000;
  bool all_deals = false;
  std::uint64_t seed = 1;
  int threads = 0;
  std::string profile = "naive";
  PolicyOptions policies;
  bool json = false, csv = false;
  std::optional<std::string> record_out;
  bool force = false;  // --record-out into a folder that already holds files
};

CLI::App* add_simulate_command(CLI::App& app, SimulateSettings& settings);

// Runs `skb simulate`; returns the exit status. Throws RecordError for unusable settings.
int run_simulate(const SimulateSettings& settings);

}  // namespace skb::cli
