// Sampled CFR against graph CFR+, on a game small enough to measure both: NashConv against
// time on the reduced game of 4 (or 5, or 6) players (each on its reduction,
// solver/mutiny/reduction.h), whose graph fits, so that what sampling reaches in a given time
// can be read before trusting it where no graph fits (6 players with every power).
//
// Both solvers start from uniform play on the same reduced game (solver/mutiny/equilibrium.h).
// External-sampling MCCFR (solver/core/mccfr.h) needs no graph; it runs until each checkpoint
// (seconds of its own running, the measuring not counted), and there its average strategy,
// rounded to a table as shipped tables are, is measured on the graph: the sets it never met play
// uniform, as its profile would play them, and are counted. Then CFR+ (solver/core/cfr.h) runs
// on the graph to the same checkpoints, and its average strategy is measured the same way. Both
// run on one thread. The figure is NashConv in the reduced game (the sum of each seat's
// best-response gain), with the crew's win probability beside it.
//
// Usage: skb_bench_mutiny_sampled [--players 4] [--checkpoints 30,60,120,240,480] [--seed 1]
// Prints one line per solver and checkpoint: seconds, iterations, sets met (MCCFR), sets left
// uniform, NashConv, crew win. Exit status 0, or 2 for a wrong command line. The default takes
// about 17 minutes (8 per solver, and the measuring).
#include <omp.h>

#include <fmt/core.h>
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "solver/core/best_response.h"
#include "solver/core/cfr.h"
#include "solver/core/exact_graph_value.h"
#include "solver/core/mccfr.h"
#include "solver/core/strategy_table.h"
#include "solver/mutiny/equilibrium.h"
#include "solver/mutiny/extensive_game.h"
#include "solver/mutiny/labels.h"
#include "solver/mutiny/reduction.h"

namespace {

using skb::StrategyTable;
using skb::mutiny::ReducedGraph;

struct Measure {
  double nash_conv = 0;
  double crew_win = 0;
  std::uint64_t uniform_sets = 0;
};

// Returns the figures of `table` (options in label order) on the reduced game's graph, its
// missing sets played uniform.
Measure measure(const ReducedGraph& reduced, const StrategyTable& table) {
  Measure m;
  const std::vector<std::uint32_t> weights =
      table.weights_on_graph_or_uniform(reduced.graph, reduced.order, &m.uniform_sets);
  m.nash_conv = skb::nash_conv(reduced.graph, StrategyTable::probabilities(weights)).total;
  m.crew_win =
      skb::exact_graph_value(reduced.graph, weights, static_cast<std::size_t>(reduced.graph.players())).get_d();
  return m;
}

double seconds_between(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

// Runs `step` (one iteration) until `budget` seconds of its own running have passed, adding them
// to `spent`; returns the iterations run.
std::int64_t run_for(double budget, double& spent, const std::function<void()>& step) {
  std::int64_t n = 0;
  const auto start = std::chrono::steady_clock::now();
  double elapsed = 0;
  while (spent + elapsed < budget) {
    step();
    ++n;
    elapsed = seconds_between(start, std::chrono::steady_clock::now());
  }
  spent += elapsed;
  return n;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Sampled CFR (external sampling) against graph CFR+ on Mutiny's reduced game: NashConv against time."};
  int players = 4;
  std::vector<double> checkpoints = {30, 60, 120, 240, 480};
  std::uint64_t seed = 1;
  app.add_option("--players", players,
                 "players (4, 5 or 6, each on the reduction its equilibrium is solved on; 5 and 6 need about 5 GB)")
      ->check(CLI::Range(4, 6))
      ->capture_default_str();
  app.add_option("--checkpoints", checkpoints, "seconds of solving at which each solver is measured, increasing")
      ->delimiter(',')
      ->capture_default_str();
  app.add_option("--seed", seed, "the sampler's seed")->capture_default_str();
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;  // --help: 0; a wrong command line: 2, as every skb tool
  }
  for (std::size_t i = 0; i < checkpoints.size(); ++i)
    if (checkpoints[i] <= 0 || (i > 0 && checkpoints[i] <= checkpoints[i - 1])) {
      fmt::print(stderr, "skb_bench_mutiny_sampled: --checkpoints must be positive and increasing\n");
      return 2;
    }
  omp_set_num_threads(1);

  const auto t0 = std::chrono::steady_clock::now();
  const ReducedGraph reduced = skb::mutiny::build_reduced_graph(players, skb::mutiny::Variant{}, 60'000'000);
  fmt::print("reduced game, {} players: {} states, {} information sets (graph built in {:.1f} s)\n", players,
             reduced.graph.nodes(), reduced.graph.infosets(), seconds_between(t0, std::chrono::steady_clock::now()));
  fmt::print("{:<6} {:>9} {:>11} {:>11} {:>12} {:>10} {:>9}\n", "solver", "seconds", "iterations", "sets met",
             "left uniform", "NashConv", "crew win");

  const skb::mutiny::Seating seating = skb::mutiny::Seating::standard(players);
  const skb::mutiny::Reduction reduction = skb::mutiny::reduction_of(players);
  const skb::mutiny::MutinyGame game(seating, reduction.memory, reduction.removed);
  const skb::mutiny::Labels labels(seating);
  skb::ExternalSamplingCfr<skb::mutiny::MutinyGame> sampled(
      game, seed,
      [&](const skb::mutiny::MutinyGame::State& node) { return labels.label_order(game.actions(*node.game)); });
  double spent = 0;
  for (const double at : checkpoints) {
    run_for(at, spent, [&] { sampled.iterate(1); });
    const Measure m = measure(reduced, sampled.average());
    fmt::print("{:<6} {:>9.1f} {:>11} {:>11} {:>12} {:>10.5f} {:>9.5f}\n", "MCCFR", spent, sampled.iterations(),
               sampled.information_sets(), m.uniform_sets, m.nash_conv, m.crew_win);
    std::fflush(stdout);
  }

  skb::Cfr cfr(reduced.graph);
  spent = 0;
  for (const double at : checkpoints) {
    run_for(at, spent, [&] { cfr.iterate(1); });
    const Measure m = measure(reduced, StrategyTable::from_graph(reduced.graph, cfr.average(), reduced.order));
    fmt::print("{:<6} {:>9.1f} {:>11} {:>11} {:>12} {:>10.5f} {:>9.5f}\n", "CFR+", spent, cfr.iterations(), "-",
               m.uniform_sets, m.nash_conv, m.crew_win);
    std::fflush(stdout);
  }
  return 0;
}
