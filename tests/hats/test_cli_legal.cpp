// CLI tests of `skb hats legal`: run the built `skb` (SKB_BINARY) as a user would.
//
// - Golden tests: examples/hats/NAME.hats prints NAME-legal.txt and (--json) NAME-legal.json byte
//   for byte (but for the provenance's command and seconds), for a game in progress and a
//   finished one.
// - The record read as `skb hats solve` reads it: standard input, --view, a bad record exit 2
//   with FILE:LINE:COLUMN, a contradiction exit 3.
// - --help teaches and lists the exit statuses; at COLUMNS=60 no line is wider than the screen.
#include <doctest/doctest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tests/support/files.h"
#include "tests/support/golden.h"
#include "tests/support/run_process.h"
#include "tests/support/scratch_dir.h"

namespace fs = std::filesystem;
using skb::test::ProcessResult;

namespace {

const fs::path kExamples = fs::path(SKB_SOURCE_DIR) / "examples" / "hats";

ProcessResult skb_run(const std::vector<std::string>& args, const std::string& input = "") {
  return skb::test::run_process(SKB_BINARY, args, input);
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

std::string record(const std::string& name, const std::string& text) {
  static const skb::test::ScratchDir dir("hats/test_cli_legal", "records");
  return dir.write(name, text);
}

}  // namespace

TEST_CASE("golden: skb hats legal prints NAME-legal.txt, and with --json NAME-legal.json") {
  for (const char* name : {"six-misses", "finished-no-magic-3p"}) {
    CAPTURE(name);
    const std::string path = (kExamples / (std::string(name) + ".hats")).string();
    const ProcessResult text = skb_run({"hats", "legal", path});
    CHECK(text.status == 0);
    CHECK(text.err == "");
    CHECK(skb::test::matches_golden(text.out, kExamples / (std::string(name) + "-legal.txt")));
    const ProcessResult json = skb_run({"hats", "legal", path, "--json"});
    CHECK(json.status == 0);
    CHECK(skb::test::matches_golden(json.out, kExamples / (std::string(name) + "-legal.json")));
  }
}

TEST_CASE("the JSON: every action a complete line, the contract's fields") {
  const ProcessResult r = skb_run({"hats", "legal", (kExamples / "six-misses.hats").string(), "--json"});
  REQUIRE(r.status == 0);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["phase"] == "turn 12: Ben's turn");
  CHECK(j["finished"] == false);
  // Ben, not the viewer, to move after Ann's look at 6: 6 looks without a face, 21 swaps, 7 x 20
  // opens (10 faces that miss, a match laid with any of 10 characters): 167.
  REQUIRE(j["actions"].size() == 167);
  CHECK(j["actions"][0] == nlohmann::json::parse(
                               R"({"group": "Ben looks at", "label": "1", "line": "look Ben 1", "replace_line": null})"));
  for (const auto& a : j["actions"]) CHECK(a["replace_line"].is_null());
  const ProcessResult done =
      skb_run({"hats", "legal", (kExamples / "finished-no-magic-3p.hats").string(), "--json"});
  const auto d = nlohmann::json::parse(done.out);
  CHECK(d["finished"] == true);
  CHECK(d["actions"].empty());
}

TEST_CASE("the record as solve reads it: standard input, --view, errors and contradictions") {
  const std::string head = "players Ann Ben\nview Ann\ncharacters 1 2 3 4 5 6 7\n";
  const ProcessResult piped = skb_run({"hats", "legal"}, head);
  CHECK(piped.status == 0);
  CHECK(contains(piped.out, "Next in <stdin> (turn 1: Ann's turn):"));
  CHECK(contains(piped.out, "238 lines may come next."));
  // A spectator's view: Ann's looks without faces, 7 of them: 7 + 21 + 140 = 168.
  const ProcessResult spectator = skb_run({"hats", "legal", "--view", "spectator"}, head);
  CHECK(contains(spectator.out, "168 lines may come next."));
  const std::string bad = record("bad.hats", head + "look Ben 3\n");
  const ProcessResult e = skb_run({"hats", "legal", bad});
  CHECK(e.status == 2);
  CHECK(e.err == bad + ":4:1: it is Ann's turn, not Ben's (turns go round in seat order, Ann first)\n");
  const std::string two = record("two-faces.hats", head + "look Ann 3 4\nlook Ben 1\nlook Ann 2 9\nopen Ben 3 5\n");
  CHECK(skb_run({"hats", "legal", two}).status == 3);
}

TEST_CASE("--help, and COLUMNS=60") {
  const ProcessResult help = skb_run({"hats", "legal", "--help"});
  CHECK(help.status == 0);
  CHECK(contains(help.out, "dead-table"));
  CHECK(contains(help.out, "skb hats legal examples/hats/six-misses.hats"));
  CHECK(contains(help.out, "Exit status"));
  skb::test::ProcessOptions options;
  options.env = {{"COLUMNS", "60"}};
  const ProcessResult r =
      skb::test::run_process(SKB_BINARY, {"hats", "legal", (kExamples / "six-misses.hats").string()}, options);
  REQUIRE(r.status == 0);
  std::size_t at = 0;
  while (at < r.out.size()) {
    const std::size_t end = r.out.find('\n', at);
    const std::string line = r.out.substr(at, end - at);
    CHECK_MESSAGE(line.size() <= 60, line);
    at = end == std::string::npos ? r.out.size() : end + 1;
  }
}
