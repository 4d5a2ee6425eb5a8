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
// clingo counting the deals consistent with each record (`clingo -n 0 -q` on the record written
// as an answer set program by clingo_program.h: the dealing rule, the tiles, the teams that the
// inspections make, every question's predicate and the answer model at the record's lie rate,
// the votes), checks that it counts as many as skb's `consistent_deals` (exit status 1 if not),
// and gives skb's speed against it. A record the translation cannot encode gets "-" for clingo,
// with the reason on the next line. Then `skb advise RECORD --json` on the advise benchmark
// records (vote-8, captain-*).
//
// --check does no timing: it compares clingo's count with skb's for every bench record and
// every `.skb` under examples/seven_knights/ (or the RECORDs given), each at its own lie rate
// and at --lie-rate 0 and 1, skipping with the reason any record skb rejects or the translation
// cannot encode; exit status 1 when a count differs (or nothing was compared). It is the CTest
// test `clingo_cross_check` (label `clingo`) when clingo is found at configure time.
//
// Usage: skb_bench_process [--runs N] [--warmup N] [--skb PATH] [--clingo PATH|none] [--summary FILE] [RECORD...]
//        skb_bench_process --check [--skb PATH] [--clingo PATH] [RECORD...]
//        skb_bench_process --program RECORD...   (prints the ASP program of each record)
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
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "benchmarks/seven_knights/clingo_program.h"

extern char** environ;

namespace {

namespace bench = skb::bench;
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

// Quotes `word` for the shell: between single quotes, each ' written '\''.
std::string shell_quote(const std::string& word) {
  std::string q = "'";
  for (const char c : word) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

struct Captured {
  int status = -1;  // the exit status, or -1 if the command did not exit normally
  std::string out;
};

// Runs `command` through the shell and returns its standard output and exit status.
Captured capture(const std::string& command) {
  Captured c;
  if (FILE* f = ::popen(command.c_str(), "r")) {
    char buf[4096];
    for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) c.out.append(buf, n);
    const int status = ::pclose(f);
    if (status != -1 && WIFEXITED(status)) c.status = WEXITSTATUS(status);
  }
  return c;
}

// Returns the first line of `text` (for a one-line reason).
std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

// The number of consistent deals skb finds, or why there is none to compare.
struct SkbCount {
  std::optional<long> deals;
  std::string reason;  // when `deals` is empty: skb's message
};

// Runs `skb solve RECORD --json` (with `--lie-rate X` if given) and returns its
// `consistent_deals`; a contradiction (exit status 3) is 0 consistent deals, which clingo must
// find too; any other failure is a reason (skb rejects the record).
SkbCount skb_count(const std::string& skb, const std::string& record, std::optional<double> lie_rate) {
  std::string command = shell_quote(skb) + " solve " + shell_quote(record) + " --json";
  if (lie_rate) command += " --lie-rate " + std::to_string(*lie_rate);
  const Captured c = capture(command + " 2>&1");
  if (c.status == 3) return {0, {}};
  const auto at = c.out.find("\"consistent_deals\": ");
  if (c.status != 0 || at == std::string::npos)
    return {std::nullopt, "skb exits with status " + std::to_string(c.status) + ": " + first_line(c.out)};
  return {std::atol(c.out.c_str() + at + 20), {}};
}

// The number of answer sets clingo reports for the program at `lp` (`clingo -n 0 -q`, "Models :
// N"), or nothing if clingo fails or its output has no such line; `out` gets clingo's output.
std::optional<long> clingo_count(const std::string& clingo, const fs::path& lp, std::string& out) {
  const Captured c = capture(shell_quote(clingo) + " -n 0 -q " + shell_quote(lp.string()) + " 2>&1");
  out = c.out;
  const auto at = c.out.find("Models       : ");
  // 10, 20, 30: satisfiable, unsatisfiable, satisfiable and exhausted; a `+` after the number
  // would mean clingo stopped before counting every model.
  if ((c.status != 10 && c.status != 20 && c.status != 30) || at == std::string::npos) return std::nullopt;
  const std::string models = first_line(c.out.substr(at + 15));
  if (models.empty() || models.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  return std::atol(models.c_str());
}

// The 18 bench records: per variant (largest universe first) empty, full, viewer.
std::vector<std::string> bench_records() {
  const fs::path dir = SKB_BENCH_RECORDS_DIR;
  const std::vector<std::pair<std::string, std::string>> games = {{"standard", "8"},       {"advanced", "7"},
                                                                  {"groping", "3"},        {"unity", "7"},
                                                                  {"unity-advanced", "7"}, {"unity-groping", "3"}};
  std::vector<std::string> records;
  for (const auto& [variant, n] : games) {
    const std::string stem = variant + "-" + n;
    records.push_back((dir / "variants" / (stem + "-empty.skb")).string());
    const fs::path full =
        fs::exists(dir / (stem + ".skb")) ? dir / (stem + ".skb") : dir / "variants" / (stem + "-full.skb");
    records.push_back(full.string());
    records.push_back((dir / "variants" / (stem + "-viewer.skb")).string());
  }
  return records;
}

// Every `.skb` under examples/seven_knights/, in path order.
std::vector<std::string> example_records() {
  std::vector<std::string> records;
  for (const auto& entry : fs::recursive_directory_iterator(SKB_EXAMPLES_DIR))
    if (entry.is_regular_file() && entry.path().extension() == ".skb") records.push_back(entry.path().string());
  std::sort(records.begin(), records.end());
  return records;
}

// --check: for every record, at its own lie rate and at 0 and 1 (as `--lie-rate` would set
// them, so that the hard Witch-team constraints are compared too), compares skb's number of
// consistent deals with clingo's count of the record's program. Records skb rejects, or that
// the translation cannot encode, are skipped with the reason. Returns 0 when every comparison
// agrees and at least one was made, 1 otherwise.
int run_check(const std::string& skb, const std::string& clingo, const std::vector<std::string>& records,
              const fs::path& tmp) {
  int compared = 0, skipped = 0, failed = 0;
  for (const auto& record : records) {
    // The folder too: examples/seven_knights/advise/captain.skb is advise/captain.
    const std::string name = fs::path(record).stem().string();
    const std::string where = (fs::path(record).parent_path().filename() / name).string();
    const std::vector<std::optional<double>> lie_rates = {std::nullopt, 0.0, 1.0};
    for (const auto& lie_rate : lie_rates) {
      const std::string label = where + (lie_rate ? (*lie_rate == 0 ? " --lie-rate 0" : " --lie-rate 1") : "");
      const SkbCount s = skb_count(skb, record, lie_rate);
      if (!s.deals) {
        std::printf("skip    %-48s %s\n", label.c_str(), s.reason.c_str());
        ++skipped;
        continue;
      }
      const bench::ClingoProgram program = bench::record_program_file(record, lie_rate);
      if (!program.text) {
        std::printf("skip    %-48s cannot encode: %s\n", label.c_str(), program.reason.c_str());
        ++skipped;
        continue;
      }
      const fs::path lp = tmp / (name + ".lp");
      std::ofstream(lp) << *program.text;
      std::string out;
      const std::optional<long> models = clingo_count(clingo, lp, out);
      ++compared;
      if (!models) {
        std::printf("FAILED  %-48s clingo did not count: %s\n", label.c_str(), out.c_str());
        ++failed;
      } else if (*models != *s.deals) {
        std::printf("DIFFERS %-48s skb %ld, clingo %ld (%s)\n", label.c_str(), *s.deals, *models, record.c_str());
        ++failed;
      } else {
        std::printf("ok      %-48s %ld deals\n", label.c_str(), *s.deals);
      }
    }
  }
  std::printf("%d compared, %d differ or failed, %d skipped\n", compared, failed, skipped);
  if (compared == 0) std::printf("nothing was compared\n");
  return failed == 0 && compared > 0 ? 0 : 1;
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

// The command line.
struct Options {
  int runs = 50;
  int warmup = 3;
  bool check = false;
  bool program_only = false;
  std::string skb = SKB_BINARY;
  std::string clingo = find_on_path("clingo");
  std::string summary_path;
  std::vector<std::string> records;
};

// Reads the command line into `o`; returns the exit status when the program is to stop (after
// --help: 0), or nothing. A missing value exits with status 2.
std::optional<int> parse_options(int argc, char** argv, Options& o) {
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
      o.runs = std::max(1, std::atoi(next().c_str()));
    else if (arg == "--warmup")
      o.warmup = std::max(0, std::atoi(next().c_str()));
    else if (arg == "--skb")
      o.skb = next();
    else if (arg == "--clingo") {
      o.clingo = next();
      if (o.clingo == "none") o.clingo.clear();
    } else if (arg == "--summary")
      o.summary_path = next();
    else if (arg == "--check")
      o.check = true;
    else if (arg == "--program")
      o.program_only = true;
    else if (arg == "-h" || arg == "--help") {
      std::printf(
          "usage: skb_bench_process [--runs N] [--warmup N] [--skb PATH] [--clingo PATH|none] [--summary FILE] "
          "[RECORD...]\n"
          "       skb_bench_process --check [--skb PATH] [--clingo PATH] [RECORD...]\n"
          "       skb_bench_process --program RECORD...\n"
          "Times `skb solve RECORD --json` as a whole process (default: the 18 bench records, then `skb advise`\n"
          "on the advise records) against /bin/true and, when clingo is found, clingo counting the deals\n"
          "consistent with each record (its translation to ASP: benchmarks/seven_knights/clingo_program.h);\n"
          "exit status 1 if a count differs from skb's.\n"
          "--check: no timing; compares clingo's count with skb's consistent_deals for every record (default:\n"
          "the bench records and every .skb under examples/seven_knights/), at the record's lie rate and at\n"
          "--lie-rate 0 and 1; skips, with the reason, records skb rejects or the translation cannot encode;\n"
          "exit status 1 if a count differs or nothing was compared, 2 without clingo.\n"
          "--program: prints the ASP program of each RECORD (clingo -n 0 -q counts its consistent deals).\n");
      return 0;
    } else
      o.records.push_back(arg);
  }
  return std::nullopt;
}

// --program: prints the translation of each RECORD, to read or to give to clingo by hand.
int print_programs(const std::vector<std::string>& records) {
  int status = 0;
  for (const auto& record : records) {
    const bench::ClingoProgram program = bench::record_program_file(record);
    if (program.text) {
      std::fputs(program.text->c_str(), stdout);
    } else {
      std::fprintf(stderr, "skb_bench_process: %s: %s\n", record.c_str(), program.reason.c_str());
      status = 1;
    }
  }
  if (records.empty()) std::fprintf(stderr, "skb_bench_process: --program needs RECORD files\n");
  return records.empty() ? 2 : status;
}

// clingo's columns of a record's row: its time, its time over skb's, and a note.
struct ClingoCells {
  std::string time = "-", ratio = "-", note;
  double ms = -1;       // the median, when timed
  bool failed = false;  // clingo could not count or be timed, or its count differs
};

// Returns clingo's columns for `record` (named `name`), whose skb solve took `skb_ms` and found
// `deals` consistent deals; the program is written into `tmp`.
ClingoCells clingo_cells(const Options& o, const std::string& record, const std::string& name, double skb_ms,
                         const std::optional<long>& deals, const fs::path& tmp) {
  ClingoCells out;
  const bench::ClingoProgram program = bench::record_program_file(record);
  if (!program.text) {
    out.note = "clingo: cannot encode the record: " + program.reason;
    return out;
  }
  const fs::path lp = tmp / (name + ".lp");
  std::ofstream(lp) << *program.text;
  std::string text;
  const std::optional<long> models = clingo_count(o.clingo, lp, text);
  Stats c;
  if (!models) {
    out.note = "clingo did not count the deals: " + first_line(text);
    out.failed = true;
    // clingo exits with 10, 20 or 30, not 0: time it through the shell.
  } else if (!measure({"/bin/sh", "-c",
                       shell_quote(o.clingo) + " -n 0 -q " + shell_quote(lp.string()) + " >/dev/null; exit 0"},
                      std::max(1, o.runs / 5), 1, c)) {
    out.note = "clingo could not be timed";
    out.failed = true;
  } else {
    out.ms = c.median_ms;
    const int tenths = static_cast<int>(c.median_ms / skb_ms * 10 + 0.5);
    out.time = std::to_string(static_cast<int>(c.median_ms + 0.5)) + " ms";
    out.ratio = std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + "x";
  }
  if (models && models != deals) {
    out.ratio = "COUNT DIFFERS: " + std::to_string(*models) + " " + out.ratio;
    out.failed = true;
  }
  return out;
}

// Times `skb solve` on every record against the baseline, with clingo beside it; returns 1 if
// any failed.
int time_solves(const Options& o, const Stats& baseline, std::ofstream& summary, const fs::path& tmp) {
  int status = 0;
  for (const auto& record : o.records) {
    Stats s;
    const std::string name = fs::path(record).stem().string();
    const std::string label = "skb solve " + name;
    if (!measure({o.skb, "solve", record, "--json"}, o.runs, o.warmup, s)) {
      std::fprintf(stderr, "skb_bench_process: `%s solve %s --json` failed\n", o.skb.c_str(), record.c_str());
      status = 1;
      continue;
    }
    // How many deals skb finds consistent (from its JSON), and clingo's count and time for the
    // record's translation to ASP.
    const SkbCount consistent = skb_count(o.skb, record, std::nullopt);
    const std::string deals_cell = consistent.deals ? std::to_string(*consistent.deals) : "?";
    ClingoCells cells;
    if (!o.clingo.empty()) cells = clingo_cells(o, record, name, s.median_ms, consistent.deals, tmp);
    if (cells.failed) status = 1;
    std::printf("%-36s %6.2f ms %6.2f ms %6.2f ms %10.1fx %9s %10s %14s\n", label.c_str(), s.median_ms, s.min_ms,
                s.p90_ms, s.median_ms / baseline.median_ms, deals_cell.c_str(), cells.time.c_str(),
                cells.ratio.c_str());
    if (!cells.note.empty()) std::printf("  (%s)\n", cells.note.c_str());
    if (summary) {
      summary << name << '\t' << s.median_ms << '\t' << baseline.median_ms;
      if (cells.ms >= 0) summary << '\t' << cells.ms;
      summary << '\n';
    }
  }
  return status;
}

// Times `skb advise` on the advise benchmark records (captain-open needs the phase: nobody asked
// yet); returns 1 if any failed.
int time_advice(const Options& o, const Stats& baseline, std::ofstream& summary) {
  int status = 0;
  const fs::path dir = SKB_BENCH_ADVISE_DIR;
  const std::vector<std::pair<std::string, std::vector<std::string>>> advise = {
      {"vote-8", {}}, {"captain-seen", {}}, {"captain-blind", {}}, {"captain-open", {"--phase", "captain"}}};
  for (const auto& [name, extra] : advise) {
    std::vector<std::string> args = {o.skb, "advise", (dir / (name + ".skb")).string(), "--json"};
    args.insert(args.end(), extra.begin(), extra.end());
    Stats s;
    if (!measure(args, o.runs, o.warmup, s)) {
      std::fprintf(stderr, "skb_bench_process: `skb advise %s` failed\n", name.c_str());
      status = 1;
      continue;
    }
    const std::string label = "skb advise " + name;
    std::printf("%-36s %6.2f ms %6.2f ms %6.2f ms %10.1fx\n", label.c_str(), s.median_ms, s.min_ms, s.p90_ms,
                s.median_ms / baseline.median_ms);
    if (summary) summary << "advise " << name << '\t' << s.median_ms << '\t' << baseline.median_ms << '\n';
  }
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  if (const std::optional<int> status = parse_options(argc, argv, o)) return *status;
  const bool defaults = o.records.empty();
  if (o.program_only) return print_programs(o.records);

  // clingo programs go to a temporary directory, one per record.
  const fs::path tmp = fs::temp_directory_path() / ("skb_bench_process." + std::to_string(::getpid()));
  if (!o.clingo.empty()) fs::create_directories(tmp);

  if (o.check) {
    if (o.clingo.empty()) {
      std::fprintf(stderr, "skb_bench_process: --check needs clingo (Debian package gringo, or --clingo PATH)\n");
      return 2;
    }
    if (defaults) {
      o.records = bench_records();
      for (auto& example : example_records()) o.records.push_back(std::move(example));
    }
    std::printf("clingo's count against skb's consistent deals (%s, %s)\n", o.skb.c_str(), o.clingo.c_str());
    const int status = run_check(o.skb, o.clingo, o.records, tmp);
    fs::remove_all(tmp);
    return status;
  }
  if (defaults) o.records = bench_records();

  Stats baseline;
  if (!measure({"/bin/true"}, o.runs, o.warmup, baseline)) {
    std::fprintf(stderr, "skb_bench_process: cannot run /bin/true\n");
    return 2;
  }
  std::ofstream summary;
  if (!o.summary_path.empty()) summary.open(o.summary_path);
  if (summary) summary << "/bin/true\t" << baseline.median_ms << '\n';

  std::printf("Whole process, %d runs each (after %d unmeasured), stdout to /dev/null; clingo: %s\n", o.runs, o.warmup,
              o.clingo.empty() ? "not found (install Debian's gringo to compare)" : o.clingo.c_str());
  std::printf("%-36s %9s %9s %9s %10s %9s %10s %14s\n", "command", "median", "min", "p90", "/ /bin/true", "deals",
              "clingo", "clingo / skb");
  std::printf("%-36s %6.2f ms %6.2f ms %6.2f ms %10s\n", "/bin/true (process-start baseline)", baseline.median_ms,
              baseline.min_ms, baseline.p90_ms, "1.0x");
  int status = time_solves(o, baseline, summary, tmp);
  if (!o.clingo.empty()) fs::remove_all(tmp);
  if (defaults && time_advice(o, baseline, summary) != 0) status = 1;
  return status;
}
