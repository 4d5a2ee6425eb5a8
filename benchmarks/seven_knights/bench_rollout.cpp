// Rollout throughput (its speed target, at least 20 rounds/s): rounds per second of skb::seven_knights::simulate with the
// rollout profile at its default budget (round.h, RolloutSettings) over its default base
// profile, standard with 6 players, on 2 threads; the base profile alone is measured in the same
// run as the baseline (the ratio says what the look-ahead costs).
//
// Target: rollout at least 20 rounds/s at 6 players on 2 threads.
//
// Each figure is the median of --repetitions runs of a fixed number of rounds; the game tables
// are built before timing starts.
//
// Usage: skb_bench_rollout [--repetitions N] [--rounds N] [--base naive|smart] [--summary FILE]
// --summary writes one tab-separated line:
//   base  players  rounds_per_run  base_rounds_per_s  rollout_rounds_per_s  target
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

int main(int argc, char** argv) {
  skb::seven_knights::install_tables_image(skb::cli::built_in_tables_image());
  int repetitions = 5;
  std::uint64_t rounds = 40;
  std::string base = "naive", summary_path;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--repetitions" && i + 1 < argc)
      repetitions = std::max(1, std::atoi(argv[++i]));
    else if (arg == "--rounds" && i + 1 < argc)
      rounds = static_cast<std::uint64_t>(std::max(1, std::atoi(argv[++i])));
    else if (arg == "--base" && i + 1 < argc)
      base = argv[++i];
    else if (arg == "--summary" && i + 1 < argc)
      summary_path = argv[++i];
    else {
      std::fprintf(stderr,
                   "usage: skb_bench_rollout [--repetitions N] [--rounds N] [--base naive|smart] [--summary FILE]\n");
      return 2;
    }
  }
  if (skb::seven_knights::find_profile(base) == nullptr || skb::seven_knights::find_profile(base)->rollout) {
    std::fprintf(stderr, "skb_bench_rollout: --base %s: the base is naive or smart\n", base.c_str());
    return 2;
  }
  const double target = 20;
  skb::seven_knights::variant_tables(*skb::seven_knights::find_variant("standard"), 6);
  std::vector<double> plain, ahead;
  for (int r = 0; r < repetitions; ++r) {
    const auto seed = 1 + static_cast<std::uint64_t>(r);
    plain.push_back(
        skb::bench::rounds_per_second(skb::bench::standard_plan(base, 6, std::nullopt, rounds * 10, 2, seed)));
    ahead.push_back(
        skb::bench::rounds_per_second(skb::bench::standard_plan(base, 6, skb::seven_knights::RolloutSettings{}, rounds, 2, seed)));
  }
  const double m0 = skb::bench::median(plain), m1 = skb::bench::median(ahead);
  const skb::seven_knights::RolloutSettings d;
  std::printf("Rounds per second of skb::seven_knights::simulate, standard, 6 players, 2 threads, medians of %d runs:\n", repetitions);
  std::printf("  %-36s %10.1f rounds/s  (%llu rounds per run)\n", ("base " + base).c_str(), m0,
              static_cast<unsigned long long>(rounds * 10));
  std::printf(
      "  %-36s %10.1f rounds/s  (%llu rounds per run; %.0fx the base's time)\n",
      ("rollout over " + base + ", budget " + std::to_string(d.budget) + ", questions " + std::to_string(d.questions))
          .c_str(),
      m1, static_cast<unsigned long long>(rounds), m0 / m1);
  std::printf("target: rollout >= %.0f rounds/s: %s\n", target, m1 >= target ? "met" : "NOT met");
  if (!summary_path.empty()) {
    std::ofstream summary(summary_path);
    summary << base << "\t6\t" << rounds << '\t' << m0 << '\t' << m1 << '\t' << target << '\n';
  }
  return 0;
}
