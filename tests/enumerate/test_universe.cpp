// Tests for enumerate/universe.h (and the dealing specs of solver/seven_knights/variant.h): every deal exactly
// once, in lexicographic order, with the counts the rules imply.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <vector>

#include "enumerate/universe.h"
#include "solver/seven_knights/variant.h"

namespace {

std::size_t deals(const char* variant, int players) {
  return skb::Universe(skb::seven_knights::dealing_spec(*skb::seven_knights::find_variant(variant), players)).size();
}

}  // namespace

TEST_CASE("deal counts of every variant and player count") {
  // A deal is the map from positions in play (seats + center) to tiles; the aside pile is an
  // unordered set, so it adds nothing. Choosing an ordered sequence of P tiles out of T is
  // T!/(T-P)!.
  //
  // standard: tiles = Knights 1..k + W = N + center, all in play, so a deal is a permutation:
  //   N=4: k=4, 5 tiles, 4 seats + C1 -> 5! = 120;  N=5: 6 tiles, 5 seats + C1 -> 6! = 720;
  //   N=6: 6 tiles, 6 seats -> 720;  N=7: 7 tiles -> 5,040;  N=8: 8 tiles -> 8! = 40,320.
  CHECK(deals("standard", 4) == 120);
  CHECK(deals("standard", 5) == 720);
  CHECK(deals("standard", 6) == 720);
  CHECK(deals("standard", 7) == 5040);
  CHECK(deals("standard", 8) == 40320);
  // advanced: all 8 tiles, N seats + center in play, rest aside:
  //   N=4: 5 in play -> 8!/3! = 6,720;  N=5: 6 in play -> 8!/2! = 20,160;
  //   N=6: 6 in play -> 20,160;  N=7: 7 in play -> 8!/1! = 40,320.
  CHECK(deals("advanced", 4) == 6720);
  CHECK(deals("advanced", 5) == 20160);
  CHECK(deals("advanced", 6) == 20160);
  CHECK(deals("advanced", 7) == 40320);
  // groping: seats get Knights only (7 choose-in-order N), then 3 center slots from the other
  // 7-N Knights plus W:
  //   N=3: 7*6*5 = 210 seatings x 5*4*3 = 60 centers -> 12,600;
  //   N=4: 7*6*5*4 = 840 x 4*3*2 = 24 -> 20,160.
  CHECK(deals("groping", 3) == 12600);
  CHECK(deals("groping", 4) == 20160);
  // unity: Knights 1..k, k = N + center, all in play -> permutations:
  //   N=4: 5! = 120;  N=5: 6! = 720;  N=6: 6! = 720;  N=7: 7! = 5,040.
  CHECK(deals("unity", 4) == 120);
  CHECK(deals("unity", 5) == 720);
  CHECK(deals("unity", 6) == 720);
  CHECK(deals("unity", 7) == 5040);
  // unity-advanced: 7 Knights, N + center in play:
  //   N=4: 5 in play -> 7!/2! = 2,520;  N=5: 6 -> 7!/1! = 5,040;  N=6: 6 -> 5,040;  N=7: 7 -> 5,040.
  CHECK(deals("unity-advanced", 4) == 2520);
  CHECK(deals("unity-advanced", 5) == 5040);
  CHECK(deals("unity-advanced", 6) == 5040);
  CHECK(deals("unity-advanced", 7) == 5040);
  // unity-groping: 7 Knights, N seats + min(4, 7-N) center = 7 in play, nothing aside -> 7! each.
  CHECK(deals("unity-groping", 3) == 5040);
  CHECK(deals("unity-groping", 4) == 5040);
}

TEST_CASE("every deal is distinct, legal and findable; holds() partitions the deals") {
  for (const auto& v : skb::seven_knights::variants()) {
    for (int n = v.min_players; n <= v.max_players; ++n) {
      skb::Universe u(skb::seven_knights::dealing_spec(v, n));
      std::set<std::vector<std::uint8_t>> seen;
      bool distinct = true, legal = true, findable = true;
      for (std::size_t d = 0; d < u.size(); ++d) {
        auto row = u.deal(d);
        distinct = distinct && seen.emplace(row.begin(), row.end()).second;
        std::uint32_t used = 0;
        for (int s = 0; s < u.slots(); ++s) {
          legal = legal && ((skb::seven_knights::tile_pool(v, n) >> row[s]) & 1u) == 1u;
          if (s < n && v.dealing == skb::seven_knights::Dealing::witch_never_on_seat) legal = legal && row[s] != skb::seven_knights::kWitch;
          used |= 1u << row[s];
        }
        legal = legal && std::popcount(used) == u.slots();  // every tile at most once
        findable = findable && u.find(row) == d;
      }
      CAPTURE(v.name);
      CAPTURE(n);
      CHECK(distinct);
      CHECK(legal);
      CHECK(findable);
      for (int s = 0; s < u.slots(); ++s) {
        std::size_t total = 0;
        for (int value = 0; value < skb::seven_knights::kMaxValues; ++value) total += u.holds(s, value).count();
        CHECK(total == u.size());
      }
    }
  }
}

TEST_CASE("a generic dealing spec: 2 slots from values {1,2,3}, slot 0 may not take 3") {
  // Ordered pairs of distinct values: 3*2 = 6, minus the two with 3 first -> 4, in order
  // (1,2) (1,3) (2,1) (2,3).
  skb::DealingSpec spec{2, 0b1110, {0b0110, 0b1110}};
  skb::Universe u(spec);
  REQUIRE(u.size() == 4);
  CHECK(u.value(0, 0) == 1);
  CHECK(u.value(0, 1) == 2);
  CHECK(u.value(3, 0) == 2);
  CHECK(u.value(3, 1) == 3);
  std::vector<std::uint8_t> missing{3, 1};
  CHECK_FALSE(u.find(missing).has_value());
}

TEST_CASE("a universe over fixed tables is the enumerated one, read in place") {
  // The tables of the 8-player standard universe (40,320 deals, 8 slots, 8 values), laid out
  // as FixedUniverse says: the rows, then the holds words slot-major. The universe over them
  // must answer everything as the enumerated one does, reading the given memory.
  const skb::Universe built(skb::seven_knights::dealing_spec(*skb::seven_knights::find_variant("standard"), 8));
  std::vector<std::uint8_t> rows(built.rows().begin(), built.rows().end());
  std::vector<std::uint64_t> holds;
  for (int s = 0; s < built.slots(); ++s)
    for (int v = 0; v < built.values(); ++v) {
      const auto w = built.holds(s, v).words();
      holds.insert(holds.end(), w.begin(), w.end());
    }
  const skb::FixedUniverse tables{built.slots(), built.values(), built.size(), rows, holds};
  const skb::Universe fixed(tables);
  REQUIRE(fixed.size() == 40320);
  CHECK(fixed.deal(12345).data() == rows.data() + 12345 * 8);
  // holds(slot, value) is the (slot x 8 + value)-th run of 630 words: 40,320 / 64 = 630.
  CHECK(fixed.holds(2, 5).words().data() == holds.data() + (2 * 8 + 5) * 630);
  CHECK(std::ranges::equal(fixed.rows(), built.rows()));
  for (int s = 0; s < built.slots(); ++s)
    for (int v = 0; v < built.values(); ++v) CHECK(fixed.holds(s, v) == built.holds(s, v));
  CHECK(fixed.find(built.deal(40319)) == 40319);
  // A copy of either kind answers the same; a copy of an enumerated universe has rows of its own.
  const skb::Universe copy_of_built = built;
  CHECK(copy_of_built.deal(7).data() != built.deal(7).data());
  CHECK(std::ranges::equal(copy_of_built.rows(), built.rows()));
  const skb::Universe copy_of_fixed = fixed;
  CHECK(std::ranges::equal(copy_of_fixed.rows(), built.rows()));
  CHECK(copy_of_fixed.holds(3, 0) == built.holds(3, 0));
  // Tables whose sizes do not fit together are refused.
  skb::FixedUniverse short_rows = tables;
  short_rows.rows = short_rows.rows.first(100);
  CHECK_THROWS_AS(skb::Universe{short_rows}, std::invalid_argument);
  skb::FixedUniverse short_holds = tables;
  short_holds.holds = short_holds.holds.first(630);
  CHECK_THROWS_AS(skb::Universe{short_holds}, std::invalid_argument);
}
