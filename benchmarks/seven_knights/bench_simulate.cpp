// Simulation throughput (its games-per-second targets): games per second of skb::seven_knights::simulate for the
// naive and smart profiles at 6 and 8 players of `standard`, on 2 threads, with the 1-thread
// figure measured in the same run as the baseline (the speed-up is their ratio).
//
// Targets on 2 threads: naive at 6 players at least 20,000 games/s; smart at 6 players at
// least 500 games/s and at 8 players at least 50 games/s (naive at 8 players has no target).
//
// Each figure is the median of --repetitions runs of a fixed number of games (sized so that a
// run takes a fraction of a second); the game tables are built before timing starts.
//
// Usage: skb_bench_simulate [--repetitions N] [--scale X] [--summary FILE]
//   --scale X multiplies every run's game count (default 1; smaller for a quick look)
// --summary writes one tab-separated line per case:
//   profile  players  games_per_run  one_thread_games_per_s  two_threads_games_per_s  target
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "benchmarks/common/bench_common.h"
#include "benchmarks/seven_knights/bench_simulation.h"
#include "cli/tables/built_in_tables.h"
#include "solver/seven_knights/tables_image.h"

namespace {

struct Case {
  const char* profile;
  int players;
  std::uint64_t games;  // per run, at --scale 1
  double target;        // games/s on 2 threads; 0: none
};

}  // namespace

int main(int argc, char** argv) {
  // As skb does: the tables made at build time, read in place (cli/tables/built_in_tables.h).
  skb::seven_knights::install_tables_image(skb::cli::built_in_tables_image());
  int repetitions = 5;
  double scale = 1;
  std::string summary_path;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--repetitions" && i + 1 < argc)
      repetitions = std::max(1, std::atoi(argv[++i]));
    else if (arg == "--scale" && i + 1 < argc)
      scale = std::atof(argv[++i]);
    else if (arg == "--summary" && i + 1 < argc)
      summary_path = argv[++i];
    else {
      std::fprintf(stderr, "usage: skb_bench_simulate [--repetitions N] [--scale X] [--summary FILE]\n");
      return 2;
    }
  }
  const std::vector<Case> cases = {
      {"naive", 6, 4000, 20000}, {"naive", 8, 1000, 0}, {"smart", 6, 400, 500}, {"smart", 8, 40, 50}};
  for (int n : {6, 8}) skb::seven_knights::variant_tables(*skb::seven_knights::find_variant("standard"), n);
  std::printf("Games per second of skb::seven_knights::simulate, standard, medians of %d runs:\n", repetitions);
  std::printf("%-7s %7s %12s %12s %12s %9s %-14s %s\n", "profile", "players", "games/run", "1 thread", "2 threads",
              "speed-up", "target", "met");
  std::ofstream summary;
  if (!summary_path.empty()) summary.open(summary_path);
  bool all = true;
  for (const Case& c : cases) {
    const auto games = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(static_cast<double>(c.games) * scale));
    std::vector<double> one, two;
    for (int r = 0; r < repetitions; ++r) {
      const auto seed = 1 + static_cast<std::uint64_t>(r);
      one.push_back(
          skb::bench::rounds_per_second(skb::bench::standard_plan(c.profile, c.players, std::nullopt, games, 1, seed)));
      two.push_back(
          skb::bench::rounds_per_second(skb::bench::standard_plan(c.profile, c.players, std::nullopt, games, 2, seed)));
    }
    const double m1 = skb::bench::median(one), m2 = skb::bench::median(two);
    const bool met = c.target == 0 || m2 >= c.target;
    all = all && met;
    char target[32] = "-";
    if (c.target > 0) std::snprintf(target, sizeof target, ">= %.0f/s", c.target);
    std::printf("%-7s %7d %12llu %12.0f %12.0f %8.2fx %-14s %s\n", c.profile, c.players,
                static_cast<unsigned long long>(games), m1, m2, m2 / m1, target,
                c.target == 0 ? "-" : (met ? "met" : "NOT met"));
    if (summary)
      summary << c.profile << '\t' << c.players << '\t' << games << '\t' << m1 << '\t' << m2 << '\t' << c.target
              << '\n';
  }
  std::printf("(1 thread is the baseline measured in this run; speed-up = 2 threads / 1 thread)\n");
  std::printf("overall: %s\n", all ? "all targets met" : "some targets NOT met");
  return 0;
}
