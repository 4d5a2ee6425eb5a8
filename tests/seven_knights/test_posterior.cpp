// Tests for solver/seven_knights/posterior.h: known answers worked out by hand, the answer model at several
// lie rates, votes, ties, contradictions.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "solver/core/error.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record_reader.h"

namespace {

skb::seven_knights::Posterior solve(const std::string& text, std::size_t top = 5) {
  skb::seven_knights::SolveOptions options;
  options.top = top;
  return skb::seven_knights::solve(skb::seven_knights::read_record(text, "g.skb"), options);
}

// Column of value `v` in the tile grid.
double tile(const skb::seven_knights::Posterior& p, int position, int value) {
  for (std::size_t j = 0; j < p.values.size(); ++j)
    if (p.values[j] == value) return p.tiles(position, static_cast<std::ptrdiff_t>(j));
  FAIL("value not in grid");
  return -1;
}

std::vector<int> contradiction_lines(const std::string& text) {
  try {
    solve(text);
  } catch (const skb::Contradiction& c) {
    std::vector<int> lines;
    for (const auto& s : c.statements()) lines.push_back(s.line);
    return lines;
  }
  FAIL("expected a contradiction");
  return {};
}

// Unity, 4 players: Knights 1..5 on Ann, Ben, Cat, Dan, C1 (120 deals), no Witch, so every
// answer is true. Ann holds 1 and saw Ben's 2: Cat, Dan, C1 hold 3, 4, 5 in one of 3! = 6 ways.
const std::string kUnity =
    "variant unity\nplayers Ann Ben Cat Dan\nview Ann\n"
    "look Ann Ben\nlook Ben Ann\nlook Cat Dan\nlook Dan C1\n"
    "tile Ann 1\ntile Ben 2\n"
    "ask Ann Cat \"Cat < Dan\" yes\n";

}  // namespace

TEST_CASE("unity: two answers pin the order") {
  // After "Cat < Dan" yes: (Cat, Dan) in {(3,4), (3,5), (4,5)}, C1 the remaining value: 3 deals.
  auto one = solve(kUnity);
  CHECK(one.deals == 120);
  CHECK(one.consistent_deals == 3);
  CHECK(tile(one, 2, 3) == doctest::Approx(2.0 / 3));
  CHECK(tile(one, 2, 4) == doctest::Approx(1.0 / 3));
  CHECK(tile(one, 4, 5) == doctest::Approx(1.0 / 3));  // C1 = 5 only in (3,4)
  CHECK(one.witch_absent == 1.0);
  CHECK(one.arrangement_count == 3);
  // Three equally likely arrangements, tied, in tie order: order lists compared position by
  // position. Ann, Ben lead all three; then (Cat,Dan,C1) for 3,4,5; (Cat,C1,Dan) for Cat 3,
  // C1 4, Dan 5; (C1,Cat,Dan) for C1 3, Cat 4, Dan 5. Indices: Cat 2, Dan 3, C1 4:
  // [0,1,2,3,4] < [0,1,2,4,3] < [0,1,4,2,3].
  REQUIRE(one.arrangements.size() == 3);
  CHECK(one.arrangements[0].arrangement.order == std::vector<int>{0, 1, 2, 3, 4});
  CHECK(one.arrangements[1].arrangement.order == std::vector<int>{0, 1, 2, 4, 3});
  CHECK(one.arrangements[2].arrangement.order == std::vector<int>{0, 1, 4, 2, 3});
  CHECK(one.arrangements[0].probability == one.arrangements[2].probability);
  // Ben asks Dan, who saw C1: "Dan < C1" yes leaves only Cat 3, Dan 4, C1 5.
  auto two = solve(kUnity + "ask Ben Dan \"Dan < C1\" yes\n");
  CHECK(two.consistent_deals == 1);
  REQUIRE(two.arrangements.size() == 1);
  CHECK_FALSE(two.arrangements[0].arrangement.exclude);
  CHECK(two.arrangements[0].arrangement.order == std::vector<int>{0, 1, 2, 3, 4});
  CHECK(two.arrangements[0].probability == 1.0);
  for (double w : two.witch_team) CHECK(w == 0.0);
}

namespace {

// Standard, 4 players (Knights 1..4 and W on Ann, Ben, Cat, Dan, C1: 120 deals), spectator.
// Ben inspected Cat; Ann asks Ben "Cat = 1", Ben says yes.
//   Ben is on the Witch team iff Ben holds W (24 deals) or Cat holds W (24): 48 deals.
//   Knights-team Ben (72 deals) answers truly: Cat = 1 and Ben != W: 24 - 6 = 18 deals, weight 1.
//   Witch-team Ben: true answer (Ben = W, Cat = 1): 6 deals, weight 1 - λ;
//                   false answer: the other 42 deals, weight λ.
const std::string kLiar = "variant standard\nplayers Ann Ben Cat Dan\nlook Ben Cat\nask Ann Ben \"Cat = 1\" yes\n";

}  // namespace

TEST_CASE("the answer model at lie rates 0, 0.3, 0.5 and 1") {
  // λ = 0.5: total 18 + 3 + 21 = 42. P(Cat = 1) = (18 + 3) / 42 = 1/2. Consistent: 18 + 48 = 66.
  // P(Ben = W) = 24 deals x 1/2 / 42 = 2/7.
  auto half = solve(kLiar);
  CHECK(half.consistent_deals == 66);
  CHECK(tile(half, 2, 1) == doctest::Approx(0.5).epsilon(1e-14));
  CHECK(tile(half, 1, 0) == doctest::Approx(2.0 / 7).epsilon(1e-14));
  CHECK(half.witch_team[1] == doctest::Approx(24.0 / 42).epsilon(1e-14));
  // λ = 0: the Witch team tells the truth: only Cat = 1 deals remain (18 + 6 = 24).
  auto truthful =
      solve("variant standard\nplayers Ann Ben Cat Dan\nlie-rate 0\nlook Ben Cat\nask Ann Ben \"Cat = 1\" yes\n");
  CHECK(truthful.consistent_deals == 24);
  CHECK(tile(truthful, 2, 1) == 1.0);
  // λ = 1: the Witch team always lies: 18 Knights deals + 42 Witch-team false deals = 60.
  // P(Cat = 1) = 18 / 60 = 0.3.
  auto liar =
      solve("variant standard\nplayers Ann Ben Cat Dan\nlie-rate 1\nlook Ben Cat\nask Ann Ben \"Cat = 1\" yes\n");
  CHECK(liar.consistent_deals == 60);
  CHECK(tile(liar, 2, 1) == doctest::Approx(0.3).epsilon(1e-14));
  // λ = 0.3: total 18 + 0.7 x 6 + 0.3 x 42 = 34.8; P(Cat = 1) = 22.2 / 34.8.
  auto some =
      solve("variant standard\nplayers Ann Ben Cat Dan\nlie-rate 0.3\nlook Ben Cat\nask Ann Ben \"Cat = 1\" yes\n");
  CHECK(some.consistent_deals == 66);
  CHECK(tile(some, 2, 1) == doctest::Approx(22.2 / 34.8).epsilon(1e-14));
}

TEST_CASE("an answerer surely on the Witch team at λ = 0.5 tells us nothing") {
  // Ann holds W and Ben saw her, so Ben is bewitched in every deal: his answer weighs every deal
  // by 1/2 whatever it says. The 24 deals with Ann = W stay uniform.
  auto p =
      solve("variant standard\nplayers Ann Ben Cat Dan\nlook Ben Ann\ntile Ann W\nask Cat Ben \"Ann in {1}\" yes\n");
  CHECK(p.consistent_deals == 24);
  CHECK(tile(p, 1, 1) == 0.25);
  CHECK(p.witch_team[1] == 1.0);
  CHECK(p.witch_team[0] == 1.0);
}

TEST_CASE("votes: the Witch cannot recommend a bewitched player") {
  // Ben inspected Ann. If Ann holds W, Ben is bewitched and Ann's vote for Ben is impossible:
  // the 24 deals with Ann = W are ruled out, 96 remain, and Ann cannot be the Witch.
  auto p = solve("variant standard\nplayers Ann Ben Cat Dan\nlook Ben Ann\nvote Ann Ben\n");
  CHECK(p.consistent_deals == 96);
  CHECK(tile(p, 0, 0) == 0.0);
  CHECK(tile(p, 4, 0) == 0.25);  // W is on Ben, Cat, Dan or C1 equally
  // A vote for oneself constrains nothing.
  CHECK(solve("variant standard\nplayers Ann Ben Cat Dan\nlook Ben Ann\nvote Ann Ann\n").consistent_deals == 120);
}

TEST_CASE("the Witch out of play, and arrangements that leave nothing out") {
  // Advanced, 4 players: 8 tiles, 5 in play, 3 aside. P(W aside) = 3/8.
  auto p = solve("variant advanced\nplayers Ann Ben Cat Dan\n", 1000);
  CHECK(p.deals == 6720);
  CHECK(p.witch_absent == doctest::Approx(3.0 / 8).epsilon(1e-14));
  // An arrangement leaving out a position (5 ways) orders 4 Knights (4! ways) and wins in every
  // deal that puts some 4 of the 7 Knights there in that order: C(7,4) = 35 deals. One leaving
  // nothing out orders 5 Knights: C(7,5) = 21 deals. 120 x 35 + 120 x 21 = 6,720.
  // So the 120 arrangements that leave something out tie at 35/6720 = 1/192, and the first in
  // tie order leaves out Ann (index 0) and lays Ben, Cat, Dan, C1.
  CHECK(p.arrangement_count == 240);
  CHECK(p.arrangements[0].probability == doctest::Approx(1.0 / 192).epsilon(1e-14));
  CHECK(p.arrangements[0].arrangement.exclude == 0);
  CHECK(p.arrangements[0].arrangement.order == std::vector<int>{1, 2, 3, 4});
  CHECK(p.arrangements[1].arrangement.order == std::vector<int>{1, 2, 4, 3});
  CHECK(p.arrangements[119].arrangement.exclude == 4);
  CHECK_FALSE(p.arrangements[120].arrangement.exclude);
  CHECK(p.arrangements[120].probability == doctest::Approx(21.0 / 6720).epsilon(1e-14));
  double sum = 0;
  for (const auto& a : p.arrangements) sum += a.probability;
  CHECK(sum == doctest::Approx(1.0).epsilon(1e-12));
}

TEST_CASE("every way of counting arrangements lists what a direct count of the deals gives") {
  // solve counts arrangements one of three ways (posterior.cpp): with one likelihood class and
  // a deal per arrangement, the smallest ids of the consistent deals; with one class and about
  // as many arrangements as deals, an array of counts; otherwise sorted (arrangement, class)
  // keys. Each must list what summing weigh_deals' per-deal weights by winning arrangement
  // gives, in the tie order, to 1e-12. The records, one or more per way:
  //   standard 8 players, nothing known: 40,320 deals, each its own arrangement (first way);
  //   the same with Ann's 3 and Ben's W known: 6! = 720 deals (first way);
  //   advanced 7 players, nothing known: 40,320 deals, 10,080 arrangements (second way);
  //   advanced 7 players with 3 tiles known: 4 seats from 5 tiles, 5 x 4 x 3 x 2 = 120 deals
  //   against 10,080 arrangements (third way, one class);
  //   standard 5 players with answers at lie rate 0.3: several classes (third way).
  const std::vector<std::string> records = {
      "variant standard\nplayers A B C D E F G H\n",
      "variant standard\nplayers A B C D E F G H\ntile A 3\ntile B W\n",
      "variant advanced\nplayers A B C D E F G\n",
      "variant advanced\nplayers A B C D E F G\ntile A 3\ntile B 5\ntile C W\n",
      "variant standard\nplayers A B C D E\nlie-rate 0.3\nlook A B\nlook B C\nlook C D\nlook D E\n"
      "ask A B \"C < 3\" yes\nask B C \"D in {1..3}\" no\nask C D \"E >= 4\" yes\n",
  };
  for (const std::string& text : records) {
    CAPTURE(text);
    const skb::seven_knights::Record r = skb::seven_knights::read_record(text, "g.skb");
    const skb::seven_knights::Posterior p = solve(text, 100000);
    const skb::seven_knights::VariantTables& t = skb::seven_knights::variant_tables(*r.variant, r.player_count());
    const skb::seven_knights::Evidence e = skb::seven_knights::gather_evidence(r, t);
    const skb::seven_knights::WeightedDeals weighted = skb::seven_knights::weigh_deals(r, e);
    // Arrangement keys sort in the tie order (variant_tables.h), so the map lists arrangements
    // in it; weights summed per arrangement, then normalised.
    std::map<std::uint64_t, std::pair<long double, std::size_t>> by_key;  // weight, a deal it wins
    for (std::size_t i = 0; i < weighted.deals.size(); ++i) {
      auto& [weight, deal] = by_key[skb::seven_knights::winning_arrangement_key(t.universe.deal(weighted.deals[i]))];
      weight += weighted.weights[i];
      deal = weighted.deals[i];
    }
    std::vector<double> probability;
    std::vector<std::uint32_t> ids;
    std::vector<std::size_t> deal_of;
    for (const auto& [key, entry] : by_key) {
      ids.push_back(static_cast<std::uint32_t>(ids.size()));
      probability.push_back(static_cast<double>(entry.first / weighted.total));
      deal_of.push_back(entry.second);
    }
    skb::sort_in_tie_order(probability, ids);
    REQUIRE(p.arrangement_count == probability.size());
    REQUIRE(p.arrangements.size() == probability.size());
    bool same = true;
    for (std::size_t k = 0; k < probability.size(); ++k) {
      same = same && p.arrangements[k].arrangement == skb::seven_knights::winning_arrangement(t.universe.deal(deal_of[ids[k]]));
      same = same && std::abs(p.arrangements[k].probability - probability[k]) < 1e-12;
    }
    CHECK(same);
  }
}

TEST_CASE("ties are exact: equal counts give bitwise equal probabilities at any λ") {
  auto p = solve("variant standard\nplayers Ann Ben Cat Dan\nlie-rate 0.3\nlook Ben Cat\nask Ann Ben \"Cat = 1\" yes\n",
                 10000);
  // Group arrangements by probability: masses are count x class weight, so the probabilities
  // take few distinct values and the tie order decides within each.
  std::size_t distinct = 1;
  for (std::size_t i = 1; i < p.arrangements.size(); ++i)
    if (p.arrangements[i].probability != p.arrangements[i - 1].probability) ++distinct;
  CHECK(distinct <= 4);
}

TEST_CASE("contradictions name a smallest set of conflicting statements") {
  const std::string head = "variant unity\nplayers Ann Ben Cat Dan\nlook Ann Ben\n";  // lines 1..3
  // Two values for one tile (lines 4 and 5).
  CHECK(contradiction_lines(head + "tile Ann 1\ntile Ann 2\n") == std::vector<int>{4, 5});
  // One value on two tiles.
  CHECK(contradiction_lines(head + "tile Ann 1\ntile Cat 3\ntile Ben 1\n") == std::vector<int>{4, 6});
  // A truthful answer (no Witch in unity) against two tile facts: all three are needed
  // (Ann 1 allows Ben 4; Ben 2 allows Ann 3; only both together break "Ann + Ben = 5").
  CHECK(contradiction_lines(head + "tile Ann 1\ntile Ben 2\nask Cat Ann \"Ann + Ben = 5\" yes\n") ==
        std::vector<int>{4, 5, 6});
  // ... unless a smaller conflict exists anywhere in the record.
  CHECK(contradiction_lines(head + "tile Ann 1\ntile Ben 2\nask Cat Ann \"Ann + Ben = 5\" yes\ntile Cat 1\n") ==
        std::vector<int>{4, 7});
  // A vote: Ann holds W, Ben inspected her, Ann recommends Ben. The look is what makes Ben
  // bewitched; it is background (who looked where), not a claim: the conflict is lines 4 and 5.
  CHECK(contradiction_lines("variant standard\nplayers Ann Ben Cat Dan\nlook Ben Ann\ntile Ann W\nvote Ann Ben\n") ==
        std::vector<int>{4, 5});
}
