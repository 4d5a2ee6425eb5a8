// Whole-process benchmark: the wall time of `skb solve RECORD --json > /dev/null`, from spawn to
// exit, run many times per record, against `/bin/true` spawned the same way (the cost of
// starting any process at all). Each command is run a few times unmeasured first.
//
// Usage: skb_bench_process [--runs N] [--warmup N] [--skb PATH] [--summary FILE] [RECORD...]
// Without RECORDs, every .skb file of benchmarks/seven_knights/records/. --summary writes one tab-separated
// line per record: record  median_ms  baseline_median_ms  (and a line `/bin/true  median_ms`).
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

extern char** environ;

namespace {

namespace fs = std::filesystem;

struct Stats {
  double median_ms = 0;
  double min_ms = 0;
  double p90_ms = 0;
};

double quantile(const std::vector<double>& sorted, double q) {
  if (sorted.empty()) return 0;
  const double pos = q * static_cast<double>(sorted.size() - 1);
  const auto lo = static_cast<std::size_t>(pos);
  const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
  const double frac = pos - static_cast<double>(lo);
  return sorted[lo] * (1 - frac) + sorted[hi] * frac;
}

// Spawns argv with stdout to /dev/null; returns the wall time in ms, or a negative number if
// the process could not be started or did not exit with status 0.
double run_once(const std::vector<std::string>& args) {
  std::vector<char*> argv;
  for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  const auto start = std::chrono::steady_clock::now();
  pid_t pid = 0;
  const int rc = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) return -1;
  int status = 0;
  if (::waitpid(pid, &status, 0) < 0) return -1;
  const auto stop = std::chrono::steady_clock::now();
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return -1;
  return std::chrono::duration<double, std::milli>(stop - start).count();
}

bool measure(const std::vector<std::string>& args, int runs, int warmup, Stats& out) {
  for (int i = 0; i < warmup; ++i)
    if (run_once(args) < 0) return false;
  std::vector<double> times;
  for (int i = 0; i < runs; ++i) {
    const double ms = run_once(args);
    if (ms < 0) return false;
    times.push_back(ms);
  }
  std::sort(times.begin(), times.end());
  out = {quantile(times, 0.5), times.front(), quantile(times, 0.9)};
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 50;
  int warmup = 3;
  std::string skb = SKB_BINARY;
  std::string summary_path;
  std::vector<std::string> records;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "skb_bench_process: %s needs a value\n", arg.c_str());
        std::exit(2);
      }
      return argv[++i];
    };
    if (arg == "--runs")
      runs = std::max(1, std::atoi(next().c_str()));
    else if (arg == "--warmup")
      warmup = std::max(0, std::atoi(next().c_str()));
    else if (arg == "--skb")
      skb = next();
    else if (arg == "--summary")
      summary_path = next();
    else if (arg == "-h" || arg == "--help") {
      std::printf("usage: skb_bench_process [--runs N] [--warmup N] [--skb PATH] [--summary FILE] [RECORD...]\n");
      return 0;
    } else
      records.push_back(arg);
  }
  if (records.empty()) {
    for (const auto& entry : fs::directory_iterator(SKB_BENCH_RECORDS_DIR))
      if (entry.is_regular_file() && entry.path().extension() == ".skb") records.push_back(entry.path().string());
    // Largest games first: standard-8, advanced-7, groping-3, then the rest by name.
    auto key = [](const std::string& path) {
      static const std::vector<std::string> order = {"standard-8", "advanced-7", "groping-3"};
      const std::string name = fs::path(path).stem().string();
      return std::make_pair(std::find(order.begin(), order.end(), name) - order.begin(), name);
    };
    std::sort(records.begin(), records.end(), [&](const auto& a, const auto& b) { return key(a) < key(b); });
  }

  Stats baseline;
  if (!measure({"/bin/true"}, runs, warmup, baseline)) {
    std::fprintf(stderr, "skb_bench_process: cannot run /bin/true\n");
    return 2;
  }
  std::ofstream summary;
  if (!summary_path.empty()) summary.open(summary_path);
  if (summary) summary << "/bin/true\t" << baseline.median_ms << '\n';

  std::printf("Whole process, %d runs each (after %d unmeasured), stdout to /dev/null:\n", runs, warmup);
  std::printf("%-34s %10s %10s %10s %12s\n", "command", "median", "min", "p90", "/ baseline");
  std::printf("%-34s %7.2f ms %7.2f ms %7.2f ms %12s\n", "/bin/true (process-start baseline)", baseline.median_ms,
              baseline.min_ms, baseline.p90_ms, "1.0x");
  int status = 0;
  for (const auto& record : records) {
    Stats s;
    const std::string name = fs::path(record).stem().string();
    const std::string label = "skb solve " + name + " --json";
    if (!measure({skb, "solve", record, "--json"}, runs, warmup, s)) {
      std::fprintf(stderr, "skb_bench_process: `%s solve %s --json` failed\n", skb.c_str(), record.c_str());
      status = 1;
      continue;
    }
    std::printf("%-34s %7.2f ms %7.2f ms %7.2f ms %11.1fx\n", label.c_str(), s.median_ms, s.min_ms, s.p90_ms,
                s.median_ms / baseline.median_ms);
    if (summary) summary << name << '\t' << s.median_ms << '\t' << baseline.median_ms << '\n';
  }
  return status;
}
