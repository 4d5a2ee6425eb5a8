// The card-level trick rules (solver/nyet/trick.h): following suit (supertrumps follow as the
// trump colour, voids by suit), every line of the trick-winner rule with "the last of equals
// wins", loot from an opponent and not from a teammate, units, and the cards that play alike.
#include <doctest/doctest.h>

#include <vector>

#include "solver/nyet/trick.h"

using namespace skb::nyet;

namespace {

// The card written `text`; for a 1, copy `copy`.
Card c(const char* text, int copy = 0) {
  const Kind k = *parse_kind(text);
  return make_card(k.colour, k.value, copy);
}

int winner(const std::vector<Card>& cards, const Trumps& t) { return trick_winner(cards, t); }

const Trumps kRedBlue{Colour::red, Colour::blue};  // trump red, supertrumps the blue 1s
const Trumps kRedNone{Colour::red, std::nullopt};
const Trumps kRedRed{Colour::red, Colour::red};

}  // namespace

TEST_CASE("without trumps played, the highest card of the led suit wins") {
  // B5 led; B9 is the highest blue; R13 would be a trump... so lead yellow instead:
  CHECK(winner({c("Y5"), c("Y9"), c("G13"), c("Y7")}, kRedBlue) == 1);  // G13 is off-suit: cannot win
  CHECK(winner({c("Y5"), c("G13"), c("B12")}, kRedBlue) == 0);          // nobody followed: the leader wins
}

TEST_CASE("among equal cards of the led suit, the last played wins") {
  // Three copies of G1 (green led, no trump played): equal; the last one played takes it.
  CHECK(winner({c("G1", 0), c("G1", 1), c("Y3"), c("G1", 2)}, kRedBlue) == 3);
}

TEST_CASE("a trump beats the led suit; the highest trump wins") {
  CHECK(winner({c("Y13"), c("R2")}, kRedBlue) == 1);
  CHECK(winner({c("Y13"), c("R2"), c("R9"), c("R5")}, kRedBlue) == 2);
  CHECK(winner({c("R3"), c("Y13")}, kRedBlue) == 0);  // trump led, nobody trumps higher
}

TEST_CASE("among equal trumps, the last played wins") {
  // Red trump, blue supertrumps: the red 1s are plain trumps, equal to one another.
  CHECK(winner({c("Y5"), c("R1", 0), c("R1", 1)}, kRedBlue) == 2);
  // ... but below a trump 2.
  CHECK(winner({c("Y5"), c("R2"), c("R1", 1)}, kRedBlue) == 1);
}

TEST_CASE("a supertrump beats every trump, and the last supertrump wins") {
  CHECK(winner({c("R13"), c("B1")}, kRedBlue) == 1);  // above the trump 13
  CHECK(winner({c("Y2"), c("B1", 0), c("R13"), c("B1", 1)}, kRedBlue) == 3);
  // A supertrump beats a plain 1 of the trump colour played after it.
  CHECK(winner({c("G3"), c("B1"), c("R1")}, kRedBlue) == 1);
  // A supertrump led leads the trump suit, and wins unless a later supertrump comes.
  CHECK(winner({c("B1"), c("R13"), c("R12")}, kRedBlue) == 0);
}

TEST_CASE("supertrump colour equal to the trump colour: the trump 1s are the supertrumps") {
  CHECK(winner({c("R13"), c("R1")}, kRedRed) == 1);
  CHECK(winner({c("B5"), c("R12"), c("R1", 2), c("R11")}, kRedRed) == 2);
  CHECK(winner({c("B5"), c("R1", 0), c("R1", 1)}, kRedRed) == 2);
}

TEST_CASE("supertrump none: every 1 is a plain card of its colour") {
  CHECK(winner({c("R3"), c("B1")}, kRedNone) == 0);  // an off-suit blue 1 cannot win
  CHECK(winner({c("R2"), c("R1")}, kRedNone) == 0);  // the trump 1 is the lowest trump
  CHECK(winner({c("B2"), c("B1")}, kRedNone) == 0);
  CHECK(legal_cards(CardSet(c("B1")) | CardSet(c("G5")), Colour::blue, kRedNone) == CardSet(c("B1")));
}

TEST_CASE("following: the led card's suit if the hand has one, by suit and not by colour") {
  const CardSet hand = CardSet(c("B1")) | CardSet(c("B5")) | CardSet(c("G5")) | CardSet(c("R9"));
  CHECK(legal_cards(hand, std::nullopt, kRedBlue) == hand);  // leading: anything
  // Blue led: B5 follows; B1 is a supertrump, it follows as red, not as blue.
  CHECK(legal_cards(hand, Colour::blue, kRedBlue) == CardSet(c("B5")));
  // Red (trump) led: R9 and the supertrump B1.
  CHECK(legal_cards(hand, Colour::red, kRedBlue) == (CardSet(c("B1")) | CardSet(c("R9"))));
  // A hand whose only blue cards are supertrumps has no blue: anything goes when blue is led.
  const CardSet only_super = CardSet(c("B1")) | CardSet(c("G5"));
  CHECK(legal_cards(only_super, Colour::blue, kRedBlue) == only_super);
  CHECK(legal_cards(only_super, Colour::yellow, kRedBlue) == only_super);
}

TEST_CASE("loot and units: the rule book's example") {
  // Five players; seats 0, 1 and 4 form the side of 3, seats 2 and 3 the side of 2; trump yellow.
  // Seat 0 leads G9, seat 1 (a teammate) plays G1, seat 2 (an opponent) G4, seat 3 (an opponent,
  // no green) the yellow 1, a trump, and seat 4 (no green) Y7, the highest trump: seat 4 wins.
  // The yellow 1 is loot (an opponent's); the green 1 is not (a teammate's): 1 trick + 1 loot.
  const Trumps t{Colour::yellow, Colour::blue};
  const std::vector<Card> cards{c("G9"), c("G1"), c("G4"), c("Y1"), c("Y7")};
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
  const std::vector<Card> cards{c("G1"), c("B1"), c("R1"), c("G7")};
  CHECK(trick_winner(cards, kRedBlue) == 1);
  CHECK(trick_loot(cards, Seat(1), 4, ann_cat, kRedBlue) == 2);
  CHECK(trick_units(cards, Seat(1), 4, ann_cat, kRedBlue) == 3);
  // Two players, each alone: the loser's 1s are loot.
  const std::vector<Card> ones{c("Y1"), c("Y1", 1)};  // the second Y1 wins, the first is loot
  CHECK(trick_units(ones, Seat(0), 2, SeatSet(Seat(0)), kRedBlue) == 2);
}

TEST_CASE("cards that play alike") {
  const CardSet hand = CardSet(c("B7")) | CardSet(c("B8")) | CardSet(c("B10")) | CardSet(c("G1", 0)) |
                       CardSet(c("G1", 2)) | CardSet(c("G2"));
  const CardSet everything = deck(4);
  // B7 and B8 touch; B9 is still in play elsewhere, so B10 stands apart.
  CHECK(alike_cards(c("B7"), hand, everything, kRedBlue) == (CardSet(c("B7")) | CardSet(c("B8"))));
  // Once B9 has been played, B7, B8 and B10 play alike.
  const CardSet live = everything - CardSet(c("B9"));
  CHECK(alike_cards(c("B8"), hand, live, kRedBlue) == (CardSet(c("B7")) | CardSet(c("B8")) | CardSet(c("B10"))));
  // The copies of a 1 are alike; a 1 and a 2 never (a 1 can be loot).
  CHECK(alike_cards(c("G1", 2), hand, live, kRedBlue) == (CardSet(c("G1", 0)) | CardSet(c("G1", 2))));
  CHECK(alike_cards(c("G2"), hand, live, kRedBlue) == CardSet(c("G2")));
  // One card per group: B7 (for B7 B8 B10), G1 (copy 0), G2.
  CHECK(alike_representatives(hand, live, kRedBlue) == (CardSet(c("B7")) | CardSet(c("G1", 0)) | CardSet(c("G2"))));
}
