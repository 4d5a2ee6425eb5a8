// CLI tests for `skb analyze` (cli/seven_knights/analyze_command, policy_options' lists): the
// sweep of cells (every list's product, in order), cells skipped for an impossible answer
// model, --no-header, exact cells under --all-deals, whole games, provenance, the errors a user
// can make, and a --help (of analyze and of simulate) that names only options the command takes.
//
// Environment: SKB_CLI_ANALYZE_SMALL=1 makes the exact whole-game cell `standard` with 4 players
// (120 deals, a fraction of a second) instead of `groping` with 3 (about 80 s of CPU here, several
// times that under the sanitizers); tools/test.sh sets it for the sanitizer step only, so the
// full size still runs in the plain CTest step.
#include <doctest/doctest.h>

#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/run_process.h"

using Json = nlohmann::json;
using skb::test::ProcessResult;

namespace {

ProcessResult run_skb(const std::vector<std::string>& args) {
  return skb::test::run_process(SKB_BINARY, args, "");
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// A CSV line's cells; a quoted cell may hold commas ("" is a quote).
std::vector<std::string> cells_of(const std::string& line) {
  std::vector<std::string> cells(1);
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted && c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
      cells.back() += '"';
      ++i;
    } else if (c == '"') {
      quoted = !quoted;
    } else if (c == ',' && !quoted) {
      cells.emplace_back();
    } else {
      cells.back() += c;
    }
  }
  return cells;
}

// The rows of a CSV report as maps from column to cell.
std::vector<std::map<std::string, std::string>> rows_of(const std::string& csv) {
  const auto lines = lines_of(csv);
  std::vector<std::map<std::string, std::string>> rows;
  if (lines.empty()) return rows;
  const auto header = cells_of(lines[0]);
  for (std::size_t k = 1; k < lines.size(); ++k) {
    const auto cells = cells_of(lines[k]);
    REQUIRE(cells.size() == header.size());
    std::map<std::string, std::string> row;
    for (std::size_t i = 0; i < header.size(); ++i) row[header[i]] = cells[i];
    rows.push_back(row);
  }
  return rows;
}

}  // namespace

TEST_CASE("sweeps: the product of every list, in order, the last list varying fastest") {
  // 1 variant x 2 player counts x 1 profile x 2 answer policies x 2 lie rates = 8 cells.
  const ProcessResult r = run_skb({"analyze", "--variants", "standard", "--players", "4,5", "--profiles", "naive",
                                   "--answer", "truth,lie", "--lie-rate", "0.25,0.75", "--games", "4", "--quiet"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.err.empty());
  const auto rows = rows_of(r.out);
  REQUIRE(rows.size() == 8);
  const std::vector<std::string> players = {"4", "4", "4", "4", "5", "5", "5", "5"};
  const std::vector<std::string> answers = {"truth", "truth", "lie", "lie", "truth", "truth", "lie", "lie"};
  const std::vector<std::string> rates = {"0.25", "0.75", "0.25", "0.75", "0.25", "0.75", "0.25", "0.75"};
  for (std::size_t k = 0; k < rows.size(); ++k) {
    CAPTURE(k);
    CHECK(rows[k].at("players") == players[k]);
    CHECK(rows[k].at("answer") == answers[k]);
    CHECK(rows[k].at("lie_rate") == rates[k]);
    CHECK(rows[k].at("profile") == "custom");  // naive answers with a coin
    CHECK(rows[k].at("inspect") == "random");  // the profile's own policy where no flag is given
    CHECK(rows[k].at("games") == "4");
  }
  // Every policy flag takes a list; a flag that changes nothing leaves the profile's name.
  const ProcessResult p = run_skb({"analyze", "--variants", "unity", "--players", "4", "--profiles", "naive,smart",
                                   "--inspect", "random,fresh", "--ask", "random", "--knight-vote", "self,best",
                                   "--witch-vote", "self", "--games", "2", "--quiet", "--json"});
  REQUIRE_MESSAGE(p.status == 0, p.err);
  const Json j = Json::parse(p.out);
  REQUIRE(j.size() == 2 * 2 * 2);
  CHECK(j[0]["profile"] == "naive");  // naive is random/random/coin/self/self already
  CHECK(j[1]["policies"]["knight_vote"] == "best");
  CHECK(j[2]["policies"]["inspect"] == "fresh");
  CHECK(j[4]["profile"] == "custom");  // smart with random inspections and questions
}

TEST_CASE("sweeps: cells whose answer model is impossible are skipped, with a note; none left is an error") {
  // (truth, 0), (truth, 0.5), (lie, 0.5) are played; (lie, 0) is not: the Witch team cannot
  // always lie when everyone reasons that answers are always true.
  const ProcessResult r = run_skb({"analyze", "--variants", "standard", "--players", "4", "--profiles", "naive",
                                   "--answer", "truth,lie", "--lie-rate", "0,0.5", "--games", "2", "--quiet"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(rows_of(r.out).size() == 3);
  CHECK(r.err.find("skipped 1 cell ") != std::string::npos);
  const ProcessResult none = run_skb({"analyze", "--variants", "standard", "--players", "4", "--answer", "lie",
                                      "--lie-rate", "0", "--games", "2", "--quiet"});
  CHECK(none.status == 2);
  CHECK(none.out.empty());
  CHECK(none.err.find("no cell can be played") != std::string::npos);
}

TEST_CASE("--no-header: the rows only, as the header would have them") {
  const std::vector<std::string> args = {"analyze",    "--variants", "unity",   "--players", "4,5",
                                         "--profiles", "naive",      "--games", "3",         "--quiet"};
  const ProcessResult with = run_skb(args);
  std::vector<std::string> without_args = args;
  without_args.push_back("--no-header");
  const ProcessResult without = run_skb(without_args);
  REQUIRE(with.status == 0);
  REQUIRE(without.status == 0);
  const auto a = lines_of(with.out), b = lines_of(without.out);
  REQUIRE(a.size() == 3);
  REQUIRE(b.size() == 2);
  CHECK(a[0].rfind("variant,players,", 0) == 0);
  // The rows agree but for the command and the time, the last two cells.
  for (std::size_t k = 0; k < 2; ++k) {
    auto x = cells_of(a[k + 1]), y = cells_of(b[k]);
    REQUIRE(x.size() == y.size());
    x.resize(x.size() - 2);
    y.resize(y.size() - 2);
    CHECK(x == y);
  }
  CHECK(run_skb({"analyze", "--variants", "unity", "--players", "4", "--no-header", "--json", "--games", "1"}).status ==
        2);
}

TEST_CASE("--all-deals: exact cells for deterministic profiles, marked and without interval") {
  const ProcessResult r = run_skb(
      {"analyze", "--variants", "standard", "--players", "4", "--profiles", "naive,smart", "--all-deals", "--quiet"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const auto rows = rows_of(r.out);
  REQUIRE(rows.size() == 2);
  CHECK(rows[0].at("exact") == "false");  // naive flips coins: every deal once is still a sample
  CHECK(!rows[0].at("wilson_low").empty());
  CHECK(rows[1].at("exact") == "true");
  CHECK(rows[1].at("wilson_low").empty());
  CHECK(rows[1].at("wilson_high").empty());
  CHECK(rows[1].at("games") == "120");
  // The same figure as simulate's.
  const ProcessResult s =
      run_skb({"simulate", "--variant", "standard", "--players", "4", "--profile", "smart", "--all-deals", "--json"});
  REQUIRE(s.status == 0);
  CHECK(std::to_string(Json::parse(s.out)["knights_wins"].get<int>()) == rows[1].at("knights_wins"));
}

TEST_CASE("--rounds 3: whole games in every cell; exact with --all-deals; JSON with provenance") {
  const char* small = std::getenv("SKB_CLI_ANALYZE_SMALL");
  const bool smaller = small && std::string(small) == "1";
  const std::string variant = smaller ? "standard" : "groping", players = smaller ? "4" : "3";
  const ProcessResult r = run_skb({"analyze", "--variants", variant, "--players", players, "--profiles", "smart",
                                   "--rounds", "3", "--all-deals", "--quiet", "--json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const Json j = Json::parse(r.out);
  REQUIRE(j.size() == 1);
  CHECK(j[0]["exact"] == true);
  CHECK(j[0]["rounds"] == 3);
  CHECK(j[0]["game"]["seats"].size() == std::stoul(players));
  CHECK(j[0]["command"] == "skb analyze --variants " + variant + " --players " + players +
                               " --profiles smart --rounds 3 --all-deals --quiet --json");
  CHECK(j[0]["skb_version"].is_string());
  CHECK(j[0]["elapsed_seconds"].get<double>() >= 0);
  // A sampled sweep of whole games: the per-seat CSV columns are filled for the seats there are.
  const ProcessResult csv = run_skb({"analyze", "--variants", "unity", "--players", "4", "--profiles", "naive",
                                     "--rounds", "3", "--games", "5", "--quiet"});
  REQUIRE_MESSAGE(csv.status == 0, csv.err);
  const auto rows = rows_of(csv.out);
  REQUIRE(rows.size() == 1);
  CHECK(!rows[0].at("points_4").empty());
  CHECK(rows[0].at("points_5").empty());
  CHECK(!rows[0].at("win_low_1").empty());
  CHECK(rows[0].at("rounds_played") == "15");
  // The command is quoted for CSV when it holds commas.
  const ProcessResult quoted =
      run_skb({"analyze", "--variants", "unity", "--players", "4,5", "--profiles", "naive", "--games", "1", "--quiet"});
  REQUIRE(quoted.status == 0);
  CHECK(quoted.out.find(",\"skb analyze --variants unity --players 4,5 --profiles naive --games 1 --quiet\",") !=
        std::string::npos);
  CHECK(rows_of(quoted.out).at(0).at("command") ==
        "skb analyze --variants unity --players 4,5 --profiles naive --games 1 --quiet");
}

TEST_CASE("errors: exit status 2, nothing on standard output, a message naming the option") {
  struct Case {
    std::vector<std::string> args;
    std::vector<std::string> named;
  };
  // Each case adds to a one-cell sweep (standard, 4 players, 1 game); an option given again
  // extends its list, so a case that needs other cells starts from nothing ("" removes the base).
  const std::vector<Case> cases = {
      {{"--players", "9"}, {"--players"}},
      {{"--players", "4,x"}, {"--players"}},
      {{"--variants", "standard,chess"}, {"--variants"}},
      {{"--inspect", "info,psychic"}, {"--inspect"}},
      {{"--answer", "truth,maybe"}, {"--answer"}},
      {{"--knight-vote", "pack"}, {"--knight-vote"}},
      {{"--witch-vote", "best"}, {"--witch-vote"}},
      {{"--lie-rate", "0.5,2"}, {"--lie-rate 2"}},
      {{"--lie-rate", "0.5,half"}, {"--lie-rate"}},
      {{"--rounds", "2"}, {"--rounds"}},
      {{"--json", "--no-header"}, {"--json", "--no-header"}},
      {{"--profiles", "clever"}, {"--profiles"}},
      {{"", "--all-deals", "--games", "5"}, {"--games", "--all-deals"}},
      {{"", "--variants", "standard", "--players", "4", "--rounds", "3", "--all-deals", "--profiles", "naive"},
       {"--all-deals", "deterministic"}},
      {{"", "--variants", "groping", "--players", "6"}, {"no cell"}},
  };
  for (const Case& k : cases) {
    std::vector<std::string> args = {"analyze", "--quiet"};
    if (k.args.front().empty())
      args.insert(args.end(), k.args.begin() + 1, k.args.end());
    else {
      args.insert(args.end(), {"--variants", "standard", "--players", "4", "--games", "1"});
      args.insert(args.end(), k.args.begin(), k.args.end());
    }
    std::string line;
    for (const auto& a : args) line += a + " ";
    CAPTURE(line);
    const ProcessResult r = run_skb(args);
    CAPTURE(r.err);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    for (const std::string& name : k.named) CHECK(r.err.find(name) != std::string::npos);
  }
}

TEST_CASE("--help of analyze and simulate names only options the command takes") {
  for (const std::string command : {"analyze", "simulate"}) {
    CAPTURE(command);
    const ProcessResult help = run_skb({command, "--help"});
    REQUIRE(help.status == 0);
    // The options the command declares: the lines of the OPTIONS section that start with one.
    std::set<std::string> declared;
    const std::regex option_line(R"(^\s+(?:-[a-zA-Z],)?(--[a-z-]+))");
    for (const std::string& line : lines_of(help.out)) {
      std::smatch m;
      if (std::regex_search(line, m, option_line)) declared.insert(m[1]);
    }
    CHECK(declared.count("--rounds") == 1);
    CHECK(declared.count("--all-deals") == 1);
    // Every option named anywhere in the help must be one of them.
    const std::regex named(R"((^|[\s(,'])(--[a-z][a-z-]*))");
    for (auto it = std::sregex_iterator(help.out.begin(), help.out.end(), named); it != std::sregex_iterator(); ++it) {
      const std::string name = (*it)[2];
      CAPTURE(name);
      CHECK(declared.count(name) == 1);
    }
  }
  // analyze's sweeps take every policy flag.
  const ProcessResult a = run_skb({"analyze", "--help"});
  for (const char* flag : {"--inspect", "--ask", "--answer", "--knight-vote", "--witch-vote", "--lie-rate",
                           "--no-header", "--players", "--variants", "--profiles"})
    CHECK(a.out.find(flag) != std::string::npos);
}
