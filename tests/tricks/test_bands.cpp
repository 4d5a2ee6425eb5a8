// Tests for solver/tricks/bands.h: the declared bands, groups of equivalent cards, the cards at
// or above a mark, and runs touching a set, on bridge's and a Nyet!-like layout.
#include <doctest/doctest.h>

#include <stdexcept>

#include "solver/tricks/bands.h"

using namespace skb::tricks;

namespace {

// Bridge: one ranked band per colour, bits 2..14.
Bands bridge() {
  Bands b;
  for (int c = 0; c < kColours; ++c) b.add(c, 2, 14, BandKind::ranked);
  return b;
}

// Nyet!-like: the three 1s (bits 0..2) equal, the values 2..13 (bits 3..14) ranked.
Bands nyet() {
  Bands b;
  for (int c = 0; c < kColours; ++c) {
    b.add(c, 0, 2, BandKind::equal);
    b.add(c, 3, 14, BandKind::ranked);
  }
  return b;
}

CardSet cards(std::initializer_list<Card> list) {
  CardSet s;
  for (const Card c : list) s.add(c);
  return s;
}

}  // namespace

TEST_CASE("bands are runs of one lane and may not overlap") {
  Bands b;
  CHECK_THROWS_AS(b.add(0, 5, 16, BandKind::ranked), std::invalid_argument);
  CHECK_THROWS_AS(b.add(4, 0, 3, BandKind::ranked), std::invalid_argument);
  b.add(1, 2, 6, BandKind::ranked);
  CHECK_THROWS_AS(b.add(1, 6, 8, BandKind::equal), std::invalid_argument);
  CHECK(b.count() == 1);
  CHECK(b.band_of(Card(1, 4)) == 0);
  CHECK(b.band_of(Card(1, 7)) == -1);
  CHECK(b.cards().size() == 5);
}

TEST_CASE("equivalent cards: touching once the cards between are out of play") {
  const Bands b = bridge();
  const Card ace(0, 14), king(0, 13), queen(0, 12), two(0, 2);
  // North holds A Q of spades; the K is with East: A and Q are two groups.
  CHECK(b.group_tops(cards({ace, queen}), cards({ace, queen, king, two})) == cards({ace, queen}));
  // The K has been played: A and Q touch, one group, the A speaks for it.
  CHECK(b.group_tops(cards({ace, queen}), cards({ace, queen, two})) == cards({ace}));
  // North holds A Q 2 and no other spade is in play: one group, the A.
  CHECK(b.group_tops(cards({ace, queen, two}), cards({ace, queen, two})) == cards({ace}));
  // Different colours never merge.
  CHECK(b.group_tops(cards({ace, Card(1, 13)}), cards({ace, Card(1, 13)})) == cards({ace, Card(1, 13)}));
  // Runs touching the queen: A-Q when the K is out of play, just Q when it is in.
  CHECK(b.runs_touching(cards({ace, queen}), cards({ace, queen}), cards({queen})) == cards({queen}));
  CHECK(b.runs_touching(cards({ace, queen}), cards({ace, queen}), cards({ace})) == cards({ace, queen}));
  CHECK(b.runs_touching(cards({ace, queen}), cards({ace, king, queen}), cards({ace})) == cards({ace}));
}

TEST_CASE("Nyet-like bands: the three 1s are one group, a 1 never joins a 2") {
  const Bands b = nyet();
  const Card one_a(2, 0), one_c(2, 2), two(2, 3), three(2, 4);
  // All of one hand's 1s are one group even with another hand's 1 between them (equal cards),
  // and the 2 above them is a group of its own although it touches them.
  CHECK(b.group_tops(cards({one_a, one_c, two}), cards({one_a, Card(2, 1), one_c, two})) == cards({one_c, two}));
  // 2 and 3 of one hand touch: one group.
  CHECK(b.group_tops(cards({two, three}), cards({two, three, one_a})) == cards({three}));
  CHECK(b.equal().contains(one_a));
  CHECK(b.ranked().contains(two));
}

TEST_CASE("at_or_above: every bit of a ranked band from its lowest mark up, never an equal band") {
  const Bands b = nyet();
  // A mark on blue 5 (bit 6): bits 6..14 of blue.
  CHECK(b.at_or_above(cards({Card(0, 6)})) == CardSet::lane(0, 0x7fc0));
  // Two marks in one band: the lower counts.
  CHECK(b.at_or_above(cards({Card(0, 6), Card(0, 10)})) == CardSet::lane(0, 0x7fc0));
  // A mark on a 1 says nothing (the 1s are known by count only).
  CHECK(b.at_or_above(cards({Card(1, 1)})).empty());
  // Marks in two colours: each its own fill; the bottom of a band does not leak into the next.
  CHECK(b.at_or_above(cards({Card(0, 14), Card(1, 3)})) == (CardSet::lane(0, 0x4000) | CardSet::lane(1, 0x7ff8)));
}
