// Tests for solver/seven_knights/variant_tables.h: winning arrangements and their tie order.
#include <doctest/doctest.h>

#include <vector>

#include "solver/seven_knights/variant_tables.h"

TEST_CASE("the winning arrangement leaves out the Witch and orders the rest ascending") {
  // Positions 0..4 hold 3, W, 1, 4, 2: leave out 1, lay 2 (1), 4 (2), 0 (3), 3 (4).
  std::vector<std::uint8_t> deal{3, 0, 1, 4, 2};
  auto a = skb::winning_arrangement(deal);
  CHECK(a.exclude == 1);
  CHECK(a.order == std::vector<int>{2, 4, 0, 3});
  // No Witch in play: nothing left out.
  std::vector<std::uint8_t> no_witch{5, 7, 1};
  auto b = skb::winning_arrangement(no_witch);
  CHECK_FALSE(b.exclude);
  CHECK(b.order == std::vector<int>{2, 0, 1});
}

TEST_CASE("arrangement counts") {
  // standard 8: every deal is a permutation of W,1..7 over 8 seats, and the arrangement
  // (where W is, and the order of the rest) determines the deal: 40,320 arrangements.
  CHECK(skb::variant_tables(*skb::find_variant("standard"), 8).arrangement_count() == 40320);
  // advanced 4: 5 positions. W in play: 5 places to leave out x 4! orders = 120; W aside:
  // 5! orders of the five Knights = 120. 240 in all.
  const auto& adv = skb::variant_tables(*skb::find_variant("advanced"), 4);
  CHECK(adv.arrangement_count() == 240);
  // W is in play in 5 of 8 equally likely places: 6,720 x 5/8 = 4,200 deals.
  CHECK(adv.witch_in_play.count() == 4200);
  // unity 4: no Witch, 5 positions: 5! = 120.
  const auto& unity = skb::variant_tables(*skb::find_variant("unity"), 4);
  CHECK(unity.arrangement_count() == 120);
  CHECK(unity.witch_in_play.empty());
}

TEST_CASE("arrangement ids follow the tie order: no exclusion first, then by exclude, then order") {
  const auto& t = skb::variant_tables(*skb::find_variant("advanced"), 4);
  std::vector<skb::Arrangement> a;
  for (std::uint32_t id = 0; id < t.arrangement_count(); ++id) a.push_back(t.arrangement(id));
  CHECK_FALSE(a.front().exclude);
  CHECK(a.front().order == std::vector<int>{0, 1, 2, 3, 4});
  CHECK(a.back().exclude == 4);
  CHECK(a.back().order == std::vector<int>{3, 2, 1, 0});
  bool ordered = true;
  for (std::size_t i = 1; i < a.size(); ++i) {
    int e0 = a[i - 1].exclude ? *a[i - 1].exclude : -1, e1 = a[i].exclude ? *a[i].exclude : -1;
    ordered = ordered && (e0 < e1 || (e0 == e1 && a[i - 1].order < a[i].order));
  }
  CHECK(ordered);
  // Every deal maps to the arrangement that wins in it.
  bool wins = true;
  for (std::size_t d = 0; d < t.universe.size(); d += 37)
    wins = wins && a[t.arrangement_of_deal[d]] == skb::winning_arrangement(t.universe.deal(d));
  CHECK(wins);
}
