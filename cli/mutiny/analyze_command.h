// `skb mutiny analyze`: the exact analysis of Mutiny's profiles (solver/mutiny/analysis.h) for
// each player count and profile asked for, the equilibrium by CFR+ (solver/mutiny/equilibrium.h)
// and the designer's answers (the game re-solved without each power), as a readable table, JSON
// or CSV.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::mutiny {

struct AnalyzeSettings {
  std::vector<int> players;           // default 4, 5, 6
  std::vector<std::string> profiles;  // default: every profile
  bool json = false;
  bool csv = false;
  bool no_header = false;
  bool stats = false;
  bool no_best_response = false;
  std::uint64_t max_nodes = 15'000'000;
  int threads = 1;
  bool quiet = false;
  // The equilibrium: solved afresh by CFR+ rather than read from the tables built into skb.
  bool solve = false;
  int iterations = 1000;
  int check_every = 100;
  std::string save_dir;  // write each solved table there (implies solve)
  // The designer's answers: the game re-solved without each power.
  bool designer = false;
  std::vector<std::string> without;  // default: every power
};

// Adds the command to `group` (the `skb mutiny` group) and returns it.
CLI::App* add_analyze_command(CLI::App& group, AnalyzeSettings& settings);

// Runs the analysis and prints it; returns the exit status.
int run_analyze(const AnalyzeSettings& settings);

}  // namespace skb::cli::mutiny
