// Tests for solver/seven_knights/variant.h: the variant table matches rules.md.
#include <doctest/doctest.h>

#include "solver/seven_knights/variant.h"

TEST_CASE("the six variants, in the order of rules.md") {
  auto all = skb::seven_knights::variants();
  REQUIRE(all.size() == 6);
  CHECK(all[0].name == "standard");
  CHECK(all[5].name == "unity-groping");
  CHECK(skb::seven_knights::find_variant("advanced") == &all[1]);
  CHECK(skb::seven_knights::find_variant("Standard") == nullptr);  // names are case-sensitive
}

TEST_CASE("player counts, tiles, center slots and aside piles") {
  const auto& standard = *skb::seven_knights::find_variant("standard");
  CHECK(skb::seven_knights::allows_players(standard, 4));
  CHECK(skb::seven_knights::allows_players(standard, 8));
  CHECK_FALSE(skb::seven_knights::allows_players(standard, 3));
  // standard 6 players: Knights 1-5 + W (6 tiles), no center, nothing aside.
  CHECK(skb::seven_knights::tile_pool(standard, 6) == 0b111111);
  CHECK(standard.center[6] == 0);
  CHECK(skb::seven_knights::aside_count(standard, 6) == 0);
  // advanced 4 players: 8 tiles, 4 seats + C1, 3 aside.
  const auto& advanced = *skb::seven_knights::find_variant("advanced");
  CHECK(skb::seven_knights::aside_count(advanced, 4) == 3);
  // groping 3 players: 3 center slots, 2 aside; W never on a seat.
  const auto& groping = *skb::seven_knights::find_variant("groping");
  CHECK(groping.center[3] == 3);
  CHECK(skb::seven_knights::aside_count(groping, 3) == 2);
  CHECK((skb::seven_knights::seat_values(groping, 3) & 1u) == 0u);
  CHECK((skb::seven_knights::center_values(groping, 3) & 1u) == 1u);
  // unity-groping: center = min(4, 7 - N): 4 for 3 players, 3 for 4 players, nothing aside.
  const auto& ug = *skb::seven_knights::find_variant("unity-groping");
  CHECK(ug.center[3] == 4);
  CHECK(ug.center[4] == 3);
  CHECK(skb::seven_knights::aside_count(ug, 3) == 0);
  CHECK(skb::seven_knights::aside_count(ug, 4) == 0);
  // unity 5 players: Knights 1-6, no W, 5 seats + C1.
  const auto& unity = *skb::seven_knights::find_variant("unity");
  CHECK(skb::seven_knights::tile_pool(unity, 5) == 0b1111110);
  CHECK(skb::seven_knights::value_name(0) == "W");
  CHECK(skb::seven_knights::value_name(7) == "7");
}
