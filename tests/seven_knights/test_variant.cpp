// Tests for solver/seven_knights/variant.h: the variant table matches rules.md.
#include <doctest/doctest.h>

#include "solver/seven_knights/variant.h"

TEST_CASE("the six variants, in the order of rules.md") {
  auto all = skb::variants();
  REQUIRE(all.size() == 6);
  CHECK(all[0].name == "standard");
  CHECK(all[5].name == "unity-groping");
  CHECK(skb::find_variant("advanced") == &all[1]);
  CHECK(skb::find_variant("Standard") == nullptr);  // names are case-sensitive
}

TEST_CASE("player counts, tiles, center slots and aside piles") {
  const auto& standard = *skb::find_variant("standard");
  CHECK(skb::allows_players(standard, 4));
  CHECK(skb::allows_players(standard, 8));
  CHECK_FALSE(skb::allows_players(standard, 3));
  // standard 6 players: Knights 1-5 + W (6 tiles), no center, nothing aside.
  CHECK(skb::tile_pool(standard, 6) == 0b111111);
  CHECK(standard.center[6] == 0);
  CHECK(skb::aside_count(standard, 6) == 0);
  // advanced 4 players: 8 tiles, 4 seats + C1, 3 aside.
  const auto& advanced = *skb::find_variant("advanced");
  CHECK(skb::aside_count(advanced, 4) == 3);
  // groping 3 players: 3 center slots, 2 aside; W never on a seat.
  const auto& groping = *skb::find_variant("groping");
  CHECK(groping.center[3] == 3);
  CHECK(skb::aside_count(groping, 3) == 2);
  CHECK((skb::seat_values(groping, 3) & 1u) == 0u);
  CHECK((skb::center_values(groping, 3) & 1u) == 1u);
  // unity-groping: center = min(4, 7 - N): 4 for 3 players, 3 for 4 players, nothing aside.
  const auto& ug = *skb::find_variant("unity-groping");
  CHECK(ug.center[3] == 4);
  CHECK(ug.center[4] == 3);
  CHECK(skb::aside_count(ug, 3) == 0);
  CHECK(skb::aside_count(ug, 4) == 0);
  // unity 5 players: Knights 1-6, no W, 5 seats + C1.
  const auto& unity = *skb::find_variant("unity");
  CHECK(skb::tile_pool(unity, 5) == 0b1111110);
  CHECK(skb::value_name(0) == "W");
  CHECK(skb::value_name(7) == "7");
}
