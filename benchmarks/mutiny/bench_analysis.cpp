// Mutiny's analysis, in process: the exact value of a profile and one best response on the
// 4-player game (issue 13's targets: each under 1 s), for the `random` and `honest` profiles.
// Each benchmark is one complete computation from nothing (no cache survives between runs).
//
// Usage: skb_bench_mutiny [--benchmark_... flags]; benchmarks/run.sh runs it with repetitions
// and prints the medians.
#include <benchmark/benchmark.h>

#include "solver/core/against_profile.h"
#include "solver/core/best_response.h"
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
    const skb::game::AgainstProfile<MutinyGame, ProfileOnGame> facing(game, on_game, seat);
    const skb::game::GameGraph graph = skb::game::build_graph(facing, 50'000'000);
    const double v = skb::game::best_response(graph, skb::game::uniform_strategy(graph), seat).value;
    benchmark::DoNotOptimize(v);
    state.counters["graph_nodes"] = static_cast<double>(graph.nodes());
  }
}

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
