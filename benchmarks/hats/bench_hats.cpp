// The hat game's speed targets (Google Benchmark), each against a baseline measured in the same
// run:
// - whole process: `skb hats solve RECORD --json > /dev/null` on a 40-turn record (target
//   < 50 ms), the same with `--model memory` (< 1 s; also on a deal of 2,000 turns, whose cost
//   must not grow with the turns), and `skb hats advise` at its default budget
//   (< 1 s; also right after setup with 6 players, the longest playouts), against `/bin/true`
//   (the cost of starting a process);
// - in process: `simulate` of 4 memory players on 2 threads (target >= 20,000 games/s), against
//   1 thread; the exact posterior of the same records.
// Records: benchmarks/hats/records/ (a game of 4 memory players cut after 40 turns, seen by Ann,
// and by a spectator, who knows no hat: the slowest case; a deal of 2,000 turns seen by a
// spectator).
//
// Usage: skb_bench_hats [--benchmark_... flags]; benchmarks/run.sh runs it with repetitions and
// prints the medians.
#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "benchmarks/common/process_timing.h"
#include "solver/hats/evidence.h"
#include "solver/hats/posterior.h"
#include "solver/hats/record_reader.h"
#include "solver/hats/simulate.h"

namespace {

const std::string kRecords = SKB_BENCH_HATS_RECORDS;

// Runs `args` with standard output and error to /dev/null and waits for it (process_timing.h).
void run(const std::vector<std::string>& args) { skb::bench::run_ms(args, "skb_bench_hats"); }

void process(benchmark::State& state, const std::vector<std::string>& args) {
  for (auto _ : state) run(args);
}

void BM_ProcessTrue(benchmark::State& s) { process(s, {"/bin/true"}); }
void BM_ProcessSolveAnn(benchmark::State& s) {
  process(s, {SKB_BINARY, "hats", "solve", kRecords + "/forty-turns-4p-ann.hats", "--json"});
}
void BM_ProcessSolveSpectator(benchmark::State& s) {
  process(s, {SKB_BINARY, "hats", "solve", kRecords + "/forty-turns-4p-spectator.hats", "--json"});
}
void BM_ProcessSolveAnnModel(benchmark::State& s) {
  process(s, {SKB_BINARY, "hats", "solve", kRecords + "/forty-turns-4p-ann.hats", "--json", "--model", "memory"});
}
void BM_ProcessSolveSpectatorModel(benchmark::State& s) {
  process(s, {SKB_BINARY, "hats", "solve", kRecords + "/forty-turns-4p-spectator.hats", "--json", "--model", "memory"});
}
void BM_ProcessSolveLongDealModel(benchmark::State& s) {
  process(s, {SKB_BINARY, "hats", "solve", kRecords + "/two-thousand-turns-4p-spectator.hats", "--json", "--model",
              "memory"});
}
void BM_ProcessAdvise(benchmark::State& s) {
  process(s, {SKB_BINARY, "hats", "advise", kRecords + "/forty-turns-4p-ann.hats", "--json", "--threads", "2"});
}
void BM_ProcessAdviseSetup6(benchmark::State& s) {
  process(s, {SKB_BINARY, "hats", "advise", kRecords + "/setup-6p-ann.hats", "--json", "--threads", "2"});
}

// In process: the exact posterior of a record (read, replayed, weighed), with or without model.
void solve_in_process(benchmark::State& state, const std::string& name, bool model) {
  const skb::hats::MemoryPolicy memory;
  const skb::hats::Record record = skb::hats::read_record_file(kRecords + "/" + name);
  for (auto _ : state) {
    skb::hats::Replay replay(record);
    replay.play_all();
    const auto e = skb::hats::make_evidence(replay.table(), replay.history(), record.view ? *record.view : -1);
    const auto post = skb::hats::solve(e, model ? skb::hats::Model{&memory, 0.05} : skb::hats::Model{}, 2);
    benchmark::DoNotOptimize(post.consistent);
  }
}
void BM_SolveAnn(benchmark::State& s) { solve_in_process(s, "forty-turns-4p-ann.hats", false); }
void BM_SolveSpectator(benchmark::State& s) { solve_in_process(s, "forty-turns-4p-spectator.hats", false); }
void BM_SolveSpectatorModel(benchmark::State& s) { solve_in_process(s, "forty-turns-4p-spectator.hats", true); }
void BM_SolveLongDealModel(benchmark::State& s) { solve_in_process(s, "two-thousand-turns-4p-spectator.hats", true); }

// Games per second of 4 memory players, on range(0) threads (2,000 games per iteration).
void BM_SimulateMemory4(benchmark::State& state) {
  const skb::hats::MemoryPolicy memory;
  skb::hats::SimulationPlan plan;
  plan.players = 4;
  plan.seats.assign(4, &memory);
  plan.games = 2000;
  plan.threads = static_cast<int>(state.range(0));
  std::uint64_t seed = 1;
  for (auto _ : state) {
    plan.seed = seed++;
    benchmark::DoNotOptimize(skb::hats::simulate(plan).games);
  }
  state.counters["games_per_s"] = benchmark::Counter(
      static_cast<double>(plan.games) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

BENCHMARK(BM_ProcessTrue)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ProcessSolveAnn)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ProcessSolveSpectator)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ProcessSolveAnnModel)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ProcessSolveSpectatorModel)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ProcessSolveLongDealModel)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ProcessAdvise)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ProcessAdviseSetup6)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SolveAnn)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SolveSpectator)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SolveSpectatorModel)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SolveLongDealModel)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SimulateMemory4)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
