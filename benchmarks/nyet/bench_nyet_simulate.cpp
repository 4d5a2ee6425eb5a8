// `skb nyet simulate`'s speed targets (issue 30): whole 4-player games with greedy in every
// seat at 2,000 games a second or more on 2 threads, against random play measured in the same
// run (the rules engine alone); and whole 4-player games with pimc at its default budget (16
// deals a card, 2 million nodes a solve) under 60 s a game on 2 threads: two games, one a
// thread, every seat pimc, and one pimc seat against three greedy. Reports medians of the
// runs, the pimc games' card decisions and how many the node limit sent to greedy.
//
// Usage: skb_bench_nyet_simulate [--runs N] [--games N] [--pimc-games N] [--budget N] [--threads T]
// Prints a table; exit status 1 when a target is not met.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "solver/nyet/simulate.h"

namespace {

using skb::nyet::Players;
using skb::nyet::SimulationPlan;

constexpr double kGreedyTarget = 2000;  // games per second
constexpr double kPimcTarget = 60;      // seconds per game

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

// Returns the seconds `plan`'s games take.
double seconds_of(const SimulationPlan& plan) {
  const auto start = std::chrono::steady_clock::now();
  const skb::nyet::SimulationTotals t = skb::nyet::simulate(plan);
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (t.games != plan.games) std::exit(3);
  return s;
}

SimulationPlan plan_of(const Players& players, const std::vector<std::string>& lineup, std::uint64_t games,
                       int threads) {
  SimulationPlan p;
  p.table = skb::nyet::Table({"Ann", "Ben", "Cat", "Dan"});
  for (const std::string& name : lineup) p.lineup.push_back(players.find(name));
  p.games = games;
  p.seed = 1;
  p.threads = threads;
  return p;
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 5, threads = 2;
  std::uint64_t games = 4000, pimc_games = 2, budget = skb::nyet::kDefaultPimcBudget;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--runs" && i + 1 < argc)
      runs = std::max(1, std::atoi(argv[++i]));
    else if (a == "--games" && i + 1 < argc)
      games = std::max(1UL, std::strtoul(argv[++i], nullptr, 10));
    else if (a == "--pimc-games" && i + 1 < argc)
      pimc_games = std::strtoul(argv[++i], nullptr, 10);
    else if (a == "--budget" && i + 1 < argc)
      budget = std::max(1UL, std::strtoul(argv[++i], nullptr, 10));
    else if (a == "--threads" && i + 1 < argc)
      threads = std::max(1, std::atoi(argv[++i]));
    else {
      std::fprintf(
          stderr,
          "usage: skb_bench_nyet_simulate [--runs N] [--games N] [--pimc-games N] [--budget N] [--threads T]\n");
      return 2;
    }
  }
  skb::nyet::PimcOptions pimc;
  pimc.budget = budget;
  const Players players(pimc);
  const std::vector<std::string> randoms(4, "random"), greedies(4, "greedy");
  std::vector<double> random_rate, greedy_rate;
  for (int r = 0; r < runs; ++r) {  // interleaved, so that a change of load touches both alike
    random_rate.push_back(static_cast<double>(games) / seconds_of(plan_of(players, randoms, games, threads)));
    greedy_rate.push_back(static_cast<double>(games) / seconds_of(plan_of(players, greedies, games, threads)));
  }
  const double rr = median(random_rate), gr = median(greedy_rate);
  std::printf("4-player games, %d threads, %d runs of %llu games (median)\n", threads, runs,
              static_cast<unsigned long long>(games));
  std::printf("  %-28s %12.0f games/s\n", "random (baseline)", rr);
  std::printf("  %-28s %12.0f games/s  %.2fx random  target >= %.0f  %s\n", "greedy", gr, gr / rr, kGreedyTarget,
              gr >= kGreedyTarget ? "met" : "NOT MET");
  bool met = gr >= kGreedyTarget;
  if (pimc_games > 0) {
    std::printf("pimc, budget %llu deals, node limit %llu, %llu games on %d threads (one run)\n",
                static_cast<unsigned long long>(budget), static_cast<unsigned long long>(pimc.node_limit),
                static_cast<unsigned long long>(pimc_games), threads);
    for (const auto& lineup :
         {std::vector<std::string>(4, "pimc"), std::vector<std::string>{"pimc", "greedy", "greedy", "greedy"}}) {
      const std::uint64_t before = players.pimc().card_decisions(), fell = players.pimc().fallbacks();
      const double s = seconds_of(plan_of(players, lineup, pimc_games, threads));
      const double per_game = s * std::min<double>(threads, static_cast<double>(pimc_games)) /
                              static_cast<double>(pimc_games);  // a game a thread
      const std::string name = lineup[1] == "pimc" ? "pimc in every seat" : "pimc vs 3 greedy";
      std::printf("  %-28s %9.1f s a game  target < %.0f s  %s  (%llu card decisions, %llu to greedy)\n", name.c_str(),
                  per_game, kPimcTarget, per_game < kPimcTarget ? "met" : "NOT MET",
                  static_cast<unsigned long long>(players.pimc().card_decisions() - before),
                  static_cast<unsigned long long>(players.pimc().fallbacks() - fell));
      met = met && per_game < kPimcTarget;
    }
  }
  return met ? 0 : 1;
}
