// CLI tests: run the built `skb` (SKB_BINARY) as a user would and check what it prints and how it
// exits.
//
// - Golden tests: `skb solve examples/NAME.skb --json` must print examples/NAME.json byte for
//   byte, and every output must follow the schema of json-output.md.
// - Hand-worked examples: the numbers worked out by hand in the comments of five example records
//   are checked here, so that the golden files are not just "whatever skb printed".
// - Errors: every class of error in record-format.md exits with status 2 and names
//   file:line:column and the problem in words; every contradiction exits with status 3 and names
//   a set of conflicting statements that is minimal (each is removed in turn and the record
//   solved again).
// - The command line: standard input, CRLF line endings, overrides, text output, colour,
//   `skb variants`, `skb --version`.
//
// Records for the error tests are written from here into a scratch directory, next to what they
// are expected to produce.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>
#include "cli/games.h"
#include "tests/support/files.h"
#include "tests/support/golden.h"
#include "tests/support/report_json.h"

namespace fs = std::filesystem;
using skb::test::read_file;
using Json = nlohmann::ordered_json;

namespace {

const fs::path kSourceDir = SKB_SOURCE_DIR;
const fs::path kExamples = kSourceDir / "examples" / "seven_knights";
const std::string kBinary = SKB_BINARY;

// ---------------------------------------------------------------------------------------------
// Files and processes

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  REQUIRE_MESSAGE(out.good(), "cannot write " << path);
}

// A scratch directory for this test process, removed at exit.
const fs::path& scratch() {
  struct Dir {
    fs::path path;
    Dir() {
      path = fs::temp_directory_path() / ("skb_test_cli_" + std::to_string(::getpid()));
      fs::create_directories(path);
    }
    ~Dir() {
      std::error_code ec;
      fs::permissions(path / "unreadable.skb", fs::perms::owner_all, ec);
      fs::remove_all(path, ec);
    }
  };
  static Dir dir;
  return dir.path;
}

// Writes a record into the scratch directory and returns its path.
std::string record(const std::string& name, const std::string& text) {
  fs::path path = scratch() / name;
  write_file(path, text);
  return path.string();
}

struct Run {
  int status = -1;  // exit status, or 128 + signal
  std::string out, err;
};

struct RunOptions {
  std::optional<std::string> input;                                     // standard input; default empty
  std::vector<std::pair<std::string, std::optional<std::string>>> env;  // set (value) or unset (nullopt)
  bool terminal = false;                                                // standard output on a pseudo-terminal
};

// Runs `skb ARGS...` and captures standard output, standard error and the exit status.
Run run(const std::vector<std::string>& args, const RunOptions& options = {}) {
  static int counter = 0;
  ++counter;
  const fs::path base = scratch() / ("run" + std::to_string(counter));
  const std::string in_path = base.string() + ".in", out_path = base.string() + ".out",
                    err_path = base.string() + ".err";
  write_file(in_path, options.input.value_or(""));

  int master = -1, slave = -1;
  if (options.terminal) {
    master = ::posix_openpt(O_RDWR | O_NOCTTY);
    REQUIRE(master >= 0);
    REQUIRE(::grantpt(master) == 0);
    REQUIRE(::unlockpt(master) == 0);
    const char* name = ::ptsname(master);
    REQUIRE(name != nullptr);
    slave = ::open(name, O_RDWR | O_NOCTTY);
    REQUIRE(slave >= 0);
  }

  std::vector<std::string> storage{kBinary};
  storage.insert(storage.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& s : storage) argv.push_back(s.data());
  argv.push_back(nullptr);

  std::fflush(nullptr);
  pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    int in = ::open(in_path.c_str(), O_RDONLY);
    int out = options.terminal ? slave : ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    int err = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (in < 0 || out < 0 || err < 0) ::_exit(126);
    ::dup2(in, 0);
    ::dup2(out, 1);
    ::dup2(err, 2);
    if (master >= 0) ::close(master);
    ::unsetenv("COLUMNS");  // the wide layout, whatever the terminal the tests run in
    for (const auto& [key, value] : options.env) {
      if (value)
        ::setenv(key.c_str(), value->c_str(), 1);
      else
        ::unsetenv(key.c_str());
    }
    ::execv(kBinary.c_str(), argv.data());
    ::_exit(127);
  }

  Run r;
  int status = 0;
  if (options.terminal) {
    // Read the terminal while the child runs (so it never blocks on a full buffer), then drain.
    bool exited = false;
    char buffer[4096];
    while (!exited) {
      pollfd p{master, POLLIN, 0};
      if (::poll(&p, 1, 20) > 0 && (p.revents & POLLIN)) {
        ssize_t k = ::read(master, buffer, sizeof buffer);
        if (k > 0) r.out.append(buffer, static_cast<std::size_t>(k));
      }
      exited = ::waitpid(pid, &status, WNOHANG) == pid;
    }
    // With every slave descriptor closed, the master reads what is left, then fails (EIO); the
    // timeout only guards against a terminal layer that never reports the hang-up.
    ::close(slave);
    while (true) {
      pollfd p{master, POLLIN, 0};
      if (::poll(&p, 1, 2000) <= 0) break;
      ssize_t k = ::read(master, buffer, sizeof buffer);
      if (k <= 0) break;
      r.out.append(buffer, static_cast<std::size_t>(k));
    }
    ::close(master);
  } else {
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    r.out = read_file(out_path);
  }
  r.err = read_file(err_path);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return r;
}

Run solve(const std::string& path, std::vector<std::string> extra = {}) {
  std::vector<std::string> args{"solve", path};
  args.insert(args.end(), extra.begin(), extra.end());
  return run(args);
}

Run solve_json(const std::string& path, std::vector<std::string> extra = {}) {
  extra.insert(extra.begin(), "--json");
  return solve(path, extra);
}

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

std::vector<fs::path> example_records() {
  std::vector<fs::path> out;
  for (const auto& entry : fs::directory_iterator(kExamples))
    if (entry.path().extension() == ".skb") out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

fs::path json_of(const fs::path& record) {
  fs::path p = record;
  p.replace_extension(".json");
  return p;
}

bool near(double a, double b, double tolerance = 1e-12) { return std::fabs(a - b) < tolerance; }

// ---------------------------------------------------------------------------------------------
// The variants, from rules.md (not from the solver): players, Knights and center slots by player
// count, whether W is used, and the number of deals worked out by hand:
// standard: (k+1)! for k+1 tiles on k+1 positions; advanced: 8!/(8-positions)!;
// groping: 7!/(7-N)! seat deals x (8-N)!/(8-N-3)! center deals; unity: (k)!;
// unity-advanced: 7!/(7-positions)!; unity-groping: 7!/(7-N)! x (7-N)!/(7-N-center)! = 5040.

struct VariantFacts {
  std::string name;
  int min_players, max_players;
  std::map<int, int> knights, center;
  bool witch;
  std::map<int, long> deals;
};

const std::vector<VariantFacts>& variant_facts() {
  // clang-format off
  static const std::vector<VariantFacts> facts{
      {"standard", 4, 8, {{4, 4}, {5, 5}, {6, 5}, {7, 6}, {8, 7}}, {{4, 1}, {5, 1}, {6, 0}, {7, 0}, {8, 0}}, true,
       {{4, 120}, {5, 720}, {6, 720}, {7, 5040}, {8, 40320}}},
      {"advanced", 4, 7, {{4, 7}, {5, 7}, {6, 7}, {7, 7}}, {{4, 1}, {5, 1}, {6, 0}, {7, 0}}, true,
       {{4, 6720}, {5, 20160}, {6, 20160}, {7, 40320}}},
      {"groping", 3, 4, {{3, 7}, {4, 7}}, {{3, 3}, {4, 3}}, true, {{3, 12600}, {4, 20160}}},
      {"unity", 4, 7, {{4, 5}, {5, 6}, {6, 6}, {7, 7}}, {{4, 1}, {5, 1}, {6, 0}, {7, 0}}, false,
       {{4, 120}, {5, 720}, {6, 720}, {7, 5040}}},
      {"unity-advanced", 4, 7, {{4, 7}, {5, 7}, {6, 7}, {7, 7}}, {{4, 1}, {5, 1}, {6, 0}, {7, 0}}, false,
       {{4, 2520}, {5, 5040}, {6, 5040}, {7, 5040}}},
      {"unity-groping", 3, 4, {{3, 7}, {4, 7}}, {{3, 4}, {4, 3}}, false, {{3, 5040}, {4, 5040}}},
  };
  // clang-format on
  return facts;
}

const VariantFacts* find_variant(const std::string& name) {
  for (const auto& v : variant_facts())
    if (v.name == name) return &v;
  return nullptr;
}

// ---------------------------------------------------------------------------------------------
// The schema of json-output.md

void check_probability(const Json& x, const std::string& what) {
  INFO(what);
  REQUIRE(x.is_number());
  double p = x.get<double>();
  CHECK(p >= 0.0);
  CHECK(p <= 1.0);
}

// The names a report's positions go by: the players in seat order, then the center slots.
struct ReportPositions {
  std::vector<std::string> players;
  std::vector<std::string> all;  // the players, then C1, C2, ...
};

// Checks the fields every report has and its seating against the variant `v`; returns the
// positions.
ReportPositions check_seating(const Json& j, const VariantFacts*& v) {
  REQUIRE(j.is_object());
  for (const char* key : {"variant", "players", "center", "view", "lie_rate", "deals", "consistent_deals", "tiles",
                          "witch_team", "witch_absent", "arrangements"})
    REQUIRE_MESSAGE(j.contains(key), "missing field " << key);

  REQUIRE(j["variant"].is_string());
  v = find_variant(j["variant"].get<std::string>());
  REQUIRE_MESSAGE(v != nullptr, "unknown variant " << j["variant"]);

  REQUIRE(j["players"].is_array());
  std::vector<std::string> players;
  for (const auto& p : j["players"]) {
    REQUIRE(p.is_string());
    players.push_back(p.get<std::string>());
  }
  const int n = static_cast<int>(players.size());
  REQUIRE(n >= v->min_players);
  REQUIRE(n <= v->max_players);
  CHECK(std::set<std::string>(players.begin(), players.end()).size() == players.size());

  REQUIRE(j["center"].is_array());
  std::vector<std::string> center;
  for (const auto& c : j["center"]) {
    REQUIRE(c.is_string());
    center.push_back(c.get<std::string>());
  }
  REQUIRE(static_cast<int>(center.size()) == v->center.at(n));
  for (std::size_t i = 0; i < center.size(); ++i) CHECK(center[i] == "C" + std::to_string(i + 1));
  std::vector<std::string> positions = players;
  positions.insert(positions.end(), center.begin(), center.end());

  CHECK((j["view"].is_null() ||
         (j["view"].is_string() && std::count(players.begin(), players.end(), j["view"].get<std::string>()) == 1)));
  check_probability(j["lie_rate"], "lie_rate");

  REQUIRE(j["deals"].is_number_unsigned());
  CHECK(j["deals"].get<long>() == v->deals.at(n));
  REQUIRE(j["consistent_deals"].is_number_unsigned());
  CHECK(j["consistent_deals"].get<long>() >= 1);
  CHECK(j["consistent_deals"].get<long>() <= j["deals"].get<long>());
  return {players, positions};
}

// Checks the tiles: one row per position, one column per value the variant uses; rows sum to 1,
// and a tile lies in at most one position (when nothing is aside, in exactly one). Returns each
// value's sum over the positions.
std::map<std::string, double> check_tiles(const Json& j, const VariantFacts& v, const ReportPositions& at) {
  const int n = static_cast<int>(at.players.size());
  std::vector<std::string> values;
  for (int k = 1; k <= v.knights.at(n); ++k) values.push_back(std::to_string(k));
  if (v.witch) values.push_back("W");
  REQUIRE(j["tiles"].is_object());
  CHECK(j["tiles"].size() == at.all.size());
  std::map<std::string, double> column_sum;
  for (const auto& position : at.all) {
    INFO("tiles row " << position);
    REQUIRE(j["tiles"].contains(position));
    const Json& row = j["tiles"][position];
    REQUIRE(row.is_object());
    CHECK(row.size() == values.size());
    double sum = 0;
    for (const auto& value : values) {
      REQUIRE_MESSAGE(row.contains(value), "missing value " << value);
      check_probability(row[value], "tiles[" + position + "][" + value + "]");
      sum += row[value].get<double>();
      column_sum[value] += row[value].get<double>();
    }
    CHECK(near(sum, 1.0, 1e-9));
  }
  int tiles_used = v.knights.at(n) + (v.witch ? 1 : 0);
  bool nothing_aside = tiles_used == static_cast<int>(at.all.size());
  for (const auto& entry : column_sum) {
    const auto& value = std::get<0>(entry);
    const auto& sum = std::get<1>(entry);
    INFO("tile " << value << " over all positions");
    CHECK(sum <= 1.0 + 1e-9);
    if (nothing_aside) CHECK(near(sum, 1.0, 1e-9));
  }
  return column_sum;
}

// Checks the Witch team and the chance that W is out of play; returns the latter.
double check_witch(const Json& j, const VariantFacts& v, const ReportPositions& at,
                   std::map<std::string, double>& column_sum) {
  REQUIRE(j["witch_team"].is_object());
  CHECK(j["witch_team"].size() == at.players.size());
  for (const auto& p : at.players) {
    REQUIRE(j["witch_team"].contains(p));
    check_probability(j["witch_team"][p], "witch_team[" + p + "]");
    if (!v.witch) CHECK(j["witch_team"][p].get<double>() == 0.0);
  }
  check_probability(j["witch_absent"], "witch_absent");
  double absent = j["witch_absent"].get<double>();
  if (v.witch)
    CHECK(near(absent, 1.0 - column_sum["W"], 1e-9));
  else
    CHECK(absent == 1.0);
  return absent;
}

// Checks the arrangements: probability > 0, largest first, at most `top`, ties in tie order,
// each position in play once (excluded or in the order).
void check_arrangements(const Json& j, const ReportPositions& at, double absent, std::size_t top) {
  const std::vector<std::string>& positions = at.all;
  auto index_of = [&](const std::string& name) {
    auto it = std::find(positions.begin(), positions.end(), name);
    REQUIRE_MESSAGE(it != positions.end(), "unknown position " << name);
    return static_cast<int>(it - positions.begin());
  };
  REQUIRE(j["arrangements"].is_array());
  CHECK(j["arrangements"].size() >= 1);
  CHECK(j["arrangements"].size() <= top);
  std::vector<std::pair<double, std::vector<int>>> seen;  // probability, tie key
  double total = 0;
  for (const auto& a : j["arrangements"]) {
    REQUIRE(a.is_object());
    REQUIRE(a.contains("exclude"));
    REQUIRE(a.contains("order"));
    REQUIRE(a.contains("probability"));
    check_probability(a["probability"], "arrangement probability");
    double p = a["probability"].get<double>();
    CHECK(p > 0.0);
    total += p;
    std::vector<int> key;
    std::set<int> used;
    if (a["exclude"].is_null()) {
      key.push_back(-1);
      CHECK_MESSAGE(absent > 0.0, "an arrangement leaves nothing out although W is surely in play");
      CHECK(p <= absent + 1e-12);
    } else {
      REQUIRE(a["exclude"].is_string());
      int x = index_of(a["exclude"].get<std::string>());
      key.push_back(x);
      used.insert(x);
      CHECK(p <= j["tiles"][positions[x]]["W"].get<double>() + 1e-12);
    }
    REQUIRE(a["order"].is_array());
    for (const auto& o : a["order"]) {
      REQUIRE(o.is_string());
      int x = index_of(o.get<std::string>());
      CHECK_MESSAGE(used.insert(x).second, "position " << o << " appears twice in an arrangement");
      key.push_back(x);
    }
    CHECK(used.size() == positions.size());  // every position in play: excluded or in the order
    seen.emplace_back(p, key);
  }
  CHECK(total <= 1.0 + 1e-9);
  for (std::size_t i = 0; i + 1 < seen.size(); ++i) {
    INFO("arrangements " << i << " and " << i + 1);
    double a = seen[i].first, b = seen[i + 1].first;
    if (std::fabs(a - b) < 1e-12)
      CHECK(seen[i].second < seen[i + 1].second);  // tied: tie order
    else
      CHECK(a > b);
  }
}

// Checks a solve report against json-output.md's schema and its invariants.
void check_schema(const Json& j, std::size_t top = 5) {
  const VariantFacts* v = nullptr;
  const ReportPositions at = check_seating(j, v);
  std::map<std::string, double> column_sum = check_tiles(j, *v, at);
  const double absent = check_witch(j, *v, at, column_sum);
  check_arrangements(j, at, absent, top);
}

// ---------------------------------------------------------------------------------------------
// Errors

void check_error(const Run& r, int status, const std::string& where, const std::vector<std::string>& words) {
  INFO("stderr: " << r.err);
  CHECK(r.status == status);
  CHECK(r.out.empty());
  CHECK_MESSAGE(r.err.rfind(where + ": ", 0) == 0, "expected the message to start with '" << where << ": '");
  for (const auto& w : words) CHECK_MESSAGE(contains(r.err, w), "expected '" << w << "' in the message");
  CHECK((!r.err.empty() && r.err.back() == '\n'));
}

struct ErrorCase {
  std::string name;
  std::string text;
  int line = 0, column = 0;
  std::vector<std::string> words;
};

void check_error_cases(const std::vector<ErrorCase>& cases) {
  for (const auto& c : cases) {
    INFO("case " << c.name << ":\n" << c.text);
    std::string path = record(c.name + ".skb", c.text);
    check_error(solve_json(path), 2, path + ":" + std::to_string(c.line) + ":" + std::to_string(c.column), c.words);
  }
}

// Common record beginnings. With kStd4 + kLooks4 the next statement is on line 7.
const std::string kStd4 = "variant standard\nplayers Ann Ben Cat Dan\n";
const std::string kLooks4 = "look Ann Ben\nlook Ben C1\nlook Cat Dan\nlook Dan Ann\n";
const std::string kVotesForCat = "vote Ann Cat\nvote Ben Cat\nvote Cat Cat\nvote Dan Ann\n";  // Cat: 3 recommendations

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

std::string join_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

// Checks that a record is a contradiction (status 3) naming exactly the statements on
// `expected_lines`, and that the set is minimal: with any one of them removed (the line blanked,
// so that line numbers stay put) the record is solvable.
void check_contradiction(const std::string& name, const std::string& text, const std::set<int>& expected_lines,
                         const std::vector<std::string>& extra = {}) {
  INFO("case " << name << ":\n" << text);
  std::string path = record(name + ".skb", text);
  Run r = solve_json(path, extra);
  INFO("stderr: " << r.err);
  CHECK(r.status == 3);
  CHECK(r.out.empty());
  CHECK(contains(r.err, "contradiction"));
  CHECK(contains(r.err, "no deal"));
  // The first line names the file and the first conflicting statement; then one line per
  // statement: FILE:LINE:COLUMN:   TEXT.
  const auto record_lines = lines_of(text);
  const auto err_lines = lines_of(r.err);
  REQUIRE(err_lines.size() >= 2);
  CHECK(err_lines[0].rfind(path + ":" + std::to_string(*expected_lines.begin()) + ":", 0) == 0);
  const std::regex statement("^" + std::regex_replace(path, std::regex(R"([.^$|()\[\]{}*+?\\])"), R"(\$&)") +
                             R"(:(\d+):(\d+):   (.*)$)");
  std::set<int> named;
  for (std::size_t i = 1; i < err_lines.size(); ++i) {
    std::smatch m;
    REQUIRE_MESSAGE(std::regex_match(err_lines[i], m, statement), "unexpected line: " << err_lines[i]);
    int line = std::stoi(m[1]);
    CHECK(named.insert(line).second);
    REQUIRE(line >= 1);
    REQUIRE(line <= static_cast<int>(record_lines.size()));
    // The statement is quoted as written (without its comment).
    CHECK(contains(record_lines[static_cast<std::size_t>(line - 1)], m[3].str()));
    CHECK(m[2] == "1");
  }
  CHECK(named == expected_lines);
  for (int line : named) {
    auto lines = record_lines;
    lines[static_cast<std::size_t>(line - 1)] = "# (removed)";
    std::string reduced = record(name + "-without-" + std::to_string(line) + ".skb", join_lines(lines));
    Run rr = solve_json(reduced, extra);
    INFO("without line " << line << ": " << rr.err);
    CHECK_MESSAGE(rr.status == 0, "removing line " << line << " should leave a solvable record");
  }
}

}  // namespace

// =============================================================================================
// Golden tests

TEST_CASE("examples: there are enough, each starts with a comment and has its .json") {
  auto records = example_records();
  CHECK(records.size() >= 9);
  std::set<std::string> variants;
  for (const auto& path : records) {
    INFO(path);
    std::string text = read_file(path);
    CHECK(text.rfind("# ", 0) == 0);
    CHECK(fs::exists(json_of(path)));
    for (const auto& line : lines_of(text))
      if (line.rfind("variant ", 0) == 0) variants.insert(line.substr(8));
  }
  for (const auto& v : variant_facts()) CHECK_MESSAGE(variants.count(v.name) == 1, "no example of " << v.name);
  for (const auto& entry : fs::directory_iterator(kExamples)) {
    if (entry.path().extension() != ".json") continue;
    fs::path skb = entry.path();
    skb.replace_extension(".skb");
    CHECK_MESSAGE(fs::exists(skb), entry.path() << " has no record");
  }
}

TEST_CASE("golden: skb solve NAME.skb --json prints NAME.json byte for byte") {
  for (const auto& path : example_records()) {
    INFO(path);
    Run r = solve_json(path.string());
    INFO("stderr: " << r.err);
    CHECK(r.status == 0);
    CHECK(r.err.empty());
    REQUIRE(fs::exists(json_of(path)));
    CHECK(skb::test::matches_golden(r.out, json_of(path)));
  }
}

TEST_CASE("golden: every example's output follows the json-output.md schema") {
  for (const auto& path : example_records()) {
    INFO(path);
    Run r = solve_json(path.string());
    REQUIRE(r.status == 0);
    Json j = skb::test::parse_report<Json>(r.out);
    check_schema(j);
    // The record's own header is echoed.
    std::string text = read_file(path);
    for (const auto& line : lines_of(text)) {
      if (line.rfind("variant ", 0) == 0) CHECK(j["variant"] == line.substr(8));
      if (line.rfind("view ", 0) == 0) CHECK(j["view"] == line.substr(5, line.find_first_of(" #\t", 5) - 5));
    }
    if (!contains(text, "\nview ")) CHECK(j["view"].is_null());
    if (!contains(text, "\nlie-rate ")) CHECK(j["lie_rate"] == 0.5);
  }
}

TEST_CASE("golden: the examples copy the spec's texts (when ../shared/spec is present)") {
  const fs::path spec = kSourceDir.parent_path() / "shared" / "spec";
  if (!fs::exists(spec / "record-format.md") || !fs::exists(spec / "json-output.md")) {
    MESSAGE("spec directory not found next to the repository; skipped");
    return;
  }
  // The text between the first ``` fence after `heading` and the next fence.
  auto block = [](const std::string& md, const std::string& heading, const std::string& fence) {
    std::size_t at = md.find(heading);
    REQUIRE(at != std::string::npos);
    std::size_t open = md.find(fence + "\n", at);
    REQUIRE(open != std::string::npos);
    std::size_t begin = open + fence.size() + 1;
    std::size_t end = md.find("```\n", begin);
    REQUIRE(end != std::string::npos);
    return md.substr(begin, end - begin);
  };
  std::string record_format = read_file(spec / "record-format.md");
  std::string example = block(record_format, "## Example", "```");
  CHECK(contains(read_file(kExamples / "record-format-example.skb"), "\n" + example));

  std::string json_output = read_file(spec / "json-output.md");
  std::string json_record = block(json_output, "The example below", "```");
  std::string json_text = block(json_output, "The example below", "```json");
  std::string ours;
  for (const auto& line : lines_of(read_file(kExamples / "json-output-example.skb")))
    if (line.rfind('#', 0) != 0) ours += line + "\n";
  CHECK(ours == json_record);
  // The contract's fields, in its order, with its values; fields added since (the contract allows
  // them: the captain's tie counts, the provenance) are left out of the comparison.
  const auto spec_json = skb::test::parse_report<Json>(json_text);
  auto ours_json = skb::test::parse_report<Json>(read_file(kExamples / "json-output-example.json"));
  std::vector<std::string> added;
  for (const auto& [key, value] : ours_json.items())
    if (!spec_json.contains(key)) added.push_back(key);
  for (const std::string& key : added) ours_json.erase(key);
  CHECK(ours_json == spec_json);
}

// =============================================================================================
// Hand-worked examples: the numbers in the records' comments.

TEST_CASE("by hand: standard-4p-spectator.skb") {
  Json j = skb::test::parse_report<Json>(read_file(kExamples / "standard-4p-spectator.json"));
  CHECK(j["deals"] == 120);
  CHECK(j["consistent_deals"] == 48);    // W on C1: 24 deals; W on Cat or Dan with C1 in {1,2}: 24
  CHECK(j["tiles"]["Ann"]["W"] == 0.0);  // cleared by Dan's vote
  CHECK(j["tiles"]["Ben"]["W"] == 0.0);  // cleared by Ann's vote
  CHECK(near(j["tiles"]["C1"]["W"], 1.0 / 3));
  CHECK(near(j["tiles"]["Cat"]["W"], 1.0 / 3));
  CHECK(near(j["tiles"]["Dan"]["W"], 1.0 / 3));
  CHECK(near(j["tiles"]["C1"]["1"], 1.0 / 3));
  CHECK(j["tiles"]["C1"]["3"] == 0.0);
  CHECK(near(j["tiles"]["Ann"]["1"], 7.0 / 36));
  CHECK(near(j["tiles"]["Ann"]["3"], 11.0 / 36));
  CHECK(j["witch_team"]["Ann"] == 0.0);
  CHECK(near(j["witch_team"]["Ben"], 1.0 / 3));
  CHECK(near(j["witch_team"]["Cat"], 2.0 / 3));
  CHECK(near(j["witch_team"]["Dan"], 1.0 / 3));
  CHECK(j["arrangements"][0]["exclude"] == "Cat");
  CHECK(j["arrangements"][0]["order"] == Json::array({"Ann", "C1", "Ben", "Dan"}));
  CHECK(near(j["arrangements"][0]["probability"], 1.0 / 36));
  CHECK(near(j["arrangements"][4]["probability"], 1.0 / 36));  // a 24-way tie
}

TEST_CASE("by hand: unity-4p-order.skb") {
  Json j = skb::test::parse_report<Json>(read_file(kExamples / "unity-4p-order.json"));
  CHECK(j["deals"] == 120);
  CHECK(j["consistent_deals"] == 1);
  CHECK(j["tiles"]["Dan"]["1"] == 1.0);
  CHECK(j["tiles"]["Cat"]["2"] == 1.0);
  CHECK(j["tiles"]["C1"]["4"] == 1.0);
  CHECK(j["witch_absent"] == 1.0);
  REQUIRE(j["arrangements"].size() == 1);
  CHECK(j["arrangements"][0]["exclude"].is_null());
  CHECK(j["arrangements"][0]["order"] == Json::array({"Dan", "Cat", "Ann", "C1", "Ben"}));
  CHECK(j["arrangements"][0]["probability"] == 1.0);

  // Without Ben's question (line blanked): Dan and C1 hold 1 and 4 either way.
  auto lines = lines_of(read_file(kExamples / "unity-4p-order.skb"));
  for (auto& line : lines)
    if (line.rfind("ask Ben Cat", 0) == 0) line = "";
  Run r = solve_json(record("unity-4p-one-answer.skb", join_lines(lines)));
  REQUIRE(r.status == 0);
  Json k = skb::test::parse_report<Json>(r.out);
  CHECK(k["consistent_deals"] == 2);
  CHECK(k["tiles"]["Cat"]["2"] == 1.0);
  CHECK(k["tiles"]["Dan"]["1"] == 0.5);
  CHECK(k["tiles"]["C1"]["1"] == 0.5);
  CHECK(k["arrangements"].size() == 2);
}

TEST_CASE("by hand: advanced-witch-aside.skb") {
  Json j = skb::test::parse_report<Json>(read_file(kExamples / "advanced-witch-aside.json"));
  CHECK(j["deals"] == 6720);  // 8 x 7 x 6 x 5 x 4
  CHECK(j["consistent_deals"] == 120);
  CHECK(near(j["witch_absent"], 0.8));  // 60 / 75
  for (const char* p : {"Ben", "Cat", "Dan"}) {
    CHECK(near(j["tiles"][p]["W"], 1.0 / 15));
    CHECK(near(j["tiles"][p]["1"], 14.0 / 75));
    CHECK(near(j["witch_team"][p], 2.0 / 15));
  }
  CHECK(j["witch_team"]["Ann"] == 0.0);
  CHECK(j["tiles"]["C1"]["5"] == 1.0);
  for (std::size_t i = 0; i < 5; ++i) {
    CHECK(j["arrangements"][i]["exclude"].is_null());
    CHECK(near(j["arrangements"][i]["probability"], 4.0 / 75));
  }
  CHECK(j["arrangements"][0]["order"] == Json::array({"Ben", "Ann", "Cat", "C1", "Dan"}));
}

TEST_CASE("by hand: lie-rate-quarter.skb, and --lie-rate 0, 1 and 0.5 on it") {
  const std::string path = (kExamples / "lie-rate-quarter.skb").string();
  Json j = skb::test::parse_report<Json>(read_file(kExamples / "lie-rate-quarter.json"));
  CHECK(j["lie_rate"] == 0.25);
  CHECK(j["consistent_deals"] == 5);
  CHECK(near(j["tiles"]["Ben"]["W"], 8.0 / 13));
  CHECK(near(j["tiles"]["Ann"]["W"], 3.0 / 13));
  CHECK(near(j["tiles"]["C1"]["W"], 2.0 / 13));
  CHECK(near(j["tiles"]["Ann"]["2"], 8.0 / 13));
  CHECK(near(j["witch_team"]["Ann"], 5.0 / 13));
  CHECK(near(j["witch_team"]["Ben"], 11.0 / 13));
  CHECK(near(j["witch_team"]["Cat"], 8.0 / 13));
  CHECK(j["arrangements"][0]["exclude"] == "Ben");
  CHECK(j["arrangements"][0]["order"] == Json::array({"Cat", "Ann", "C1", "Dan"}));
  CHECK(near(j["arrangements"][0]["probability"], 6.0 / 13));
  // Mathematically equal masses are exactly equal (rules.md): 2/13 twice, then 3/26 twice.
  CHECK(j["arrangements"][1]["probability"] == j["arrangements"][2]["probability"]);
  CHECK(j["arrangements"][3]["probability"] == j["arrangements"][4]["probability"]);

  SUBCASE("--lie-rate 0: the Witch team tells the truth; only Ann 2, Ben W, C1 3 is left") {
    Run r = solve_json(path, {"--lie-rate", "0"});
    REQUIRE(r.status == 0);
    Json k = skb::test::parse_report<Json>(r.out);
    check_schema(k);
    CHECK(k["lie_rate"] == 0.0);
    CHECK(k["consistent_deals"] == 1);
    CHECK(k["tiles"]["Ben"]["W"] == 1.0);
    CHECK(k["tiles"]["Ann"]["2"] == 1.0);
  }
  SUBCASE("--lie-rate 1: the Witch team always lies; two deals are left") {
    Run r = solve_json(path, {"--lie-rate", "1"});
    REQUIRE(r.status == 0);
    Json k = skb::test::parse_report<Json>(r.out);
    CHECK(k["lie_rate"] == 1.0);
    CHECK(k["consistent_deals"] == 2);
    CHECK(k["tiles"]["C1"]["W"] == 0.5);
    CHECK(k["tiles"]["Ben"]["W"] == 0.5);
  }
  SUBCASE("--lie-rate 0.5 overrides the record's 0.25") {
    Run r = solve_json(path, {"--lie-rate", "0.5"});
    REQUIRE(r.status == 0);
    Json k = skb::test::parse_report<Json>(r.out);
    CHECK(k["lie_rate"] == 0.5);
    CHECK(k["consistent_deals"] == 5);
    CHECK(k["tiles"]["Ben"]["W"] == 0.5);  // weights 1/2, 1/2, 1/2, 1/4, 1/4 out of 2
    CHECK(k["tiles"]["Ann"]["W"] == 0.25);
  }
}

TEST_CASE("by hand: unity-groping-captain.skb") {
  Json j = skb::test::parse_report<Json>(read_file(kExamples / "unity-groping-captain.json"));
  CHECK(j["deals"] == 5040);
  CHECK(j["center"] == Json::array({"C1", "C2", "C3", "C4"}));
  CHECK(j["consistent_deals"] == 4);
  CHECK(j["tiles"]["Ben"]["1"] == 0.5);
  CHECK(j["tiles"]["Ben"]["3"] == 0.0);
  CHECK(j["tiles"]["C2"]["3"] == 0.5);
  CHECK(j["tiles"]["C4"]["3"] == 0.5);
  REQUIRE(j["arrangements"].size() == 4);
  for (const auto& a : j["arrangements"]) CHECK(a["probability"] == 0.25);
  CHECK(j["arrangements"][0]["order"] == Json::array({"Ben", "Ann", "C2", "C4", "Cat", "C1", "C3"}));
}

TEST_CASE("example comments: the numbers the other records quote") {
  auto golden = [](const char* name) { return skb::test::parse_report<Json>(read_file(kExamples / name)); };
  SUBCASE("record-format-example.skb: one deal") {
    Json j = golden("record-format-example.json");
    CHECK(j["consistent_deals"] == 1);
    CHECK(j["tiles"]["Ann"]["W"] == 1.0);
    CHECK(j["witch_team"]["Fay"] == 1.0);
    CHECK(j["arrangements"][0]["exclude"] == "Ann");
    CHECK(j["arrangements"][0]["order"] == Json::array({"Eve", "Dan", "Ben", "Cat", "Fay"}));
    CHECK(j["arrangements"][0]["probability"] == 1.0);
  }
  SUBCASE("groping-both-rounds.skb") {
    Json j = golden("groping-both-rounds.json");
    CHECK(near(j["witch_absent"], 4.0 / 7));
    CHECK(near(j["tiles"]["C1"]["W"], 2.0 / 7));
    CHECK(near(j["tiles"]["C3"]["W"], 1.0 / 7));
    CHECK(near(j["witch_team"]["Cat"], 1.0 / 7));
    for (const char* seat : {"Ann", "Ben", "Cat"}) CHECK(j["tiles"][seat]["W"] == 0.0);
  }
  SUBCASE("captain-tie-break.skb") {
    Json j = golden("captain-tie-break.json");
    CHECK(near(j["witch_team"]["Eve"], 4.0 / 49));
    CHECK(near(j["tiles"]["Ann"]["W"], 19.0 / 49));
    CHECK(j["tiles"]["Fay"]["W"] == 0.0);
    Run r = solve_json((kExamples / "captain-tie-break.skb").string(), {"--top", "100"});
    REQUIRE(r.status == 0);
    Json all = skb::test::parse_report<Json>(r.out);
    int best = 0, best_without_ann = 0;
    for (const auto& a : all["arrangements"]) {
      if (!near(a["probability"], 1.0 / 49)) continue;
      ++best;
      if (a["exclude"] == "Ann") ++best_without_ann;
    }
    CHECK(best == 34);
    CHECK(best_without_ann == 19);
    for (int i = 0; i < 19; ++i) CHECK(all["arrangements"][static_cast<std::size_t>(i)]["exclude"] == "Ann");
  }
  SUBCASE("lenient-hypothesis.skb") {
    Json j = golden("lenient-hypothesis.json");
    CHECK(j["consistent_deals"] == 2);
    CHECK(j["tiles"]["Ann"]["1"] == 1.0);
    CHECK(j["witch_team"]["Cat"] == 1.0);
    REQUIRE(j["arrangements"].size() == 2);
    for (const auto& a : j["arrangements"]) {
      CHECK(a["exclude"] == "Dan");
      CHECK(a["probability"] == 0.5);
    }
  }
  SUBCASE("unity-advanced-captain-question.skb, with and without the Captain's question") {
    Json j = golden("unity-advanced-captain-question.json");
    CHECK(j["consistent_deals"] == 2);
    REQUIRE(j["arrangements"].size() == 1);
    CHECK(j["arrangements"][0]["order"] == Json::array({"Dan", "Ann", "Eve", "C1", "Cat", "Ben"}));
    CHECK(j["arrangements"][0]["probability"] == 1.0);
    auto lines = lines_of(read_file(kExamples / "unity-advanced-captain-question.skb"));
    for (auto& line : lines)
      if (line.rfind("ask Eve Cat", 0) == 0) line = "";
    Run r = solve_json(record("unity-advanced-before-question.skb", join_lines(lines)));
    REQUIRE(r.status == 0);
    Json k = skb::test::parse_report<Json>(r.out);
    CHECK(k["consistent_deals"] == 4);
    CHECK(k["arrangements"][0]["order"] == j["arrangements"][0]["order"]);
    CHECK(k["arrangements"][0]["probability"] == 0.75);
  }
}

// =============================================================================================
// Errors (status 2)

TEST_CASE("errors: files that cannot be read") {
  SUBCASE("missing file") {
    std::string path = (scratch() / "no-such-record.skb").string();
    check_error(solve_json(path), 2, path, {"cannot open"});
  }
  SUBCASE("a path through a file") {
    std::string path = (kExamples / "unity-4p-order.skb" / "x.skb").string();
    check_error(solve_json(path), 2, path, {"cannot open"});
  }
  SUBCASE("a directory") {
    std::string path = kExamples.string();
    check_error(solve_json(path), 2, path, {"folder"});
  }
  SUBCASE("a file without read permission") {
    std::string path = record("unreadable.skb", kStd4);
    fs::permissions(path, fs::perms::none);
    if (::access(path.c_str(), R_OK) == 0) {
      MESSAGE("running with permission to read any file (root?): skipped");
    } else {
      check_error(solve_json(path), 2, path, {"cannot open", "ermission"});
    }
    fs::permissions(path, fs::perms::owner_all);
  }
}

TEST_CASE("errors: statements and their order") {
  // clang-format off
  check_error_cases({
      {"empty", "", 1, 1, {"empty", "variant"}},
      {"only-comments", "# nothing\n\n", 2, 1, {"empty", "variant"}},
      {"no-players", "variant standard\n", 1, 1, {"players"}},
      {"unknown-statement", kStd4 + "lok Ann Ben\n", 3, 1, {"unknown statement", "'lok'"}},
      {"keyword-case", kStd4 + "Look Ann Ben\n", 3, 1, {"unknown statement", "'Look'"}},
      {"unknown-variant", "variant basic\nplayers Ann Ben Cat Dan\n", 1, 9, {"unknown variant", "'basic'"}},
      {"variant-not-first", "players Ann Ben Cat Dan\nvariant standard\n", 1, 1, {"must start with 'variant"}},
      {"variant-twice", "variant standard\nvariant standard\nplayers Ann Ben Cat Dan\n", 2, 1, {"second 'variant'"}},
      {"players-not-second", "variant standard\nview Ann\nplayers Ann Ben Cat Dan\n", 2, 1,
       {"'players' must be the second statement"}},
      {"look-before-players", "variant standard\nlook Ann Ben\nplayers Ann Ben Cat Dan\n", 2, 1,
       {"'players' must be the second statement"}},
      {"players-twice", kStd4 + "players Ann Ben Cat Dan\n", 3, 1, {"second 'players'"}},
      {"players-empty", "variant standard\nplayers\n", 2, 8, {"'players' needs the names"}},
      {"view-after-look", kStd4 + "look Ann Ben\nview Ann\n", 4, 1, {"'view' must come right after 'players'"}},
      {"rules-after-ask", kStd4 + kLooks4 + "ask Ann Ben \"C1 = 1\" yes\nrules lenient\n", 8, 1,
       {"'rules' must come right after 'players'"}},
      {"lie-rate-after-vote", kStd4 + "vote Ann Ben\nlie-rate 0.5\n", 4, 1, {"'lie-rate' must come right after 'players'"}},
      {"look-incomplete", kStd4 + "look Ann\n", 3, 9, {"incomplete", "look PLAYER POSITION"}},
      {"look-extra-word", kStd4 + "look Ann Ben Cat\n", 3, 14, {"unexpected 'Cat'"}},
      {"ask-unquoted", kStd4 + kLooks4 + "ask Ann Ben C1=1 yes\n", 7, 13, {"double quotes"}},
      {"answer-not-yes-no", kStd4 + kLooks4 + "ask Ann Ben \"C1 = 1\" maybe\n", 7, 22, {"yes or no", "'maybe'"}},
      {"invalid-utf8", kStd4 + "look Ann B\xc3n\n", 3, 11, {"0xC3"}},
      {"cr-inside-line", "variant standard\nplayers Ann Ben\rCat Dan\n", 2, 16, {"carriage return"}},
  });
  // clang-format on
}

TEST_CASE("reading: tabs, trailing blanks, comments touching words, header settings in any order") {
  std::string text =
      "variant\tstandard# comment\n"
      "players\tAnn Ben\tCat Dan  \n"
      "\n"
      "   # an indented comment\n"
      "view Ann\nrules lenient\nlie-rate 0.3\n"
      "look Ann\tBen # comment\n"
      "tile Ben 2#comment\n";
  Run r = solve_json(record("blanks.skb", text));
  INFO(r.err);
  REQUIRE(r.status == 0);
  Json j = skb::test::parse_report<Json>(r.out);
  CHECK(j["view"] == "Ann");
  CHECK(j["lie_rate"] == 0.3);
  CHECK(j["tiles"]["Ben"]["2"] == 1.0);
  CHECK(j["consistent_deals"] == 24);
}

TEST_CASE("errors: a repeated rules, lie-rate, view, captain, vote or look") {
  // clang-format off
  check_error_cases({
      {"rules-twice", kStd4 + "rules strict\nrules strict\n", 4, 1, {"second 'rules'"}},
      {"lie-rate-twice", kStd4 + "lie-rate 0.5\nlie-rate 0.5\n", 4, 1, {"second 'lie-rate'"}},
      {"view-twice", kStd4 + "view Ann\nview Ann\n", 4, 1, {"second 'view'"}},
      {"captain-twice", kStd4 + "captain Ann\ncaptain Ann\n", 4, 1, {"second 'captain'"}},
      {"vote-twice", kStd4 + "vote Ann Ben\nvote Ann Ben\n", 4, 1, {"Ann already voted at line 3"}},
      {"look-twice", kStd4 + "look Ann Ben\nlook Ann Ben\n", 4, 1, {"Ann already inspected Ben at line 3"}},
      {"look-twice-elsewhere", kStd4 + "look Ann Ben\nlook Ann C1\n", 4, 1, {"Ann already inspected Ben at line 3"}},
      {"groping-second-seat-look", "variant groping\nplayers Ann Ben Cat\nlook Ann Ben\nlook Ann C1\nlook Ann Cat\n", 5,
       10, {"Ann already inspected a player's tile", "line 3"}},
      {"groping-second-center-look", "variant groping\nplayers Ann Ben Cat\nlook Ann C1\nlook Ann Ben\nlook Ann C2\n", 5,
       10, {"Ann already inspected a center slot", "line 3"}},
      {"unity-groping-same-center-twice",
       "variant unity-groping\nplayers Ann Ben Cat\nlook Ann C4\nlook Ann C4\n", 4, 10, {"already inspected a center slot"}},
  });
  // clang-format on
}

TEST_CASE("errors: players and names") {
  // clang-format off
  check_error_cases({
      {"standard-3", "variant standard\nplayers Ann Ben Cat\n", 2, 1, {"standard is played by 4 to 8 players", "seats 3"}},
      {"standard-9", "variant standard\nplayers A B C D E F G H I\n", 2, 1, {"4 to 8", "seats 9"}},
      {"groping-5", "variant groping\nplayers A B C D E\n", 2, 1, {"groping is played by 3 to 4", "seats 5"}},
      {"unity-groping-2", "variant unity-groping\nplayers A B\n", 2, 1, {"3 to 4", "seats 2"}},
      {"advanced-8", "variant advanced\nplayers A B C D E F G H\n", 2, 1, {"4 to 7", "seats 8"}},
      {"digit-first", "variant standard\nplayers Ann 2Ben Cat Dan\n", 2, 13, {"'2Ben' is not a valid player name"}},
      {"hyphen", "variant standard\nplayers Ann Be-n Cat Dan\n", 2, 13, {"'Be-n' is not a valid player name"}},
      {"reserved-W", "variant standard\nplayers Ann W Cat Dan\n", 2, 13, {"'W' is a reserved word"}},
      {"reserved-C1", "variant standard\nplayers Ann Ben C1 Dan\n", 2, 17, {"'C1' is a reserved word"}},
      {"reserved-captain", "variant standard\nplayers Ann Ben captain Dan\n", 2, 17, {"'captain' is a reserved word"}},
      {"reserved-in", "variant standard\nplayers in Ben Cat Dan\n", 2, 9, {"'in' is a reserved word"}},
      {"duplicate", "variant standard\nplayers Ann Ben Ann Dan\n", 2, 17, {"'Ann' is seated twice"}},
      {"too-long", "variant standard\nplayers Ann Ben Cat Abcdefghijklmnopqrstuvwxy\n", 2, 21, {"too long", "24"}},
      {"unknown-player", kStd4 + "look Ann Zed\n", 3, 10, {"'Zed' is not a player", "Ann, Ben, Cat, Dan"}},
      {"unknown-voter", kStd4 + "vote Zed Ann\n", 3, 6, {"'Zed' is not a player"}},
      {"unknown-view", kStd4 + "view ann\n", 3, 6, {"'ann' is not a player"}},
      {"unknown-captain", kStd4 + "captain Eve\n", 3, 9, {"'Eve' is not a player"}},
  });
  // clang-format on
}

TEST_CASE("names: legal corner cases") {
  // 24 characters, case-sensitive names, variant names as player names, C5 (not reserved).
  for (const std::string players : {"Ann Ben Cat Abcdefghijklmnopqrstuvwx", "Ann ann ANN aNN",
                                    "standard unity groping advanced", "C5 c1 Yes No_"}) {
    INFO(players);
    std::string path = record("names.skb", "variant standard\nplayers " + players + "\n");
    Run r = solve_json(path);
    CHECK(r.status == 0);
    CHECK(r.err.empty());
  }
}

TEST_CASE("errors: positions and inspections") {
  // clang-format off
  check_error_cases({
      {"C2-in-one-center-game", kStd4 + "look Ann C2\n", 3, 10, {"no C2 in 4-player standard", "one center slot, C1"}},
      {"C1-in-six-player-standard", "variant standard\nplayers A B C D E F\nlook A C1\n", 3, 8,
       {"no C1 in 6-player standard", "no center slots"}},
      {"C4-in-4-player-groping", "variant groping\nplayers A B C D\nlook A C4\n", 3, 8, {"no C4", "C1 to C3"}},
      {"C2-tile-in-one-center-game", kStd4 + "tile C2 1\n", 3, 6, {"no C2"}},
      {"C2-in-question", kStd4 + kLooks4 + "ask Ann Ben \"C2 = 1\" yes\n", 7, 14, {"'C2' is not a player or a center slot"}},
      {"own-tile", kStd4 + "look Ann Ann\n", 3, 10, {"Ann cannot inspect Ann", "own tile"}},
      {"own-tile-groping", "variant groping\nplayers Ann Ben Cat\nlook Ben Ben\n", 3, 10, {"Ben cannot inspect Ben"}},
  });
  // clang-format on
}

TEST_CASE("errors: illegal questions") {
  const std::string base = kStd4 + kLooks4;  // Ann knows Ann Ben; Ben: Ben C1; Cat: Cat Dan; Dan: Dan Ann
  // clang-format off
  check_error_cases({
      {"asker-inspected", kStd4 + "look Ann Ben\nlook Cat Ben\nask Ann Cat \"Ben = 1\" yes\n", 5, 14,
       {"Ann cannot ask about Ben", "inspected"}},
      {"asker-own-tile", base + "ask Ann Dan \"Ann = 1\" yes\n", 7, 14, {"Ann cannot ask about Ann", "own tile"}},
      {"answerer-does-not-know", base + "ask Ann Ben \"Cat = 1\" yes\n", 7, 14, {"Ben cannot answer about Cat"}},
      {"answerer-knows-one-of-two", base + "ask Ann Ben \"C1 < Dan\" yes\n", 7, 19, {"Ben cannot answer about Dan"}},
      {"lenient-answerer-does-not-know", kStd4 + "rules lenient\n" + kLooks4 + "ask Ann Ben \"Cat = 1\" yes\n", 8, 14,
       {"Ben cannot answer about Cat"}},
      {"asking-oneself", base + "ask Ann Ann \"C1 = 1\" yes\n", 7, 9, {"Ann cannot ask Ann", "another player"}},
      {"lenient-asking-oneself", kStd4 + "rules lenient\n" + kLooks4 + "ask Ben Ben \"C1 = 1\" yes\n", 8, 9,
       {"Ben cannot ask Ben"}},
      {"atom-without-position", base + "ask Ann Ben \"1 < 2\" yes\n", 7, 14, {"names no tile"}},
      {"second-atom-without-position", base + "ask Ann Ben \"C1 = 1 or 1 < 2\" yes\n", 7, 24, {"names no tile"}},
      {"witch-equals-witch", base + "ask Ann Ben \"W = W\" yes\n", 7, 14, {"names no tile"}},
      {"lenient-atom-without-position", kStd4 + "rules lenient\n" + kLooks4 + "ask Ann Ben \"3 = 3\" yes\n", 8, 14,
       {"names no tile"}},
      {"second-question-no-captain", base + "ask Ann Ben \"C1 = 1\" yes\nask Ann Ben \"C1 = 2\" no\n", 8, 1,
       {"Ann asks a second question", "line 7", "no Captain"}},
      {"second-question-votes-incomplete",
       base + "vote Ann Ann\nvote Ben Ann\nvote Cat Ann\nask Ann Ben \"C1 = 1\" yes\nask Ann Ben \"C1 = 2\" no\n", 11, 1,
       {"no Captain"}},
      {"second-question-not-captain", base + kVotesForCat + "ask Ann Ben \"C1 = 1\" yes\nask Ann Ben \"C1 = 2\" no\n", 12,
       1, {"Ann already asked a question at line 11", "only the Captain (Cat)"}},
      {"second-question-not-named-captain",
       base + "captain Dan\nask Ann Ben \"C1 = 1\" yes\nask Ann Ben \"C1 = 2\" no\n", 9, 1, {"only the Captain (Dan)"}},
      {"captain-third-question",
       base + kVotesForCat + "ask Cat Ann \"Ben = 1\" no\nask Cat Ben \"C1 = 2\" no\nask Cat Ben \"C1 = 3\" no\n", 13, 1,
       {"Cat already asked two questions", "lines 11 and 12"}},
  });
  // clang-format on
}

TEST_CASE("questions: legal corner cases") {
  const std::string base = kStd4 + kLooks4;
  for (const std::string& text : std::vector<std::string>{
           base + kVotesForCat + "ask Cat Ann \"Ben = 1\" no\nask Cat Ben \"C1 = 2\" no\n",  // the Captain asks two
           base + "captain Cat\nask Cat Ann \"Ben = 1\" no\nask Cat Ben \"C1 = 2\" no\n",    // named
                                                                                             // Captain
           base + "ask Cat Ann \"Ben = 1\" no\nask Cat Ben \"C1 = 2\" no\n" + kVotesForCat,  // votes after
           kStd4 + "rules lenient\n" + kLooks4 + "ask Ann Dan \"Ann = 1\" no\nask Ann Dan \"Ann = 2\" no\n",
           base + "ask Ann Ben \"C1<3\" yes\n",                            // tokens touch
           base + "ask Ann Ben \"C1 in {1..3,W}\" yes\n",                  // range and W in a set
           base + "ask Ann Ben \"C1 in {07}\" yes\n",                      // 07 is 7 (never dealt: false)
           base + "ask Ann Ben \"C1 + 99 > 0 and not (C1 = W)\" no\n",     // 99 is in range
           base + "ask Ann Ben \"C1 = W\"\tyes\n",                         // a tab after the quote
           base + "ask Ann Ben \"C1 = 1\" yes  # said \"yes\" quickly\n",  // quotes in a comment
       }) {
    INFO(text);
    Run r = solve_json(record("legal-question.skb", text));
    CHECK(r.status == 0);
    CHECK(r.err.empty());
  }
}

TEST_CASE("errors: malformed predicates") {
  const std::string base = kStd4 + kLooks4;  // the question's first character is at column 14
  // clang-format off
  check_error_cases({
      {"unclosed-paren", base + "ask Ann Ben \"(C1 = 1\" yes\n", 7, 21, {"expected ')'", "column 14"}},
      {"extra-paren", base + "ask Ann Ben \"C1 = 1)\" yes\n", 7, 20, {"unexpected ')'"}},
      {"double-equals", base + "ask Ann Ben \"C1 == 1\" yes\n", 7, 17, {"'==' is not a comparison: use = (one equals sign)"}},
      {"backwards-le", base + "ask Ann Ben \"C1 =< 2\" yes\n", 7, 17, {"'=<' is not a comparison: write <="}},
      {"bang", base + "ask Ann Ben \"C1 ! 1\" yes\n", 7, 17, {"'!' must be followed by '='"}},
      {"no-comparison", base + "ask Ann Ben \"C1 1\" yes\n", 7, 17, {"expected a comparison"}},
      {"unknown-character", base + "ask Ann Ben \"C1 = 1 ; C1 = 2\" yes\n", 7, 21, {"unexpected ';'"}},
      {"hash-inside-quotes", base + "ask Ann Ben \"C1 = 1 # one\" yes\n", 7, 21, {"unexpected '#'"}},
      {"empty-question", base + "ask Ann Ben \"\" yes\n", 7, 14, {"empty"}},
      {"dangling-and", base + "ask Ann Ben \"C1 = 1 and\" yes\n", 7, 24, {"the end of the question"}},
      {"sum-100", base + "ask Ann Ben \"C1 < 100\" yes\n", 7, 19, {"100 is out of range", "0 to 99"}},
      {"sum-1000", base + "ask Ann Ben \"C1 + 1000 > 3\" yes\n", 7, 19, {"out of range", "0 to 99"}},
      {"set-0", base + "ask Ann Ben \"C1 in {0}\" yes\n", 7, 21, {"0 is not a tile", "1 to 7"}},
      {"set-8", base + "ask Ann Ben \"C1 in {1,8}\" yes\n", 7, 23, {"8 is not a tile", "1 to 7"}},
      {"range-8", base + "ask Ann Ben \"C1 in {2..8}\" yes\n", 7, 24, {"8 is not a tile"}},
      {"empty-range", base + "ask Ann Ben \"C1 in {5..3}\" yes\n", 7, 24, {"5..3 is empty"}},
      {"empty-set", base + "ask Ann Ben \"C1 in {}\" yes\n", 7, 21, {"in the set"}},
      {"set-trailing-comma", base + "ask Ann Ben \"C1 in {1,}\" yes\n", 7, 23, {"in the set"}},
      {"set-unclosed", base + "ask Ann Ben \"C1 in {1,2\" yes\n", 7, 24, {"expected ',' or '}'"}},
      {"in-without-set", base + "ask Ann Ben \"C1 in 3\" yes\n", 7, 20, {"expected '{'"}},
      {"in-after-sum", base + "ask Ann Ben \"C1 + Ann in {3}\" yes\n", 7, 23, {"only a single position", "'in'"}},
      {"in-after-number", base + "ask Ann Ben \"3 in {3}\" yes\n", 7, 16, {"only a single position"}},
      {"unterminated-quote", base + "ask Ann Ben \"C1 = 1 yes\n", 7, 13, {"never closed"}},
      {"quote-then-word", base + "ask Ann Ben \"C1 = 1\"yes\n", 7, 21, {"closing quote must be followed by a space"}},
      {"word-then-quote", base + "ask Ann Ben x\"C1 = 1\" yes\n", 7, 14, {"quote must start a new word"}},
  });
  // clang-format on
}

TEST_CASE("errors: tile values the variant cannot deal") {
  // clang-format off
  check_error_cases({
      {"seven-in-4-player-standard", kStd4 + "tile Ann 7\n", 3, 10, {"4-player standard has no tile 7", "Knights 1-4"}},
      {"07-in-4-player-standard", kStd4 + "tile Ann 07\n", 3, 10, {"has no tile 7"}},
      {"six-in-4-player-unity", "variant unity\nplayers Ann Ben Cat Dan\ntile C1 6\n", 3, 9, {"has no tile 6"}},
      {"W-in-unity", "variant unity\nplayers Ann Ben Cat Dan\ntile C1 W\n", 3, 9, {"unity has no Witch"}},
      {"W-in-unity-advanced", "variant unity-advanced\nplayers Ann Ben Cat Dan\ntile Ann W\n", 3, 10, {"no Witch"}},
      {"W-in-unity-groping", "variant unity-groping\nplayers Ann Ben Cat\ntile C4 W\n", 3, 9, {"no Witch"}},
      {"W-on-a-seat-in-groping", "variant groping\nplayers Ann Ben Cat\ntile Ben W\n", 3, 10,
       {"never dealt to a player", "Ben cannot hold W"}},
      {"zero", kStd4 + "tile Ann 0\n", 3, 10, {"'0' is not a tile", "1 to 7 and W"}},
      {"eight", kStd4 + "tile Ann 8\n", 3, 10, {"'8' is not a tile"}},
      {"lower-case-w", kStd4 + "tile Ann w\n", 3, 10, {"'w' is not a tile"}},
      {"negative", kStd4 + "tile Ann -1\n", 3, 10, {"'-1' is not a tile"}},
  });
  // clang-format on
  // Legal: W in a groping center slot, 04 is 4, a repeated identical tile.
  for (const std::string& text :
       std::vector<std::string>{"variant groping\nplayers Ann Ben Cat\ntile C2 W\n", kStd4 + "tile Ann 04\n",
                                kStd4 + "tile Ann 3\ntile Ann 3\n"}) {
    INFO(text);
    CHECK(solve_json(record("legal-tile.skb", text)).status == 0);
  }
}

TEST_CASE("errors: tile facts a viewer does not know, under strict rules") {
  const std::string seen_by_ann = kStd4 + "view Ann\nlook Ann Ben\n";
  // clang-format off
  check_error_cases({
      {"unseen-tile", seen_by_ann + "tile Cat 3\n", 5, 6, {"Ann does not know Cat's tile", "rules lenient"}},
      {"unseen-center", seen_by_ann + "tile C1 W\n", 5, 6, {"Ann does not know C1's tile"}},
      {"not-yet-captain", seen_by_ann + "vote Ann Cat\nvote Ben Cat\nvote Cat Cat\ntile Cat 3\n", 8, 6,
       {"Ann does not know Cat's tile"}},
  });
  // clang-format on
  // Legal: own tile, inspected tile, the Captain's revealed tile, anything under lenient rules.
  for (const std::string& text : std::vector<std::string>{
           seen_by_ann + "tile Ann 1\ntile Ben 2\n", seen_by_ann + "tile Cat 3\n" + kVotesForCat,
           seen_by_ann + "tile Dan 3\ncaptain Dan\n", kStd4 + "rules lenient\nview Ann\nlook Ann Ben\ntile Cat 3\n",
           kStd4 + "look Ann Ben\ntile Cat 3\n",  // a spectator states a hypothesis
       }) {
    INFO(text);
    CHECK(solve_json(record("legal-view-tile.skb", text)).status == 0);
  }
}

TEST_CASE("errors: a captain statement that disagrees with complete votes") {
  // clang-format off
  check_error_cases({
      {"captain-after-votes", kStd4 + kVotesForCat + "captain Ann\n", 7, 9,
       {"the votes make Cat the Captain", "3 recommendations", "not Ann"}},
      {"captain-before-votes", kStd4 + "captain Dan\n" + kVotesForCat, 3, 9, {"the votes make Cat the Captain", "not Dan"}},
      // Tie-break: Ann and Ben two each; Ann voted for herself, so Ben is Captain.
      {"captain-against-tie-break", kStd4 + "vote Ann Ann\nvote Ben Ann\nvote Cat Ben\nvote Dan Ben\ncaptain Ann\n", 7, 9,
       {"the votes make Ben the Captain"}},
      // Tie-break: Ben and Dan two each, neither voted for himself: the later one, Dan.
      {"captain-against-seating-tie-break",
       kStd4 + "vote Ann Dan\nvote Ben Dan\nvote Cat Ben\nvote Dan Ben\ncaptain Ben\n", 7, 9,
       {"the votes make Dan the Captain", "not Ben"}},
  });
  // clang-format on
}

TEST_CASE("captain statements that agree with the votes, and vote tie-breaks") {
  // The Captain is whoever the votes make Captain; check through the Captain's second question,
  // which only the Captain may ask.
  struct Case {
    std::string votes, captain;
  };
  for (const Case& c : {
           Case{kVotesForCat, "Cat"},
           Case{"vote Ann Ann\nvote Ben Ann\nvote Cat Ben\nvote Dan Ben\n", "Ben"},  // Ann voted for herself
           Case{"vote Ann Ben\nvote Ben Dan\nvote Cat Ben\nvote Dan Ann\n", "Ben"},  // no tie
           Case{"vote Ann Ben\nvote Ben Ann\nvote Cat Dan\nvote Dan Cat\n", "Dan"},  // 4-way tie: the last
           Case{"vote Ann Ann\nvote Ben Ben\nvote Cat Cat\nvote Dan Dan\n", "Dan"},  // all self-votes: the last
           Case{"vote Ann Ann\nvote Ben Ben\nvote Cat Ann\nvote Dan Ben\n", "Ben"},  // both self-voted: the last
       }) {
    INFO(c.votes);
    std::string agreeing = kStd4 + c.votes + "captain " + c.captain + "\n";
    CHECK(solve_json(record("captain-agrees.skb", agreeing)).status == 0);
    for (const std::string& other : std::vector<std::string>{"Ann", "Ben", "Cat", "Dan"}) {
      if (other == c.captain) continue;
      Run r = solve_json(record("captain-disagrees.skb", kStd4 + c.votes + "captain " + other + "\n"));
      CHECK(r.status == 2);
      CHECK(contains(r.err, "the votes make " + c.captain + " the Captain"));
    }
  }
  // The example record: Eve by the tie-break, shown in the text report.
  Run r = solve((kExamples / "captain-tie-break.skb").string(), {"--no-color"});
  REQUIRE(r.status == 0);
  CHECK(contains(r.out, "Captain: Eve"));
}

TEST_CASE("errors: lie rates") {
  // clang-format off
  check_error_cases({
      {"lie-rate-1.5", kStd4 + "lie-rate 1.5\n", 3, 10, {"'1.5' is not a lie rate", "between 0 and 1"}},
      {"lie-rate-abc", kStd4 + "lie-rate abc\n", 3, 10, {"'abc' is not a lie rate"}},
      {"lie-rate-negative", kStd4 + "lie-rate -0.5\n", 3, 10, {"not a lie rate"}},
      {"lie-rate-bad-exponent", kStd4 + "lie-rate 1e-\n", 3, 10, {"not a lie rate"}},
      {"lie-rate-dot", kStd4 + "lie-rate .\n", 3, 10, {"not a lie rate"}},
      {"lie-rate-two-points", kStd4 + "lie-rate 0.2.5\n", 3, 10, {"not a lie rate"}},
      {"lie-rate-missing", kStd4 + "lie-rate\n", 3, 9, {"incomplete"}},
  });
  // clang-format on
  for (const std::string& rate : std::vector<std::string>{"0", "1", "0.25", ".5", "1.", "1.000", "00.75"}) {
    INFO(rate);
    Run r = solve_json(record("lie-rate-ok.skb", kStd4 + "lie-rate " + rate + "\n"));
    REQUIRE(r.status == 0);
    CHECK(near(skb::test::parse_report<Json>(r.out)["lie_rate"], std::stod(rate)));
  }
}

TEST_CASE("errors: command-line options") {
  const std::string path = (kExamples / "standard-4p-spectator.skb").string();
  SUBCASE("--lie-rate 2") {
    check_error(solve_json(path, {"--lie-rate", "2"}), 2, "skb: error: solve", {"--lie-rate 2", "between 0 and 1"});
  }
  SUBCASE("--lie-rate -0.1") {
    check_error(solve_json(path, {"--lie-rate", "-0.1"}), 2, "skb: error: solve",
                {"--lie-rate -0.1", "a lie rate is a probability, between 0 and 1"});
  }
  SUBCASE("--lie-rate nan") {
    check_error(solve_json(path, {"--lie-rate", "nan"}), 2, "skb: error: solve", {"--lie-rate nan", "not a number"});
  }
  SUBCASE("--lie-rate 0x.8 and -0: only unsigned decimals (with an optional exponent) are lie rates") {
    check_error(solve_json(path, {"--lie-rate", "0x.8"}), 2, "skb: error: solve", {"--lie-rate 0x.8", "not a number"});
    // A signed number is a number, but no probability is written with a sign.
    check_error(solve_json(path, {"--lie-rate", "-0"}), 2, "skb: error: solve", {"--lie-rate -0", "between 0 and 1"});
  }
  SUBCASE("--lie-rate 2.5e-3: an exponent is accepted on the command line") {
    Run r = solve_json(path, {"--lie-rate", "2.5e-3"});
    CHECK(r.status == 0);
    CHECK(contains(r.out, "\"lie_rate\": 0.0025,"));
  }
  SUBCASE("--lie-rate abc") {
    check_error(solve_json(path, {"--lie-rate", "abc"}), 2, "skb: error: solve", {"--lie-rate abc"});
  }
  SUBCASE("--view Nobody") {
    check_error(solve_json(path, {"--view", "Nobody"}), 2, "skb: error: solve",
                {"--view Nobody", "no such player", "Ann, Ben, Cat, Dan"});
  }
  SUBCASE("--rules foo") {
    Run r = solve_json(path, {"--rules", "foo"});
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(contains(r.err, "--rules"));
    CHECK(contains(r.err, "foo"));
    CHECK(contains(r.err, "strict"));
  }
  SUBCASE("--top 0") {
    Run r = solve_json(path, {"--top", "0"});
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(contains(r.err, "--top"));
  }
  SUBCASE("unknown option, unknown command") {
    // (skb solve and skb advise without FILE read standard input, and skb alone prints its short
    // usage: test_cli_conventions.cpp.)
    for (const auto& args : std::vector<std::vector<std::string>>{{"solve", path, "--frobnicate"}, {"frobnicate"}}) {
      Run r = run(args);
      CHECK(r.status == 2);
      CHECK(r.err.rfind("skb: error: ", 0) == 0);
      CHECK(contains(r.err, "\nhint: run 'skb"));
    }
  }
}

// A readable --top message: CLI11's own PositiveNumber check used to print "Value 0 not in range
// 0.000000 to 1797693134862315708145...(300 digits).000000", which contradicts itself and is not in
// words a player understands (record-format.md, "Errors").
TEST_CASE("errors: --top 0 is explained in plain words") {
  Run r = solve_json((kExamples / "standard-4p-spectator.skb").string(), {"--top", "0"});
  CHECK(r.status == 2);
  CHECK(contains(r.err, "--top"));
  CHECK(r.err.size() < 200);
  CHECK(!contains(r.err, "not in range 0"));
  for (const std::string& bad : std::vector<std::string>{"-1", "1.5", "x", "00"}) {
    INFO("--top " << bad);
    Run b = solve_json((kExamples / "standard-4p-spectator.skb").string(), {"--top", bad});
    CHECK(b.status == 2);
    CHECK(b.out.empty());
    CHECK(contains(b.err, "--top"));
  }
}

// =============================================================================================
// Contradictions (status 3)

TEST_CASE("contradictions: the conflicting statements are named, and the set is minimal") {
  const std::string base = kStd4 + kLooks4;  // statements from line 7
  SUBCASE("two values for one tile") {
    check_contradiction("two-values", base + "tile Ann 1\ntile Ben 3\ntile Ann 2\n", {7, 9});
  }
  SUBCASE("one value on two tiles") {
    check_contradiction("one-value-twice", base + "tile Ann 1\ntile Cat 3\ntile Ben 1   # again 1\n", {7, 9});
  }
  SUBCASE("a Knights-team answer contradicted by tile facts") {
    // Ben holds 3 and saw C1 = 2: he is on the Knights team and must tell the truth.
    check_contradiction("knights-answer", base + "tile Ben 3\ntile C1 2\nask Ann Ben \"C1 = 1\" yes\n", {7, 8, 9});
  }
  SUBCASE("a unity chain of answers") {
    // No Witch: every answer is true. C1 is 5 or 7 (not 1-3, not 4 or 6); Ben > C1 makes it 5
    // and Ben 7, which Ann denied. Dan's answer and the votes play no part.
    std::string text =
        "variant unity-advanced\nplayers Ann Ben Cat Dan Eve\nview Eve\n"
        "look Ann Ben\nlook Ben C1\nlook Cat Dan\nlook Dan Eve\nlook Eve Cat\n"  // lines 4-8
        "tile Eve 4\ntile Cat 6\n"                                               // 9-10
        "ask Ann Cat \"Dan < 4\" yes\nask Ben Dan \"Dan + Eve = 7\" no\n"        // 11-12
        "ask Cat Ben \"C1 in {1..3}\" no\nask Dan Ann \"Ben = 7\" no\n"          // 13-14
        "ask Eve Ben \"Ben > C1\" yes\n"                                         // 15
        "vote Ann Eve\nvote Ben Eve\n";
    check_contradiction("unity-chain", text, {9, 10, 13, 14, 15});
  }
  SUBCASE("a vote restriction violated: the bewitched recommends the Witch") {
    // Ann saw Ben; if Ben holds W, Ann is bewitched and cannot recommend him.
    check_contradiction("bewitched-votes-witch", base + "tile Ben W\nvote Ann Ben\nvote Ben Ben\n", {7, 8});
  }
  SUBCASE("a vote restriction violated: the Witch recommends the bewitched") {
    // Dan saw Ann; if Ann holds W, Dan is bewitched and Ann cannot recommend him.
    check_contradiction("witch-votes-bewitched", base + "tile Ann W\nvote Cat Dan\nvote Ann Dan\n", {7, 9});
  }
  SUBCASE("a Witch-team answer is a hard fact at lie rate 0, but not at 0.5") {
    std::string text = kStd4 + "lie-rate 0\nlook Ann Ben\nlook Ben C1\ntile C1 W\nask Ann Ben \"C1 = W\" no\n";
    check_contradiction("lie-rate-0", text, {6, 7});
    Run r = solve_json(record("lie-rate-0-overridden.skb", text), {"--lie-rate", "0.5"});
    CHECK(r.status == 0);
  }
  SUBCASE("a Witch-team answer that must be a lie at lie rate 1") {
    // Ben is bewitched (C1 = W) and always lies, but says the truth.
    check_contradiction("lie-rate-1", base + "tile C1 W\nask Ann Ben \"C1 = W\" yes\n", {7, 8}, {"--lie-rate", "1"});
  }
  SUBCASE("a single statement no deal satisfies") {
    // Unity has no Witch, so Ben (who saw C1) tells the truth, and C1 is never W.
    check_contradiction("one-statement",
                        "variant unity\nplayers Ann Ben Cat Dan\nlook Ben C1\nask Ann Ben \"C1 = W\" yes\n", {4});
  }
  SUBCASE("from standard input") {
    std::string text = base + "tile Ann 1\ntile Ann 2\n";
    Run r = run({"solve", "-", "--json"}, {text, {}, false});
    CHECK(r.status == 3);
    CHECK(contains(r.err, "<stdin>:7:1:   tile Ann 1"));
    CHECK(contains(r.err, "<stdin>:8:1:   tile Ann 2"));
  }
}

// A single statement no deal satisfies is worded in the singular (not "These 1 statements").
TEST_CASE("contradictions: a single conflicting statement is worded in the singular") {
  Run r = solve_json(record("one-statement-wording.skb",
                            "variant unity\nplayers Ann Ben Cat Dan\nlook Ben C1\nask Ann Ben \"C1 = W\" yes\n"));
  CHECK(r.status == 3);
  CHECK(!contains(r.err, "These 1 statements"));
  CHECK(contains(r.err, "This statement cannot be true in any deal"));
  CHECK(contains(r.err, ":4:1:   ask Ann Ben \"C1 = W\" yes"));
}

// =============================================================================================
// Reading records

TEST_CASE("standard input: - reads the record from stdin") {
  const fs::path example = kExamples / "json-output-example.skb";
  Run r = run({"solve", "-", "--json"}, {read_file(example), {}, false});
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(skb::test::matches_golden(r.out, json_of(example)));

  Run e = run({"solve", "-"}, {kStd4 + "lok Ann Ben\n", {}, false});
  check_error(e, 2, "<stdin>:3:1", {"unknown statement"});

  Run empty = run({"solve", "-"}, {std::string(), {}, false});
  check_error(empty, 2, "<stdin>:1:1", {"empty"});
}

TEST_CASE("line endings: CRLF and a missing final newline read like LF") {
  for (const auto& path : example_records()) {
    INFO(path);
    const std::string text = read_file(path), expected = skb::test::without_run(read_file(json_of(path)));
    REQUIRE(!text.empty());
    REQUIRE(text.back() == '\n');
    std::string crlf;
    for (char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    const std::string name = path.stem().string();
    for (const auto& entry :
         std::vector<std::pair<std::string, std::string>>{{"crlf", crlf},
                                                          {"no-final-newline", text.substr(0, text.size() - 1)},
                                                          {"crlf-no-final-newline", crlf.substr(0, crlf.size() - 2)},
                                                          {"crlf-no-final-lf", crlf.substr(0, crlf.size() - 1)}}) {
      const auto& variant = std::get<0>(entry);
      const auto& body = std::get<1>(entry);
      INFO(variant);
      Run r = solve_json(record(name + "-" + variant + ".skb", body));
      CHECK(r.status == 0);
      CHECK(skb::test::without_run(r.out) == expected);
    }
  }
  // Errors in a CRLF file point at the same line and column.
  std::string path = record("crlf-error.skb", "variant standard\r\nplayers Ann Ben Cat Dan\r\nlook Ann Zed\r\n");
  check_error(solve_json(path), 2, path + ":3:10", {"'Zed' is not a player"});
}

// =============================================================================================
// Command-line overrides

TEST_CASE("overrides: --view, --rules, --top, --lie-rate") {
  SUBCASE("--view on a spectator's record changes only the view (and notes what Ben knows)") {
    const fs::path example = kExamples / "standard-4p-spectator.skb";
    Run r = solve_json(example.string(), {"--view", "Ben"});
    REQUIRE(r.status == 0);
    Json got = skb::test::parse_report<Json>(r.out), golden = skb::test::parse_report<Json>(read_file(json_of(example)));
    CHECK(got["view"] == "Ben");
    got["view"] = nullptr;
    // The record states no tile: Ben's own and the one he inspected (C1) are unstated.
    CHECK(got["notes"] == Json::array({"the record does not say Ben's own tile; add 'tile Ben VALUE' to use it.",
                                       "Ben has seen C1 but the record does not say what; add 'tile C1 VALUE' to "
                                       "use it."}));
    got.erase("notes");
    CHECK(got == golden);
  }
  SUBCASE("--view replaces the record's view, and is then checked under strict rules") {
    const std::string path = (kExamples / "json-output-example.skb").string();
    // Cat's record states Cat's tile (line 12), which Ann may state too (Cat is the Captain and
    // reveals it), and Dan's tile (line 13, what Cat saw), which Ann does not know.
    check_error(solve_json(path, {"--view", "Ann"}), 2, path + ":13:6", {"Ann does not know Dan's tile"});
    Run r = solve_json(path, {"--view", "Ann", "--rules", "lenient"});
    REQUIRE(r.status == 0);
    Json got = skb::test::parse_report<Json>(r.out), golden = skb::test::parse_report<Json>(read_file(kExamples / "json-output-example.json"));
    CHECK(got["view"] == "Ann");
    got["view"] = "Cat";
    // Ann's own tile and the one she inspected (Ben) are not stated.
    CHECK(got["notes"].size() == 2);
    got.erase("notes");
    CHECK(got == golden);
  }
  SUBCASE("--rules strict overrides 'rules lenient'") {
    const std::string path = (kExamples / "lenient-hypothesis.skb").string();
    Run r = solve_json(path, {"--rules", "strict"});
    CHECK(r.status == 2);
    CHECK(contains(r.err, "Ben does not know Dan's tile"));
    CHECK(r.err.rfind(path + ":", 0) == 0);
  }
  SUBCASE("--rules lenient allows what strict rules forbid") {
    std::string text = kStd4 + kLooks4 + "ask Ann Dan \"Ann = 1\" no\nask Ann Dan \"Ann = 2\" no\n";
    std::string path = record("needs-lenient.skb", text);
    CHECK(solve_json(path).status == 2);
    Run r = solve_json(path, {"--rules", "lenient"});
    CHECK(r.status == 0);
    CHECK(solve_json(path, {"--rules", "strict"}).status == 2);
  }
  SUBCASE("--top K lists the first K arrangements; a large K lists them all") {
    const fs::path example = kExamples / "json-output-example.skb";
    Json golden = skb::test::parse_report<Json>(read_file(json_of(example)));
    Run two = solve_json(example.string(), {"--top", "2"});
    REQUIRE(two.status == 0);
    Json j2 = skb::test::parse_report<Json>(two.out);
    check_schema(j2, 2);
    REQUIRE(j2["arrangements"].size() == 2);
    CHECK(j2["arrangements"][0] == golden["arrangements"][0]);
    CHECK(j2["arrangements"][1] == golden["arrangements"][1]);

    Run all = solve_json(example.string(), {"--top", "1000"});
    REQUIRE(all.status == 0);
    Json ja = skb::test::parse_report<Json>(all.out);
    check_schema(ja, 1000);
    CHECK(ja["arrangements"].size() == 13);  // one per consistent deal here
    double total = 0;
    for (const auto& a : ja["arrangements"]) total += a["probability"].get<double>();
    CHECK(near(total, 1.0, 1e-9));
    for (std::size_t i = 0; i < 5; ++i) CHECK(ja["arrangements"][i] == golden["arrangements"][i]);
  }
  SUBCASE("--lie-rate replaces the record's lie-rate in the output") {
    const fs::path example = kExamples / "json-output-example.skb";
    Run r = solve_json(example.string(), {"--lie-rate", "0.25"});
    REQUIRE(r.status == 0);
    Json j = skb::test::parse_report<Json>(r.out);
    check_schema(j);
    CHECK(j["lie_rate"] == 0.25);
  }
}

// =============================================================================================
// Text output and colour

TEST_CASE("text output: deal count and arrangement lines") {
  Run r = solve((kExamples / "json-output-example.skb").string());
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  CHECK(contains(r.out, "13 of 720 deals consistent"));
  CHECK(contains(r.out, "Fay, Dan, Ben, Cat, Ann; leave out Eve"));
  CHECK(contains(r.out, "Captain: Cat"));

  Run u = solve((kExamples / "unity-4p-order.skb").string());
  REQUIRE(u.status == 0);
  CHECK(contains(u.out, "1 of 120 deals consistent"));
  CHECK(contains(u.out, "Dan, Cat, Ann, C1, Ben"));

  Run a = solve((kExamples / "advanced-witch-aside.skb").string(), {"--top", "1"});
  REQUIRE(a.status == 0);
  CHECK(contains(a.out, "120 of 6720 deals consistent"));
  CHECK(contains(a.out, "Ben, Ann, Cat, C1, Dan"));
}

// More on --color, TERM and the locale: test_cli_conventions.cpp.
TEST_CASE("colour: escape codes only on a terminal, never with NO_COLOR or --no-color") {
  const std::string path = (kExamples / "json-output-example.skb").string();
  const std::string escape = "\x1b[";
  SUBCASE("not a terminal") {
    Run r = run({"solve", path}, {std::nullopt, {{"NO_COLOR", std::nullopt}}, false});
    REQUIRE(r.status == 0);
    CHECK(!contains(r.out, escape));
    CHECK(!contains(r.err, escape));
  }
  SUBCASE("a terminal: colour") {
    // Colour by default needs a terminal that is not dumb and a UTF-8 locale.
    Run r = run({"solve", path},
                {std::nullopt, {{"NO_COLOR", std::nullopt}, {"TERM", "xterm"}, {"LC_ALL", "C.UTF-8"}}, true});
    REQUIRE(r.status == 0);
    CHECK(contains(r.out, "13 of 720 deals consistent"));
    CHECK(contains(r.out, "As Captain, Cat wins"));  // the last line: the whole report was read
    CHECK(contains(r.out, escape));
  }
  SUBCASE("a terminal with NO_COLOR") {
    Run r = run({"solve", path}, {std::nullopt, {{"NO_COLOR", "1"}}, true});
    REQUIRE(r.status == 0);
    CHECK(contains(r.out, "13 of 720 deals consistent"));
    CHECK(!contains(r.out, escape));
  }
  SUBCASE("a terminal with --no-color") {
    Run r = run({"solve", path, "--no-color"}, {std::nullopt, {{"NO_COLOR", std::nullopt}}, true});
    REQUIRE(r.status == 0);
    CHECK(contains(r.out, "13 of 720 deals consistent"));
    CHECK(!contains(r.out, escape));
  }
  SUBCASE("a terminal with --json") {
    Run r = run({"solve", path, "--json"}, {std::nullopt, {{"NO_COLOR", std::nullopt}}, true});
    REQUIRE(r.status == 0);
    CHECK(!contains(r.out, escape));
  }
  SUBCASE("errors are never coloured") {
    Run r = run({"solve", (kExamples / "no-such.skb").string()}, {std::nullopt, {{"NO_COLOR", std::nullopt}}, true});
    CHECK(r.status == 2);
    CHECK(!contains(r.err, escape));
  }
}

// =============================================================================================
// Other commands

TEST_CASE("skb variants lists the six variants and their deal counts") {
  Run r = run({"variants"});
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  // Rows: [variant] players tiles... center aside deals [dealing]; the variant name only on its
  // first row. Collect (variant, players) -> deals.
  std::map<std::pair<std::string, int>, long> deals;
  std::string current;
  for (const auto& line : lines_of(r.out)) {
    std::istringstream words(line);
    std::vector<std::string> w;
    for (std::string x; words >> x;) w.push_back(x);
    auto is_number = [](const std::string& s) {
      return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    auto knights = std::find(w.begin(), w.end(), "Knights");
    if (knights == w.end() || knights == w.begin()) continue;
    if (!is_number(*(knights - 1))) continue;
    int players = std::stoi(*(knights - 1));
    if (knights - w.begin() >= 2) current = *(knights - 2);
    auto it = std::find_if(knights + 2, w.end(), is_number);  // skip "1-4"
    REQUIRE_MESSAGE(w.end() - it >= 3, line);
    deals[{current, players}] = std::stol(*(it + 2));  // center, aside, deals
  }
  std::size_t rows = 0;
  for (const auto& v : variant_facts()) {
    for (const auto& entry : v.deals) {
      const auto& players = std::get<0>(entry);
      const auto& count = std::get<1>(entry);
      INFO(v.name << " with " << players << " players");
      auto it = deals.find({v.name, players});
      REQUIRE(it != deals.end());
      CHECK(it->second == count);
      ++rows;
    }
  }
  CHECK(deals.size() == rows);
  CHECK(rows == 21);
}

TEST_CASE("skb --version prints a version") {
  Run r = run({"--version"});
  CHECK(r.status == 0);
  CHECK(std::regex_search(r.out, std::regex(R"(\d+\.\d+)")));
}

TEST_CASE("skb games lists the games; skb --help shows the commands by group") {
  // The flagship first, whose commands stay at the top level, then the other games' command
  // groups, one line each (each game's CLI test checks its line).
  Run games = run({"games"});
  CHECK(games.status == 0);
  CHECK(games.err.empty());
  CHECK(games.out.rfind("seven-knights  Seven Knights Bewitched: ", 0) == 0);
  CHECK(static_cast<std::size_t>(std::count(games.out.begin(), games.out.end(), '\n')) == skb::cli::games().size());
  Run help = run({"--help"});
  CHECK(help.status == 0);
  const std::size_t group = help.out.find("Seven Knights Bewitched:");
  const std::size_t toolkit = help.out.find("Toolkit:");
  REQUIRE(group != std::string::npos);
  REQUIRE(toolkit != std::string::npos);
  for (const char* command : {"solve", "advise", "simulate", "analyze", "variants"}) {
    const std::size_t at = help.out.find(std::string("\n  ") + command + " ");
    CAPTURE(command);
    CHECK((at > group && at < toolkit));
  }
  CHECK(help.out.find("\n  games ", toolkit) != std::string::npos);
  CHECK(help.out.find("shared/") == std::string::npos);  // nothing points outside the repository
  // A Seven Knights command under a game group name is not a command.
  CHECK(run({"seven-knights", "solve"}).status == 2);
}
