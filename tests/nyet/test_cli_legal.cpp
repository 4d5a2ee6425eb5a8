// CLI tests of `skb nyet legal`: run the built `skb` (SKB_BINARY) as a user would.
//
// - Golden tests: examples/nyet/NAME.nyet prints NAME-legal.txt and (--json) NAME-legal.json byte
//   for byte (but for the provenance's command and seconds): the veto phase, a trick in
//   progress (its line grows: replace_line), a position, a new trick.
// - The record read as `skb nyet solve` reads it: standard input, a bad record exit 2 with
//   FILE:LINE:COLUMN, a contradiction exit 3; a finished round lists nothing.
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

const fs::path kExamples = fs::path(SKB_SOURCE_DIR) / "examples" / "nyet";

ProcessResult skb_run(const std::vector<std::string>& args, const std::string& input = "") {
  return skb::test::run_process(SKB_BINARY, args, input);
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

std::string record(const std::string& name, const std::string& text) {
  static const skb::test::ScratchDir dir("nyet/test_cli_legal", "records");
  return dir.write(name, text);
}

}  // namespace

TEST_CASE("golden: skb nyet legal prints NAME-legal.txt, and with --json NAME-legal.json") {
  for (const char* name : {"cat-vetoes-3p", "ann-mid-round-4p", "position-4p", "spectator-full-3p"}) {
    CAPTURE(name);
    const std::string path = (kExamples / (std::string(name) + ".nyet")).string();
    const ProcessResult text = skb_run({"nyet", "legal", path});
    CHECK(text.status == 0);
    CHECK(text.err == "");
    CHECK(skb::test::matches_golden(text.out, kExamples / (std::string(name) + "-legal.txt")));
    const ProcessResult json = skb_run({"nyet", "legal", path, "--json"});
    CHECK(json.status == 0);
    CHECK(skb::test::matches_golden(json.out, kExamples / (std::string(name) + "-legal.json")));
  }
}

TEST_CASE("the JSON: a card added to the trick in progress replaces its line") {
  const ProcessResult r = skb_run({"nyet", "legal", (kExamples / "ann-mid-round-4p.nyet").string(), "--json"});
  REQUIRE(r.status == 0);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["finished"] == false);
  // Ann must follow red: her R2 and R8, each the whole trick line, replacing line 36.
  REQUIRE(j["actions"].size() == 2);
  CHECK(j["actions"][1] == nlohmann::json::parse(R"({"group": "Ann plays", "label": "R8",
        "line": "trick Ben R9 Y2 R12 R8", "replace_line": 36})"));
}

TEST_CASE("the record as solve reads it: standard input, errors, contradictions, a finished round") {
  const std::string text = skb::test::read_file(kExamples / "position-4p.nyet");
  const ProcessResult piped = skb_run({"nyet", "legal"}, text);
  CHECK(piped.status == 0);
  CHECK(contains(piped.out, "Next in <stdin> (trick 1 of 2: Cat to play):"));
  // Played out (see tests/nyet/test_legal_lines.cpp): nothing comes next.
  const std::string done = text.substr(0, text.rfind("trick Ann")) + "trick Ann Y5 Y1 G4 Y8\ntrick Dan R1 B7 Y9 B1\n";
  const ProcessResult finished = skb_run({"nyet", "legal", "-"}, done);
  CHECK(finished.status == 0);
  CHECK(finished.out == "The record is finished (the round is over: every trick has been played): no line may "
                        "come next.\n");
  const std::string bad = record("bad.nyet", "players Ann Ben\ndealer Ann\nveto Ben first Ann\n");
  const ProcessResult e = skb_run({"nyet", "legal", bad});
  CHECK(e.status == 2);
  CHECK(contains(e.err, bad + ":3:"));
  // Ann holds B2: Cat's B2 is listed (a contradiction is the solver's business, not the list's),
  // and the record with it is read as solve reads it: a contradiction, exit 3.
  const std::string void4 = skb::test::read_file(kExamples / "ann-one-void-4p.nyet");
  CHECK(contains(skb_run({"nyet", "legal", "-"}, void4).out, "trick Cat B2 |"));
  const ProcessResult twice = skb_run({"nyet", "legal", "-"}, void4 + "trick Cat B2\n");
  CHECK(twice.status == 3);
  CHECK(twice.out == "");
}

TEST_CASE("--help, and COLUMNS=60") {
  const ProcessResult help = skb_run({"nyet", "legal", "--help"});
  CHECK(help.status == 0);
  CHECK(contains(help.out, "replace_line"));
  CHECK(contains(help.out, "skb nyet legal examples/nyet/ann-mid-round-4p.nyet"));
  CHECK(contains(help.out, "Exit status"));
  skb::test::ProcessOptions options;
  options.env = {{"COLUMNS", "60"}};
  const ProcessResult r = skb::test::run_process(
      SKB_BINARY, {"nyet", "legal", (kExamples / "ann-one-void-4p.nyet").string()}, options);
  REQUIRE(r.status == 0);
  std::size_t at = 0;
  while (at < r.out.size()) {
    const std::size_t end = r.out.find('\n', at);
    const std::string line = r.out.substr(at, end - at);
    CHECK_MESSAGE(line.size() <= 60, line);
    at = end == std::string::npos ? r.out.size() : end + 1;
  }
}
