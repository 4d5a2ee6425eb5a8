// `skb hats simulate` (one cell: a player count, a variant, a policy per seat) and `skb hats
// analyze` (a grid of cells), seeded, on threads and MPI ranks, with a progress bar.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::hats {

inline constexpr int kDefaultSearchPlayouts = 16;

struct SimulateSettings {
  int players = 4;
  std::string variant = "standard";
  std::string profile = "memory";
  std::optional<std::string> seats;  // --seats P1,P2,...
  int search_playouts = kDefaultSearchPlayouts;
  std::uint64_t games = 1000, seed = 1;
  int threads = 0;
  bool json = false, csv = false, quiet = false;
  std::optional<std::string> record_out;  // --record-out DIR
  std::optional<int> cut;                 // --cut TURNS
  bool force = false;
};

struct AnalyzeSettings {
  std::vector<int> players{2, 3, 4, 5, 6};
  std::vector<std::string> variants{"standard", "no-magic"};
  std::vector<std::string> profiles{"random", "memory"};
  int search_playouts = kDefaultSearchPlayouts;
  std::uint64_t games = 1000, seed = 1;
  int threads = 0;
  bool json = false, csv = false, quiet = false;
};

CLI::App* add_simulate_command(CLI::App& group, SimulateSettings& settings);
int run_simulate(const SimulateSettings& settings);
CLI::App* add_analyze_command(CLI::App& group, AnalyzeSettings& settings);
int run_analyze(const AnalyzeSettings& settings);

}  // namespace skb::cli::hats
