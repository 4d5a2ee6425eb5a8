// Tests for solver/seven_knights/legal_lines.h and `skb legal`: the lines that may come next in
// a record.
//
// The key test walks every bundled example record statement by statement after its header: each
// statement, as the record writer spells it, is among the legal lines of the record before it; a
// question's predicate is free text, so for an `ask` line the asker and answerer must be offered
// (the buttons offer "POSITION = VALUE" questions of that pair). Then counts worked out by hand
// from rules.md, the end of a round, and the command (goldens in examples/seven_knights/legal/,
// a bad record's error).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "solver/seven_knights/legal_lines.h"
#include "solver/seven_knights/record_reader.h"
#include "solver/seven_knights/record_writer.h"
#include "tests/support/files.h"
#include "tests/support/golden.h"
#include "tests/support/run_process.h"
#include "tests/support/scratch_dir.h"

namespace fs = std::filesystem;
using skb::seven_knights::legal_lines;
using skb::seven_knights::LegalLines;
using skb::seven_knights::read_record;
using skb::seven_knights::StatementKind;

namespace {

std::vector<fs::path> example_records() {
  std::vector<fs::path> out = skb::test::files_in(fs::path(SKB_SOURCE_DIR) / "examples/seven_knights", ".skb");
  for (const fs::path& p : skb::test::files_in(fs::path(SKB_SOURCE_DIR) / "examples/seven_knights/advise", ".skb"))
    out.push_back(p);
  REQUIRE(out.size() >= 11);
  return out;
}

bool has(const LegalLines& legal, const std::string& line) {
  return std::any_of(legal.lines.begin(), legal.lines.end(), [&](const auto& l) { return l.line == line; });
}

// How many lines start with `prefix`.
long count(const LegalLines& legal, const std::string& prefix) {
  return std::count_if(legal.lines.begin(), legal.lines.end(), [&](const auto& l) { return l.line.starts_with(prefix); });
}

bool is_header(StatementKind k) {
  return k == StatementKind::variant || k == StatementKind::players || k == StatementKind::rules ||
         k == StatementKind::lie_rate || k == StatementKind::view;
}

}  // namespace

TEST_CASE("every statement of every example is a legal line of the record before it") {
  for (const fs::path& path : example_records()) {
    CAPTURE(path);
    const auto whole = read_record(skb::test::read_file(path), path.string());
    int walked = 0;
    for (std::size_t k = 0; k < whole.statements.size(); ++k) {
      if (is_header(whole.statements[k].kind)) continue;
      std::string prefix;
      for (std::size_t j = 0; j < k; ++j) prefix += whole.statements[j].text + "\n";
      const LegalLines legal = legal_lines(read_record(prefix, path.string()));
      const std::string line = skb::seven_knights::statement_text(whole, k);
      CAPTURE(line);
      if (whole.statements[k].kind == StatementKind::ask) {
        // "ask A B "...": the pair is offered; the predicate is the writer's choice.
        const std::string pair = line.substr(0, line.find('"') + 1);
        CHECK(count(legal, pair) > 0);
      } else {
        CHECK(has(legal, line));
      }
      for (const auto& l : legal.lines) CHECK(!l.replace_line.has_value());
      ++walked;
    }
    CHECK(walked > 0);
  }
}

TEST_CASE("counts: a 4-player standard record with nothing played yet (strict, a spectator)") {
  // standard, 4 players: Knights 1..4 and W (5 values), 4 seats and C1.
  // looks: each player at another seat or C1: 4 x 4 = 16;
  // tiles (a spectator states any position): 5 positions x 5 values = 25;
  // questions: each knows only their own seat, so A asks B about B's seat: 4 x 3 pairs x 5
  // values x 2 answers = 120;
  // votes: 4 voters x 4 candidates (themselves allowed) = 16; the Captain: 4. In all 181.
  const LegalLines legal = legal_lines(read_record("variant standard\nplayers Ann Ben Cat Dan\n", "t.skb"));
  CHECK(count(legal, "look ") == 16);
  CHECK(count(legal, "tile ") == 25);
  CHECK(count(legal, "ask ") == 120);
  CHECK(count(legal, "vote ") == 16);
  CHECK(count(legal, "captain ") == 4);
  CHECK(legal.lines.size() == 181);
  CHECK(legal.lines.front().line == "look Ann Ben");
  CHECK(legal.lines.front().group == "Ann looks");
  CHECK(has(legal, "ask Ann Ben \"Ben = W\" no"));
  CHECK(!has(legal, "look Ann Ann"));  // nobody inspects their own tile
  CHECK(legal.phase == "the search: Ann, Ben, Cat, Dan to look");
}

TEST_CASE("counts: a viewer states only what she knows; one look, one question, one vote each") {
  // Cat's view, after her look at Dan: tiles of Cat and Dan only, 5 values each = 10; looks of
  // Ann, Ben, Dan: 3 x 4 = 12; Cat has looked. Questions (5 values x 2 answers = 10 lines per
  // asker, answerer and position; the asker must not know the position): of Cat, who knows Cat
  // and Dan, by Ann and Ben about both and by Dan about Cat: 5 x 10 = 50; of Dan about Dan, by
  // Ann and Ben: 20; of Ann about Ann and of Ben about Ben, by the 3 others each: 60. 130.
  const LegalLines legal = legal_lines(
      read_record("variant standard\nplayers Ann Ben Cat Dan\nview Cat\nlook Cat Dan\n", "t.skb"));
  CHECK(count(legal, "tile ") == 10);
  CHECK(count(legal, "look ") == 12);
  CHECK(count(legal, "ask ") == 130);
  CHECK(!has(legal, "tile Ann 1"));
  CHECK(has(legal, "ask Dan Cat \"Cat = 4\" yes"));
  CHECK(!has(legal, "ask Cat Dan \"Dan = 4\" yes"));
}

TEST_CASE("a finished round: nothing may come next") {
  // record-format-example: everyone looked, asked and voted; Cat (the viewer) is Captain, asked
  // her additional question and states her tiles.
  const fs::path path = fs::path(SKB_SOURCE_DIR) / "examples/seven_knights/record-format-example.skb";
  const LegalLines legal = legal_lines(read_record(skb::test::read_file(path), "r.skb"));
  CHECK(legal.finished);
  CHECK(legal.phase == "finished");
}

TEST_CASE("skb legal: goldens, and a bad record's error") {
  for (const char* name : {"unity-groping-captain", "standard-4p-spectator"}) {
    CAPTURE(name);
    const std::string record = fs::path(SKB_SOURCE_DIR) / "examples/seven_knights" / (std::string(name) + ".skb");
    const fs::path golden = fs::path(SKB_SOURCE_DIR) / "examples/seven_knights/legal" / name;
    const auto json = skb::test::run_process(SKB_BINARY, {"legal", record, "--json"});
    CHECK(json.status == 0);
    CHECK(skb::test::matches_golden(json.out, golden.string() + ".json"));
    const auto text = skb::test::run_process(SKB_BINARY, {"legal", record});
    CHECK(text.status == 0);
    CHECK(skb::test::matches_golden(text.out, golden.string() + ".txt"));
  }
  // A record the rules refuse (Ann inspects her own tile): check_rules' error, exit status 2.
  const skb::test::ScratchDir dir("seven_knights_legal", "bad_record");
  const std::string path = dir.write("bad.skb", "variant standard\nplayers Ann Ben Cat Dan\nlook Ann Ann\n");
  const auto bad = skb::test::run_process(SKB_BINARY, {"legal", path});
  CHECK(bad.status == 2);
  CHECK(bad.out.empty());
  CHECK(bad.err.starts_with(path + ":3:"));
}

TEST_CASE("the command's conventions: --help lists its exit statuses and takes --color; completions and skb games name it") {
  const auto help = skb::test::run_process(SKB_BINARY, {"legal", "--help"});
  CHECK(help.status == 0);
  CHECK(help.out.find("Exit status: 0 ") != std::string::npos);
  CHECK(help.out.find("; 2 ") != std::string::npos);
  CHECK(help.out.find("; 1 an internal error") != std::string::npos);
  CHECK(help.out.find("--no-color") != std::string::npos);
  CHECK(help.out.find("Examples:") != std::string::npos);
  for (const char* shell : {"bash", "zsh", "fish"}) {
    CAPTURE(shell);
    CHECK(skb::test::run_process(SKB_BINARY, {"completions", shell}).out.find("legal") != std::string::npos);
  }
  const auto games = skb::test::run_process(SKB_BINARY, {"games"});
  CHECK(games.out.find("legal)") != std::string::npos);
}
