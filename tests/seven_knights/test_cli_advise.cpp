// CLI tests for `skb advise` (cli/advise_command, cli/advice_report): golden outputs, the JSON
// shape of every phase, thread-count independence, and the errors a user can make.
//
// Golden pairs: examples/advise/NAME.skb, one per phase, with the text output (NAME.txt) and the
// JSON output (NAME.json) byte for byte. The numbers are not "whatever skb printed": the
// captain example is worked here by hand from `skb solve` of the same record (4 deals), and
// tests/seven_knights/test_advise.cpp checks every figure of generated records against solving the record
// with the question appended.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "tests/support/files.h"
#include "tests/support/golden.h"
#include "tests/support/report_json.h"
#include "tests/support/run_process.h"

namespace fs = std::filesystem;
using skb::test::read_file;
using Json = nlohmann::ordered_json;
using skb::test::ProcessResult;

namespace {

const fs::path kExamples = fs::path(SKB_SOURCE_DIR) / "examples" / "seven_knights" / "advise";
const char* const kPhases[] = {"search", "question", "vote", "captain"};

ProcessResult run_skb(const std::vector<std::string>& args, const std::string& input = "") {
  return skb::test::run_process(SKB_BINARY, args, input);
}

std::string example(const std::string& phase) { return (kExamples / (phase + ".skb")).string(); }

// The four-deal captain record without its view line and with `extra` appended.
std::string captain_record(const std::string& extra = "", bool with_view = true) {
  std::string text = read_file(example("captain"));
  if (!with_view) text.replace(text.find("view Cat\n"), 9, "");
  return text + extra;
}

}  // namespace

TEST_CASE("golden: skb advise examples/advise/NAME.skb prints NAME.txt, and with --json NAME.json") {
  for (const std::string phase : kPhases) {
    CAPTURE(phase);
    const ProcessResult text = run_skb({"advise", example(phase)});
    CHECK(text.status == 0);
    CHECK(text.err.empty());
    CHECK(skb::test::matches_golden(text.out, kExamples / (phase + ".txt")));
    const ProcessResult json = run_skb({"advise", example(phase), "--json"});
    CHECK(json.status == 0);
    CHECK(skb::test::matches_golden(json.out, kExamples / (phase + ".json")));
  }
}

TEST_CASE("every phase's options are the lines to add to the record, and each reads back") {
  // The search, question and vote rankings show each option as its record line (look, ask,
  // vote); appended to the record (a question with an answer), each one reads and solves, so the
  // reader accepts what advise suggests. --top 100 lists every option.
  const std::vector<std::pair<std::string, std::string>> phases{
      {"search", "look "}, {"question", "ask "}, {"vote", "vote "}, {"captain", "ask "}};
  for (const auto& the_phase : phases) {
    // (Named, not a structured binding: clang before 16 cannot capture those in CAPTURE's lambda.)
    const std::string& phase = the_phase.first;
    const std::string& keyword = the_phase.second;
    CAPTURE(phase);
    const ProcessResult r = run_skb({"advise", example(phase), "--top", "100"});
    REQUIRE(r.status == 0);
    std::istringstream lines(r.out);
    std::string line;
    int options = 0;
    while (std::getline(lines, line)) {
      // A ranked row: "   1.  vote Dan Eve   33.3%"; the record line runs to two spaces.
      const std::size_t dot = line.find(".  " + keyword);
      if (dot == std::string::npos || dot > 5) continue;
      std::string statement = line.substr(dot + 3);
      const std::size_t quote = statement.find('"');
      const std::size_t end = statement.find("  ", quote == std::string::npos ? 0 : statement.find('"', quote + 1));
      statement = statement.substr(0, end);
      if (keyword == "ask ") statement += " yes";
      CAPTURE(statement);
      const ProcessResult solved = run_skb({"solve", "-"}, read_file(example(phase)) + statement + "\n");
      CHECK_MESSAGE(solved.status != 2, solved.err);
      ++options;
    }
    CHECK(options >= 4);
  }
}

TEST_CASE("JSON: every phase has its one list, probabilities in [0, 1], best first") {
  for (const std::string phase : kPhases) {
    CAPTURE(phase);
    const ProcessResult r = run_skb({"advise", example(phase), "--json", "--top", "1000"});
    REQUIRE(r.status == 0);
    const Json j = skb::test::parse_report<Json>(r.out);
    CHECK(j["phase"] == phase);
    CHECK(j["adviser"].is_string());
    const double now = j["win_now"].get<double>();
    CHECK(now >= 0);
    CHECK(now <= 1);
    // Every example's viewer is a Knight who states their tiles: no notes, nobody to wait for.
    CHECK(j["viewer_witch_team"] == 0.0);
    CHECK(j["notes"] == Json::array());
    CHECK(!j.contains("waiting_for"));
    const std::string list = phase == "search" ? "inspections" : phase == "vote" ? "captains" : "questions";
    for (const std::string other : {"inspections", "captains", "questions"})
      CHECK(j.contains(other) == (other == list));
    REQUIRE(!j[list].empty());
    double previous = 2;
    for (const Json& item : j[list]) {
      if (list == "questions") {
        CHECK(item.size() == 8);
        CHECK(item["liar_test"] == false);  // liar tests are listed only with --liar-tests
        for (const char* key : {"p_yes", "win_if_yes", "win_if_no", "expected_win"}) {
          CHECK(item[key].get<double>() >= 0);
          CHECK(item[key].get<double>() <= 1);
        }
        CHECK(item["info_bits"].get<double>() >= 0);
        CHECK(item["expected_win"].get<double>() >= now - 1e-12);  // asking never hurts the Captain
        const double key = phase == "captain" ? item["expected_win"].get<double>() : item["info_bits"].get<double>();
        CHECK(key <= previous);
        previous = key;
      } else if (list == "inspections") {
        CHECK(item.size() == 3);
        CHECK(item["position"].is_string());
        CHECK(item["expected_win"].get<double>() <= previous);
        previous = item["expected_win"].get<double>();
      } else {
        CHECK(item.size() == 2);
        CHECK(item["player"].is_string());
        CHECK(item["win"].get<double>() <= previous);
        previous = item["win"].get<double>();
      }
    }
  }
}

TEST_CASE("by hand: the captain example") {
  // `skb solve` leaves Cat 4 equally likely deals with 4 different winning arrangements, so
  // win_now = 1/4. Ben (a Knight in all four) holds 3 in three of them: "Ben = 3" answered
  // yes leaves 3 arrangements (win 1/3), no leaves 1 (win 1): expected 3/4 x 1/3 + 1/4 x 1 =
  // 1/2, the best there is (no question can do better than telling one deal from three or
  // two from two), and info = H(1/4, 3/4) = 0.811 bits.
  const Json solved = skb::test::parse_report<Json>(run_skb({"solve", example("captain"), "--json"}).out);
  CHECK(solved["consistent_deals"] == 4);
  const Json j = skb::test::parse_report<Json>(run_skb({"advise", example("captain"), "--json"}).out);
  CHECK(j["win_now"] == 0.25);
  const Json& best = j["questions"][0];
  CHECK(best["answerer"] == "Ben");
  CHECK(best["predicate"] == "Ben = 3");
  CHECK(best["p_yes"] == 0.75);
  CHECK(best["win_if_no"] == 1.0);
  CHECK(best["expected_win"] == 0.5);
  CHECK(best["info_bits"].get<double>() == doctest::Approx(0.8112781244591328).epsilon(1e-15));
}

TEST_CASE("the same advice on 1 and 2 threads, and --top limits the lists") {
  for (const std::string phase : kPhases) {
    CAPTURE(phase);
    const ProcessResult one = run_skb({"advise", example(phase), "--json", "--threads", "1", "--top", "1000"});
    const ProcessResult two = run_skb({"advise", example(phase), "--json", "--threads", "2", "--top", "1000"});
    CHECK(one.status == 0);
    CHECK(skb::test::without_run(one.out) == skb::test::without_run(two.out));  // the command lines differ
    const Json top2 = skb::test::parse_report<Json>(run_skb({"advise", example(phase), "--json", "--top", "2"}).out);
    const std::string list = phase == "search" ? "inspections" : phase == "vote" ? "captains" : "questions";
    CHECK(top2[list].size() == 2);
  }
}

TEST_CASE("--phase overrides the record's phase; --view and standard input work as for solve") {
  const Json j = skb::test::parse_report<Json>(run_skb({"advise", example("captain"), "--json", "--phase", "vote"}).out);
  CHECK(j["phase"] == "vote");
  CHECK(j.contains("captains"));
  const ProcessResult piped = run_skb({"advise", "-", "--json"}, read_file(example("captain")));
  CHECK(piped.status == 0);
  CHECK(skb::test::matches_golden(piped.out, kExamples / "captain.json"));
  const ProcessResult viewed = run_skb({"advise", "-", "--view", "Cat", "--json"}, captain_record("", false));
  CHECK(viewed.status == 0);
  CHECK(skb::test::matches_golden(viewed.out, kExamples / "captain.json"));
}

TEST_CASE("--phase naming a phase everyone has finished: no empty 'waiting for' name") {
  // Everyone inspected once (unity, 4 players: one search round): nobody is left to wait for.
  const std::string record =
      "variant unity\nplayers Ann Ben Cat Dan\nview Ann\nlook Ann Ben\nlook Ben Cat\nlook Cat Dan\nlook Dan C1\n";
  const ProcessResult r = run_skb({"advise", "-", "--phase", "search"}, record);
  CHECK(r.status == 0);
  CHECK(r.out.find("You have inspected, and so has everyone: the search phase is over.") != std::string::npos);
  CHECK(r.out.find("waiting for  ") == std::string::npos);
}

TEST_CASE("errors: each with its message and exit status") {
  struct Case {
    std::vector<std::string> args;
    std::string input;
    int status;
    std::string message;  // a part of standard error
  };
  const std::string no_view = captain_record("", false);
  const std::string over = captain_record("ask Cat Ben \"Ben = 3\" yes\n");
  const std::string undecided = "variant standard\nplayers Ann Ben Cat Dan\nview Ann\n";
  // Ben says he holds 3, a hypothesis says 5; with truthful answers (--lie-rate 0) no deal fits.
  const std::string contradiction = captain_record("ask Cat Ben \"Ben = 3\" yes\ntile Ben 5\n");
  const std::vector<Case> cases = {
      {{"advise", "-"}, no_view, 2, "no decision to advise: the record has no viewer (add 'view NAME' to it, or pass --view NAME)"},
      {{"advise", "-"}, over, 2, "no decision to advise: the game is over"},
      {{"advise", "-", "--phase", "captain"}, undecided, 2, "the Captain is not known"},
      {{"advise", "-", "--phase", "lunch"}, undecided, 2, "--phase"},
      {{"advise", "-", "--top", "0"}, undecided, 2, "--top"},
      {{"advise", "-", "--threads", "0"}, undecided, 2, "--threads"},
      {{"advise", "-", "--view", "Zed"}, undecided, 2, "--view Zed: no such player"},
      {{"advise", "-", "--lie-rate", "2"}, undecided, 2, "lie"},
      {{"advise", "/nonexistent/game.skb"}, "", 2, "cannot open the record"},
      {{"advise"}, "", 2, "<stdin>:1:1: the record is empty"},  // no FILE: standard input
      {{"advise", "-", "--rules", "lenient", "--lie-rate", "0", "--phase", "captain"}, contradiction, 3, "tile Ben 5"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.args);
    const ProcessResult r = run_skb(c.args, c.input);
    CHECK(r.status == c.status);
    CHECK(r.out.empty());
    CHECK_MESSAGE(r.err.find(c.message) != std::string::npos, r.err);
  }
}

TEST_CASE("--help explains the phases and the exit statuses") {
  const ProcessResult r = run_skb({"advise", "--help"});
  CHECK(r.status == 0);
  for (const char* phase : kPhases) CHECK(r.out.find(std::string("  ") + phase) != std::string::npos);
  CHECK(r.out.find("Exit status") != std::string::npos);
}
