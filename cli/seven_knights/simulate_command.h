// `skb simulate`: play many rounds (or whole games of 3 rounds, scored) of one variant and player
// count with chosen policies and report how often the Knights win (and, for whole games, each
// seat's points and chance to win the game), with 95% Wilson intervals for sampled figures and
// none for exact ones; a progress bar on standard error when it is a terminal.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "cli/seven_knights/policy_options.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

struct SimulateSettings {
  std::string variant;
  int players = 0;
  std::uint64_t games = 1000;
  bool all_deals = false;
  int rounds = 1;  // 1: single rounds; 3: whole games
  bool quiet = false;
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

}  // namespace skb::cli::seven_knights
