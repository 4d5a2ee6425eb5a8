// CLI tests of `skb nyet`: run the built `skb` (SKB_BINARY) as a user would and check what it
// prints and how it exits.
//
// - Golden tests: examples/nyet/NAME.nyet solved prints NAME.txt and (--json) NAME.json byte for
//   byte, but for the provenance's command line and elapsed seconds.
// - By hand: the numbers worked out in the examples' first comments.
// - Errors: record errors exit 2 with FILE:LINE:COL, contradictions 3 naming the statements,
//   command-line errors 2; the record from standard input; --help and `skb games`.
// - `skb nyet dd`: examples/nyet/NAME.nyet prints NAME-dd.txt and (--json) NAME-dd.json; a
//   hidden hand, a record before the trick phase or after the round, and the node limit exit 2.
// - `skb nyet advise`: examples/nyet/NAME.nyet prints NAME-advise.txt and (--json)
//   NAME-advise.json on 1 and 2 threads; read from standard input, a record that leaves its
//   viewer no card to play prints NAME-advise.err on standard error and exits 2.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/files.h"
#include "tests/support/golden.h"
#include "tests/support/report_json.h"
#include "tests/support/run_process.h"
#include "tests/support/scratch_dir.h"

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;
using skb::test::ProcessResult;
using skb::test::read_file;
using skb::test::without_run;

namespace {

const fs::path kExamples = fs::path(SKB_SOURCE_DIR) / "examples" / "nyet";

ProcessResult skb_run(const std::vector<std::string>& args, const std::string& input = "") {
  return skb::test::run_process(SKB_BINARY, args, input);
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

const skb::test::ScratchDir& scratch() {
  static const skb::test::ScratchDir dir("nyet_cli", "records");
  return dir;
}

std::string record(const std::string& name, const std::string& text) { return scratch().write(name, text); }

std::vector<fs::path> records_in(const fs::path& dir) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".nyet") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

const std::string kAnn = read_file(kExamples / "ann-one-void-4p.nyet");

}  // namespace

TEST_CASE("golden: skb nyet solve prints the examples' outputs byte for byte") {
  int n = 0;
  for (const fs::path& p : records_in(kExamples)) {
    fs::path stem = p;
    stem.replace_extension();
    CAPTURE(p.string());
    const ProcessResult text = skb_run({"nyet", "solve", p.string()});
    CHECK(text.status == 0);
    CHECK(text.err == "");
    CHECK(skb::test::matches_golden(text.out, stem.string() + ".txt"));
    const ProcessResult json = skb_run({"nyet", "solve", p.string(), "--json"});
    CHECK(json.status == 0);
    CHECK(skb::test::matches_golden(json.out, stem.string() + ".json"));
    ++n;
  }
  CHECK(n >= 6);
}

TEST_CASE("by hand: the numbers of the examples' comments") {
  // ann-one-void-4p: 2 * 41! / (13! 14! 14!) deals; the B1 is Ben's or Dan's, 1/2 each; any
  // other card Cat's with 14/41, Ben's with 27/82; Cat holds 42/41 R1s on average.
  const Json j = skb::test::parse_report<Json>(read_file(kExamples / "ann-one-void-4p.json"));
  CHECK(j["deals"] == "1413715110607152000");
  CHECK(j["unseen_cards"] == 42);
  CHECK(j["places"].size() == 3);
  CHECK(j["places"][1]["voids"] == Json::array({"B"}));
  for (const auto& c : j["cards"]) {
    if (c["card"] == "B1") {
      CHECK(c["chance"][0].get<double>() == 0.5);
      CHECK(c["chance"][1].get<double>() == 0.0);
    } else if (c["card"] == "R1") {
      CHECK(c["unseen"] == 3);
      CHECK(c["expected"][1].get<double>() == doctest::Approx(42.0 / 41).epsilon(1e-15));
    } else if (c["unseen"] == 1) {
      CHECK(c["chance"][0].get<double>() == doctest::Approx(27.0 / 82).epsilon(1e-15));
      CHECK(c["chance"][1].get<double>() == doctest::Approx(14.0 / 41).epsilon(1e-15));
    }
  }
  // position-4p: every hand is given: nothing unseen, one deal; Cat is to play.
  const Json p = skb::test::parse_report<Json>(read_file(kExamples / "position-4p.json"));
  CHECK(p["deals"] == "1");
  CHECK(p["to_move"] == "Cat");
  CHECK(p["tricks"]["units"] == Json::array({4, 6}));
  // cat-vetoes-3p: before the discards Ann and Ben hold 16 cards each of the 32 Cat has not seen:
  // C(32, 16) deals, every card in either hand with probability 1/2.
  const Json v = skb::test::parse_report<Json>(read_file(kExamples / "cat-vetoes-3p.json"));
  CHECK(v["deals"] == "601080390");
  for (const auto& c : v["cards"]) CHECK(c["expected"][0].get<double>() == c["unseen"].get<double>() / 2);
}

TEST_CASE("the record from standard input; the exit statuses") {
  const ProcessResult piped = skb_run({"nyet", "solve"}, kAnn);
  CHECK(piped.status == 0);
  CHECK(skb::test::matches_golden(piped.out, kExamples / "ann-one-void-4p.txt"));
  // A record error: FILE:LINE:COLUMN: message, exit 2 (the example's last line is 35).
  const std::string bad = record("bad.nyet", kAnn + "trick Ben B3\n");
  const ProcessResult error = skb_run({"nyet", "solve", bad});
  CHECK(error.status == 2);
  CHECK(error.out == "");
  CHECK(error.err == bad + ":36:7: Ben cannot lead: Cat won the last trick and leads\n");
  const ProcessResult from_stdin = skb_run({"nyet", "solve", "-"}, kAnn + "trick Cat Q3\n");
  CHECK(from_stdin.status == 2);
  CHECK(from_stdin.err ==
        "<stdin>:36:11: 'Q3' is not a card: a card is a colour letter (B, R, Y, G) and a value from 1 to 13, e.g. "
        "B7, R13, G1\n");
  // A contradiction: exit 3, naming the statements. Cat has no blue, yet leads B1.
  const ProcessResult c = skb_run({"nyet", "solve", record("void.nyet", kAnn + "trick Cat B1\n")});
  CHECK(c.status == 3);
  CHECK(c.out == "");
  CHECK(contains(c.err, "void.nyet:35:17: contradiction: no deal satisfies this record. These 2 statements cannot all be true"));
  CHECK(contains(c.err, "void.nyet:35:17:   trick Ann B2 B1 G2 B1\n"));
  CHECK(contains(c.err, "void.nyet:36:11:   trick Cat B1\n"));
  // A contradiction only the count finds: nobody follows Ann's blue, yet three B1s are unseen.
  std::string nobody = kAnn;
  nobody.replace(nobody.find("trick Ann B2 B1 G2 B1"), 21, "trick Ann B2 G2 G3 G4");
  const ProcessResult count = skb_run({"nyet", "solve", record("nobody.nyet", nobody)});
  CHECK(count.status == 3);
  CHECK(contains(count.err, "These 3 statements cannot all be true"));
  // An unreadable file: FILE: message, exit 2.
  const ProcessResult missing = skb_run({"nyet", "solve", (scratch().path() / "nope.nyet").string()});
  CHECK(missing.status == 2);
  CHECK(contains(missing.err, "nope.nyet: "));
}

TEST_CASE("command-line errors, --help and skb games") {
  const ProcessResult unknown = skb_run({"nyet", "solv"});
  CHECK(unknown.status == 2);
  CHECK(contains(unknown.err, "unknown command 'solv' (did you mean 'solve'?)"));
  const ProcessResult option = skb_run({"nyet", "solve", "--jsn"});
  CHECK(option.status == 2);
  const ProcessResult help = skb_run({"nyet", "solve", "--help"});
  CHECK(help.status == 0);
  CHECK(contains(help.out, "Examples:"));
  CHECK(contains(help.out, "Exit status: 0 solved; 2 the record cannot be read"));
  CHECK(contains(help.out, "docs/nyet/record-format.md"));
  const ProcessResult group = skb_run({"nyet", "--help"});
  CHECK(group.status == 0);
  CHECK(contains(group.out, "solve"));
  CHECK(contains(group.out, "'skb nyet dd' gives, when every hand is known"));
  const ProcessResult games = skb_run({"games"});
  CHECK(games.status == 0);
  CHECK(contains(games.out, "nyet"));
  CHECK(contains(games.out, "Nyet!: exact card locations"));
}

TEST_CASE("golden: skb nyet dd prints the examples' outputs byte for byte") {
  int n = 0;
  for (const fs::path& p : records_in(kExamples)) {
    fs::path stem = p;
    stem.replace_extension();
    const fs::path text_golden = stem.string() + "-dd.txt";
    if (!fs::exists(text_golden)) continue;
    CAPTURE(p.string());
    const ProcessResult text = skb_run({"nyet", "dd", p.string()});
    CHECK(text.status == 0);
    CHECK(text.err == "");
    CHECK(text.out == read_file(text_golden));
    const ProcessResult json = skb_run({"nyet", "dd", p.string(), "--json"});
    CHECK(json.status == 0);
    CHECK(without_run(json.out) == without_run(read_file(stem.string() + "-dd.json")));
    ++n;
  }
  CHECK(n >= 3);
}

TEST_CASE("by hand: skb nyet dd on the examples' comments") {
  // examples/nyet/minus-two-2p.nyet: at -2 points Ann leads B1 (+3), not B13 (+1).
  const Json minus = Json::parse(skb_run({"nyet", "dd", (kExamples / "minus-two-2p.nyet").string(), "--json"}).out);
  const Json& dd = minus["double_dummy"];
  CHECK(dd["value"] == 3);
  CHECK(dd["negated"] == true);
  CHECK(dd["points"] == 6);
  CHECK(dd["cards"][0]["card"] == "B1");
  CHECK(dd["cards"][0]["value"] == 3);
  CHECK(dd["cards"][1]["card"] == "B13");
  CHECK(dd["cards"][1]["value"] == 1);
  // examples/nyet/position-4p.nyet (worked in tests/nyet/test_double_dummy.cpp): +1 for Ann and
  // Cat whichever card Cat plays.
  const Json pos = Json::parse(skb_run({"nyet", "dd", (kExamples / "position-4p.nyet").string(), "--json"}).out);
  CHECK(pos["double_dummy"]["value"] == 1);
  CHECK(pos["double_dummy"]["team"] == Json::array({"Ann", "Cat"}));
  CHECK(pos["double_dummy"]["line"].size() == 2);
}

TEST_CASE("skb nyet dd: standard input, hidden hands, the phase, the node limit") {
  const std::string position = read_file(kExamples / "position-4p.nyet");
  const ProcessResult piped = skb_run({"nyet", "dd"}, position);
  CHECK(piped.status == 0);
  CHECK(piped.out == read_file(kExamples / "position-4p-dd.txt"));
  // A player's record hides the other hands: exit 2 at the view statement (line 8).
  const ProcessResult hidden = skb_run({"nyet", "dd", (kExamples / "ann-mid-round-4p.nyet").string()});
  CHECK(hidden.status == 2);
  CHECK(hidden.out == "");
  CHECK(contains(hidden.err, "ann-mid-round-4p.nyet:8:1: this is Ann's record: the double-dummy value needs every hand, "
                             "and the hands of Ben, Cat, Dan are hidden"));
  // A spectator's record without the hands: the names of the missing hands.
  const ProcessResult spectator = skb_run({"nyet", "dd", (kExamples / "spectator-early-5p.nyet").string()});
  CHECK(spectator.status == 2);
  CHECK(contains(spectator.err, "the record does not give the hands of Ann, Ben, Cat, Dan, Eve"));
  // Every hand given, but still in the veto phase.
  const std::string full = read_file(kExamples / "spectator-full-3p.nyet");
  const std::string vetoes = full.substr(0, full.find("veto Ann points -2"));
  const ProcessResult early = skb_run({"nyet", "dd", record("early.nyet", vetoes)});
  CHECK(early.status == 2);
  CHECK(contains(early.err, "the record has not reached the trick phase"));
  // The round over: nothing to solve.
  std::string played = position;
  played.replace(played.find("trick Ann Y5 Y1"), 15, "trick Ann Y5 Y1 B1 Y8\ntrick Cat G4 R1 B7 Y9");
  const ProcessResult over = skb_run({"nyet", "dd", record("over.nyet", played)});
  CHECK(over.status == 2);
  CHECK(contains(over.err, "the round is over"));
  // The node limit: refused with exit 2, naming --max-nodes.
  const ProcessResult limit = skb_run({"nyet", "dd", (kExamples / "spectator-full-3p.nyet").string(), "--max-nodes", "1"});
  CHECK(limit.status == 2);
  CHECK(limit.out == "");
  CHECK(contains(limit.err, "needs more than 1 nodes"));
  CHECK(contains(limit.err, "--max-nodes"));
  const ProcessResult zero = skb_run({"nyet", "dd", (kExamples / "position-4p.nyet").string(), "--max-nodes", "0"});
  CHECK(zero.status == 2);
  const ProcessResult help = skb_run({"nyet", "dd", "--help"});
  CHECK(help.status == 0);
  CHECK(contains(help.out, "--max-nodes"));
  CHECK(contains(help.out, "at -2 points it is negated"));
  CHECK(contains(help.out, "Exit status: 0 solved"));
}

TEST_CASE("golden: skb nyet advise prints the examples' outputs byte for byte, on 1 and 2 threads") {
  int n = 0, errors = 0;
  for (const fs::path& p : records_in(kExamples)) {
    fs::path stem = p;
    stem.replace_extension();
    CAPTURE(p.string());
    const fs::path err_golden = stem.string() + "-advise.err";
    if (fs::exists(err_golden)) {
      const ProcessResult e = skb_run({"nyet", "advise"}, read_file(p));
      CHECK(e.status == 2);
      CHECK(e.out == "");
      CHECK(skb::test::matches_golden(e.err, err_golden));
      ++errors;
    }
    if (!fs::exists(stem.string() + "-advise.txt")) continue;
    for (const std::string threads : {"1", "2"}) {
      const ProcessResult text = skb_run({"nyet", "advise", p.string(), "--threads", threads});
      CHECK(text.status == 0);
      CHECK(text.err == "");
      CHECK(skb::test::matches_golden(text.out, stem.string() + "-advise.txt"));
      const ProcessResult json = skb_run({"nyet", "advise", p.string(), "--json", "--threads", threads});
      CHECK(json.status == 0);
      CHECK(skb::test::matches_golden(json.out, stem.string() + "-advise.json"));
    }
    ++n;
  }
  CHECK(n >= 2);
  CHECK(errors >= 3);
}

TEST_CASE("skb nyet advise: the worked example, options, the errors of solve, --help") {
  // examples/nyet/ann-last-tricks-4p.nyet (worked in its comment): G4 +4, G12 +3, exact.
  const Json last = Json::parse(skb_run({"nyet", "advise", (kExamples / "ann-last-tricks-4p.nyet").string(), "--json"}).out);
  CHECK(last["advice"]["method"] == "exact");
  CHECK(last["advice"]["deals"] == "3");
  CHECK(last["advice"]["cards"][0]["card"] == "G4");
  CHECK(last["advice"]["cards"][0]["exact"] == "4");
  CHECK(last["advice"]["cards"][1]["exact"] == "3");
  // A seed changes the deals drawn; the same seed repeats them.
  const std::string mid = (kExamples / "ann-mid-round-4p.nyet").string();
  const Json a = Json::parse(skb_run({"nyet", "advise", mid, "--json", "--seed", "5", "--budget", "16"}).out);
  const Json b = Json::parse(skb_run({"nyet", "advise", mid, "--json", "--seed", "5", "--budget", "16"}).out);
  CHECK(a["advice"]["cards"] == b["advice"]["cards"]);
  CHECK(a["advice"]["method"] == "sampled");
  CHECK(a["advice"]["draws"].get<int>() <= 16);
  // A contradiction exits 3 as skb nyet solve does, with the same message.
  std::string contradiction = kAnn;
  contradiction += "trick Cat B7\n";  // Cat showed no blue in the first trick
  const std::string path = record("contradiction.nyet", contradiction);
  const ProcessResult solve = skb_run({"nyet", "solve", path});
  const ProcessResult advise = skb_run({"nyet", "advise", path});
  CHECK(solve.status == 3);
  CHECK(advise.status == 3);
  CHECK(advise.err == solve.err);
  // Bad options and a missing file: exit 2.
  CHECK(skb_run({"nyet", "advise", mid, "--budget", "0"}).status == 2);
  CHECK(skb_run({"nyet", "advise", mid, "--max-nodes", "0"}).status == 2);
  const ProcessResult missing = skb_run({"nyet", "advise", "/nonexistent-skb-dir/no-such.nyet"});
  CHECK(missing.status == 2);
  const ProcessResult help = skb_run({"nyet", "advise", "--help"});
  CHECK(help.status == 0);
  CHECK(contains(help.out, "skb nyet advise examples/nyet/ann-mid-round-4p.nyet"));
  CHECK(contains(help.out, "--budget"));
  CHECK(contains(help.out, "Exit status: 0 advised"));
  CHECK(contains(skb_run({"nyet", "--help"}).out, "advise"));
  CHECK(contains(help.out, "A veto, the teams (and the Bonus), a discard or the pass"));
}

TEST_CASE("skb nyet advise before the tricks: the same numbers on a seed, a larger budget, the refusals") {
  const std::string late = (kExamples / "ben-late-veto-2p.nyet").string();
  const Json a = Json::parse(skb_run({"nyet", "advise", late, "--json", "--seed", "4", "--threads", "1"}).out);
  const Json b = Json::parse(skb_run({"nyet", "advise", late, "--json", "--seed", "4", "--threads", "2"}).out);
  CHECK(a["advice"]["options"] == b["advice"]["options"]);
  CHECK(a["advice"]["decision"] == "veto");
  CHECK(a["advice"]["options"].size() == 6);  // first Ann/Ben, trump B/R, points 1/3
  CHECK(a["advice"]["options"][0]["lines"][0].get<std::string>().starts_with("veto Ben "));
  // A node limit of 1,000: every deal played out by the greedy rule, and said so.
  const ProcessResult low = skb_run({"nyet", "advise", late, "--max-nodes", "1000", "--budget", "4"});
  CHECK(low.status == 0);
  CHECK(contains(low.out, "Played out: in 4 of the 4 deals"));
  // 5-player teams written without the Bonus holder: nothing to advise yet (exit 2), saying why.
  std::string text = skb::test::read_file(kExamples / "cat-pass-5p.nyet");
  text = text.substr(0, text.find("\nbonus Cat") + 1);
  const ProcessResult no_bonus = skb_run({"nyet", "advise", record("no-bonus.nyet", text)});
  CHECK(no_bonus.status == 2);
  CHECK(contains(no_bonus.err, "add 'bonus NAME' after the teams"));
}

TEST_CASE("skb nyet survey: the same numbers on 1 and 2 threads, CSV and JSON agree, bad options") {
  // Two-player deals solve in a fraction of a second each.
  const auto run = [](std::vector<std::string> args, const std::string& threads) {
    args.insert(args.end(), {"--threads", threads});
    const ProcessResult r = skb_run(args);
    CHECK(r.status == 0);
    return skb::test::without_run(r.out);  // the provenance's command line names the threads
  };
  const std::vector<std::string> json{"nyet", "survey", "--players", "2", "--deals", "6", "--seed", "3", "--json"};
  const std::string one = run(json, "1");
  CHECK(one == run(json, "2"));
  const Json report = skb::test::parse_report<Json>(one);
  CHECK(report["deals"] == 6);
  CHECK(report["solved"].get<int>() + report["over_cap"].get<int>() == 6);
  // The CSV rows are the deals the JSON sums: their mean value is the JSON's value.
  const ProcessResult csv = skb_run({"nyet", "survey", "--players", "2", "--deals", "6", "--seed", "3", "--csv"});
  REQUIRE(csv.status == 0);
  std::vector<std::string> lines;
  std::istringstream in(csv.out);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  REQUIRE(lines.size() == 7);
  CHECK(contains(lines[0], ",players,seed,deal,solved,trump,supertrump,discard,points,first,first_side,"));
  double sum = 0;
  int solved = 0;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    std::vector<std::string> cells;
    std::istringstream row(lines[i]);
    for (std::string cell; std::getline(row, cell, ',');) cells.push_back(cell);
    REQUIRE(cells.size() >= 16);
    if (cells[6] != "1") continue;
    ++solved;
    sum += std::stod(cells[15]);  // value
  }
  CHECK(solved == report["solved"].get<int>());
  CHECK(sum / solved == doctest::Approx(report["value"].get<double>()));
  const ProcessResult text = skb_run({"nyet", "survey", "--players", "2", "--deals", "2"});
  CHECK(text.status == 0);
  CHECK(contains(text.out, "Double-dummy survey: 2 random 2-player deals (seed 1), solved at the first lead"));
  CHECK(contains(text.out, "By the side's trump length"));
  // Every deal over the node limit: reported as such, nothing guessed.
  const ProcessResult capped = skb_run({"nyet", "survey", "--players", "2", "--deals", "2", "--max-nodes", "1"});
  CHECK(capped.status == 0);
  CHECK(contains(capped.out, "Solved: 0 (2 needed more nodes and are left out below)"));
  for (const std::vector<std::string>& bad : std::vector<std::vector<std::string>>{
           {"--players", "6"}, {"--deals", "0"}, {"--max-nodes", "0"}, {"--pre-trick", "smart"}, {"--pre-trick", "Greedy"}, {"--json", "--csv"}}) {
    std::vector<std::string> args{"nyet", "survey"};
    args.insert(args.end(), bad.begin(), bad.end());
    const ProcessResult r = skb_run(args);
    CHECK(r.status == 2);
    CHECK(r.out == "");
  }
  const ProcessResult help = skb_run({"nyet", "survey", "--help"});
  CHECK(help.status == 0);
  CHECK(contains(help.out, "Examples:"));
  CHECK(contains(help.out, "docs/nyet/survey.md"));
  CHECK(contains(help.out, "Exit status: 0 surveyed"));
}
