// Tests for solver/mutiny/legal_lines.h and `skb mutiny legal`: the lines that may come next in
// a record.
//
// The key test walks every bundled example record statement by statement: each action of the
// example, as the record writer spells it, is among the legal lines of the record before it.
// Then counts worked out by hand from the rules, the end of the game, and the command (goldens
// in examples/mutiny/legal/, a bad record's error).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "solver/mutiny/legal_lines.h"
#include "solver/mutiny/record_reader.h"
#include "solver/mutiny/record_writer.h"
#include "tests/mutiny/four_seats.h"
#include "tests/support/files.h"
#include "tests/support/golden.h"
#include "tests/support/run_process.h"
#include "tests/support/sanitized.h"
#include "tests/support/scratch_dir.h"

namespace fs = std::filesystem;
using skb::mutiny::legal_lines;
using skb::mutiny::LegalLines;
using skb::mutiny::read_record;

namespace {

std::vector<fs::path> example_records() {
  std::vector<fs::path> out = skb::test::files_in(fs::path(SKB_SOURCE_DIR) / "examples/mutiny", ".mutiny");
  for (const fs::path& p : skb::test::files_in(fs::path(SKB_SOURCE_DIR) / "examples/mutiny/advise", ".mutiny"))
    out.push_back(p);
  REQUIRE(out.size() >= 7);
  return out;
}

// The legal lines' texts.
std::vector<std::string> texts(const LegalLines& legal) {
  std::vector<std::string> out;
  for (const auto& l : legal.lines) out.push_back(l.line);
  return out;
}

bool has(const LegalLines& legal, const std::string& line) {
  const auto t = texts(legal);
  return std::find(t.begin(), t.end(), line) != t.end();
}

// The lines of `text` after the header (kFourSeats).
LegalLines after_four_seats(const std::string& text) {
  return legal_lines(read_record(skb::mutiny::testing::kFourSeats + text, "t.mutiny"));
}

}  // namespace

TEST_CASE("every action of every example is a legal line of the record before it") {
  // Each prefix reads about a thousand candidate records: under the sanitizers, the example with
  // every kind of action (both-rounds-6p) and two more, not all of them.
  std::vector<fs::path> records = example_records();
  if (skb::test::kSanitized)
    std::erase_if(records, [](const fs::path& p) {
      return p.stem() != "both-rounds-6p" && p.stem() != "chosen-helmsman-in-progress" &&
             p.stem() != "innocent-ends-game-5p";
    });
  CHECK(!records.empty());
  for (const fs::path& path : records) {
    CAPTURE(path);
    const skb::mutiny::Record whole = read_record(skb::test::read_file(path), path.string());
    REQUIRE(!whole.actions.empty());
    for (const auto& action : whole.actions) {
      // The record up to this action: every statement before it, as written.
      std::string prefix;
      for (int k = 0; k < action.statement; ++k) prefix += whole.statements[static_cast<std::size_t>(k)].text + "\n";
      const LegalLines legal = legal_lines(read_record(prefix, path.string()));
      const std::string line = skb::mutiny::action_text(whole, action);
      CAPTURE(line);
      CHECK(has(legal, line));
      CHECK(!legal.finished);
      for (const auto& l : legal.lines) CHECK(!l.replace_line.has_value());  // a line never extends another
    }
  }
}

TEST_CASE("counts: the header alone, 4 players (Ann Boatswain, Ben Chaplain, Cat Helmsman, Dan Navigator)") {
  // search: nobody + the 3 other role players = 4; the Boatswain's report passing over the
  // search: only silent = 1; the Chaplain's report (passing over both): silent + 3 others x
  // (confessed, denied) = 7; Ann's innocence vote (passing over all): Ben, Cat, Dan = 3. 15.
  const LegalLines legal = after_four_seats("");
  CHECK(legal.lines.size() == 15);
  CHECK(legal.lines.front().line == "search Ann nobody");
  CHECK(legal.lines.front().group == "Ann searches");
  CHECK(legal.lines.front().label == "nobody");
  CHECK(has(legal, "report Ann silent"));
  CHECK(!has(legal, "report Ann Ben mutineer"));  // no search, no claim about a searched player
  CHECK(has(legal, "report Ben Dan confessed"));
  CHECK(has(legal, "innocence-vote Ann Ben"));
  CHECK(!has(legal, "innocence-vote Ben Ann"));  // Ann votes first in casting order
  CHECK(legal.phase == "round 1: the Boatswain's cabin search");
}

TEST_CASE("counts: after a search, the Boatswain may speak about the searched player only") {
  // Boatswain's report: silent, Cat is / is not the Mutineer = 3; Chaplain's report 7; Ann's vote 3.
  const LegalLines legal = after_four_seats("search Ann Cat\n");
  CHECK(legal.lines.size() == 13);
  CHECK(has(legal, "report Ann Cat not-mutineer"));
  CHECK(!has(legal, "report Ann Ben mutineer"));
}

TEST_CASE("counts: the Helmsman's two votes on one line") {
  // Cat votes twice for role players other than himself: 3 x 3 = 9 ordered pairs, one line each.
  const LegalLines legal = after_four_seats("innocence-vote Ann Cat\ninnocence-vote Ben Cat\n");
  CHECK(legal.lines.size() == 9);
  CHECK(legal.lines.front().line == "innocence-vote Cat Ann Ann");
  CHECK(legal.lines.front().label == "Ann Ann");
}

TEST_CASE("counts: dead reckoning after the innocence vote of boatswain-search (worked in its comment)") {
  // Votes: Ann->Cat, Ben->Cat, Cat->Dan and Ann, Dan->Cat; the Navigator (Dan) moves a vote to a
  // role player not himself, not its caster, not its current target: Ann's 1 (Ben), Ben's 1
  // (Ann), Cat's for Dan 2 (Ann, Ben), Cat's for Ann 1 (Ben), Dan's 2 (Ann, Ben) = 7, and
  // nobody: 8. Passing over it, Cat is innocent and round 2 opens: condemn nobody or one of 3
  // others = 4, wait = 1, Ann's guilt vote for Ben or Dan (not herself, not innocent Cat) = 2.
  const fs::path path = fs::path(SKB_SOURCE_DIR) / "examples/mutiny/boatswain-search.mutiny";
  const LegalLines legal = legal_lines(read_record(skb::test::read_file(path), "b.mutiny"));
  CHECK(legal.lines.size() == 15);
  CHECK(std::count_if(legal.lines.begin(), legal.lines.end(),
                      [](const auto& l) { return l.line.starts_with("dead-reckoning"); }) == 8);
  CHECK(has(legal, "dead-reckoning Dan Cat Dan Ann"));
  CHECK(has(legal, "condemn Cat nobody"));
  CHECK(has(legal, "wait Ann"));
  CHECK(has(legal, "guilt-vote Ann Dan"));
  CHECK(!has(legal, "guilt-vote Ann Cat"));  // Cat is innocent
  CHECK(legal.phase == "round 1: the Navigator's dead reckoning");
}

TEST_CASE("a finished game: nothing may come next") {
  // both-rounds-6p ends with the move that change course forces: the game is over.
  const fs::path path = fs::path(SKB_SOURCE_DIR) / "examples/mutiny/both-rounds-6p.mutiny";
  const LegalLines legal = legal_lines(read_record(skb::test::read_file(path), "w.mutiny"));
  CHECK(legal.finished);
  CHECK(legal.phase == "finished");
  // Change course declined ends the game too.
  CHECK(after_four_seats("innocence-vote Ann Ben\ninnocence-vote Ben Cat\ninnocence-vote Cat Ann Dan\n"
                         "innocence-vote Dan Ann\nguilt-vote Ann Ben\nguilt-vote Ben Cat\nguilt-vote Cat Ben\n"
                         "guilt-vote Dan Ben\nchange-course Dan nobody\n")
            .finished);
}

TEST_CASE("skb mutiny legal: goldens, and a bad record's error") {
  for (const char* name : {"boatswain-search", "chaplain-report-spectator"}) {
    CAPTURE(name);
    const std::string record = fs::path(SKB_SOURCE_DIR) / "examples/mutiny" / (std::string(name) + ".mutiny");
    const fs::path golden = fs::path(SKB_SOURCE_DIR) / "examples/mutiny/legal" / name;
    const auto json = skb::test::run_process(SKB_BINARY, {"mutiny", "legal", record, "--json"});
    CHECK(json.status == 0);
    CHECK(skb::test::matches_golden(json.out, golden.string() + ".json"));
    const auto text = skb::test::run_process(SKB_BINARY, {"mutiny", "legal", record});
    CHECK(text.status == 0);
    CHECK(skb::test::matches_golden(text.out, golden.string() + ".txt"));
  }
  // A record the rules refuse: the reader's error, at its line and column, exit status 2.
  const skb::test::ScratchDir dir("mutiny_legal", "bad_record");
  const std::string path = dir.write("bad.mutiny", skb::mutiny::testing::kFourSeats + "search Ann Ann\n");
  const auto bad = skb::test::run_process(SKB_BINARY, {"mutiny", "legal", path});
  CHECK(bad.status == 2);
  CHECK(bad.out.empty());
  CHECK(bad.err.starts_with(path + ":6:"));
}

TEST_CASE("the command's conventions: --help lists its exit statuses and takes --color; completions and skb games name it") {
  const auto help = skb::test::run_process(SKB_BINARY, {"mutiny", "legal", "--help"});
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
