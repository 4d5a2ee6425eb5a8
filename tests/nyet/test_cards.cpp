// Nyet!'s cards (solver/nyet/cards.h, terms.h): the encoding in the engine's card set, the deck
// for 2 to 5 players, card text, and suits under the terms.
#include <doctest/doctest.h>

#include "solver/nyet/cards.h"
#include "solver/nyet/terms.h"

using namespace skb::nyet;

TEST_CASE("the encoding: colours are lanes, the three 1s bits 0-2, value v bit v+1") {
  CHECK(make_card(Colour::blue, 1, 0).index() == 0);
  CHECK(make_card(Colour::blue, 1, 2).index() == 2);
  CHECK(make_card(Colour::blue, 2).index() == 3);
  CHECK(make_card(Colour::red, 13).index() == 16 + 14);
  CHECK(make_card(Colour::green, 7).index() == 48 + 8);
  for (Colour c : kColours)
    for (int v = 1; v <= 13; ++v) {
      const Card card = make_card(c, v, v == 1 ? 1 : 0);
      CHECK(colour_of(card) == c);
      CHECK(value_of(card) == v);
      CHECK(is_one(card) == (v == 1));
      CHECK(kind_from_index(kind_index(kind_of(card))) == kind_of(card));
    }
  CHECK(copies_of({Colour::yellow, 1}).size() == 3);
  CHECK(copies_of({Colour::yellow, 5}).size() == 1);
  CHECK(all_ones().size() == 12);
}

TEST_CASE("the deck: 60 cards, 48 with 3 players (no 11, 12, 13)") {
  for (int players : {2, 4, 5}) CHECK(deck(players).size() == 60);
  CHECK(deck(3).size() == 48);
  CHECK(!deck(3).contains(make_card(Colour::red, 11)));
  CHECK(deck(3).contains(make_card(Colour::red, 10)));
  CHECK(count_of(deck(3), {Colour::green, 1}) == 3);
}

TEST_CASE("card text: a colour letter and a value") {
  CHECK(kind_text({Colour::blue, 7}) == "B7");
  CHECK(kind_text({Colour::red, 13}) == "R13");
  CHECK(card_text(make_card(Colour::green, 1, 2)) == "G1");
  CHECK(parse_kind("Y12") == Kind{Colour::yellow, 12});
  CHECK(parse_kind("G1") == Kind{Colour::green, 1});
  for (const char* bad : {"", "B", "B0", "B14", "b7", "X7", "B07", "B1x", "7B", "R100"}) {
    CAPTURE(bad);
    CHECK(!parse_kind(bad));
  }
}

TEST_CASE("a card's suit: its colour, the trump colour for a supertrump") {
  const Trumps t{Colour::red, Colour::blue};
  CHECK(suit_of(make_card(Colour::blue, 1, 1), t) == Colour::red);  // a supertrump
  CHECK(suit_of(make_card(Colour::blue, 2), t) == Colour::blue);
  CHECK(suit_of(make_card(Colour::red, 1), t) == Colour::red);  // a plain 1 of the trump colour
  CHECK(suit_cards(Colour::red, t).size() == 15 + 3);
  CHECK(suit_cards(Colour::blue, t).size() == 12);
  const Trumps none{Colour::red, std::nullopt};
  CHECK(suit_of(make_card(Colour::blue, 1), none) == Colour::blue);
  CHECK(supertrumps(none).empty());
  const Trumps same{Colour::red, Colour::red};  // supertrump colour = trump colour
  CHECK(suit_cards(Colour::red, same).size() == 15);
  CHECK(is_supertrump(make_card(Colour::red, 1, 2), same));
}
