// CLI tests of `skb hats`: run the built `skb` (SKB_BINARY) as a user would and check what it
// prints and how it exits.
//
// - Golden tests: examples/hats/NAME.hats solved prints NAME.txt and (--json) NAME.json byte for
//   byte; examples/hats/model/ the same with --model memory; examples/hats/advise/ with advise.
// - By hand: the numbers worked out in the examples' first comments.
// - Errors: record errors exit 2 with FILE:LINE:COL, command-line errors 2, contradictions 3
//   naming the statements; no decision to advise, 2.
// - Reproducibility: simulate, analyze and advise print the same numbers on 1 and 2 threads.
// - Interrupts: advise before its first round, simulate --record-out while writing its records.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "solver/core/random.h"
#include "tests/support/files.h"
#include "tests/support/golden.h"
#include "tests/support/report_json.h"
#include "tests/support/run_process.h"
#include "tests/support/sanitized.h"
#include "tests/support/scratch_dir.h"

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;
using skb::test::ProcessResult;
using skb::test::read_file;

namespace {

const fs::path kExamples = fs::path(SKB_SOURCE_DIR) / "examples" / "hats";

ProcessResult skb_run(const std::vector<std::string>& args, const std::string& input = "") {
  return skb::test::run_process(SKB_BINARY, args, input);
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// The six-digit name of record `i` ("000042").
std::string record_name(long i) {
  std::string digits = std::to_string(i);
  return std::string(6 - std::min<std::size_t>(6, digits.size()), '0') + digits;
}

// A scratch folder for this process's records; `record` writes one there and returns its path.
const skb::test::ScratchDir& scratch() {
  static const skb::test::ScratchDir dir("hats/test_cli", "records");
  return dir;
}

std::string record(const std::string& name, const std::string& text) { return scratch().write(name, text); }

std::vector<fs::path> records_in(const fs::path& dir) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".hats") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

void check_golden(const std::vector<std::string>& args, const fs::path& expected) {
  CAPTURE(expected.string());
  const ProcessResult r = skb_run(args);
  CHECK(r.status == 0);
  CHECK(r.err == "");
  CHECK(skb::test::matches_golden(r.out, expected));
}

const std::string kHead = "players Ann Ben\nview Ann\ncharacters 1 2 3 4 5 6 7\n";

}  // namespace

TEST_CASE("golden: skb hats solve, solve --model memory and advise print the examples' outputs byte for byte") {
  int n = 0;
  for (const fs::path& p : records_in(kExamples)) {
    fs::path stem = p;
    stem.replace_extension();
    check_golden({"hats", "solve", p.string()}, stem.string() + ".txt");
    check_golden({"hats", "solve", p.string(), "--json"}, stem.string() + ".json");
    ++n;
  }
  for (const fs::path& p : records_in(kExamples / "model")) {
    fs::path stem = p;
    stem.replace_extension();
    check_golden({"hats", "solve", p.string(), "--model", "memory"}, stem.string() + ".txt");
    check_golden({"hats", "solve", p.string(), "--model", "memory", "--json"}, stem.string() + ".json");
    ++n;
  }
  for (const fs::path& p : records_in(kExamples / "advise")) {
    fs::path stem = p;
    stem.replace_extension();
    check_golden({"hats", "advise", p.string()}, stem.string() + ".txt");
    check_golden({"hats", "advise", p.string(), "--json"}, stem.string() + ".json");
    ++n;
  }
  CHECK(n >= 6);
}

TEST_CASE("by hand: the examples' numbers") {
  // setup-1-to-7: P(match) = (1/12) / (8099143/9085230), P(magic) twice that (hats/test_posterior derives it).
  const Json setup = skb::test::parse_report<Json>(read_file(kExamples / "setup-1-to-7.json"));
  const double live = 8099143.0 / 9085230.0;
  for (const auto& p : setup["positions"]) {
    CHECK(p["match"].get<double>() == doctest::Approx(1.0 / 12 / live).epsilon(1e-14));
    CHECK(p["magic"].get<double>() == doctest::Approx(1.0 / 6 / live).epsilon(1e-14));
  }
  CHECK(setup["checks_passed"].get<double>() == doctest::Approx(live).epsilon(1e-14));
  // six-misses: the hat at 7 is a 7 (2 cards) or magic (4): 1/3 and 2/3.
  const Json six = skb::test::parse_report<Json>(read_file(kExamples / "six-misses.json"));
  CHECK(six["positions"][6]["match"].get<double>() == doctest::Approx(1.0 / 3).epsilon(1e-14));
  CHECK(six["positions"][6]["magic"].get<double>() == doctest::Approx(2.0 / 3).epsilon(1e-14));
  // ben-did-not-open: the odds that the hat at 3 fits are multiplied by (0.05/34) / (0.95/4 + 0.05/34).
  const Json plain = skb::test::parse_report<Json>(read_file(kExamples / "ben-did-not-open.json"));
  const Json model = skb::test::parse_report<Json>(read_file(kExamples / "model" / "ben-did-not-open.json"));
  const auto fits = [](const Json& j) {
    return j["positions"][2]["match"].get<double>() + j["positions"][2]["magic"].get<double>();
  };
  const double ratio = (0.05 / 34) / (0.95 / 4 + 0.05 / 34);
  const double odds = fits(plain) / (1 - fits(plain)) * ratio;
  // The other positions move a little too (the live-table checks tie them to position 3).
  CHECK(fits(model) == doctest::Approx(odds / (1 + odds)).epsilon(0.05));
}

TEST_CASE("record errors: exit 2 with FILE:LINE:COLUMN and the rule in words") {
  const std::vector<std::pair<std::string, std::string>> cases{
      {"players Ann\ncharacters 1 2 3 4 5 6 7\n",
       ":1:1: the hat game is played by 2 to 6 players, but this record seats 1"},
      {kHead + "look Ben 3\n", ":4:1: it is Ann's turn, not Ben's (turns go round in seat order, Ann first)"},
      {kHead + "look Ann 3 4\nlook Ben 3\n",
       ":5:1: the previous turn looked at position 3: it cannot be looked at again at once"},
      {kHead + "swap Ann 2 5\nswap Ben 5 2\n",
       ":5:1: the previous turn swapped positions 2 and 5: the same pair cannot be swapped again at once"},
      {kHead + "look Ann 8 4\n", ":4:10: '8' is not a position: positions are 1 to 7, left to right"},
      {kHead + "open Ann 1 1\n",
       ":4:1: the hat 1 matches: write the character laid in its place, 'new C' (13 left in the pile)"},
      {kHead + "open Ann 1 2 new 5\n", ":4:1: the hat 2 does not match the character 1: no new character is laid"},
      {kHead + "dead-table 2 3 4 5 6 7 1\nlook Ann 1 1\ndead-table 2 3 4 5 6 1 7\n",
       ":6:1: the table was not dead: the hat 7 at position 7 matches its character"},
      {kHead + "look Ann 1 m\n", ":4:12: 'm' is not a hat: the magic hat is written M, in capitals"},
      {"players Ann Ben\nvariant no-magic\ncharacters 1 2 3 4 5 6 7\nopen Ann 1 M\n",
       ":4:12: a magic hat in a no-magic game: the variant removes the 4 magic hats"},
      {kHead + "looks Ann 1\n", ":4:1: unknown statement 'looks': did you mean look?"},
      {kHead + "look Ann 2\n", ":4:11: Ann is the viewer: write the hat Ann saw, e.g. 'look Ann 2 7'"},
      {"players Ann Ben\nlook Ann 1\n",
       ":2:1: 'look' before the characters are laid out: write 'characters C1 ... C7' first"},
      {"players Ann Ben\ncharacters 1 1 1 4 5 6 7\n",
       ":2:1: three characters 1 laid out: the box has two of each kind"},
  };
  for (const auto& entry : cases) {
    const auto& text = std::get<0>(entry);
    const auto& message = std::get<1>(entry);
    CAPTURE(text);
    const std::string path = record("bad.hats", text);
    const ProcessResult r = skb_run({"hats", "solve", path});
    CHECK(r.status == 2);
    CHECK(r.out == "");
    CHECK(r.err == path + message + "\n");
  }
}

TEST_CASE("contradictions: exit 3 naming the statements that cannot all be true") {
  // Ann saw a 4 at position 3; nobody swapped it, yet it opens as a 5.
  {
    const std::string path = record("two-faces.hats", kHead + "look Ann 3 4\nlook Ben 1\nlook Ann 2 9\nopen Ben 3 5\n");
    const ProcessResult r = skb_run({"hats", "solve", path});
    CHECK(r.status == 3);
    CHECK(contains(r.err, "contradiction: no hat layout satisfies this record"));
    CHECK(contains(r.err, ":4:1:   look Ann 3 4\n"));
    CHECK(contains(r.err, ":7:1:   open Ben 3 5\n"));
  }
  // Two 9 hats seen at once, and a third one later (Ben saw it: every written face counts).
  {
    const std::string path = record("three-nines.hats", kHead + "look Ann 1 9\nlook Ben 2 9\nlook Ann 3 9\n");
    const ProcessResult r = skb_run({"hats", "solve", path});
    CHECK(r.status == 3);
    CHECK(contains(r.err, "These 3 statements cannot all be true"));
  }
  // Ann knows every hat, none fitting, and no dead table follows.
  {
    std::string text = kHead;
    const char* seen[] = {"2", "3", "4", "5", "6", "7", "1"};
    for (int p = 1; p <= 7; ++p)
      text += p % 2 ? "look Ann " + std::to_string(p) + " " + seen[p - 1] + "\n"
                    : "look Ben " + std::to_string(p) + " " + seen[p - 1] + "\n";
    const ProcessResult r = skb_run({"hats", "solve", record("dead.hats", text)});
    CHECK(r.status == 3);
    CHECK(contains(r.err, "look Ben 6 7"));
  }
}

TEST_CASE("the edges of the exact posterior: 512 checks, a dead table that shows another, a tremble of 1e-250") {
  // Swaps of random pairs of positions (never the pair just swapped, which the rules forbid)
  // lay ever new tables, each a live-table check of all seven hats: past 512 distinct checks
  // the record is refused at the line of the first one too many (status 2), before any work.
  std::string swaps = "players Ann Ben\ncharacters 1 2 3 4 5 6 7\n";
  std::vector<int> order{0, 1, 2, 3, 4, 5, 6};
  std::set<std::vector<int>> tables{order};
  skb::Rng rng(7);
  int line = 2, limit_line = 0;
  std::uint64_t previous = 0;
  for (int t = 0; tables.size() < 600; ++t) {
    std::uint64_t i = 0, j = 0;
    do {
      i = skb::below(rng, 7);
      j = skb::below(rng, 7);
    } while (i >= j || i * 7 + j == previous);
    previous = i * 7 + j;
    std::swap(order[i], order[j]);
    tables.insert(order);
    swaps += (t % 2 ? "swap Ben " : "swap Ann ") + std::to_string(i + 1) + " " + std::to_string(j + 1) + "\n";
    ++line;
    // The setup's table is the first check: the 513th distinct table is the first too many.
    if (tables.size() == 513 && limit_line == 0) limit_line = line;
  }
  const ProcessResult many = skb_run({"hats", "solve", record("swaps.hats", swaps)});
  CHECK(many.status == 2);
  CHECK(contains(many.err, "swaps.hats:" + std::to_string(limit_line) + ":1: more than 512 distinct live-table checks"));
  CHECK_FALSE(contains(many.err, "internal error"));
  const ProcessResult advise = skb_run({"hats", "advise", record("swaps.hats", swaps), "--view",
                                          (line - 2) % 2 == 0 ? "Ann" : "Ben"});  // the player to move
  CHECK(advise.status == 2);
  CHECK(contains(advise.err, "swaps.hats:" + std::to_string(limit_line) + ":1: more than 512 distinct"));

  // Ann's look changes nothing on the table, so the table the dead-table shows after it was the
  // table dealt at setup: dead then, and not dealt again. Status 3, naming both.
  const ProcessResult dead = skb_run(
      {"hats", "solve", record("dead.hats", "players Ann Ben\ncharacters 1 2 3 4 5 6 7\nlook Ann 1\ndead-table 2 1 4 5 6 7 8\n")});
  CHECK(dead.status == 3);
  CHECK(contains(dead.err, "dead.hats:2:1:   characters 1 2 3 4 5 6 7"));
  CHECK(contains(dead.err, "dead.hats:4:1:   dead-table 2 1 4 5 6 7 8"));
  // The same dead table right after setup is a redeal, and the look follows it.
  CHECK(skb_run({"hats", "solve",
                 record("redealt.hats", "players Ann Ben\ncharacters 1 2 3 4 5 6 7\ndead-table 2 1 4 5 6 7 8\nlook Ann 1\n")})
            .status == 0);

  // Games of random players, cut after 40 turns: the memory model with a tremble of 1e-250
  // weighs dozens of moves it never plays at about 1e-251 each (game 4 was called a
  // contradiction "with tremble 0"); in logs every layout that passes the checks keeps a weight.
  const fs::path dir = scratch().path() / "random-games";
  REQUIRE(skb_run({"hats", "simulate", "--players", "3", "--games", "6", "--profile", "random", "--record-out",
                   dir.string(), "--cut", "40", "--quiet"})
              .status == 0);
  for (const fs::path& p : records_in(dir)) {
    CAPTURE(p.string());
    const ProcessResult plain = skb_run({"hats", "solve", p.string(), "--view", "spectator", "--json"});
    const ProcessResult tiny = skb_run(
        {"hats", "solve", p.string(), "--view", "spectator", "--json", "--model", "memory", "--tremble", "1e-250"});
    REQUIRE(plain.status == 0);
    REQUIRE(tiny.status == 0);
    CHECK(Json::parse(tiny.out)["consistent_layouts"] == Json::parse(plain.out)["consistent_layouts"]);
  }
}

TEST_CASE("command-line errors and --help") {
  const std::string fine = record("fine.hats", kHead + "look Ann 1 2\n");
  const auto usage = [&](const std::vector<std::string>& args, const std::string& message) {
    CAPTURE(message);
    const ProcessResult r = skb_run(args);
    CHECK(r.status == 2);
    CHECK(contains(r.err, message));
  };
  usage({"hats", "solve", fine, "--tremble", "0.1"}, "skb: error: hats solve: --tremble needs --model");
  // search's moves have no probability to weigh: it is not among the models.
  usage({"hats", "solve", fine, "--model", "search"}, "--model: unknown model 'search' (models: random, memory)");
  usage({"hats", "solve", fine, "--model", "clever"}, "--model: unknown model 'clever' (models: random, memory)");
  usage({"hats", "solve", fine, "--view", "Zed"}, "--view Zed: no such player");
  usage({"hats", "advise", fine}, "no decision to advise: it is Ben's turn, not Ann's");
  usage({"hats", "simulate", "--players", "7"}, "--players takes a whole number from 2 to 6, not '7'");
  usage({"hats", "simulate", "--players", "3", "--seats", "memory,random"},
        "--seats memory,random: 2 policies for 3 players");
  for (const std::string command : {"solve", "advise", "simulate", "analyze"}) {
    const ProcessResult r = skb_run({"hats", command, "--help"});
    CHECK(r.status == 0);
    CHECK(contains(r.out, "Examples:"));
    CHECK(contains(r.out, "Exit status:"));
  }
  // Standard input, and the view changed on the command line.
  const ProcessResult piped = skb_run({"hats", "solve", "-"}, kHead + "look Ann 1 2\n");
  CHECK(piped.status == 0);
  const ProcessResult spectator = skb_run({"hats", "solve", fine, "--view", "spectator", "--json"});
  CHECK(skb::test::parse_report<Json>(spectator.out)["unknown_hats"] == 7);
}

TEST_CASE("simulate, analyze and advise: the same numbers on 1 and 2 threads; records of simulated games solve") {
  const auto run = [](std::vector<std::string> args, const std::string& threads) {
    args.insert(args.end(), {"--threads", threads});
    const ProcessResult r = skb_run(args);
    CHECK(r.status == 0);
    return skb::test::without_run(r.out);  // the provenance's command line names the threads
  };
  const std::vector<std::string> simulate{"hats", "simulate", "--players", "3", "--games", "300", "--json", "--quiet"};
  CHECK(run(simulate, "1") == run(simulate, "2"));
  const std::vector<std::string> search{"hats",  "simulate", "--seats", "search,memory",     "--players",
                                        "2",     "--games",  "4",       "--search-playouts", "4",
                                        "--csv", "--quiet"};
  CHECK(run(search, "1") == run(search, "2"));
  const std::vector<std::string> analyze{"hats", "analyze", "--players", "2,5", "--games", "100", "--csv", "--quiet"};
  const std::string csv = run(analyze, "1");
  CHECK(csv == run(analyze, "2"));
  CHECK(std::count(csv.begin(), csv.end(), '\n') == 1 + 2 * (2 + 5) * 2);
  const std::string advise_record = (kExamples / "advise" / "forty-turns-4p.hats").string();
  const std::vector<std::string> advise{"hats", "advise", advise_record, "--playouts", "50", "--json"};
  CHECK(run(advise, "1") == run(advise, "2"));

  const fs::path dir = scratch().path() / "games";
  const ProcessResult made = skb_run({"hats", "simulate", "--players", "4", "--games", "5", "--record-out",
                                      dir.string(), "--cut", "30", "--quiet", "--json"});
  REQUIRE(made.status == 0);
  int solved = 0;
  for (const fs::path& p : records_in(dir)) {
    fs::path truth_path = p;
    truth_path.replace_extension(".truth.json");
    const Json truth = skb::test::parse_report<Json>(read_file(truth_path))["hats"];
    for (const std::string view : {"Ann", "Ben", "spectator"}) {
      const ProcessResult r = skb_run({"hats", "solve", p.string(), "--view", view, "--json"});
      REQUIRE(r.status == 0);
      const Json post = skb::test::parse_report<Json>(r.out);
      for (const auto& pos : post["positions"]) {
        if (!pos["present"].get<bool>()) continue;
        const std::string hat = truth[std::to_string(pos["position"].get<int>())];
        CHECK(pos["chances"][hat].get<double>() > 0);
      }
      ++solved;
    }
  }
  CHECK(solved == 15);
}

TEST_CASE("skb games lists the hat game as a command group; skb --help lists it under Games") {
  const ProcessResult games = skb_run({"games"});
  CHECK(games.status == 0);
  const std::size_t line = games.out.find("\nhats  ");
  REQUIRE(line != std::string::npos);
  const std::string hats = games.out.substr(line + 1, games.out.find('\n', line + 1) - line - 1);
  CHECK(contains(hats, " The hat game (Magic Hat): "));
  CHECK(contains(hats, "skb hats solve"));
  const ProcessResult help = skb_run({"--help"});
  const std::size_t group = help.out.find("Games:");
  REQUIRE(group != std::string::npos);
  CHECK(help.out.find("\n  hats ", group) != std::string::npos);
  const ProcessResult hats_help = skb_run({"hats", "--help"});
  CHECK(hats_help.status == 0);
  for (const char* command : {"solve", "advise", "legal", "simulate", "analyze"})
    CHECK(contains(hats_help.out, std::string("\n  ") + command + " "));
}

TEST_CASE("advise: an interrupt before the first round ends is status 130, and says so") {
  // A first round of a million playouts for each of 35 moves takes minutes; SIGINT after 1 s,
  // once (--foreground: a second interrupt would end skb at once).
  const ProcessResult r = skb::test::run_process(
      "/usr/bin/timeout", {"--foreground", "--preserve-status", "-s", "INT", "1", SKB_BINARY, "hats", "advise",
                           (kExamples / "advise" / "forty-turns-4p.hats").string(), "--playouts", "1000000",
                           "--budget", "100000000", "--threads", "1"});
  CHECK(r.status == 130);
  CHECK(r.out.empty());
  // The first interrupt says at once that skb is stopping; then why nothing is printed.
  CHECK(r.err ==
        "skb: stopping: finishing what is in progress (interrupt again to stop at once)\n"
        "skb: interrupted before anything was finished\n");
}

TEST_CASE("simulate --record-out interrupted while writing: status 130, and the records it names complete") {
  // The games are played first (20,000 in about a second; 4,000 under the sanitizers), then each
  // is replayed into its record, which takes seconds: one SIGINT as soon as the first record is
  // there. skb stops between two records and names the complete ones, 000000 to the last.
  const skb::test::ScratchDir dir("hats_test_cli", "interrupted_records");
  const std::string games = skb::test::kSanitized ? "4000" : "20000";
  skb::test::ProcessOptions options;
  options.interrupt_when = [&](const std::string&, const std::string&) {
    std::error_code ec;
    return fs::exists(dir.path() / "000000.hats", ec);
  };
  const ProcessResult r =
      skb::test::run_process(SKB_BINARY,
                             {"hats", "simulate", "--players", "4", "--games", games, "--cut", "20", "--record-out",
                              dir.path().string(), "--quiet", "--json"},
                             options);
  CAPTURE(r.err);
  REQUIRE(r.status == 130);
  CHECK_FALSE(contains(r.err, "internal error"));
  CHECK(contains(r.err, "skb: stopping: finishing what is in progress"));
  CHECK(contains(r.err, "skb hats simulate: interrupted while writing the records; the report is of all " + games +
                            " games; the records 000000 to "));
  // Every game was played: the report is whole, not marked as interrupted.
  const Json report = skb::test::parse_report<Json>(r.out);
  CHECK(report["games"].get<long>() == std::stol(games));
  CHECK_FALSE(report.contains("interrupted"));
  // The records said to be complete are exactly the files there (no half-written or temporary
  // one), and they read.
  const std::string said = " to ";
  const std::size_t at = r.err.find(said, r.err.find("the records 000000"));
  REQUIRE(at != std::string::npos);
  const long last = std::stol(r.err.substr(at + said.size(), 6));
  CHECK(last + 1 < std::stol(games));
  CHECK(contains(r.err, record_name(last) + " in " + dir.path().string() + " are complete, and no other was written\n"));
  std::size_t files = 0;
  for (const auto& e : fs::directory_iterator(dir.path())) {
    ++files;
    CAPTURE(e.path().string());
    CHECK(std::stol(e.path().filename().string().substr(0, 6)) <= last);
  }
  CHECK(files == 2 * static_cast<std::size_t>(last + 1));
  for (const long i : {0L, last / 2, last}) {
    const std::string stem = (dir.path() / record_name(i)).string();
    CAPTURE(stem);
    const ProcessResult solved = skb_run({"hats", "solve", stem + ".hats", "--json"});
    CHECK(solved.status == 0);
    CHECK(skb::test::parse_report<Json>(read_file(stem + ".truth.json"))["game"].get<long>() == i);
  }
}

TEST_CASE("COLUMNS=60 and 80: simulate, analyze and advise fit, the table whole on its lines") {
  // The seat table is 80 columns (it was 81, so that at COLUMNS=80 its last column wrapped); the
  // lines below it, the key of advise and its note on ties are reflowed to the screen. Under 80
  // the table's rows are wrapped too, but no line is wider than the screen.
  const std::string advise_record = (kExamples / "advise" / "forty-turns-4p.hats").string();
  const std::vector<std::vector<std::string>> commands{
      {"hats", "simulate", "--players", "3", "--games", "20", "--quiet"},
      {"hats", "analyze", "--players", "2,3", "--games", "10", "--quiet"},
      {"hats", "advise", advise_record, "--playouts", "50", "--budget", "3000"},
  };
  for (const std::string columns : {"60", "80"}) {
    for (const auto& args : commands) {
      CAPTURE(columns);
      CAPTURE(args[1]);
      skb::test::ProcessOptions options;
      options.env = {{"COLUMNS", columns}};
      const ProcessResult r = skb::test::run_process(SKB_BINARY, args, options);
      REQUIRE(r.status == 0);
      std::size_t at = 0;
      while (at < r.out.size()) {
        const std::size_t end = r.out.find('\n', at);
        const std::string line = r.out.substr(at, end - at);
        CHECK_MESSAGE(line.size() <= std::stoul(columns), line);
        at = end == std::string::npos ? r.out.size() : end + 1;
      }
      if (columns == "80" && args[1] != "advise")
        CHECK(contains(r.out, "\n  seat  policy     win %   95% interval    score     se  pairs  penalties  magic\n"));
    }
  }
  // The first round separated the best here: no "then more" for a second round that was not played.
  const ProcessResult one_round = skb_run({"hats", "advise", advise_record});
  REQUIRE(one_round.status == 0);
  CHECK(contains(one_round.out, "\nPlayouts: 1000 per move: 35000 in all (budget 100000)\n"));
}
