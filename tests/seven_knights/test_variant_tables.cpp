// Tests for solver/seven_knights/variant_tables.h: winning arrangements and their tie order.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "solver/seven_knights/variant_tables.h"

TEST_CASE("the winning arrangement leaves out the Witch and orders the rest ascending") {
  // Positions 0..4 hold 3, W, 1, 4, 2: leave out 1, lay 2 (1), 4 (2), 0 (3), 3 (4).
  std::vector<std::uint8_t> deal{3, 0, 1, 4, 2};
  auto a = skb::seven_knights::winning_arrangement(deal);
  CHECK(a.exclude == 1);
  CHECK(a.order == std::vector<int>{2, 4, 0, 3});
  // No Witch in play: nothing left out.
  std::vector<std::uint8_t> no_witch{5, 7, 1};
  auto b = skb::seven_knights::winning_arrangement(no_witch);
  CHECK_FALSE(b.exclude);
  CHECK(b.order == std::vector<int>{2, 0, 1});
}

TEST_CASE("arrangement counts") {
  // standard 8: every deal is a permutation of W,1..7 over 8 seats, and the arrangement
  // (where W is, and the order of the rest) determines the deal: 40,320 arrangements.
  CHECK(skb::seven_knights::variant_tables(*skb::seven_knights::find_variant("standard"), 8).arrangement_count() == 40320);
  // advanced 4: 5 positions. W in play: 5 places to leave out x 4! orders = 120; W aside:
  // 5! orders of the five Knights = 120. 240 in all.
  const auto& adv = skb::seven_knights::variant_tables(*skb::seven_knights::find_variant("advanced"), 4);
  CHECK(adv.arrangement_count() == 240);
  // W is in play in 5 of 8 equally likely places: 6,720 x 5/8 = 4,200 deals.
  CHECK(adv.witch_in_play.count() == 4200);
  // unity 4: no Witch, 5 positions: 5! = 120.
  const auto& unity = skb::seven_knights::variant_tables(*skb::seven_knights::find_variant("unity"), 4);
  CHECK(unity.arrangement_count() == 120);
  CHECK(unity.witch_in_play.empty());
}

TEST_CASE("arrangement ids follow the tie order: no exclusion first, then by exclude, then order") {
  const auto& t = skb::seven_knights::variant_tables(*skb::seven_knights::find_variant("advanced"), 4);
  std::vector<skb::seven_knights::Arrangement> a;
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
    wins = wins && a[t.arrangement_id(d)] == skb::seven_knights::winning_arrangement(t.universe.deal(d));
  CHECK(wins);
}

namespace {

// The universe the simple way: recursion, slot by slot, smallest free value first.
void naive_deals(const skb::DealingSpec& spec, int slot, std::uint32_t free, std::vector<std::uint8_t>& row,
                 std::vector<std::vector<std::uint8_t>>& out) {
  if (slot == spec.slots) {
    out.push_back(row);
    return;
  }
  for (int v = 0; v < 32; ++v) {
    if (((free & spec.allowed[static_cast<std::size_t>(slot)]) >> v & 1u) == 0) continue;
    row[static_cast<std::size_t>(slot)] = static_cast<std::uint8_t>(v);
    naive_deals(spec, slot + 1, free & ~(1u << v), row, out);
  }
}

}  // namespace

TEST_CASE("every variant and player count: the universe and holds() match a naive enumeration") {
  for (const auto& v : skb::seven_knights::variants()) {
    for (int n = v.min_players; n <= v.max_players; ++n) {
      CAPTURE(v.name);
      CAPTURE(n);
      const auto spec = skb::seven_knights::dealing_spec(v, n);
      const auto& u = skb::seven_knights::variant_tables(v, n).universe;
      std::vector<std::vector<std::uint8_t>> expected;
      std::vector<std::uint8_t> row(static_cast<std::size_t>(spec.slots));
      naive_deals(spec, 0, spec.pool, row, expected);
      REQUIRE(u.size() == expected.size());
      bool same_rows = true, same_holds = true;
      for (std::size_t d = 0; d < u.size(); ++d) {
        auto r = u.deal(d);
        same_rows = same_rows && std::vector<std::uint8_t>(r.begin(), r.end()) == expected[d];
      }
      for (int s = 0; s < u.slots(); ++s) {
        for (int value = 0; value < u.values(); ++value) {
          skb::DealSet h = u.none();
          for (std::size_t d = 0; d < u.size(); ++d)
            if (expected[d][static_cast<std::size_t>(s)] == value) h.insert(d);
          same_holds = same_holds && h == u.holds(s, value);
        }
      }
      CHECK(same_rows);
      CHECK(same_holds);
    }
  }
}

TEST_CASE("every variant and player count: closed-form arrangement ids equal sorted-and-deduplicated keys") {
  for (const auto& v : skb::seven_knights::variants()) {
    for (int n = v.min_players; n <= v.max_players; ++n) {
      CAPTURE(v.name);
      CAPTURE(n);
      const auto& t = skb::seven_knights::variant_tables(v, n);
      const auto& u = t.universe;
      // The ids as they were first built: every deal's packed key, sorted, duplicates removed.
      std::vector<std::uint64_t> keys(u.size());
      for (std::size_t d = 0; d < u.size(); ++d) keys[d] = skb::seven_knights::winning_arrangement_key(u.deal(d));
      std::vector<std::uint64_t> sorted = keys;
      std::sort(sorted.begin(), sorted.end());
      sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
      REQUIRE(t.arrangement_count() == sorted.size());
      bool same_ids = true, same_arrangements = true;
      for (std::size_t d = 0; d < u.size(); ++d) {
        const auto id =
            static_cast<std::uint32_t>(std::lower_bound(sorted.begin(), sorted.end(), keys[d]) - sorted.begin());
        same_ids = same_ids && t.arrangement_id(d) == id;
      }
      // Unranking gives back the arrangement of every id (each id wins in some deal).
      std::vector<std::size_t> deal_of(t.arrangement_count());
      for (std::size_t d = 0; d < u.size(); ++d) deal_of[t.arrangement_id(d)] = d;
      for (std::uint32_t id = 0; id < t.arrangement_count(); ++id)
        same_arrangements = same_arrangements && t.arrangement(id) == skb::seven_knights::winning_arrangement(u.deal(deal_of[id]));
      CHECK(same_ids);
      CHECK(same_arrangements);
      // The Witch is in play in exactly the deals where some position holds her.
      std::size_t in_play = 0;
      for (std::size_t d = 0; d < u.size(); ++d) {
        auto r = u.deal(d);
        in_play += std::find(r.begin(), r.end(), std::uint8_t{skb::seven_knights::kWitch}) != r.end() ? 1 : 0;
      }
      CHECK(t.witch_in_play.count() == in_play);
    }
  }
}

TEST_CASE("one deal per arrangement exactly when no tile lies aside") {
  // With every tile dealt, the arrangement (where W is, then the positions by ascending Knight)
  // says where each tile lies, so deals and ids pair off: standard with 8 players, 8! = 40,320
  // of each. With a tile aside, deals that differ only in which Knight is aside share their
  // arrangement: advanced with 7 players (8 tiles, 7 seats) has 8! = 40,320 deals but
  // 7! + 7 x 6! = 10,080 ids (W aside and the Knights in some order, or W on one of 7 seats
  // and 6 of the Knights in some order).
  for (const auto& v : skb::seven_knights::variants())
    for (int n = v.min_players; n <= v.max_players; ++n) {
      CAPTURE(v.name);
      CAPTURE(n);
      CHECK(skb::seven_knights::variant_tables(v, n).one_deal_per_arrangement() == (skb::seven_knights::aside_count(v, n) == 0));
    }
  const auto& standard = *skb::seven_knights::find_variant("standard");
  CHECK(skb::seven_knights::variant_tables(standard, 8).arrangement_count() == 40320);
  CHECK(skb::seven_knights::variant_tables(*skb::seven_knights::find_variant("advanced"), 7).arrangement_count() == 10080);
}
