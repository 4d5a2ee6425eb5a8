// `skb nyet simulate` (one cell: a player count and a policy per seat) and `skb nyet analyze`
// (a sweep for the designer: for each player count and each pair of policies A:B, one seat
// plays A and the others B, A's seat rotating over the games), seeded, on threads and MPI
// ranks, with a progress bar, stopped by Ctrl-C with what finished kept.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "solver/nyet/players.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::nyet {

// The most games a run with a pimc seat may ask for (a cell, for analyze): 10,000, a week on two
// threads with one pimc seat at the speed docs/nyet/simulate.md reports (about a minute a game;
// five with pimc in every seat); beyond, the command refuses before it starts.
inline constexpr std::uint64_t kMaxPimcGames = 10'000;
// The most games simulate --record-out writes (each round a record: up to 100,000 files).
inline constexpr std::uint64_t kMaxRecordGames = 10'000;

struct SimulateSettings {
  int players = 4;
  std::string policy = "greedy";
  std::optional<std::string> policies;  // --policies P1,P2,...
  std::uint64_t pimc_budget = skb::nyet::kDefaultPimcBudget;
  std::uint64_t pimc_nodes = skb::nyet::kDefaultPimcNodeLimit;
  std::string pimc_before = "greedy";  // greedy or advice
  std::uint64_t games = 1000, seed = 1;
  int threads = 0;
  bool json = false, csv = false, quiet = false;
  std::optional<std::string> record_out;  // --record-out DIR
  bool force = false;
};

struct AnalyzeSettings {
  std::vector<int> players{3, 4, 5};
  std::vector<std::string> profiles{"greedy:random", "greedy:greedy"};
  std::uint64_t pimc_budget = skb::nyet::kDefaultPimcBudget;
  std::uint64_t pimc_nodes = skb::nyet::kDefaultPimcNodeLimit;
  std::string pimc_before = "greedy";
  std::uint64_t games = 1000, seed = 1;
  int threads = 0;
  bool json = false, csv = false, quiet = false;
};

CLI::App* add_simulate_command(CLI::App& group, SimulateSettings& settings);
int run_simulate(const SimulateSettings& settings);
CLI::App* add_analyze_command(CLI::App& group, AnalyzeSettings& settings);
int run_analyze(const AnalyzeSettings& settings);

}  // namespace skb::cli::nyet
