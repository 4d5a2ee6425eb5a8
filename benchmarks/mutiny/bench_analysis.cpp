// Mutiny's analysis, in process: the exact value of a profile and one best response on the
// 4-player game (targets: each under 1 s), for the `random` and `honest` profiles, each one
// complete computation from nothing (no cache survives between runs); and one CFR+ iteration on
// the 4-player reduced game (the equilibrium's, solver/mutiny/equilibrium.h), whose graph is
// built once before the timing (the whole solve, graph and NashConv checks included, is timed
// by benchmarks/mutiny/equilibrium.sh); and external-sampling MCCFR iterations
// (solver/core/mccfr.h) on the reduced game with every power (Memory::reduced) at 4 and 6
// players, which needs no graph.
//
// Usage: skb_bench_mutiny [--benchmark_... flags]; benchmarks/run.sh runs it with repetitions
// and prints the medians.
#include <benchmark/benchmark.h>

#include "solver/core/against_profile.h"
#include "solver/core/build_graph.h"
#include "solver/core/best_response.h"
#include "solver/core/cfr.h"
#include "solver/core/mccfr.h"
#include "solver/mutiny/equilibrium.h"
#include "solver/mutiny/honest_profile.h"
#include "solver/mutiny/profile_value.h"

namespace {

using namespace skb::mutiny;

void exact_value(benchmark::State& state, const Profile& profile) {
  for (auto _ : state) {
    const ProfileValue v = exact_profile_value(Seating::standard(4), profile);
    benchmark::DoNotOptimize(v.crew_win);
  }
}

// One best response of seat `seat`, as skb mutiny analyze computes it (responder memory as the
// analysis picks it: perfect against honest, the state against random).
void best_response(benchmark::State& state, const Profile& profile, int seat) {
  const MutinyGame game(Seating::standard(4), profile.reads_information() ? Memory::perfect : Memory::none);
  const ProfileOnGame on_game(profile);
  for (auto _ : state) {
    const skb::AgainstProfile<MutinyGame, ProfileOnGame> facing(game, on_game, seat);
    const skb::GameGraph graph = skb::build_graph(facing, 50'000'000);
    const double v = skb::best_response(graph, skb::uniform_strategy(graph), seat).value;
    benchmark::DoNotOptimize(v);
    state.counters["graph_nodes"] = static_cast<double>(graph.nodes());
    state.counters["graph_edges"] = static_cast<double>(graph.edge_count());
  }
}

// One CFR+ iteration (every seat updated once) on the 4-player reduced game; items per second
// are iterations per second.
void BM_CfrIteration4(benchmark::State& state) {
  static const ReducedGraph reduced = build_reduced_graph(4, Variant{}, 60'000'000);
  skb::Cfr cfr(reduced.graph);
  for (auto _ : state) cfr.iterate(1);
  state.SetItemsProcessed(state.iterations());
  state.counters["graph_nodes"] = static_cast<double>(reduced.graph.nodes());
}
BENCHMARK(BM_CfrIteration4)->Unit(benchmark::kMillisecond)->MinTime(2.0);

// External-sampling MCCFR iterations (one sampled traversal per seat each) on the reduced game
// of range(0) players, one solver kept across the timing (its table of sets grows as it runs,
// as in a real solve); items per second are iterations per second.
void BM_SampledCfrIteration(benchmark::State& state) {
  const int players = static_cast<int>(state.range(0));
  const MutinyGame game(Seating::standard(players), Memory::reduced);
  skb::ExternalSamplingCfr<MutinyGame> solver(game, 1);
  for (auto _ : state) solver.iterate(1);
  state.SetItemsProcessed(state.iterations());
  state.counters["information_sets"] = static_cast<double>(solver.information_sets());
}
BENCHMARK(BM_SampledCfrIteration)->Arg(4)->Arg(6)->Unit(benchmark::kMillisecond)->MinTime(2.0);

const RandomProfile kRandom;
const HonestProfile kHonest;

void BM_ExactValueRandom4(benchmark::State& s) { exact_value(s, kRandom); }
void BM_ExactValueHonest4(benchmark::State& s) { exact_value(s, kHonest); }
void BM_BestResponseRandom4(benchmark::State& s) { best_response(s, kRandom, static_cast<int>(s.range(0))); }
void BM_BestResponseHonest4(benchmark::State& s) { best_response(s, kHonest, static_cast<int>(s.range(0))); }

BENCHMARK(BM_ExactValueRandom4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ExactValueHonest4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BestResponseRandom4)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BestResponseHonest4)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
