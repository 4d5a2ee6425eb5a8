// In-process benchmark of the solver: the time of skb::seven_knights::read_record + skb::seven_knights::solve on each
// record of benchmarks/seven_knights/records/, and of the per-deal reference solver on the same records when it is
// built (SKB_BENCH_WITH_REFERENCE), measured in the same run.
//
// As in skb, the tables made at build time are installed first (cli/tables/); each variant's
// are set up from them on its first solve and cached for the life of the process. The timed ("warm") runs therefore
// start only after one solve of every record. The "cold" figure is the first solve of the record's variant in a fresh
// process: before anything else runs, the benchmark forks a few children, each of which times its own first read_record
// + solve and reports it through a pipe; the median is printed.
//
// Usage: skb_bench_solve [--records DIR] [--repetitions N] [--min-time SECONDS]
//                        [--cold-runs N] [--summary FILE] [--no-color] [--benchmark_... flags]
// --summary writes one tab-separated line per record:
//   record  skb_median_us  reference_median_us (or -)  cold_median_us
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

#include <benchmark/benchmark.h>

#include "benchmarks/common/bench_common.h"

#include "solver/core/error.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record_reader.h"
#ifdef SKB_BENCH_WITH_REFERENCE
#include "cli/tables/built_in_tables.h"
#include "solver/seven_knights/tables_image.h"
#include "tests/seven_knights/reference/reference_solver.h"
#endif

namespace {

using skb::bench::format_us;
using skb::bench::median;
using skb::bench::MedianReporter;
namespace fs = std::filesystem;

struct Case {
  std::string name;  // file name without .skb
  std::string path;
  std::string text;
};

std::vector<Case> load_cases(const std::string& dir) {
  std::vector<Case> cases;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".skb") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    cases.push_back({entry.path().stem().string(), entry.path().string(), text.str()});
  }
  if (ec) {
    std::cerr << "skb_bench_solve: cannot read " << dir << ": " << ec.message() << "\n";
    std::exit(2);
  }
  // Largest games first: standard-8, advanced-7, groping-3, then the rest by name.
  auto rank = [](const std::string& name) {
    static const std::vector<std::string> order = {"standard-8", "advanced-7", "groping-3"};
    auto it = std::find(order.begin(), order.end(), name);
    return static_cast<int>(it - order.begin());
  };
  std::sort(cases.begin(), cases.end(), [&](const Case& a, const Case& b) {
    return std::make_pair(rank(a.name), a.name) < std::make_pair(rank(b.name), b.name);
  });
  if (cases.empty()) {
    std::cerr << "skb_bench_solve: no .skb records in " << dir << "\n";
    std::exit(2);
  }
  return cases;
}

skb::seven_knights::Posterior solve_text(const Case& c) {
  skb::seven_knights::Record record = skb::seven_knights::read_record(c.text, c.path);
  return skb::seven_knights::solve(record);
}

// Median time (microseconds) of the first read_record + solve in `runs` fresh forked processes.
// Must run before this process solves anything, so that the children start cold and no thread
// pool exists at fork time. Returns a negative number if a child failed.
double cold_median_us(const Case& c, int runs) {
  std::vector<double> times;
  for (int i = 0; i < runs; ++i) {
    int fds[2];
    if (::pipe(fds) != 0) return -1;
    std::fflush(nullptr);
    const pid_t pid = ::fork();
    if (pid < 0) return -1;
    if (pid == 0) {
      ::close(fds[0]);
      double us = -1;
      try {
        const auto start = std::chrono::steady_clock::now();
        skb::seven_knights::Posterior p = solve_text(c);
        const auto stop = std::chrono::steady_clock::now();
        benchmark::DoNotOptimize(p);
        us = std::chrono::duration<double, std::micro>(stop - start).count();
      } catch (...) {
      }
      const ssize_t written = ::write(fds[1], &us, sizeof us);
      ::_exit(written == static_cast<ssize_t>(sizeof us) ? 0 : 1);
    }
    ::close(fds[1]);
    double us = -1;
    const ssize_t got = ::read(fds[0], &us, sizeof us);
    ::close(fds[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    if (got != static_cast<ssize_t>(sizeof us) || us < 0) return -1;
    times.push_back(us);
  }
  return median(times);
}

// Warms the caches and checks every record solves (and that the reference agrees on the count
// of consistent deals and the Witch-team chances, as a guard against timing two different
// computations). Returns the exit status when a record does not solve (3: a contradiction, 2:
// any other error), or nothing.
std::optional<int> check_cases(const std::vector<Case>& cases) {
  for (const auto& c : cases) {
    try {
      skb::seven_knights::Posterior p = solve_text(c);
#ifdef SKB_BENCH_WITH_REFERENCE
      skb::seven_knights::Record record = skb::seven_knights::read_record(c.text, c.path);
      auto r = skb::seven_knights::reference::reference_solve(record);
      bool agree = r.consistent_deals == p.consistent_deals && std::abs(r.witch_absent - p.witch_absent) < 1e-9 &&
                   r.witch_team.size() == p.witch_team.size();
      for (std::size_t i = 0; agree && i < p.witch_team.size(); ++i)
        agree = std::abs(r.witch_team[i] - p.witch_team[i]) < 1e-9;
      if (!agree)
        std::cerr << "skb_bench_solve: warning: " << c.name << ": skb and the reference disagree (consistent deals "
                  << p.consistent_deals << " vs " << r.consistent_deals << ", or the Witch-team chances)\n";
#else
      (void)p;
#endif
    } catch (const skb::Contradiction& e) {
      std::cerr << "skb_bench_solve: " << c.path << ": contradiction: " << e.what() << "\n";
      return 3;
    } catch (const std::exception& e) {
      std::cerr << "skb_bench_solve: " << c.path << ": " << e.what() << "\n";
      return 2;
    }
  }
  return std::nullopt;
}

// Registers read_record + solve of every record (and the reference's, where it is built).
void register_benchmarks(const std::vector<Case>& cases, const skb::bench::Options& options) {
  auto configure = [&](benchmark::internal::Benchmark* b) {
    b->Unit(benchmark::kMicrosecond)
        ->Repetitions(options.repetitions)
        ->ReportAggregatesOnly(true)
        ->MinTime(options.min_time);
  };
  for (const auto& c : cases) {
    configure(benchmark::RegisterBenchmark(("skb/" + c.name).c_str(), [&c](benchmark::State& state) {
      for (auto _ : state) {
        skb::seven_knights::Record record = skb::seven_knights::read_record(c.text, c.path);
        skb::seven_knights::Posterior p = skb::seven_knights::solve(record);
        benchmark::DoNotOptimize(p);
      }
    }));
#ifdef SKB_BENCH_WITH_REFERENCE
    configure(benchmark::RegisterBenchmark(("reference/" + c.name).c_str(), [&c](benchmark::State& state) {
      for (auto _ : state) {
        skb::seven_knights::Record record = skb::seven_knights::read_record(c.text, c.path);
        auto r = skb::seven_knights::reference::reference_solve(record);
        benchmark::DoNotOptimize(r);
      }
    }));
#endif
  }
}

// Prints the medians of every record (skb, the reference, their ratio, the cold first solve),
// and writes them to the summary file when one is asked for.
void print_medians(const std::vector<Case>& cases, const skb::bench::Options& options, const MedianReporter& reporter,
                   std::map<std::string, double>& cold) {
  auto find = [&](const std::string& name) {
    auto it = reporter.median_us.find(name);
    return it == reporter.median_us.end() ? -1.0 : it->second;
  };
  std::printf("\nIn-process medians (read_record + solve, warm caches; %d repetitions):\n", options.repetitions);
  std::printf("%-14s %12s %12s %10s %14s\n", "record", "skb", "reference", "ref/skb", "skb cold");
  std::ofstream summary;
  if (!options.summary.empty()) summary.open(options.summary);
  for (const auto& c : cases) {
    const double skb_us = find("skb/" + c.name);
    const double ref_us = find("reference/" + c.name);
    char ratio[32] = "-";
    if (skb_us > 0 && ref_us > 0) std::snprintf(ratio, sizeof ratio, "%.1fx", ref_us / skb_us);
    std::printf("%-14s %12s %12s %10s %14s\n", c.name.c_str(), format_us(skb_us).c_str(), format_us(ref_us).c_str(),
                ratio, format_us(cold[c.name]).c_str());
    if (summary) {
      summary << c.name << '\t' << skb_us << '\t';
      if (ref_us > 0)
        summary << ref_us;
      else
        summary << '-';
      summary << '\t' << cold[c.name] << '\n';
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  // As skb does: the tables made at build time, read in place (cli/tables/built_in_tables.h).
  skb::seven_knights::install_tables_image(skb::cli::built_in_tables_image());
  const skb::bench::Options options = skb::bench::take_options(argc, argv, SKB_BENCH_RECORDS_DIR);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;

  const std::vector<Case> cases = load_cases(options.records_dir);

  // Cold: before this process touches the solver.
  std::map<std::string, double> cold;
  for (const auto& c : cases) cold[c.name] = options.cold_runs > 0 ? cold_median_us(c, options.cold_runs) : -1;

  if (const std::optional<int> status = check_cases(cases)) return *status;
  register_benchmarks(cases, options);

  // A reporter passed in does not follow --benchmark_color: colour only on a terminal, unless
  // --no-color (or NO_COLOR) says otherwise.
  const char* no_color = std::getenv("NO_COLOR");
  MedianReporter reporter(::isatty(STDOUT_FILENO) == 1 && !options.no_color && !(no_color && *no_color));
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();

  print_medians(cases, options, reporter, cold);
#ifndef SKB_BENCH_WITH_REFERENCE
  std::printf(
      "(reference solver not built: configure with -DSKB_BUILD_TESTS=ON once tests/seven_knights/reference/*.cpp "
      "exists)\n");
#endif
  std::printf("(cold: median over %d fresh processes of the first solve, which sets up the variant's tables)\n",
              options.cold_runs);
  return 0;
}
