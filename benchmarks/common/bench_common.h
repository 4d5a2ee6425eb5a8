// What the in-process benchmarks share: the flags they read before Google Benchmark's own, the
// median of a sample, a Google Benchmark reporter that keeps every benchmark's median, a short
// time format, and a throughput (units of work per second of one timed run).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <benchmark/benchmark.h>

namespace skb::bench {

// The flags every in-process benchmark reads (FLAG VALUE or FLAG=VALUE): --records DIR,
// --repetitions N (at least 1), --min-time SECONDS, --summary FILE (a tab-separated summary),
// --no-color; `--cold-runs N` for the benchmarks that time cold starts.
struct Options {
  std::string records_dir;
  int repetitions = 15;
  double min_time = 0.2;
  int cold_runs = 7;
  std::string summary;
  bool no_color = false;
};

// Returns the options with `records_dir` as the default folder, and removes the flags it read
// from argv, leaving Google Benchmark's (and anything unknown, which it reports) in place.
inline Options take_options(int& argc, char** argv, std::string records_dir) {
  Options o;
  o.records_dir = std::move(records_dir);
  int out = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const auto value = [&](const std::string& flag) -> const char* {
      if (arg == flag && i + 1 < argc) return argv[++i];
      if (arg.rfind(flag + "=", 0) == 0) return argv[i] + flag.size() + 1;
      return nullptr;
    };
    if (const char* v = value("--records"))
      o.records_dir = v;
    else if (const char* v2 = value("--repetitions"))
      o.repetitions = std::max(1, std::atoi(v2));
    else if (const char* v3 = value("--min-time"))
      o.min_time = std::atof(v3);
    else if (const char* v4 = value("--cold-runs"))
      o.cold_runs = std::max(0, std::atoi(v4));
    else if (const char* v5 = value("--summary"))
      o.summary = v5;
    else if (arg == "--no-color")
      o.no_color = true;
    else
      argv[out++] = argv[i];
  }
  argc = out;
  argv[argc] = nullptr;
  return o;
}

inline double median(std::vector<double> xs) {
  if (xs.empty()) return 0;
  std::sort(xs.begin(), xs.end());
  const std::size_t n = xs.size();
  return n % 2 ? xs[n / 2] : (xs[n / 2 - 1] + xs[n / 2]) / 2;
}

// Console output as usual, and the median of every benchmark kept for the summary.
class MedianReporter : public benchmark::ConsoleReporter {
 public:
  explicit MedianReporter(bool color) : ConsoleReporter(color ? OO_ColorTabular : OO_Tabular) {}
  std::map<std::string, double> median_us;  // benchmark name -> median real time per iteration

  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const auto& run : runs) {
      if (run.error_occurred) continue;
      const bool is_median = run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
      const bool single = run.run_type == Run::RT_Iteration && run.repetitions <= 1;
      if (!is_median && !single) continue;
      const double seconds = run.GetAdjustedRealTime() / benchmark::GetTimeUnitMultiplier(run.time_unit);
      median_us[run.run_name.function_name] = seconds * 1e6;
    }
  }
};

// Returns units per second of wall time: `run()` does the work and returns how many units it
// did (games, rounds); the clock is read just before and just after it.
template <typename Run>
double per_second(Run run) {
  const auto start = std::chrono::steady_clock::now();
  const auto units = run();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return static_cast<double>(units) / seconds;
}

inline std::string format_us(double us) {
  char buf[32];
  if (us < 0) return "-";
  if (us >= 1000)
    std::snprintf(buf, sizeof buf, "%.2f ms", us / 1000);
  else
    std::snprintf(buf, sizeof buf, "%.1f us", us);
  return buf;
}

}  // namespace skb::bench
