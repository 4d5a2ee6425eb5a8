// Tests for solver/evidence.h: statements as deal sets over 4-player standard (Ann, Ben, Cat,
// Dan, C1 holding Knights 1..4 and W: 5! = 120 deals; fixing one tile leaves 24, two leave 6).
#include <doctest/doctest.h>

#include <string>

#include "solver/evidence.h"
#include "solver/record_reader.h"

namespace {

skb::Evidence evidence(const std::string& body) {
  auto r = skb::read_record("variant standard\nplayers Ann Ben Cat Dan\n" + body, "g.skb");
  return skb::gather_evidence(r, skb::game_tables(*r.variant, r.player_count()));
}

}  // namespace

TEST_CASE("Witch team: the Witch's seat, and whoever inspected the Witch") {
  // Ben inspected C1: Ben is on the Witch team when Ben holds W (24) or C1 holds W (24).
  auto e = evidence("look Ben C1\n");
  CHECK(e.witch_team[1].count() == 48);
  CHECK(e.witch_team[0].count() == 24);  // Ann inspected nothing: only her own seat
  CHECK(e.constraints.empty());
  CHECK(e.consistent.count() == 120);
}

TEST_CASE("tile facts and votes are hard constraints") {
  // tile Ann 3: 24 deals. vote Cat Ann with Ann having inspected Cat: if Cat holds W, Ann is
  // bewitched (rules out Cat = W: 24 deals); if Ann holds W, Cat is not bewitched (Cat looked at
  // nobody), so nothing else. 120 - 24 = 96 allowed.
  auto e = evidence("look Ann Cat\ntile Ann 3\nvote Cat Ann\n");
  REQUIRE(e.constraints.size() == 2);
  CHECK(e.constraints[0].statement == 3);
  CHECK(e.constraints[0].support.count() == 24);
  CHECK(e.constraints[1].support.count() == 96);
  // Both: Ann = 3 (24 deals) minus Ann = 3 and Cat = W (6): 18.
  CHECK(e.consistent.count() == 18);
}

TEST_CASE("an answer's support depends on the lie rate") {
  // Ben inspected Cat and says "Cat = 1" yes. True in 24 deals (Cat = 1). Ben is on the Witch
  // team in 48 deals (Ben = W or Cat = W), 6 of them with Cat = 1 (Ben = W).
  const std::string body = "look Ben Cat\nask Ann Ben \"Cat = 1\" yes\n";
  // 0 < λ < 1: ruled out only where Ben is a Knight and the answer false: 120 - (72 - 18) = 66.
  auto half = evidence(body);
  REQUIRE(half.truth.size() == 1);
  CHECK(half.truth[0].count() == 24);
  CHECK(half.consistent.count() == 66);
  // λ = 0: the Witch team tells the truth too: only the 24 true deals.
  CHECK(evidence("lie-rate 0\n" + body).consistent.count() == 24);
  // λ = 1: Knights true (18) or Witch team false (48 - 6 = 42): 60.
  CHECK(evidence("lie-rate 1\n" + body).consistent.count() == 60);
}
