// The lines that may come next in a Nyet! record (solver/nyet/legal_lines.h): every bundled
// example walked statement by statement and card by card (each next statement is among the lines
// listed for the record before it; a card added to a trick replaces its line), known counts with
// their working, and the pruning of candidates against a wider universe filtered by the reader.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "solver/core/error.h"
#include "solver/nyet/cards.h"
#include "solver/nyet/legal_lines.h"
#include "solver/nyet/record_reader.h"
#include "tests/support/files.h"
#include "tests/support/sanitized.h"

namespace {

using skb::NextLine;
using skb::NextLines;
using namespace skb::nyet;

NextLines next_of(const std::string& text) { return legal_lines(read_record(text, "record")); }

bool listed(const NextLines& next, const std::string& line, std::optional<int> replace) {
  return std::any_of(next.lines.begin(), next.lines.end(),
                     [&](const NextLine& l) { return l.line == line && l.replace_line == replace; });
}

// `text` with its words separated by single spaces (the canonical spelling).
std::string canonical(const std::string& text) {
  std::istringstream in(text);
  std::string word, out;
  while (in >> word) out += (out.empty() ? "" : " ") + word;
  return out;
}

std::string example(const std::string& name) {
  return skb::test::read_file(std::filesystem::path(SKB_SOURCE_DIR) / "examples/nyet" / name);
}

// The first `n` lines of `text`.
std::string first_lines(const std::string& text, int n) {
  std::size_t at = 0;
  for (int i = 0; i < n && at != std::string::npos; ++i) at = text.find('\n', at) + 1;
  return text.substr(0, at);
}

}  // namespace

TEST_CASE("every bundled example: each next statement, and each card of a trick, is listed before it") {
  const auto files = skb::test::files_in(std::filesystem::path(SKB_SOURCE_DIR) / "examples/nyet", ".nyet");
  REQUIRE(files.size() >= 10);
  for (std::size_t f = 0; f < files.size(); ++f) {
    if (skb::test::kSanitized && f % 2 == 1) continue;  // half of them under the sanitizers (-O0)
    const auto& file = files[f];
    CAPTURE(file);
    const Record r = read_record_file(file.string());
    std::vector<std::string> lines;  // the prefix, one statement a line
    // A position without a trick line does not read (the reader needs who leads): its first
    // trick's first line is not checked.
    bool readable = !r.is_position();
    const auto text = [&] {
      std::string out;
      for (const auto& l : lines) out += l + "\n";
      return out;
    };
    for (const Statement& s : r.statements) {
      const std::string line = canonical(s.text);
      const std::string keyword = line.substr(0, line.find(' '));
      const bool header = keyword == "players" || keyword == "characters" || keyword == "dealer" ||
                          keyword == "view" || keyword == "terms";
      // Hands and units are typed, not listed; a position's first trick needs its hands first.
      if (header || keyword == "hand" || keyword == "units" || (!readable && keyword != "trick")) {
        lines.push_back(line);
        continue;
      }
      if (keyword != "trick") {
        CAPTURE(line);
        CHECK(listed(next_of(text()), line, std::nullopt));
        lines.push_back(line);
        continue;
      }
      // A trick: its leader (the first word after `trick NAME`) appended, then each card grows it.
      std::istringstream words(line);
      std::string word, grown;
      words >> word >> grown;
      grown = "trick " + grown;
      std::string card;
      bool first = true;
      while (words >> card) {
        const std::string next_line = grown + " " + card;
        CAPTURE(next_line);
        if (first) {
          if (readable) CHECK(listed(next_of(text()), next_line, std::nullopt));
          readable = true;
          lines.push_back(next_line);
          first = false;
        } else {
          CHECK(listed(next_of(text()), next_line, static_cast<int>(lines.size())));
          lines.back() = next_line;
        }
        grown = next_line;
      }
      if (first) {  // `trick NAME`: to lead
        if (readable) CHECK(listed(next_of(text()), grown, std::nullopt));
        readable = true;
        lines.push_back(grown);
      }
    }
  }
}

TEST_CASE("known counts") {
  // cat-vetoes-3p, Ann to veto: line 1 has one box left (Ann, Ben covered: decided), line 2 three
  // (nyet, 2, 1-not-one: pass and 1 covered), line 3 three (B covered), line 4 four (none covered),
  // line 5 one (decided): 3 + 3 + 4 = 10.
  const NextLines vetoes = next_of(example("cat-vetoes-3p.nyet"));
  CHECK(vetoes.lines.size() == 10);
  CHECK(vetoes.phase == "vetoes: Ann's turn, veto 11 of 17");
  CHECK(listed(vetoes, "veto Ann discard nyet", std::nullopt));
  // ann-one-void-4p: Cat won the trick and leads; Ann's record does not know Cat's hand: `trick
  // Cat` (to lead) and every one of the deck's 52 kinds: 53.
  const NextLines lead = next_of(example("ann-one-void-4p.nyet"));
  CHECK(lead.lines.size() == 53);
  CHECK(lead.lines.front().line == "trick Cat");
  // ann-mid-round-4p: Ann follows red with the reds of her hand, R2 and R8, growing line 36.
  const NextLines follow = next_of(example("ann-mid-round-4p.nyet"));
  REQUIRE(follow.lines.size() == 2);
  CHECK(follow.lines[0].line == "trick Ben R9 Y2 R12 R2");
  CHECK(follow.lines[0].replace_line == 36);
  CHECK(follow.lines[0].group == "Ann plays");
  // ann-one-void-4p before its teams line: Ann, the first player, takes one of 3 teammates.
  std::string before_teams = example("ann-one-void-4p.nyet");
  before_teams = before_teams.substr(0, before_teams.find("teams"));
  const NextLines teams = next_of(before_teams);
  CHECK(teams.lines.size() == 3);
  CHECK(listed(teams, "teams Ann Cat vs Ben Dan", std::nullopt));
  // cat-pass-5p (5 players, Eve first, pass): Eve's side is a pair with one of 4 others or a
  // triple with 2 of 4 others (6): 10 choices. Then the Bonus: a member of the pair, Cat or Eve.
  // Then the passes Cat's record writes: Cat's own (12 cards) and the card Ben, her right
  // neighbour, passed her (any of the deck's 52 kinds): 64; no trick before they are written.
  const std::string five = example("cat-pass-5p.nyet");
  CHECK(next_of(first_lines(five, 26)).lines.size() == 10);
  const NextLines bonus = next_of(first_lines(five, 27));
  CHECK(bonus.lines.size() == 2);
  CHECK(bonus.phase == "the Bonus card: Eve gives it");
  CHECK(listed(bonus, "bonus Cat", std::nullopt));
  CHECK(listed(bonus, "bonus Eve", std::nullopt));
  const NextLines passes = next_of(first_lines(five, 28));
  CHECK(passes.lines.size() == 64);
  CHECK(listed(passes, "pass Ben G13", std::nullopt));
  CHECK(!listed(passes, "pass Cat G13", std::nullopt));  // not in Cat's hand
}

TEST_CASE("the candidates' pruning loses nothing: every seat and every kind, filtered by the reader") {
  // The veto phase: a veto by every seat on every box; only the one whose turn it is is accepted.
  const std::string vetoes = example("cat-vetoes-3p.nyet");
  const Record vr = read_record(vetoes, "record");
  std::set<std::string> wide;
  for (const std::string name : {"Ann", "Ben", "Cat"})
    for (const std::string line : {"first Ann", "first Ben", "first Cat", "discard nyet", "discard 1", "discard 2",
                                   "discard 1-not-one", "discard pass", "trump B", "trump R", "trump Y", "trump G",
                                   "supertrump B", "supertrump R", "supertrump Y", "supertrump G",
                                   "supertrump none", "points -2", "points 1", "points 2", "points 3", "points 4"})
      if (reader_accepts(vr, "veto " + name + " " + line, std::nullopt)) wide.insert("veto " + name + " " + line);
  std::set<std::string> got;
  for (const auto& l : legal_lines(vr).lines) got.insert(l.line);
  CHECK(got == wide);
  // A known hand following suit: every kind of the deck, only the listed ones accepted.
  const Record mr = read_record(example("ann-mid-round-4p.nyet"), "record");
  std::set<std::string> cards;
  for (int i = 0; i < kKindCount; ++i) {
    const std::string line = "trick Ben R9 Y2 R12 " + kind_text(kind_from_index(i));
    if (reader_accepts(mr, line, 36)) cards.insert(line);
  }
  CHECK(cards == std::set<std::string>{"trick Ben R9 Y2 R12 R2", "trick Ben R9 Y2 R12 R8"});
}

TEST_CASE("a finished round lists nothing; a bad record is the reader's error") {
  // position-4p played out: Dan wins Y5 Y1 G4 Y8 (yellow led, Y8 highest, no trump); Dan leads R1
  // (trump), Cat's B1 is a supertrump and takes the last trick.
  std::string text = example("position-4p.nyet");
  text = text.substr(0, text.rfind("trick Ann")) + "trick Ann Y5 Y1 G4 Y8\ntrick Dan R1 B7 Y9 B1\n";
  const NextLines done = next_of(text);
  CHECK(done.finished);
  CHECK(done.lines.empty());
  CHECK_THROWS_AS(next_of("players Ann Ben\ndealer Ann\nveto Ben first Ann\n"), skb::RecordError);
}
