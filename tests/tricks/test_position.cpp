// Tests for solver/tricks/position.h: playing and taking back cards, trick winners, units to
// the winner's side, leads passing to the winner, band signatures, and refusing bad set-ups.
#include <doctest/doctest.h>

#include <array>
#include <stdexcept>
#include <vector>

#include "solver/core/random.h"
#include "solver/tricks/bridge.h"
#include "solver/tricks/position.h"
#include "tests/tricks/nyet_like.h"

using namespace skb::tricks;
using skb::tricks::test::NyetLikeRules;

namespace {

CardSet cards(std::initializer_list<Card> list) {
  CardSet s;
  for (const Card c : list) s.add(c);
  return s;
}

}  // namespace

TEST_CASE("a bridge trick goes to the highest trump, else the highest card of the suit led") {
  const BridgeRules rules(Strain::hearts);
  // North leads the spade A; East follows K; South ruffs with the heart 2; West overruffs with
  // the heart 3: West (seat 3, side 1) wins the trick and leads next.
  const std::array<CardSet, 4> hands{cards({Card(0, 14), Card(2, 5)}), cards({Card(0, 13), Card(2, 6)}),
                                     cards({Card(1, 2), Card(2, 7)}), cards({Card(1, 3), Card(2, 8)})};
  Position<BridgeRules> p(rules, hands, Seat(0));
  CHECK(p.tricks_left() == 2);
  p.play(Card(0, 14));
  CHECK(p.to_move() == Seat(1));
  CHECK(p.legal() == cards({Card(0, 13)}));
  p.play(Card(0, 13));
  CHECK(p.winning() == 0);
  // South has no spade: any card.
  CHECK(p.legal() == hands[2]);
  p.play(Card(1, 2));
  CHECK(p.winning() == 2);
  p.play(Card(1, 3));
  CHECK(p.played() == 0);
  CHECK(p.leader() == Seat(3));
  CHECK(p.units(Side(1)) == 1);
  CHECK(p.units(Side(0)) == 0);
  CHECK(p.tricks_left() == 1);
  // Back to the start, card by card.
  p.undo();
  CHECK(p.played() == 3);
  CHECK(p.leader() == Seat(0));
  CHECK(p.units(Side(1)) == 0);
  CHECK(p.table(2) == Card(1, 2));
  CHECK(p.winning() == 2);
  for (int i = 0; i < 3; ++i) p.undo();
  for (int s = 0; s < 4; ++s) CHECK(p.hand(Seat(s)) == hands[s]);
  CHECK(p.ply() == 0);
}

TEST_CASE("Nyet-like: loot, the last of equal 1s, supertrumps following as trumps") {
  // Two seats, one per side; trump red (1), supertrump blue (0).
  const NyetLikeRules rules(2, {0, 1, 0, 0, 0}, 1, 0);
  const Card blue_one_a(0, 0), blue_one_b(0, 1), blue_five(0, 6), red_thirteen(1, 14), green_two(3, 3);
  {
    // Seat 0 leads a green 2; seat 1 has no green, only a blue supertrump, and plays it.
    const std::array<CardSet, 2> hands{cards({green_two}), cards({blue_one_a})};
    Position<NyetLikeRules> p(rules, hands, Seat(0));
    p.play(green_two);
    p.play(blue_one_a);
    // The supertrump wins; seat 0 played no 1: one unit to side 1.
    CHECK(p.leader() == Seat(1));
    CHECK(p.units(Side(1)) == 1);
  }
  {
    // Red (trump) led with the 13; seat 1 must follow trumps with its supertrump (its suit is
    // red), and it wins: the supertrump beats every trump.
    const std::array<CardSet, 2> hands{cards({red_thirteen, Card(3, 4)}), cards({blue_one_a, green_two})};
    Position<NyetLikeRules> p(rules, hands, Seat(0));
    p.play(red_thirteen);
    CHECK(p.legal() == cards({blue_one_a}));
  }
  {
    // Blue led: seat 1's only blue card is a supertrump, which follows as red: it may play any card.
    const std::array<CardSet, 2> hands{cards({blue_five, Card(3, 4)}), cards({blue_one_b, green_two})};
    Position<NyetLikeRules> p(rules, hands, Seat(0));
    p.play(blue_five);
    CHECK(p.legal() == cards({blue_one_b, green_two}));
  }
  {
    // No supertrump; trump red. Seat 0 leads a green 1 (a plain 1), seat 1 plays another green 1:
    // equal cards, the later wins; seat 0's 1 is loot for side 1: 1 + 1 = 2 units.
    const NyetLikeRules plain(2, {0, 1, 0, 0, 0}, 1, NyetLikeRules::kNoSupertrump);
    const std::array<CardSet, 2> hands{cards({Card(3, 0)}), cards({Card(3, 2)})};
    Position<NyetLikeRules> p(plain, hands, Seat(0));
    p.play(Card(3, 0));
    p.play(Card(3, 2));
    CHECK(p.leader() == Seat(1));
    CHECK(p.units(Side(1)) == 2);
    CHECK(p.last_units() == 2);
  }
}

TEST_CASE("signatures count each seat's cards per band, four bits a band") {
  const NyetLikeRules rules(2, {0, 1, 0, 0, 0}, 1, NyetLikeRules::kNoSupertrump);
  // Seat 0: two blue 1s (band 0) and the blue 5 (band 1): 2 + 1 << 4.
  const std::array<CardSet, 2> hands{cards({Card(0, 0), Card(0, 1), Card(0, 6)}), cards({Card(1, 3), Card(1, 4), Card(2, 2)})};
  Position<NyetLikeRules> p(rules, hands, Seat(0));
  CHECK(p.signature(Seat(0)) == (2u | (1u << 4)));
  // Seat 1: red 2 and 3 (band 3), yellow 1 (band 4): 2 << 12 | 1 << 16.
  CHECK(p.signature(Seat(1)) == ((2u << 12) | (1u << 16)));
  p.play(Card(0, 6));
  CHECK(p.signature(Seat(0)) == 2u);
  p.undo();
  CHECK(p.signature(Seat(0)) == (2u | (1u << 4)));
}

TEST_CASE("random play and undo return to the start") {
  const NyetLikeRules rules(5, {0, 1, 1, 0, 1}, 2, 3);
  skb::Rng rng(3);
  std::vector<Card> deck(rules.bands().cards().begin(), rules.bands().cards().end());
  for (int round = 0; round < 20; ++round) {
    skb::shuffle(deck, rng);
    std::array<CardSet, 5> hands{};
    for (int i = 0; i < 60; ++i) hands[i % 5].add(deck[static_cast<std::size_t>(i)]);
    Position<NyetLikeRules> p(rules, hands, Seat(round % 5));
    int total = 0;
    while (p.tricks_left() > 0) {
      const CardSet legal = p.legal();
      const std::vector<Card> choice(legal.begin(), legal.end());
      p.play(choice[skb::below(rng, choice.size())]);
      total += p.last_units();
    }
    // Twelve tricks; every unit went to one side or the other.
    CHECK(p.units(Side(0)) + p.units(Side(1)) == total);
    CHECK(total >= 12);
    while (p.ply() > 0) p.undo();
    for (int s = 0; s < 5; ++s) CHECK(p.hand(Seat(s)) == hands[s]);
    CHECK(p.units(Side(0)) == 0);
    CHECK(p.units(Side(1)) == 0);
    CHECK(p.leader() == Seat(round % 5));
  }
}

TEST_CASE("bad set-ups are refused") {
  const BridgeRules rules(Strain::notrump);
  const std::array<CardSet, 4> overlap{cards({Card(0, 2)}), cards({Card(0, 2)}), cards({Card(0, 3)}), cards({Card(0, 4)})};
  CHECK_THROWS_AS(Position<BridgeRules>(rules, overlap, Seat(0)), std::invalid_argument);
  const std::array<CardSet, 4> sizes{cards({Card(0, 2), Card(0, 5)}), cards({Card(0, 6)}), cards({Card(0, 3)}), cards({Card(0, 4)})};
  CHECK_THROWS_AS(Position<BridgeRules>(rules, sizes, Seat(0)), std::invalid_argument);
  const std::array<CardSet, 4> no_card{cards({Card(0, 0)}), cards({Card(0, 6)}), cards({Card(0, 3)}), cards({Card(0, 4)})};
  CHECK_THROWS_AS(Position<BridgeRules>(rules, no_card, Seat(0)), std::invalid_argument);
  const std::array<CardSet, 3> three{};
  CHECK_THROWS_AS(Position<BridgeRules>(rules, three, Seat(0)), std::invalid_argument);
}
