// `skb lying`: the lying matrices (solver/seven_knights/lying.h: what lying is worth to the Witch
// team, as a zero-sum game) for a list of
// variants and player counts, each solved as a zero-sum game, as text, JSON or CSV.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cli/seven_knights/sweep_options.h"

namespace CLI {
class App;
}

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

struct LyingSettings {
  SweepOptions sweep;  // variants (empty: standard, advanced, groping), players, seed, threads
  std::vector<std::string> coin_rates = {"0.25", "0.5", "0.75"};
  std::vector<std::string> lie_rates = {"0", "0.25", "0.5", "0.75", "1"};
  std::string inspect = "random", ask = "random", knight_vote = "best", witch_vote = "pack";
  std::uint64_t games = 1000;
  bool json = false, csv = false, quiet = false;
};

CLI::App* add_lying_command(CLI::App& app, LyingSettings& settings);

int run_lying(const LyingSettings& settings);

}  // namespace skb::cli::seven_knights
