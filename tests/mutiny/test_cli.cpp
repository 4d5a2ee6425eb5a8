// CLI tests of `skb mutiny solve`: run the built `skb` (SKB_BINARY) as a user would and check
// what it prints and how it exits.
//
// - Golden tests: `skb mutiny solve examples/mutiny/NAME.mutiny --json` prints NAME.json, and
//   without --json NAME.txt, byte for byte; every output follows docs/mutiny/json-output.md.
// - By hand: the numbers worked out in each example's first comment, checked here so that the
//   golden files are not just "whatever skb printed"; the documents' examples are the examples.
// - Errors: record errors exit 2 with FILE:LINE:COL, command-line errors 2 in the one format of
//   every command, contradictions 3 with a minimal set (each statement removed in turn solves).
// - Standard input, overrides, --model, --help, and `skb games`.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "solver/mutiny/profile.h"
#include "tests/mutiny/four_seats.h"
#include "tests/support/files.h"
#include "tests/support/golden.h"
#include "tests/support/report_json.h"
#include "tests/support/lines.h"
#include "tests/support/run_process.h"
#include "tests/support/scratch_dir.h"

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;
using skb::test::ProcessResult;
using skb::test::read_file;

namespace {

const fs::path kExamples = fs::path(SKB_SOURCE_DIR) / "examples" / "mutiny";
const fs::path kDocs = fs::path(SKB_SOURCE_DIR) / "docs" / "mutiny";

const std::string& kHead = skb::mutiny::testing::kFourSeats;

ProcessResult skb_run(const std::vector<std::string>& args, const std::string& input = "") {
  return skb::test::run_process(SKB_BINARY, args, input);
}

ProcessResult solve(const std::string& path, std::vector<std::string> extra = {}) {
  std::vector<std::string> args{"mutiny", "solve", path};
  args.insert(args.end(), extra.begin(), extra.end());
  return skb_run(args);
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// A scratch folder for this process's records; `record` writes one there and returns its path.
const skb::test::ScratchDir& scratch() {
  static const skb::test::ScratchDir dir("mutiny/test_cli", "records");
  return dir;
}

std::string record(const std::string& name, const std::string& text) { return scratch().write(name, text); }

std::vector<fs::path> example_records() {
  std::vector<fs::path> out;
  for (const auto& entry : fs::directory_iterator(kExamples))
    if (entry.path().extension() == ".mutiny") out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

fs::path with_extension(fs::path p, const char* extension) { return p.replace_extension(extension); }

Json example_json(const std::string& name) { return skb::test::parse_report<Json>(read_file(kExamples / (name + ".json"))); }

double number(const Json& j) { return j.get<double>(); }

void check_probability(const Json& x) {
  REQUIRE(x.is_number());
  CHECK(number(x) >= 0.0);
  CHECK(number(x) <= 1.0);
}

// Checks the schema of json-output.md: field names, order, types, ranges and sums.
void check_schema(const Json& j) {
  std::vector<std::string> keys;
  for (const auto& [key, value] : j.items()) keys.push_back(key);
  std::vector<std::string> expected{"players",    "roles",          "jurors",
                                    "view",       "lie_rate",       "confession_rate",
                                    "model",      "tremble",        "worlds",
                                    "consistent_worlds",
                                    "mutineer",   "sworn",          "mutineer_side",
                                    "confession", "innocence_vote", "guilt_vote",
                                    "game_over",  "crew_won",       "mutineer_side_won"};
  if (j.contains("notes")) expected.push_back("notes");
  CHECK(keys == expected);
  CHECK(j["players"].size() >= 4);
  CHECK(j["players"].size() <= 6);
  CHECK(j["roles"].size() == 4);
  CHECK(j["jurors"].size() == j["players"].size() - 4);
  CHECK(j["worlds"] == 16);
  CHECK(j["consistent_worlds"].get<int>() >= 1);
  double mutineer = 0, confession = 0;
  for (const auto& [name, p] : j["mutineer"].items()) check_probability(p), mutineer += number(p);
  for (const auto& [name, p] : j["confession"].items()) check_probability(p), confession += number(p);
  CHECK(mutineer == doctest::Approx(1.0));
  CHECK(confession == doctest::Approx(1.0));
  CHECK(j["mutineer"].size() == 4);
  CHECK(j["confession"].size() == 4);
  CHECK(j["mutineer_side"].size() == j["players"].size());
  for (const auto& [name, p] : j["mutineer_side"].items()) check_probability(p);
  for (const char* key : {"sworn", "game_over", "crew_won", "mutineer_side_won", "lie_rate", "confession_rate"})
    check_probability(j[key]);
  CHECK(number(j["crew_won"]) + number(j["mutineer_side_won"]) == doctest::Approx(number(j["game_over"])));
  CHECK((j["innocence_vote"].is_null() || j["innocence_vote"].contains("innocent")));
  CHECK((j["guilt_vote"].is_null() || j["guilt_vote"].contains("guilty")));
}

// The lines of the statements a contradiction names, from its message.
std::vector<int> conflict_lines(const std::string& err) {
  std::vector<int> lines;
  for (const std::string& line : skb::test::split_lines(err)) {
    const std::size_t indent = line.find(":   ");
    if (indent == std::string::npos) continue;
    const std::size_t first = line.find(':');
    const std::size_t second = line.find(':', first + 1);
    lines.push_back(std::stoi(line.substr(first + 1, second - first - 1)));
  }
  return lines;
}

}  // namespace

// =============================================================================================
// Golden tests

TEST_CASE("examples: at least 5 records of 4, 5 and 6 players, each with a comment, its .json and .txt") {
  const auto records = example_records();
  CHECK(records.size() >= 5);
  std::set<std::size_t> players;
  for (const fs::path& path : records) {
    CAPTURE(path);
    const std::string text = read_file(path);
    CHECK(text.rfind("# ", 0) == 0);
    CHECK(fs::exists(with_extension(path, ".json")));
    CHECK(fs::exists(with_extension(path, ".txt")));
    players.insert(example_json(path.stem().string())["players"].size());
  }
  CHECK(players == std::set<std::size_t>{4, 5, 6});
}

TEST_CASE("golden: skb mutiny solve NAME.mutiny [--json] prints NAME.json and NAME.txt byte for byte") {
  for (const fs::path& path : example_records()) {
    CAPTURE(path);
    const ProcessResult json = solve(path.string(), {"--json"});
    CAPTURE(json.err);
    CHECK(json.status == 0);
    CHECK(json.err.empty());
    CHECK(skb::test::matches_golden(json.out, with_extension(path, ".json")));
    check_schema(skb::test::parse_report<Json>(json.out));
    const ProcessResult text = solve(path.string());
    CHECK(text.status == 0);
    CHECK(skb::test::matches_golden(text.out, with_extension(path, ".txt")));
  }
}

TEST_CASE("by hand: the numbers of each example's first comment") {
  const auto near = [](const Json& x, double v) { return std::fabs(number(x) - v) < 1e-15; };
  const Json spectator = example_json("chaplain-report-spectator");
  CHECK(near(spectator["mutineer"]["Ben"], 4.0 / 7));
  CHECK(near(spectator["mutineer"]["Dan"], 1.0 / 7));
  CHECK(near(spectator["sworn"], 3.0 / 7));
  CHECK(spectator["mutineer_side"]["Ben"] == 1.0);
  CHECK(near(spectator["confession"]["nobody"], 1.0 / 7));
  CHECK(near(spectator["confession"]["Cat"], 2.0 / 7));

  const Json boatswain = example_json("boatswain-search");
  CHECK(boatswain["mutineer"] == skb::test::parse_report<Json>(R"({"Ann": 0.0, "Ben": 0.5, "Cat": 0.0, "Dan": 0.5})"));
  CHECK(near(boatswain["sworn"], 1.0 / 6));
  CHECK(near(boatswain["mutineer_side"]["Ben"], 2.0 / 3));
  CHECK(near(boatswain["confession"]["nobody"], 1.0 / 3));
  CHECK(boatswain["confession"]["Ann"] == 0.0);
  CHECK(boatswain["innocence_vote"]["innocent"] == "Cat");
  CHECK(boatswain["game_over"] == 0.0);

  const Json five = example_json("innocent-ends-game-5p");
  CHECK(near(five["mutineer"]["Ann"], 0.2));
  CHECK(near(five["mutineer"]["Ben"], 0.4));
  CHECK(five["mutineer"]["Cat"] == 0.0);
  CHECK(near(five["sworn"], 3.0 / 20));
  CHECK(near(five["mutineer_side"]["Ben"], 11.0 / 20));
  CHECK(five["innocence_vote"]["innocent"] == "Ben");
  CHECK(near(five["game_over"], 0.4));
  CHECK(near(five["mutineer_side_won"], 0.4));
  CHECK(five["crew_won"] == 0.0);

  const Json quarter = example_json("lie-rate-quarter");
  CHECK(near(quarter["mutineer"]["Ben"], 0.8));
  CHECK(near(quarter["mutineer"]["Ann"], 0.2));
  CHECK(near(quarter["sworn"], 1.0 / 20));
  CHECK(near(quarter["mutineer_side"]["Ben"], 17.0 / 20));

  const Json rate = example_json("confession-rate");
  CHECK(near(rate["mutineer"]["Ben"], 8.0 / 15));
  CHECK(near(rate["mutineer"]["Ann"], 0.2));
  CHECK(near(rate["mutineer"]["Dan"], 1.0 / 15));
  CHECK(near(rate["sworn"], 0.2));
  CHECK(near(rate["confession"]["nobody"], 1.0 / 3));
  CHECK(near(rate["confession"]["Dan"], 0.4));
  CHECK(near(rate["confession"]["Ann"], 2.0 / 15));

  const Json six = example_json("both-rounds-6p");
  CHECK(six["mutineer"]["Ben"] == 1.0);
  CHECK(near(six["sworn"], 1.0 / 3));
  CHECK(near(six["confession"]["Fay"], 2.0 / 3));
  CHECK(six["innocence_vote"]["innocent"] == "Cat");
  CHECK(six["guilt_vote"]["guilty"] == "Ben");
  CHECK(six["crew_won"] == 1.0);
  CHECK(six["jurors"] == skb::test::parse_report<Json>(R"(["Dan", "Eve"])"));

  const Json chosen = example_json("chosen-helmsman-in-progress");
  CHECK(near(chosen["mutineer"]["Ann"], 0.4));
  CHECK(near(chosen["mutineer"]["Ben"], 0.2));
  CHECK(chosen["sworn"] == 0.0);
  CHECK(chosen["confession"]["Cat"] == 1.0);
  CHECK(chosen["innocence_vote"]["innocent"].is_null());
  CHECK(chosen["guilt_vote"].is_null());
  CHECK(chosen["game_over"] == 0.0);
}

TEST_CASE("the documents' examples are the example records and their outputs") {
  // json-output.md: the record (without its comments) and the JSON of innocent-ends-game-5p.
  const std::string doc = read_file(kDocs / "json-output.md");
  std::string record_text;
  for (const std::string& line : skb::test::split_lines(read_file(kExamples / "innocent-ends-game-5p.mutiny")))
    if (line.rfind('#', 0) != 0) record_text += line + "\n";
  CHECK(contains(doc, "```text\n" + record_text + "```"));
  CHECK(contains(doc, "```json\n" + read_file(kExamples / "innocent-ends-game-5p.json") + "```"));
  // record-format.md: the complete example is both-rounds-6p.mutiny from its first statement down.
  const std::string format = read_file(kDocs / "record-format.md");
  const std::string six = read_file(kExamples / "both-rounds-6p.mutiny");
  CHECK(contains(format, "```text\n" + six.substr(six.find("\nplayers ") + 1) + "```"));
}

// =============================================================================================
// Errors and exit statuses

TEST_CASE("errors in a record: status 2, FILE:LINE:COLUMN: message") {
  const auto check = [](const std::string& text, const std::string& message) {
    const std::string path = record("bad.mutiny", text);
    const ProcessResult r = solve(path);
    CAPTURE(text);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(r.err == path + ":" + message + "\n");
  };
  check(kHead + "serch Ann Cat\n", "6:1: unknown statement 'serch': did you mean search?");
  check(kHead + "search Ann Ann\n", "6:12: Ann cannot search Ann's cabin: the Boatswain cannot search his own cabin");
  check(kHead + "view Cat\nmutineer Dan\n",
        "7:1: Cat cannot know whether Dan is the Mutineer: each player knows it of themselves, the Boatswain of the "
        "player whose cabin he searched, and the Chaplain of the player he heard (written 'confession NAME "
        "confessed' or 'confession NAME denied')");
  check(kHead + "lie-rate 1.5\n", "6:10: '1.5' is not a lie rate: write a decimal between 0 and 1, e.g. 0.25");
  check(kHead + "innocence-vote Ann Ben\ncondemn Cat nobody\n",
        "7:1: the innocence vote is incomplete: no vote from Ben, Cat, Dan (every player votes before the Helmsman's "
        "condemn)");
  // A record larger than 1 MiB is refused before it is read, whatever it holds.
  const std::string huge = record("huge.mutiny", kHead + "#" + std::string(std::size_t{1} << 20, 'x') + "\n");
  const ProcessResult big = solve(huge);
  CHECK(big.status == 2);
  CHECK(big.err == huge +
                       ": the record is larger than 1 MiB, more than any game record needs (a whole game takes about 1 "
                       "KiB)\n");
  const ProcessResult missing = solve("/nonexistent/game.mutiny");
  CHECK(missing.status == 2);
  CHECK(missing.err == "/nonexistent/game.mutiny: cannot open the record: No such file or directory\n");
}

TEST_CASE("errors on the command line: status 2, skb: error: mutiny solve: ..., and a hint") {
  const std::string path = record("fine.mutiny", kHead);
  const auto check = [&](const std::vector<std::string>& extra, const std::string& message) {
    const ProcessResult r = solve(path, extra);
    CHECK(r.status == 2);
    CHECK(r.err == "skb: error: mutiny solve: " + message + "\nhint: run 'skb mutiny solve --help' for the options\n");
  };
  check({"--lie-rate", "2"}, "--lie-rate 2: a lie rate is a probability, between 0 and 1");
  check({"--lie-rate", "x"}, "--lie-rate x: not a number; give a decimal between 0 and 1, e.g. 0.25");
  check({"--confession-rate", "1.5"}, "--confession-rate 1.5: a confession rate is a probability, between 0 and 1");
  check({"--view", "Zed"}, "--view Zed: no such player in " + path + " (players: Ann, Ben, Cat, Dan)");
  std::string profiles;
  for (const std::string_view name : skb::mutiny::profile_names())
    profiles += (profiles.empty() ? "" : ", ") + std::string(name);
  check({"--model", "clairvoyant"}, "--model: unknown profile 'clairvoyant' (profiles: " + profiles + ")");
  // `skb mutiny` alone prints the group's short usage.
  const ProcessResult group = skb_run({"mutiny"});
  CHECK(group.status == 0);
  CHECK(contains(group.out, "Usage: skb mutiny COMMAND [OPTIONS] [FILE]"));
  CHECK(contains(group.out, "Commands:  skb mutiny solve|advise|analyze"));
  CHECK(contains(skb_run({"mutiny", "slove"}).err, "unknown command 'slove' (did you mean 'solve'?)"));
}

TEST_CASE("contradictions: status 3, a set of statements each of which is needed") {
  const std::string text = kHead +
                           "view Cat\n"
                           "lie-rate 0\n"
                           "no-confession Cat\n"
                           "not-mutineer Cat\n"
                           "search Ann Cat\n"
                           "report Ann Cat mutineer\n";
  const std::string path = record("contradiction.mutiny", text);
  const ProcessResult r = solve(path, {"--json"});
  CHECK(r.status == 3);
  CHECK(r.out.empty());
  CHECK(r.err == path +
                     ":9:1: contradiction: no world satisfies this record. These 2 statements cannot all be true "
                     "(remove any one of them and some world fits):\n" +
                     path + ":9:1:   not-mutineer Cat\n" + path + ":11:1:   report Ann Cat mutineer\n");
  // Minimal: without any one of them the record solves. (Without the report, the search alone.)
  const std::vector<std::string> lines = skb::test::split_lines(text);
  for (const int line : conflict_lines(r.err)) {
    CAPTURE(line);
    std::vector<std::string> fewer = lines;
    fewer.erase(fewer.begin() + (line - 1));
    CHECK(solve(record("fewer.mutiny", skb::test::join_lines(fewer))).status == 0);
  }
  // One statement alone: a Chaplain's own confession against a confession rate of 0.
  const ProcessResult one =
      solve(record("one.mutiny", kHead + "view Ben\nconfession Cat denied\n"), {"--confession-rate", "0"});
  CHECK(one.status == 3);
  CHECK(contains(one.err, "This statement cannot be true in any world:\n"));
  CHECK(conflict_lines(one.err) == std::vector<int>{7});
}

// =============================================================================================
// The command line

TEST_CASE("standard input: - and no FILE read a piped record") {
  const std::string text = read_file(kExamples / "lie-rate-quarter.mutiny");
  const std::string expected = read_file(kExamples / "lie-rate-quarter.json");
  const ProcessResult dash = skb_run({"mutiny", "solve", "-", "--json"}, text);
  CHECK(dash.status == 0);
  CHECK(skb::test::without_run(dash.out) == skb::test::without_run(expected));
  const ProcessResult none = skb_run({"mutiny", "solve", "--json"}, text);
  CHECK(none.status == 0);
  CHECK(skb::test::without_run(none.out) == skb::test::without_run(expected));
  const ProcessResult error = skb_run({"mutiny", "solve", "-"}, kHead + "serch Ann Cat\n");
  CHECK(error.err == "<stdin>:6:1: unknown statement 'serch': did you mean search?\n");
}

TEST_CASE("every example solves under every model of play (the tremble keeps every recorded action possible)") {
  // Without a tremble an honest Boatswain who does not search, or a vote the equilibrium never
  // casts, would make ordinary records contradictions; with the default tremble none is.
  std::vector<fs::path> records = example_records();
  for (const auto& entry : fs::directory_iterator(kExamples / "advise"))
    if (entry.path().extension() == ".mutiny") records.push_back(entry.path());
  REQUIRE(records.size() >= 9);  // 7 records and 2 advice records
  for (const fs::path& path : records)
    for (const std::string model : {"random", "honest", "equilibrium"}) {
      CAPTURE(path.string());
      CAPTURE(model);
      const ProcessResult r = solve(path.string(), {"--model", model});
      CHECK(r.status == 0);
      CHECK(contains(r.out, "Model of play: " + model));
    }
}

TEST_CASE("overrides: --view, --lie-rate, --confession-rate; --model") {
  const std::string quarter = (kExamples / "lie-rate-quarter.mutiny").string();
  // --lie-rate 0: Ann cannot have lied, Ben is the Mutineer.
  const Json zero = skb::test::parse_report<Json>(solve(quarter, {"--json", "--lie-rate", "0"}).out);
  CHECK(zero["lie_rate"] == 0.0);
  CHECK(zero["mutineer"]["Ben"] == 1.0);
  // --confession-rate 0: never sworn.
  const Json none = skb::test::parse_report<Json>(solve(quarter, {"--json", "--confession-rate", "0"}).out);
  CHECK(none["confession_rate"] == 0.0);
  CHECK(none["sworn"] == 0.0);
  CHECK(none["confession"]["nobody"] == 1.0);
  // --view Ann on a record of Ben's facts makes it illegal; on a spectator's, Ann's view of the
  // same public record: her own report is no evidence for her.
  const Json ann = skb::test::parse_report<Json>(solve(quarter, {"--json", "--view", "Ann"}).out);
  CHECK(ann["view"] == "Ann");
  CHECK(ann["mutineer"]["Cat"] == 0.25);
  CHECK(ann["notes"].size() == 3);  // her role, the Chaplain's question, what she found
  const ProcessResult illegal = solve((kExamples / "boatswain-search.mutiny").string(), {"--view", "Ben"});
  CHECK(illegal.status == 2);
  CHECK(contains(illegal.err, ":17:1: Ben cannot know whether Ann is the Mutineer"));
  // --model random weighs every world alike: the same chances, and the model named.
  const Json random = skb::test::parse_report<Json>(solve(quarter, {"--json", "--model", "random"}).out);
  CHECK(random["model"] == "random");
  CHECK(random["mutineer"] == example_json("lie-rate-quarter")["mutineer"]);
  CHECK(contains(solve(quarter, {"--model", "random"}).out, "Model of play: random"));
}

TEST_CASE("--help teaches: what the command computes, the defaults, examples, every profile") {
  const ProcessResult help = skb_run({"mutiny", "solve", "--help"});
  CHECK(help.status == 0);
  for (const char* part :
       {"skb mutiny solve", "Mutineer", "sworn", "default 0.5", "default 0.75", "16 in all",
        "Examples:", "skb mutiny solve game.mutiny --json", "Exit status:", "docs/mutiny/record-format.md"})
    CHECK_MESSAGE(contains(help.out, part), part);
  for (const std::string_view name : skb::mutiny::profile_names()) CHECK(contains(help.out, std::string(name)));
  CHECK(skb_run({"help", "mutiny", "solve"}).out == help.out);
  const ProcessResult group = skb_run({"mutiny", "--help"});
  CHECK(group.status == 0);
  CHECK(contains(group.out, "solve"));
}

TEST_CASE("skb games lists Mutiny as a command group; skb --help lists it under Games") {
  const ProcessResult games = skb_run({"games"});
  CHECK(games.status == 0);
  // One line, under the flagship's: the group's name, the game's title, what skb does for it.
  const std::size_t line = games.out.find("\nmutiny  ");
  REQUIRE(line != std::string::npos);
  const std::string mutiny = games.out.substr(line + 1, games.out.find('\n', line + 1) - line - 1);
  CHECK(contains(mutiny, " Mutiny: "));
  CHECK(contains(mutiny, "skb mutiny solve"));
  const ProcessResult help = skb_run({"--help"});
  const std::size_t group = help.out.find("Games:");
  REQUIRE(group != std::string::npos);
  CHECK(help.out.find("\n  mutiny ", group) != std::string::npos);
}
