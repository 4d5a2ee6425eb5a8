// In-process benchmark of `skb advise` (its time targets per phase): the time of skb::seven_knights::read_record
// + skb::seven_knights::advise on each record of benchmarks/seven_knights/advise/, on 1 thread and on 2 threads, with the
// speed-up, and as a baseline measured in the same run, read_record + skb::seven_knights::solve of the same
// record (advise / solve is printed as a ratio).
//
// Targets, median on 2 threads: captain-seen (the Captain's question seen by the Captain of an
// 8-player `standard` record) under 5 ms; captain-blind (the same without the Captain's private
// facts) under 100 ms; vote-8 (vote-phase advice for 8 players) under 50 ms. captain-open, a
// stress case with almost the whole universe consistent, is held to 100 ms too.
//
// Tables are built once per (variant, player count) and cached; every record is advised once
// before timing starts, so the figures are warm.
//
// Usage: skb_bench_advise [--records DIR] [--repetitions N] [--min-time SECONDS] [--summary FILE]
//                         [--no-color] [--benchmark_... flags]
// --summary writes one tab-separated line per record:
//   record  phase  target_ms  one_thread_us  two_threads_us  solve_us
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include <benchmark/benchmark.h>

#include "benchmarks/common/bench_common.h"
#include "cli/tables/built_in_tables.h"
#include "solver/seven_knights/advise.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record_reader.h"
#include "solver/seven_knights/tables_image.h"

namespace {

using skb::bench::format_us;
using skb::bench::MedianReporter;

struct Case {
  std::string name;
  skb::seven_knights::Phase phase;
  double target_ms;
  std::string path, text;
};

// The records and their targets (see the header comment of each record).
std::vector<Case> load_cases(const std::string& dir) {
  std::vector<Case> cases = {{"captain-seen", skb::seven_knights::Phase::captain, 5, {}, {}},
                             {"captain-blind", skb::seven_knights::Phase::captain, 100, {}, {}},
                             {"captain-open", skb::seven_knights::Phase::captain, 100, {}, {}},
                             {"vote-8", skb::seven_knights::Phase::vote, 50, {}, {}}};
  for (auto& c : cases) {
    c.path = (std::filesystem::path(dir) / (c.name + ".skb")).string();
    std::ifstream in(c.path, std::ios::binary);
    if (!in) {
      std::cerr << "skb_bench_advise: cannot read " << c.path << "\n";
      std::exit(2);
    }
    std::ostringstream text;
    text << in.rdbuf();
    c.text = text.str();
  }
  return cases;
}

skb::seven_knights::Advice advise_text(const Case& c, int threads) {
  skb::seven_knights::Record record = skb::seven_knights::read_record(c.text, c.path);
  skb::seven_knights::AdviseOptions options;
  options.phase = c.phase;
  options.threads = threads;
  return skb::seven_knights::advise(record, options);
}

}  // namespace

int main(int argc, char** argv) {
  // As skb does: the tables made at build time, read in place (cli/tables/built_in_tables.h).
  skb::seven_knights::install_tables_image(skb::cli::built_in_tables_image());
  const skb::bench::Options options = skb::bench::take_options(argc, argv, SKB_BENCH_ADVISE_DIR);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  const std::vector<Case> cases = load_cases(options.records_dir);

  // Warm the tables and check that every record is advised, identically on 1 and 2 threads.
  for (const auto& c : cases) {
    try {
      const skb::seven_knights::Advice one = advise_text(c, 1), two = advise_text(c, 2);
      bool same = one.questions.size() == two.questions.size() && one.captains.size() == two.captains.size();
      for (std::size_t i = 0; same && i < one.questions.size(); ++i)
        same = one.questions[i].predicate == two.questions[i].predicate &&
               one.questions[i].expected_win == two.questions[i].expected_win;
      for (std::size_t i = 0; same && i < one.captains.size(); ++i)
        same = one.captains[i].player == two.captains[i].player && one.captains[i].win == two.captains[i].win;
      if (!same) {
        std::cerr << "skb_bench_advise: " << c.name << ": advice differs between 1 and 2 threads\n";
        return 1;
      }
    } catch (const std::exception& e) {
      std::cerr << "skb_bench_advise: " << c.path << ": " << e.what() << "\n";
      return 2;
    }
  }

  const auto configure = [&](benchmark::internal::Benchmark* b) {
    b->Unit(benchmark::kMicrosecond)
        ->Repetitions(options.repetitions)
        ->ReportAggregatesOnly(true)
        ->MinTime(options.min_time);
  };
  for (const auto& c : cases) {
    for (int threads : {1, 2})
      configure(benchmark::RegisterBenchmark(("advise/" + c.name + "/threads:" + std::to_string(threads)).c_str(),
                                             [&c, threads](benchmark::State& state) {
                                               for (auto _ : state) benchmark::DoNotOptimize(advise_text(c, threads));
                                             }));
    configure(benchmark::RegisterBenchmark(("solve/" + c.name).c_str(), [&c](benchmark::State& state) {
      for (auto _ : state) benchmark::DoNotOptimize(skb::seven_knights::solve(skb::seven_knights::read_record(c.text, c.path)));
    }));
  }
  const char* no_color = std::getenv("NO_COLOR");
  MedianReporter reporter(::isatty(STDOUT_FILENO) == 1 && !options.no_color && !(no_color && *no_color));
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();

  const auto find = [&](const std::string& name) {
    auto it = reporter.median_us.find(name);
    return it == reporter.median_us.end() ? -1.0 : it->second;
  };
  std::printf("\nIn-process medians of read_record + advise (warm tables; %d repetitions):\n", options.repetitions);
  std::printf("%-14s %-8s %11s %11s %9s %11s %13s %-9s %s\n", "record", "phase", "1 thread", "2 threads", "speed-up",
              "solve", "advise/solve", "target", "met");
  std::ofstream summary;
  if (!options.summary.empty()) summary.open(options.summary);
  bool all = true;
  for (const auto& c : cases) {
    const double one = find("advise/" + c.name + "/threads:1"), two = find("advise/" + c.name + "/threads:2");
    const double solve = find("solve/" + c.name);
    const bool met = two > 0 && two / 1000 < c.target_ms;
    all = all && met;
    char speedup[32] = "-", ratio[32] = "-", target[32];
    if (one > 0 && two > 0) std::snprintf(speedup, sizeof speedup, "%.2fx", one / two);
    if (solve > 0 && two > 0) std::snprintf(ratio, sizeof ratio, "%.1fx", two / solve);
    std::snprintf(target, sizeof target, "<%g ms", c.target_ms);
    std::printf("%-14s %-8s %11s %11s %9s %11s %13s %-9s %s\n", c.name.c_str(),
                std::string(skb::seven_knights::phase_name(c.phase)).c_str(), format_us(one).c_str(), format_us(two).c_str(), speedup,
                format_us(solve).c_str(), ratio, target, met ? "met" : "NOT met");
    if (summary)
      summary << c.name << '\t' << skb::seven_knights::phase_name(c.phase) << '\t' << c.target_ms << '\t' << one << '\t' << two << '\t'
              << solve << '\n';
  }
  std::printf(
      "(target: the 2-thread median; speed-up: 1 thread / 2 threads; solve: read_record + solve of the same\n"
      " record, the baseline measured in this run; advise/solve: 2-thread advise time / solve time)\n");
  std::printf("overall: %s\n", all ? "all targets met" : "some targets NOT met");
  return 0;
}
