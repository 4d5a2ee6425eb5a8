// Tests for solver/seven_knights/evidence.h: statements as deal sets over 4-player standard (Ann, Ben, Cat,
// Dan, C1 holding Knights 1..4 and W: 5! = 120 deals; fixing one tile leaves 24, two leave 6).
#include <doctest/doctest.h>

#include <string>

#include "solver/seven_knights/evidence.h"
#include "solver/seven_knights/record_reader.h"

namespace {

skb::seven_knights::Record record(const std::string& body) {
  return skb::seven_knights::read_record("variant standard\nplayers Ann Ben Cat Dan\n" + body, "g.skb");
}

const skb::seven_knights::VariantTables& tables(const skb::seven_knights::Record& r) { return skb::seven_knights::variant_tables(*r.variant, r.player_count()); }

skb::seven_knights::Evidence evidence(const std::string& body) {
  const skb::seven_knights::Record r = record(body);
  return skb::seven_knights::gather_evidence(r, tables(r));
}

}  // namespace

TEST_CASE("Witch team: the Witch's seat, and whoever inspected the Witch") {
  // Ben inspected C1: Ben is on the Witch team when Ben holds W (24) or C1 holds W (24).
  const skb::seven_knights::Record r = record("look Ben C1\n");
  auto e = skb::seven_knights::gather_evidence(r, tables(r));
  CHECK(e.witch_team[1].count() == 48);
  CHECK(e.witch_team[0].count() == 24);  // Ann inspected nothing: only her own seat
  CHECK(skb::seven_knights::Constraints(r, tables(r)).size() == 0);
  CHECK(e.consistent.count() == 120);
}

TEST_CASE("tile facts and votes are hard constraints") {
  // tile Ann 3: 24 deals. vote Cat Ann with Ann having inspected Cat: if Cat holds W, Ann is
  // bewitched (rules out Cat = W: 24 deals); if Ann holds W, Cat is not bewitched (Cat looked at
  // nobody), so nothing else. 120 - 24 = 96 allowed.
  const skb::seven_knights::Record r = record("look Ann Cat\ntile Ann 3\nvote Cat Ann\n");
  auto e = skb::seven_knights::gather_evidence(r, tables(r));
  const skb::seven_knights::Constraints c(r, tables(r));
  REQUIRE(c.size() == 2);
  CHECK(c.statement(0) == 3);
  CHECK(c.support(0).count() == 24);
  CHECK(c.statement(1) == 4);
  CHECK(c.support(1).count() == 96);
  // Both: Ann = 3 (24 deals) minus Ann = 3 and Cat = W (6): 18.
  CHECK(e.consistent.count() == 18);
}

TEST_CASE("an answer's support depends on the lie rate") {
  // Ben inspected Cat and says "Cat = 1" yes. True in 24 deals (Cat = 1). Ben is on the Witch
  // team in 48 deals (Ben = W or Cat = W), 6 of them with Cat = 1 (Ben = W).
  const std::string body = "look Ben Cat\nask Ann Ben \"Cat = 1\" yes\n";
  // 0 < λ < 1: ruled out only where Ben is a Knight and the answer false: 120 - (72 - 18) = 66.
  const skb::seven_knights::Record r = record(body);
  auto half = skb::seven_knights::gather_evidence(r, tables(r));
  REQUIRE(r.questions.size() == 1);
  CHECK(skb::seven_knights::answer_truth(r.questions[0], tables(r).universe).count() == 24);
  CHECK(half.consistent.count() == 66);
  CHECK(skb::seven_knights::Constraints(r, tables(r)).support(0) == half.consistent);
  // The answer counters: Ben's answer is true in the 6 Witch-team deals with Cat = 1 (Ben = W)
  // and false in the other 42; outside Ben's Witch team nothing is counted.
  std::size_t counted_true = 0, counted_false = 0;
  for (std::size_t d = 0; d < 120; ++d) {
    counted_true += half.true_answers.count(d);
    counted_false += half.false_answers.count(d);
    if (!half.witch_team[1].contains(d)) CHECK(half.true_answers.count(d) + half.false_answers.count(d) == 0);
  }
  CHECK(counted_true == 6);
  CHECK(counted_false == 42);
  // λ = 0: the Witch team tells the truth too: only the 24 true deals.
  CHECK(evidence("lie-rate 0\n" + body).consistent.count() == 24);
  // λ = 1: Knights true (18) or Witch team false (48 - 6 = 42): 60.
  CHECK(evidence("lie-rate 1\n" + body).consistent.count() == 60);
}

TEST_CASE("DealCounter: bit-sliced counts add like per-deal integers") {
  // Add deal sets over 100 deals (two words) and compare every count with a plain array: every
  // deal 3 times, then for each step 2..41 the multiples of the step, then every deal twice.
  // Deal 0 is a multiple of every step: 3 + 40 + 2 = 45 (6 bits, carries through every plane).
  skb::DealCounter counter(100);
  std::vector<std::uint64_t> plain(100, 0);
  auto add = [&](std::size_t step) {
    skb::DealSet s(100);
    for (std::size_t d = 0; d < 100; d += step) {
      s.insert(d);
      ++plain[d];
    }
    counter.add(s);
  };
  for (int i = 0; i < 3; ++i) add(1);
  for (std::size_t k = 1; k <= 40; ++k) add(k + 1);
  add(1);  // one more for every deal
  add(1);
  for (std::size_t d = 0; d < 100; ++d) CHECK(counter.count(d) == plain[d]);
  CHECK(plain[0] == 45);          // 3 + 40 + 2
  CHECK(counter.planes() == 6);   // 45 < 64
  CHECK(plain[99] == 3 + 4 + 2);  // the steps dividing 99 are 3, 9, 11 and 33
}
