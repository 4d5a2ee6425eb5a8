// The lines that may come next in a hat game's record (solver/hats/legal_lines.h): every bundled
// example walked turn by turn (each next turn is among the lines listed for the record before it),
// known counts with their working, and the list against a plain reference: every line of the format's
// shape that the record reader accepts after the record (a contradiction counts as accepted).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "solver/core/error.h"
#include "solver/hats/legal_lines.h"
#include "solver/hats/record_reader.h"
#include "solver/hats/record_writer.h"
#include "tests/support/files.h"
#include "tests/support/sanitized.h"

namespace {

using skb::NextLines;
using namespace skb::hats;

NextLines next_of(const std::string& text) {
  const Record r = read_record(text, "record");
  Replay replay(r);
  replay.play_all();
  return legal_lines(r, replay, r.view);
}

std::vector<std::string> texts(const NextLines& next) {
  std::vector<std::string> out;
  for (const auto& l : next.lines) {
    CHECK(!l.replace_line);  // a hat record only appends
    out.push_back(l.line);
  }
  return out;
}

// The record's statements up to (not including) statement `end`, one a line.
std::string prefix(const Record& r, int end) {
  std::string out;
  for (int i = 0; i < end; ++i) out += r.statement(i).text + "\n";
  return out;
}

// The plain reference: every line of the shape of a turn of `player` (looks with and without a
// face, swaps, opens with every face, with and without every new character) that the reader
// accepts after `text` (a Contradiction is accepted: it is not a rule) and that keeps the
// viewer's looks with faces; a look by anyone else is written without a face (`viewer`: the
// player is the record's viewer).
std::set<std::string> reference(const std::string& text, const std::string& player, bool viewer) {
  std::vector<std::string> faces;
  for (int k = 1; k <= 10; ++k) faces.push_back(std::to_string(k));
  faces.push_back("M");
  std::vector<std::string> candidates;
  for (int p = 1; p <= 7; ++p) {
    candidates.push_back("look " + player + " " + std::to_string(p));
    if (viewer)
      for (const auto& f : faces) candidates.push_back("look " + player + " " + std::to_string(p) + " " + f);
    for (int q = p + 1; q <= 7; ++q)
      candidates.push_back("swap " + player + " " + std::to_string(p) + " " + std::to_string(q));
    for (const auto& f : faces) {
      const std::string open = "open " + player + " " + std::to_string(p) + " " + f;
      candidates.push_back(open);
      for (int c = 1; c <= 10; ++c) candidates.push_back(open + " new " + std::to_string(c));
    }
  }
  std::set<std::string> out;
  for (const auto& c : candidates) {
    try {
      const Record r = read_record(text + c + "\n", "record");
      check_view(r, r.view);
    } catch (const skb::RecordError&) {
      continue;
    } catch (const skb::Contradiction&) {
    }
    out.insert(c);
  }
  return out;
}

}  // namespace

TEST_CASE("every bundled example: each next turn is among the lines listed before it") {
  const auto root = std::filesystem::path(SKB_SOURCE_DIR) / "examples" / "hats";
  std::vector<std::filesystem::path> files = skb::test::files_in(root, ".hats");
  for (const char* sub : {"advise", "model"})
    for (const auto& f : skb::test::files_in(root / sub, ".hats")) files.push_back(f);
  REQUIRE(files.size() >= 5);
  for (const auto& file : files) {
    CAPTURE(file);
    const Record r = read_record_file(file.string());
    for (const Event& e : r.events) {
      // A dead table is not listed (its prefix may even contradict itself: the table it shows
      // dead is only explained by the line that follows).
      if (e.kind == EventKind::dead_table) continue;
      const NextLines next = next_of(prefix(r, e.statement));
      REQUIRE(!next.finished);
      // A look by anyone but the viewer is listed without its face (the viewer did not see it).
      Event canonical = e;
      if (e.move.kind == MoveKind::look && r.view != e.player) canonical.hat.reset();
      const auto lines = texts(next);
      CHECK(std::find(lines.begin(), lines.end(), event_text(r, canonical)) != lines.end());
    }
  }
}

TEST_CASE("known counts") {
  // Ann to move at the start, her own looks with faces: 7 positions x 11 faces = 77 looks; 21
  // swaps (7 choose 2); an open shows 10 faces that do not match and one that does, laid with any
  // of the 10 characters (each laid once so far): 7 x (10 + 10) = 140 opens. 77 + 21 + 140 = 238.
  const NextLines start = next_of("players Ann Ben\nview Ann\ncharacters 1 2 3 4 5 6 7\n");
  CHECK(start.lines.size() == 238);
  CHECK(start.phase == "turn 1: Ann's turn");
  CHECK(start.lines.front().group == "Ann looks at 1");
  CHECK(start.lines.front().line == "look Ann 1 1");
  // No magic hats: 10 faces. 70 looks, 21 swaps, 7 x (9 + 10) = 133 opens: 224.
  CHECK(next_of("players Ann Ben\nvariant no-magic\nview Ann\ncharacters 1 2 3 4 5 6 7\n").lines.size() == 224);
  // A spectator: a look has no face, 7 looks. After Ann's look at 3, Ben may not look at 3 (6
  // looks); two 1s laid, so a matching open lays any character but 1 (9): 6 + 21 +
  // 7 x (10 + 9) = 160.
  const NextLines ben = next_of("players Ann Ben\ncharacters 1 1 3 4 5 6 7\nlook Ann 3\n");
  CHECK(ben.lines.size() == 160);
  const auto lines = texts(ben);
  CHECK(std::find(lines.begin(), lines.end(), "look Ben 3") == lines.end());
  CHECK(std::find(lines.begin(), lines.end(), "open Ben 1 1 new 1") == lines.end());
  CHECK(std::find(lines.begin(), lines.end(), "open Ben 1 1 new 2") != lines.end());
  // After a swap of 2 and 5, that pair may not be swapped again: 20 swaps.
  const NextLines swapped = next_of("players Ann Ben\ncharacters 1 2 3 4 5 6 7\nswap Ann 5 2\n");
  CHECK(std::count_if(swapped.lines.begin(), swapped.lines.end(),
                      [](const auto& l) { return l.line.starts_with("swap"); }) == 20);
}

TEST_CASE("the list is the reference's: every line of a turn's shape that the reader accepts") {
  const std::string six = skb::test::read_file(std::filesystem::path(SKB_SOURCE_DIR) / "examples/hats/six-misses.hats");
  const Record r = read_record(six, "record");
  const int step = skb::test::kSanitized ? 6 : 1;
  for (std::size_t i = 0; i < r.events.size(); i += static_cast<std::size_t>(step)) {
    const std::string text = prefix(r, r.events[i].statement);
    const Event& e = r.events[i];
    const auto lines = texts(next_of(text));
    CAPTURE(text);
    CHECK(std::set<std::string>(lines.begin(), lines.end()) ==
          reference(text, r.players[static_cast<std::size_t>(e.player)], r.view == e.player));
    CHECK(lines.size() == std::set<std::string>(lines.begin(), lines.end()).size());
  }
}

TEST_CASE("a finished game lists nothing; a bad record is the reader's error") {
  const Record r = read_record_file(std::string(SKB_SOURCE_DIR) + "/examples/hats/finished-no-magic-3p.hats");
  Replay replay(r);
  replay.play_all();
  const NextLines done = legal_lines(r, replay, r.view);
  CHECK(done.finished);
  CHECK(done.lines.empty());
  CHECK(!dead_table_may_follow(replay));
  CHECK_THROWS_AS(next_of("players Ann Ben\ncharacters 1 2 3 4 5 6 7\nlook Ben 3\n"), skb::RecordError);
}
