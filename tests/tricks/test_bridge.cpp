// Tests for solver/tricks/bridge.h: the reference game's seats and sides, following suit, who
// beats whom in each strain, and its bands.
#include <doctest/doctest.h>

#include "solver/tricks/bridge.h"

using namespace skb::tricks;

TEST_CASE("bridge: North-South against East-West, follow suit, trumps beat other suits") {
  const BridgeRules spades(Strain::spades);
  CHECK(spades.seats() == 4);
  CHECK(spades.side(Seat(0)) == spades.side(Seat(2)));
  CHECK(spades.side(Seat(1)) == spades.side(Seat(3)));
  CHECK(spades.side(Seat(0)) != spades.side(Seat(1)));
  const Card s2 = BridgeRules::card(0, 2), ha = BridgeRules::card(1, 14),
             hk = BridgeRules::card(1, 13), d3 = BridgeRules::card(2, 3);
  CardSet hand;
  hand.add(s2);
  hand.add(hk);
  // Hearts led: the K must follow; diamonds led: void, any card.
  CHECK(spades.legal(hand, ha) == CardSet(hk));
  CHECK(spades.legal(hand, d3) == hand);
  // Spades trumps: the 2 of spades beats the heart A; a heart does not beat a spade.
  CHECK(spades.beats(s2, ha, ha));
  CHECK(!spades.beats(ha, s2, ha));
  // Same suit: the higher wins; a discard never does.
  CHECK(spades.beats(ha, hk, hk));
  CHECK(!spades.beats(hk, ha, ha));
  CHECK(!spades.beats(d3, hk, hk));
  // Notrump: the 2 of spades does not beat the heart A.
  const BridgeRules notrump(Strain::notrump);
  CHECK(!notrump.beats(s2, ha, ha));
  CHECK(notrump.bands().count() == 4);
  CHECK(notrump.bands().cards().size() == 52);
  CHECK(notrump.trick_units(nullptr, 4, Seat(0), 0) == 1);
}
