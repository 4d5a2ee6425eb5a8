// What the in-process benchmarks share: the median of a sample, a Google Benchmark reporter
// that keeps every benchmark's median, and a short time format.
#pragma once

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

namespace skb::bench {

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
