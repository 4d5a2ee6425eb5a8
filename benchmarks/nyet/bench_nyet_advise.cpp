// `skb nyet advise`'s speed target (issue 30): a 4-player card decision at the default budget
// under 1 s, the whole process from spawn to exit (median), on 2 threads, at any trick; against
// `/bin/true` spawned the same way in the same run. Records (benchmarks/nyet/advise/): Ann to
// play at tricks 4, 7, 10 and 13 of 4-player rounds (the last one exact: 192 deals). With
// --records benchmarks/nyet/advise-decisions: advice before the tricks (a 4-player first veto,
// 2- and 3-player late vetoes, a 2-player discard, a 5-player pass), held to the same 1 s.
//
// Usage: skb_bench_nyet_advise [--runs N] [--skb PATH] [--records DIR] [--threads T]
// Prints a table; exit status 1 when a target is not met.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "benchmarks/common/process_timing.h"

namespace {

namespace fs = std::filesystem;

constexpr double kTargetMs = 1000;

}  // namespace

int main(int argc, char** argv) {
  int runs = 5;
  std::string skb = SKB_BINARY, records = SKB_BENCH_NYET_ADVISE_RECORDS, threads = "2";
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
    else if (a == "--skb" && i + 1 < argc) skb = argv[++i];
    else if (a == "--records" && i + 1 < argc) records = argv[++i];
    else if (a == "--threads" && i + 1 < argc) threads = argv[++i];
    else {
      std::fprintf(stderr, "usage: skb_bench_nyet_advise [--runs N] [--skb PATH] [--records DIR] [--threads T]\n");
      return 2;
    }
  }
  const std::vector<fs::path> files = skb::bench::records_in(records, ".nyet");
  // Rounds interleave the commands, so that a change in the machine's load touches them alike.
  std::vector<std::vector<std::string>> commands{{"/bin/true"}};
  for (const fs::path& f : files) commands.push_back({skb, "nyet", "advise", f.string(), "--json", "--threads", threads});
  std::vector<std::vector<double>> times(commands.size());
  for (int r = 0; r < runs; ++r)
    for (std::size_t c = 0; c < commands.size(); ++c) times[c].push_back(skb::bench::run_ms(commands[c], "skb_bench_nyet_advise"));
  const double baseline = skb::bench::median(times[0]);
  std::printf("%-20s %12s %12s %10s  %s\n", "record", "process", "minus true", "target", "met");
  bool all = true;
  for (std::size_t i = 0; i < files.size(); ++i) {
    const double ms = skb::bench::median(times[i + 1]);
    const bool met = ms < kTargetMs;
    all = all && met;
    std::printf("%-20s %9.1f ms %9.1f ms %7.0f ms  %s\n", files[i].stem().string().c_str(), ms, ms - baseline,
                kTargetMs, met ? "met" : "NOT met");
  }
  std::printf("\nprocess: median wall time of `skb nyet advise RECORD --json --threads %s > /dev/null` over %d runs; "
              "/bin/true baseline %.3f ms in the same run.\noverall: %s\n",
              threads.c_str(), runs, baseline, all ? "all targets met" : "some targets NOT met");
  return all ? 0 : 1;
}
