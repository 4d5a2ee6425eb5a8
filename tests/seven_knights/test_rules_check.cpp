// Tests for solver/seven_knights/rules_check.h: legality of inspections, questions, tile facts, votes and the
// Captain, and the Captain tie-break.
#include <doctest/doctest.h>

#include <string>

#include "solver/core/error.h"
#include "solver/seven_knights/record_reader.h"
#include "solver/seven_knights/rules_check.h"

namespace {

const std::string kSix = "variant standard\nplayers Ann Ben Cat Dan Eve Fay\n";
const std::string kAllLooks =
    "look Ann Ben\nlook Ben Cat\nlook Cat Dan\nlook Dan Eve\nlook Eve Fay\nlook Fay Ann\n";  // lines 3..8

skb::seven_knights::RecordFacts facts(const std::string& text) { return skb::seven_knights::check_rules(skb::seven_knights::read_record(text, "g.skb")); }

struct Failure {
  int line = 0, column = 0;
  std::string message;
};

Failure failure(const std::string& text) {
  try {
    facts(text);
  } catch (const skb::RecordError& e) {
    return {e.where().line, e.where().column, e.what()};
  }
  FAIL("expected a RecordError for:\n" << text);
  return {};
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

std::string votes(const std::string& list) {
  // "Ann:Cat Ben:Cat" -> vote statements
  std::string out;
  std::size_t i = 0;
  while (i < list.size()) {
    std::size_t end = list.find(' ', i);
    if (end == std::string::npos) end = list.size();
    std::string pair = list.substr(i, end - i);
    auto colon = pair.find(':');
    out += "vote " + pair.substr(0, colon) + " " + pair.substr(colon + 1) + "\n";
    i = end + 1;
  }
  return out;
}

}  // namespace

TEST_CASE("knowledge: own seat plus inspected positions") {
  auto f = facts(kSix + kAllLooks);
  CHECK(f.knows[0] == 0b000011);   // Ann: own seat (0) and Ben (1)
  CHECK(f.looked[5] == 0b000001);  // Fay looked at Ann
}

TEST_CASE("Captain: most recommendations") {
  // The record-format.md example: Cat gets four recommendations.
  auto f = facts(kSix + votes("Ann:Cat Ben:Cat Cat:Cat Dan:Ann Eve:Cat Fay:Dan"));
  CHECK(f.votes_complete);
  CHECK(f.captain == 2);
  CHECK(f.recommendations[2] == 4);
}

TEST_CASE("Captain tie-break: those who did not recommend themselves, then the last in seating") {
  // Ann and Dan have 2 votes each, Ann voted for herself, Dan did not: Dan.
  CHECK(facts(kSix + votes("Ann:Ann Ben:Ann Cat:Dan Dan:Cat Eve:Dan Fay:Eve")).captain == 3);
  // Ann and Dan tied with 2, neither voted for themselves: the later in seating order, Dan.
  CHECK(facts(kSix + votes("Ann:Dan Ben:Ann Cat:Dan Dan:Ann Eve:Fay Fay:Eve")).captain == 3);
  // Everyone voted for themselves: six-way tie, nobody is modest: the last seat, Fay.
  CHECK(facts(kSix + votes("Ann:Ann Ben:Ben Cat:Cat Dan:Dan Eve:Eve Fay:Fay")).captain == 5);
  // Ben and Eve tied with 3; both voted for themselves: the later one, Eve.
  CHECK(facts(kSix + votes("Ann:Ben Ben:Ben Cat:Eve Dan:Ben Eve:Eve Fay:Eve")).captain == 4);
  // Incomplete votes decide nothing; a captain statement names the Captain.
  CHECK_FALSE(facts(kSix + votes("Ann:Ben Ben:Ben")).captain);
  CHECK(facts(kSix + votes("Ann:Ben Ben:Ben") + "captain Cat\n").captain == 2);
}

TEST_CASE("inspection errors") {
  auto f = failure(kSix + "look Ann Ann\n");
  CHECK(f.line == 3);
  CHECK(f.column == 10);
  CHECK(contains(f.message, "Ann cannot inspect Ann: it is Ann's own tile"));
  f = failure(kSix + "look Ann Ben\nlook Ann Cat\n");
  CHECK(f.line == 4);
  CHECK(contains(f.message, "Ann already inspected Ben at line 3"));
  // groping: one seat look and one center look per player are fine, a second of either is not.
  std::string groping = "variant groping\nplayers Ann Ben Cat\n";
  CHECK_NOTHROW(facts(groping + "look Ann Ben\nlook Ann C2\n"));
  f = failure(groping + "look Ann Ben\nlook Ann C2\nlook Ann Cat\n");
  CHECK(f.line == 5);
  CHECK(contains(f.message, "a player's tile"));
  f = failure(groping + "look Ann C1\nlook Ann C2\n");
  CHECK(f.line == 4);
  CHECK(contains(f.message, "a center slot"));
}

TEST_CASE("question errors under strict rules") {
  // Ann inspected Ben; Cat inspected Dan.
  std::string base = kSix + kAllLooks;
  auto f = failure(base + "ask Cat Eve \"Dan < 3\" yes\n");
  // Eve has not seen Dan (Eve looked at Fay): the answerer must know every named position.
  CHECK(f.line == 9);
  CHECK(f.column == 14);
  CHECK(contains(f.message, "Eve cannot answer about Dan: Eve has not seen Dan's tile"));
  f = failure(base + "ask Cat Dan \"Dan < 3\" yes\n");
  // Dan knows his own tile, but Cat inspected it: asking spreads what she already knows.
  CHECK(contains(f.message, "Cat cannot ask about Dan: Cat inspected Dan's tile"));
  f = failure(base + "ask Cat Ben \"Cat < 3\" yes\n");
  CHECK(contains(f.message, "Cat cannot ask about Cat: it is Cat's own tile"));
  f = failure(base + "ask Cat Cat \"Ann < 3\" yes\n");
  CHECK(f.column == 9);
  CHECK(contains(f.message, "Cat cannot ask Cat"));
  // Lenient rules drop the asker condition but keep the answerer's.
  CHECK_NOTHROW(facts(kSix + "rules lenient\n" + kAllLooks + "ask Cat Dan \"Dan < 3\" yes\n"));
  f = failure(kSix + "rules lenient\n" + kAllLooks + "ask Cat Eve \"Dan < 3\" yes\n");
  CHECK(contains(f.message, "Eve cannot answer about Dan"));
}

TEST_CASE("question limits") {
  std::string base = kSix + kAllLooks;
  // Ann asks twice with no Captain known.
  auto f = failure(base + "ask Ann Dan \"Eve < 3\" yes\nask Ann Fay \"Fay < 3\" yes\n");
  CHECK(f.line == 10);
  CHECK(contains(f.message, "names no Captain"));
  // Cat is Captain by the votes: Cat may ask twice, Ann may not.
  std::string cat_captain = votes("Ann:Cat Ben:Cat Cat:Cat Dan:Ann Eve:Cat Fay:Dan");
  CHECK_NOTHROW(facts(base + cat_captain + "ask Cat Ann \"Ben < 3\" yes\nask Cat Fay \"Ann > 1\" no\n"));
  f = failure(base + cat_captain + "ask Ann Dan \"Eve < 3\" yes\nask Ann Fay \"Fay < 3\" yes\n");
  CHECK(contains(f.message, "only the Captain (Cat) asks a second"));
  f = failure(base + cat_captain +
              "ask Cat Ann \"Ben < 3\" yes\nask Cat Fay \"Ann > 1\" no\nask Cat Ann \"Ben < 2\" no\n");
  CHECK(contains(f.message, "at most two"));
  // Lenient rules: no limits.
  CHECK_NOTHROW(facts(kSix + "rules lenient\n" + kAllLooks +
                      "ask Ann Dan \"Eve < 3\" yes\nask Ann Fay \"Fay < 3\" yes\nask Ann Fay \"Fay < 3\" yes\n"));
}

TEST_CASE("tile facts") {
  auto f = failure("variant standard\nplayers Ann Ben Cat Dan\ntile Ann 7\n");
  CHECK(f.column == 10);
  CHECK(contains(f.message, "4-player standard has no tile 7: it uses Knights 1-4 and the Witch"));
  f = failure("variant unity\nplayers Ann Ben Cat Dan\ntile Ann W\n");
  CHECK(contains(f.message, "unity has no Witch"));
  f = failure("variant groping\nplayers Ann Ben Cat\ntile Ann W\n");
  CHECK(contains(f.message, "never dealt to a player"));
  CHECK_NOTHROW(facts("variant groping\nplayers Ann Ben Cat\ntile C3 W\n"));
  // With a view under strict rules: only what the viewer knows, or the Captain's revealed tile.
  std::string viewed = kSix + "view Cat\n" + kAllLooks;
  CHECK_NOTHROW(facts(viewed + "tile Cat 4\ntile Dan 2\n"));
  f = failure(viewed + "tile Ann 3\n");
  CHECK(f.column == 6);
  CHECK(contains(f.message, "Cat does not know Ann's tile"));
  CHECK_NOTHROW(facts(viewed + votes("Ann:Ann Ben:Ann Cat:Ann Dan:Ann Eve:Ann Fay:Ann") + "tile Ann 3\n"));
  CHECK_NOTHROW(facts(viewed + "captain Ann\ntile Ann 3\n"));
  // Spectators and lenient rules may state hypotheses.
  CHECK_NOTHROW(facts(kSix + "tile Ann 3\n"));
  CHECK_NOTHROW(facts(kSix + "rules lenient\nview Cat\ntile Ann 3\n"));
}

TEST_CASE("votes and captain statements") {
  auto f = failure(kSix + "vote Ann Ben\nvote Ann Cat\n");
  CHECK(f.line == 4);
  CHECK(contains(f.message, "Ann already voted at line 3"));
  f = failure(kSix + votes("Ann:Cat Ben:Cat Cat:Cat Dan:Ann Eve:Cat Fay:Dan") + "captain Ann\n");
  CHECK(f.column == 9);
  CHECK(contains(f.message, "the votes make Cat the Captain (4 recommendations), not Ann"));
  CHECK_NOTHROW(facts(kSix + votes("Ann:Cat Ben:Cat Cat:Cat Dan:Ann Eve:Cat Fay:Dan") + "captain Cat\n"));
}
