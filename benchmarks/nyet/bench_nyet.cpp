// Nyet!'s speed target: `skb nyet solve RECORD --json > /dev/null`, the whole process from spawn
// to exit, under 20 ms (median), against `/bin/true` spawned the same way in the same run (the
// cost of starting any process). Also the in-process time of reading, replaying and locating
// (warm), for the record. Records (benchmarks/nyet/records/): 4 players mid-round (Ann's view,
// voids, 1-not-one discards), 2 players with the aside pile, 5 players with a pass, 4 players
// just after the vetoes (42 unseen cards) and a spectator early in a 5-player round (55 unseen,
// a count past 2^128).
//
// Usage: skb_bench_nyet [--runs N] [--skb PATH] [--records DIR]
// Prints a table; exit status 1 when a target is not met.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "benchmarks/common/process_timing.h"
#include "solver/nyet/locations.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/replay.h"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr double kTargetMs = 20;

double run_ms(const std::vector<std::string>& args) { return skb::bench::run_ms(args, "skb_bench_nyet"); }
using skb::bench::median;

// The in-process time of one solve (read, replay, locate), median of `runs` after one warm-up.
double in_process_ms(const std::string& path, int runs) {
  std::vector<double> times;
  for (int i = 0; i <= runs; ++i) {
    const auto start = Clock::now();
    const skb::nyet::Record record = skb::nyet::read_record_file(path);
    const skb::nyet::Replay replay = skb::nyet::Replay::of(record);
    const skb::nyet::Locations loc = skb::nyet::locate(replay);
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    if (loc.deals <= 0) std::exit(2);
    if (i > 0) times.push_back(ms);
  }
  return median(times);
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 50;
  std::string skb = SKB_BINARY, records = SKB_BENCH_NYET_RECORDS;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
    else if (a == "--skb" && i + 1 < argc) skb = argv[++i];
    else if (a == "--records" && i + 1 < argc) records = argv[++i];
    else {
      std::fprintf(stderr, "usage: skb_bench_nyet [--runs N] [--skb PATH] [--records DIR]\n");
      return 2;
    }
  }
  const std::vector<fs::path> files = skb::bench::records_in(records, ".nyet");
  // Rounds interleave the commands, so that a change in the machine's load touches them alike.
  std::vector<std::vector<std::string>> commands{{"/bin/true"}};
  for (const fs::path& f : files) commands.push_back({skb, "nyet", "solve", f.string(), "--json"});
  std::vector<std::vector<double>> times(commands.size());
  for (const auto& c : commands) run_ms(c);  // warm the caches
  for (int r = 0; r < runs; ++r)
    for (std::size_t c = 0; c < commands.size(); ++c) times[c].push_back(run_ms(commands[c]));
  const double baseline = median(times[0]);
  std::printf("%-26s %12s %12s %12s %10s  %s\n", "record", "process", "minus true", "in-process", "target", "met");
  bool all = true;
  for (std::size_t i = 0; i < files.size(); ++i) {
    const double ms = median(times[i + 1]);
    const bool met = ms < kTargetMs;
    all = all && met;
    std::printf("%-26s %9.3f ms %9.3f ms %9.3f ms %7.0f ms  %s\n", files[i].stem().string().c_str(), ms, ms - baseline,
                in_process_ms(files[i].string(), runs), kTargetMs, met ? "met" : "NOT met");
  }
  std::printf("\nprocess: median wall time of `skb nyet solve RECORD --json > /dev/null` over %d runs; /bin/true "
              "baseline %.3f ms in the same run.\nin-process: median of read + replay + locate, warm.\n"
              "overall: %s\n",
              runs, baseline, all ? "all targets met" : "some targets NOT met");
  return all ? 0 : 1;
}
