// CLI tests of `skb nyet simulate` and `skb nyet analyze`: run the built `skb` as a user would.
//
// - Golden tests: JSON and CSV reports of small seeded runs (examples/nyet/simulate/) byte for
//   byte but for the provenance's command line and elapsed seconds, the same on 1 and 2 threads.
// - What the numbers must satisfy whatever they are: win rates that share out every game, the
//   terms' counts adding up to the rounds.
// - --record-out: every round of every game a spectator's record that `skb nyet solve` reads and
//   whose scores, replayed from the written tricks, are those the simulation counted (the
//   record's "# Scores:" comment, written from the simulation's own round); cut before its last
//   two tricks, `skb nyet dd` solves the rest.
// - Bad input exits 2 naming the option; runs beyond their bounds are refused before starting;
//   an interrupted run exits 130 with the report of the games finished.
#include <doctest/doctest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tests/support/files.h"
#include "tests/support/golden.h"
#include "tests/support/run_process.h"
#include "tests/support/sanitized.h"
#include "tests/support/scratch_dir.h"

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;
using skb::test::ProcessResult;
using skb::test::without_run;

namespace {

const fs::path kGoldens = fs::path(SKB_SOURCE_DIR) / "examples" / "nyet" / "simulate";

ProcessResult skb_run(const std::vector<std::string>& args) { return skb::test::run_process(SKB_BINARY, args); }

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

ProcessResult interrupted_after_a_second(const std::vector<std::string>& args) {
  std::vector<std::string> all = {"--foreground", "--preserve-status", "-s", "INT", "1", SKB_BINARY};
  all.insert(all.end(), args.begin(), args.end());
  return skb::test::run_process("/usr/bin/timeout", all);
}

}  // namespace

TEST_CASE("golden: simulate and analyze print the same JSON and CSV on 1 and 2 threads") {
  struct Case {
    std::vector<std::string> args;
    std::string golden;
  };
  const std::vector<Case> cases{
      {{"nyet", "simulate", "--players", "4", "--games", "40", "--seed", "7", "--json"}, "greedy-4p.json"},
      {{"nyet", "simulate", "--players", "3", "--policies", "greedy,random,random", "--games", "30", "--csv"},
       "greedy-random-3p.csv"},
      {{"nyet", "analyze", "--players", "2,5", "--profiles", "greedy:random,greedy:greedy", "--games", "20", "--json"},
       "analyze-2p-5p.json"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.golden);
    std::vector<std::string> one = c.args, two = c.args;
    one.insert(one.end(), {"--threads", "1"});
    two.insert(two.end(), {"--threads", "2"});
    const ProcessResult a = skb_run(one), b = skb_run(two);
    CHECK(a.status == 0);
    CHECK(a.err == "");
    CHECK(skb::test::matches_golden(a.out, kGoldens / c.golden));
    CHECK(without_run(a.out) == without_run(b.out));
  }
}

TEST_CASE("simulate's JSON shares out every game's win and counts every round's terms") {
  const ProcessResult r = skb_run({"nyet", "simulate", "--players", "5", "--policies",
                                   "greedy,random,random,random,random", "--games", "25", "--json"});
  REQUIRE(r.status == 0);
  const Json j = Json::parse(r.out);
  CHECK(j["games"] == 25);
  CHECK(j["rounds"] == 250);  // 10 rounds with 5 players
  double wins = 0;
  for (const Json& seat : j["seats"]) {
    wins += seat["win_rate"].get<double>();
    CHECK(seat["win_low"].get<double>() <= seat["win_rate"].get<double>());
    CHECK(seat["win_rate"].get<double>() <= seat["win_high"].get<double>());
  }
  CHECK(wins == doctest::Approx(1.0));
  for (const auto& line : j["terms"].items()) {
    if (!line.value().is_object()) continue;
    int rounds = 0;
    for (const auto& box : line.value().items()) rounds += box.value().get<int>();
    CAPTURE(line.key());
    CHECK(rounds == 250);
  }
  CHECK(j["bonus"]["rounds"] == 250);  // a Bonus card every round with 5 players
  CHECK(j["skb_version"].is_string());
}

TEST_CASE("--record-out: every round a spectator's record that solve reads, with the round's scores") {
  const skb::test::ScratchDir scratch("nyet_cli_simulate", "records");
  const fs::path dir = scratch.path() / "rounds";
  fs::remove_all(dir);
  const ProcessResult r = skb_run({"nyet", "simulate", "--players", "5", "--games", "2", "--record-out", dir.string()});
  REQUIRE(r.status == 0);
  int records = 0;
  for (int game = 0; game < 2; ++game)
    for (int round = 1; round <= 10; ++round) {
      const fs::path file = dir / (std::string(game == 0 ? "000000-" : "000001-") + (round < 10 ? "0" : "") +
                                   std::to_string(round) + ".nyet");
      CAPTURE(file.string());
      REQUIRE(fs::exists(file));
      const std::string text = skb::test::read_file(file);
      const std::size_t at = text.find("# Scores: ");
      REQUIRE(at != std::string::npos);
      const std::string scores = text.substr(at + 2, text.find('\n', at) - at - 2);  // "Scores: Ann 4, ..."
      const ProcessResult solve = skb_run({"nyet", "solve", file.string()});
      CHECK(solve.status == 0);
      CHECK(contains(solve.out, "The round is over"));
      CHECK(contains(solve.out, "Unseen cards: none; 1 consistent deal"));  // every hand is given
      CHECK(contains(solve.out, scores + "\n"));                            // replayed from the written tricks
      ++records;
    }
  CHECK(records == 20);
  // Without its last two tricks a record is a round in progress with every hand known: dd solves
  // the rest.
  const std::string text = skb::test::read_file(dir / "000001-10.nyet");
  std::size_t cut = text.size();
  for (int k = 0; k < 2; ++k) cut = text.rfind("\ntrick ", cut - 1);
  REQUIRE(cut != std::string::npos);
  const ProcessResult dd = skb::test::run_process(SKB_BINARY, {"nyet", "dd", "-"}, text.substr(0, cut + 1));
  CHECK(dd.status == 0);
  CHECK(contains(dd.out, "Double dummy"));
  // The folder now holds records: refused without --force, before any game.
  const ProcessResult again = skb_run({"nyet", "simulate", "--games", "2", "--record-out", dir.string()});
  CHECK(again.status == 2);
  CHECK(contains(again.err, "--record-out"));
  fs::remove_all(dir);
}

TEST_CASE("bad input to simulate and analyze exits 2 naming the option") {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases{
      {{"nyet", "simulate", "--players", "6"}, "--players"},
      {{"nyet", "simulate", "--policy", "minimax"}, "unknown policy 'minimax'"},
      {{"nyet", "simulate", "--policies", "greedy,pimc"}, "2 policies for 4 players"},
      {{"nyet", "simulate", "--policies", "greedy,,greedy,greedy"}, "--policies"},
      {{"nyet", "simulate", "--pimc-budget", "0"}, "--pimc-budget"},
      {{"nyet", "simulate", "--pimc-nodes", "10"}, "--pimc-nodes"},
      {{"nyet", "simulate", "--games", "0"}, "--games"},
      {{"nyet", "simulate", "--seed", "-1"}, "--seed"},
      {{"nyet", "simulate", "--json", "--csv"}, "--csv"},
      {{"nyet", "simulate", "--policy", "pimc", "--games", "10001"}, "at most 10000 games"},
      {{"nyet", "simulate", "--games", "10001", "--record-out", "/nonexistent-skb-dir"}, "--record-out"},
      {{"nyet", "analyze", "--players", "1"}, "--players"},
      {{"nyet", "analyze", "--profiles", "greedy"}, "unknown profile 'greedy'"},
      {{"nyet", "analyze", "--profiles", "greedy:minimax"}, "--profiles"},
      {{"nyet", "analyze", "--profiles", "pimc:greedy", "--games", "20000"}, "at most 10000 games"},
      {{"nyet", "analyze", "--threads", "0x2"}, "--threads"},
  };
  for (const auto& [arguments, message] : cases) {
    const std::vector<std::string>& args = arguments;
    CAPTURE(args.back());
    const ProcessResult r = skb_run(args);
    CHECK(r.status == 2);
    CHECK(r.out == "");
    CHECK(contains(r.err, message));
  }
}

TEST_CASE("--help teaches: the policies, examples and exit statuses") {
  for (const char* command : {"simulate", "analyze"}) {
    const ProcessResult r = skb_run({"nyet", command, "--help"});
    CHECK(r.status == 0);
    CHECK(contains(r.out, "Policies: random plays every legal action alike."));
    CHECK(contains(r.out, "Examples:"));
    CHECK(contains(r.out, "130"));
    CHECK(contains(r.out, "nyet/simulate.md"));
  }
}

TEST_CASE("simulate and analyze interrupted: the report of the games finished, status 130") {
  // 10^9 greedy games take days; pimc games take minutes each.
  auto r = interrupted_after_a_second({"nyet", "simulate", "--games", "1000000000", "--json", "--quiet"});
  CAPTURE(r.err);
  CHECK(r.status == 130);
  CHECK(contains(r.err, "skb: stopping: finishing what is in progress"));
  if (!contains(r.err, "before any game was finished")) {
    CHECK(contains(r.out, "\"interrupted\": true, \"planned\": 1000000000"));
    CHECK(contains(r.err, "skb nyet simulate: interrupted after "));
  }
  r = interrupted_after_a_second({"nyet", "simulate", "--policy", "pimc", "--games", "100", "--quiet"});
  CHECK(r.status == 130);
  CHECK(contains(r.err, "skb nyet simulate: interrupted"));
  r = interrupted_after_a_second({"nyet", "analyze", "--games", "1000000000", "--quiet"});
  CHECK(r.status == 130);
  CHECK(contains(r.err, "skb nyet analyze: interrupted after 0 of 6 cells"));
}
