// Whole-process benchmark: the wall time of `skb solve RECORD --json > /dev/null`, from spawn to
// exit, run many times per record, against `/bin/true` spawned the same way (the cost of
// starting any process at all), all in the same run. Each command is run a few times unmeasured
// first.
//
// Without RECORDs it times, per variant, three records: empty (just the variant and the
// players: every deal of the dealing rule is consistent), full (every inspection, question and
// vote, spectator view) and viewer (the full record seen by one player, with their tiles):
// benchmarks/seven_knights/records/{standard-8,advanced-7,groping-3}.skb and
// records/variants/. When `clingo` is on the PATH (Debian package `gringo`), it also times
// clingo counting the deals of each empty record (an ASP program of the dealing rule: one value
// per position, each value at most once, the Witch never on a seat where the variant says so,
// `clingo -n 0 -q`), checks that it counts as many as skb, and gives skb's speed against it.
// Then `skb advise RECORD --json` on the advise benchmark records (vote-8, captain-*).
//
// Usage: skb_bench_process [--runs N] [--warmup N] [--skb PATH] [--clingo PATH|none] [--summary FILE] [RECORD...]
// --summary writes one tab-separated line per record: record  median_ms  baseline_median_ms
// (and a line `/bin/true  median_ms`); records run by clingo too add  clingo_median_ms.
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
#include <map>
#include <sstream>
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

// Runs `command` through the shell and returns its standard output.
std::string capture(const std::string& command) {
  std::string out;
  if (FILE* f = ::popen(command.c_str(), "r")) {
    char buf[4096];
    for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) out.append(buf, n);
    ::pclose(f);
  }
  return out;
}

// The variant and the number of players of a record (its `variant` and `players` lines).
std::pair<std::string, int> variant_and_players(const std::string& path) {
  std::ifstream in(path);
  std::string line, variant;
  int players = 0;
  while (std::getline(in, line)) {
    std::istringstream words(line.substr(0, line.find('#')));
    std::string keyword, word;
    words >> keyword;
    if (keyword == "variant") words >> variant;
    if (keyword == "players")
      while (words >> word) ++players;
  }
  return {variant, players};
}

// The dealing rule of a variant (rules.md, "Variants") as an answer set program whose models are
// the deals: one value per position (seats 0..N-1, then the center), each value at most once.
// Values: 0 is the Witch, 1..k the Knights.
std::string dealing_program(const std::string& variant, int n) {
  struct Row {
    int knights[9], center[9];
    bool witch, witch_never_on_seat;
  };
  static const std::map<std::string, Row> rows = {
      {"standard", {{0, 0, 0, 0, 4, 5, 5, 6, 7}, {0, 0, 0, 0, 1, 1, 0, 0, 0}, true, false}},
      {"advanced", {{0, 0, 0, 0, 7, 7, 7, 7, 0}, {0, 0, 0, 0, 1, 1, 0, 0, 0}, true, false}},
      {"groping", {{0, 0, 0, 7, 7, 0, 0, 0, 0}, {0, 0, 0, 3, 3, 0, 0, 0, 0}, true, true}},
      {"unity", {{0, 0, 0, 0, 5, 6, 6, 7, 0}, {0, 0, 0, 0, 1, 1, 0, 0, 0}, false, false}},
      {"unity-advanced", {{0, 0, 0, 0, 7, 7, 7, 7, 0}, {0, 0, 0, 0, 1, 1, 0, 0, 0}, false, false}},
      {"unity-groping", {{0, 0, 0, 7, 7, 0, 0, 0, 0}, {0, 0, 0, 4, 3, 0, 0, 0, 0}, false, true}},
  };
  const auto it = rows.find(variant);
  if (it == rows.end() || n < 1 || n > 8) return {};
  const Row& r = it->second;
  std::ostringstream p;
  p << "seat(0.." << n - 1 << "). pos(0.." << n + r.center[n] - 1 << ").\n";
  p << "val(" << (r.witch ? 0 : 1) << ".." << r.knights[n] << ").\n";
  if (r.witch_never_on_seat)
    p << "1 { at(P,V) : val(V), V > 0 } 1 :- seat(P).\n1 { at(P,V) : val(V) } 1 :- pos(P), not seat(P).\n";
  else
    p << "1 { at(P,V) : val(V) } 1 :- pos(P).\n";
  p << ":- val(V), 2 { at(P,V) : pos(P) }.\n";
  return p.str();
}

// Returns the path of the executable `name` found on PATH, or the empty string.
std::string find_on_path(const std::string& name) {
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    const fs::path candidate = fs::path(dir) / name;
    if (::access(candidate.c_str(), X_OK) == 0) return candidate.string();
  }
  return {};
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 50;
  int warmup = 3;
  std::string skb = SKB_BINARY;
  std::string clingo = find_on_path("clingo");
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
    else if (arg == "--clingo") {
      clingo = next();
      if (clingo == "none") clingo.clear();
    } else if (arg == "--summary")
      summary_path = next();
    else if (arg == "-h" || arg == "--help") {
      std::printf(
          "usage: skb_bench_process [--runs N] [--warmup N] [--skb PATH] [--clingo PATH|none] [--summary FILE] "
          "[RECORD...]\n");
      return 0;
    } else
      records.push_back(arg);
  }
  const bool defaults = records.empty();
  if (defaults) {
    // Per variant (largest universe first): empty, full, viewer.
    const fs::path dir = SKB_BENCH_RECORDS_DIR;
    const std::vector<std::pair<std::string, std::string>> games = {{"standard", "8"},       {"advanced", "7"},
                                                                    {"groping", "3"},        {"unity", "7"},
                                                                    {"unity-advanced", "7"}, {"unity-groping", "3"}};
    for (const auto& [variant, n] : games) {
      const std::string stem = variant + "-" + n;
      records.push_back((dir / "variants" / (stem + "-empty.skb")).string());
      const fs::path full =
          fs::exists(dir / (stem + ".skb")) ? dir / (stem + ".skb") : dir / "variants" / (stem + "-full.skb");
      records.push_back(full.string());
      records.push_back((dir / "variants" / (stem + "-viewer.skb")).string());
    }
  }

  Stats baseline;
  if (!measure({"/bin/true"}, runs, warmup, baseline)) {
    std::fprintf(stderr, "skb_bench_process: cannot run /bin/true\n");
    return 2;
  }
  std::ofstream summary;
  if (!summary_path.empty()) summary.open(summary_path);
  if (summary) summary << "/bin/true\t" << baseline.median_ms << '\n';

  // clingo programs go to a temporary directory, one per empty record.
  const fs::path tmp = fs::temp_directory_path() / ("skb_bench_process." + std::to_string(::getpid()));
  if (!clingo.empty()) fs::create_directories(tmp);

  std::printf("Whole process, %d runs each (after %d unmeasured), stdout to /dev/null; clingo: %s\n", runs, warmup,
              clingo.empty() ? "not found (install Debian's gringo to compare)" : clingo.c_str());
  std::printf("%-36s %9s %9s %9s %10s %9s %10s %14s\n", "command", "median", "min", "p90", "/ /bin/true", "deals",
              "clingo", "clingo / skb");
  std::printf("%-36s %6.2f ms %6.2f ms %6.2f ms %10s\n", "/bin/true (process-start baseline)", baseline.median_ms,
              baseline.min_ms, baseline.p90_ms, "1.0x");
  int status = 0;
  for (const auto& record : records) {
    Stats s;
    const std::string name = fs::path(record).stem().string();
    const std::string label = "skb solve " + name;
    if (!measure({skb, "solve", record, "--json"}, runs, warmup, s)) {
      std::fprintf(stderr, "skb_bench_process: `%s solve %s --json` failed\n", skb.c_str(), record.c_str());
      status = 1;
      continue;
    }
    // How many deals skb finds consistent (from its JSON), and clingo's count and time for an
    // empty record.
    std::string consistent = "?";
    {
      const std::string json = capture("'" + skb + "' solve '" + record + "' --json");
      const auto at = json.find("\"consistent_deals\": ");
      if (at != std::string::npos) consistent = json.substr(at + 20, json.find_first_of(",\n", at + 20) - at - 20);
    }
    std::string clingo_cell = "-", ratio_cell = "-";
    double clingo_ms = -1;
    const bool empty = name.size() > 6 && name.compare(name.size() - 6, 6, "-empty") == 0;
    if (!clingo.empty() && empty) {
      const auto [variant, players] = variant_and_players(record);
      const std::string program = dealing_program(variant, players);
      const fs::path lp = tmp / (name + ".lp");
      std::ofstream(lp) << program;
      const std::string out = capture("'" + clingo + "' -n 0 -q '" + lp.string() + "' 2>/dev/null");
      const auto at = out.find("Models       : ");
      const std::string models = at == std::string::npos ? "?" : out.substr(at + 15, out.find('\n', at) - at - 15);
      Stats c;
      // clingo exits with 10 or 30 (satisfiable), not 0: time it through the shell.
      if (!program.empty() &&
          measure({"/bin/sh", "-c", "'" + clingo + "' -n 0 -q '" + lp.string() + "' >/dev/null; exit 0"},
                  std::max(1, runs / 5), 1, c)) {
        clingo_ms = c.median_ms;
        clingo_cell = std::to_string(static_cast<int>(c.median_ms + 0.5)) + " ms";
        ratio_cell = (models == consistent ? "" : "COUNT DIFFERS: " + models + " ") +
                     std::to_string(static_cast<int>(c.median_ms / s.median_ms * 10 + 0.5) / 10) + "." +
                     std::to_string(static_cast<int>(c.median_ms / s.median_ms * 10 + 0.5) % 10) + "x";
        if (models != consistent) status = 1;
      }
    }
    std::printf("%-36s %6.2f ms %6.2f ms %6.2f ms %10.1fx %9s %10s %14s\n", label.c_str(), s.median_ms, s.min_ms,
                s.p90_ms, s.median_ms / baseline.median_ms, consistent.c_str(), clingo_cell.c_str(),
                ratio_cell.c_str());
    if (summary) {
      summary << name << '\t' << s.median_ms << '\t' << baseline.median_ms;
      if (clingo_ms >= 0) summary << '\t' << clingo_ms;
      summary << '\n';
    }
  }
  if (!clingo.empty()) fs::remove_all(tmp);

  if (defaults) {
    // `skb advise` on the advise benchmark records (captain-open needs the phase: nobody asked yet).
    const fs::path dir = SKB_BENCH_ADVISE_DIR;
    const std::vector<std::pair<std::string, std::vector<std::string>>> advise = {
        {"vote-8", {}}, {"captain-seen", {}}, {"captain-blind", {}}, {"captain-open", {"--phase", "captain"}}};
    for (const auto& [name, extra] : advise) {
      std::vector<std::string> args = {skb, "advise", (dir / (name + ".skb")).string(), "--json"};
      args.insert(args.end(), extra.begin(), extra.end());
      Stats s;
      if (!measure(args, runs, warmup, s)) {
        std::fprintf(stderr, "skb_bench_process: `skb advise %s` failed\n", name.c_str());
        status = 1;
        continue;
      }
      const std::string label = "skb advise " + name;
      std::printf("%-36s %6.2f ms %6.2f ms %6.2f ms %10.1fx\n", label.c_str(), s.median_ms, s.min_ms, s.p90_ms,
                  s.median_ms / baseline.median_ms);
      if (summary) summary << "advise " << name << '\t' << s.median_ms << '\t' << baseline.median_ms << '\n';
    }
  }
  return status;
}
