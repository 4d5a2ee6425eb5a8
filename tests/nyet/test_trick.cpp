// The card-level trick rules (solver/nyet/trick.h): following suit (supertrumps follow as the
// trump colour, voids by suit), every line of the trick-winner rule with "the last of equals
// wins", loot from an opponent and not from a teammate, units, and the cards that play alike.
#include <doctest/doctest.h>

#include <vector>

#include "solver/nyet/trick.h"
#include "tests/nyet/nyet_cards.h"

using namespace skb::nyet;
using namespace skb::nyet::testing;

namespace {

int winner(const std::vector<Card>& cards, const Trumps& t) { return trick_winner(cards, t); }

const Trumps kRedBlue{Colour::red, Colour::blue};  // trump red, supertrumps the blue 1s
const Trumps kRedNone{Colour::red, std::nullopt};
const Trumps kRedRed{Colour::red, Colour::red};

}  // namespace

TEST_CASE("without trumps played, the highest card of the led suit wins") {
  // B5 led; B9 is the highest blue; R13 would be a trump... so lead yellow instead:
  CHECK(winner({card("Y5"), card("Y9"), card("G13"), card("Y7")}, kRedBlue) == 1);  // G13 is off-suit: cannot win
  CHECK(winner({card("Y5"), card("G13"), card("B12")}, kRedBlue) == 0);          // nobody followed: the leader wins
}

TEST_CASE("among equal cards of the led suit, the last played wins") {
  // Three copies of G1 (green led, no trump played): equal; the last one played takes it.
  CHECK(winner({card("G1", 0), card("G1", 1), card("Y3"), card("G1", 2)}, kRedBlue) == 3);
}

TEST_CASE("a trump beats the led suit; the highest trump wins") {
  CHECK(winner({card("Y13"), card("R2")}, kRedBlue) == 1);
  CHECK(winner({card("Y13"), card("R2"), card("R9"), card("R5")}, kRedBlue) == 2);
  CHECK(winner({card("R3"), card("Y13")}, kRedBlue) == 0);  // trump led, nobody trumps higher
}

TEST_CASE("among equal trumps, the last played wins") {
  // Red trump, blue supertrumps: the red 1s are plain trumps, equal to one another.
  CHECK(winner({card("Y5"), card("R1", 0), card("R1", 1)}, kRedBlue) == 2);
  // ... but below a trump 2.
  CHECK(winner({card("Y5"), card("R2"), card("R1", 1)}, kRedBlue) == 1);
}

TEST_CASE("a supertrump beats every trump, and the last supertrump wins") {
  CHECK(winner({card("R13"), card("B1")}, kRedBlue) == 1);  // above the trump 13
  CHECK(winner({card("Y2"), card("B1", 0), card("R13"), card("B1", 1)}, kRedBlue) == 3);
  // A supertrump beats a plain 1 of the trump colour played after it.
  CHECK(winner({card("G3"), card("B1"), card("R1")}, kRedBlue) == 1);
  // A supertrump led leads the trump suit, and wins unless a later supertrump comes.
  CHECK(winner({card("B1"), card("R13"), card("R12")}, kRedBlue) == 0);
}

TEST_CASE("supertrump colour equal to the trump colour: the trump 1s are the supertrumps") {
  CHECK(winner({card("R13"), card("R1")}, kRedRed) == 1);
  CHECK(winner({card("B5"), card("R12"), card("R1", 2), card("R11")}, kRedRed) == 2);
  CHECK(winner({card("B5"), card("R1", 0), card("R1", 1)}, kRedRed) == 2);
}

TEST_CASE("supertrump none: every 1 is a plain card of its colour") {
  CHECK(winner({card("R3"), card("B1")}, kRedNone) == 0);  // an off-suit blue 1 cannot win
  CHECK(winner({card("R2"), card("R1")}, kRedNone) == 0);  // the trump 1 is the lowest trump
  CHECK(winner({card("B2"), card("B1")}, kRedNone) == 0);
  CHECK(legal_cards(CardSet(card("B1")) | CardSet(card("G5")), Colour::blue, kRedNone) == CardSet(card("B1")));
}

TEST_CASE("following: the led card's suit if the hand has one, by suit and not by colour") {
  const CardSet hand = CardSet(card("B1")) | CardSet(card("B5")) | CardSet(card("G5")) | CardSet(card("R9"));
  CHECK(legal_cards(hand, std::nullopt, kRedBlue) == hand);  // leading: anything
  // Blue led: B5 follows; B1 is a supertrump, it follows as red, not as blue.
  CHECK(legal_cards(hand, Colour::blue, kRedBlue) == CardSet(card("B5")));
  // Red (trump) led: R9 and the supertrump B1.
  CHECK(legal_cards(hand, Colour::red, kRedBlue) == (CardSet(card("B1")) | CardSet(card("R9"))));
  // A hand whose only blue cards are supertrumps has no blue: anything goes when blue is led.
  const CardSet only_super = CardSet(card("B1")) | CardSet(card("G5"));
  CHECK(legal_cards(only_super, Colour::blue, kRedBlue) == only_super);
  CHECK(legal_cards(only_super, Colour::yellow, kRedBlue) == only_super);
}

TEST_CASE("loot and units: the rule book's example") {
  // Five players; seats 0, 1 and 4 form the side of 3, seats 2 and 3 the side of 2; trump yellow.
  // Seat 0 leads G9, seat 1 (a teammate) plays G1, seat 2 (an opponent) G4, seat 3 (an opponent,
  // no green) the yellow 1, a trump, and seat 4 (no green) Y7, the highest trump: seat 4 wins.
  // The yellow 1 is loot (an opponent's); the green 1 is not (a teammate's): 1 trick + 1 loot.
  const Trumps t{Colour::yellow, Colour::blue};
  const std::vector<Card> cards{card("G9"), card("G1"), card("G4"), card("Y1"), card("Y7")};
  const SeatSet three = SeatSet(Seat(0)) | SeatSet(Seat(1)) | SeatSet(Seat(4));
  CHECK(trick_winner(cards, t) == 4);
  CHECK(trick_loot(cards, Seat(0), 5, three, t) == 1);
  CHECK(trick_units(cards, Seat(0), 5, three, t) == 2);
  // The same units whichever side is named.
  CHECK(trick_units(cards, Seat(0), 5, three.complement(5), t) == 2);
}

TEST_CASE("loot: supertrumps are 1s too; a winner's own 1 is not loot") {
  // Four players, Ann (0) and Cat (2) against Ben (1) and Dan (3); trump red, blue supertrumps.
  // Ben leads G1, Cat plays B1 (a supertrump) and wins, Dan plays R1, Ann plays G7 (Ann wins with
  // her partner): loot G1 (Ben's) and R1 (Dan's), not Cat's own B1: 1 + 2 units.
  const SeatSet ann_cat = SeatSet(Seat(0)) | SeatSet(Seat(2));
  const std::vector<Card> cards{card("G1"), card("B1"), card("R1"), card("G7")};
  CHECK(trick_winner(cards, kRedBlue) == 1);
  CHECK(trick_loot(cards, Seat(1), 4, ann_cat, kRedBlue) == 2);
  CHECK(trick_units(cards, Seat(1), 4, ann_cat, kRedBlue) == 3);
  // Two players, each alone: the loser's 1s are loot.
  const std::vector<Card> ones{card("Y1"), card("Y1", 1)};  // the second Y1 wins, the first is loot
  CHECK(trick_units(ones, Seat(0), 2, SeatSet(Seat(0)), kRedBlue) == 2);
}

TEST_CASE("cards that play alike") {
  const CardSet hand = CardSet(card("B7")) | CardSet(card("B8")) | CardSet(card("B10")) | CardSet(card("G1", 0)) |
                       CardSet(card("G1", 2)) | CardSet(card("G2"));
  const CardSet everything = deck(4);
  // B7 and B8 touch; B9 is still in play elsewhere, so B10 stands apart.
  CHECK(alike_cards(card("B7"), hand, everything, kRedBlue) == (CardSet(card("B7")) | CardSet(card("B8"))));
  // Once B9 has been played, B7, B8 and B10 play alike.
  const CardSet live = everything - CardSet(card("B9"));
  CHECK(alike_cards(card("B8"), hand, live, kRedBlue) == (CardSet(card("B7")) | CardSet(card("B8")) | CardSet(card("B10"))));
  // The copies of a 1 are alike; a 1 and a 2 never (a 1 can be loot).
  CHECK(alike_cards(card("G1", 2), hand, live, kRedBlue) == (CardSet(card("G1", 0)) | CardSet(card("G1", 2))));
  CHECK(alike_cards(card("G2"), hand, live, kRedBlue) == CardSet(card("G2")));
  // One card per group: B7 (for B7 B8 B10), G1 (copy 0), G2.
  CHECK(alike_representatives(hand, live, kRedBlue) == (CardSet(card("B7")) | CardSet(card("G1", 0)) | CardSet(card("G2"))));
}
