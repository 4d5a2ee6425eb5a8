// The full-information round (solver/nyet/state.h): the deal's checks, the phases in order,
// legal actions (each distinct choice once), discards of every kind and the pass, following
// suit and the errors in the players' words, and the scores: units times points, -2 points, the
// Bonus card doubling.
#include <doctest/doctest.h>

#include <algorithm>

#include "solver/nyet/discards.h"
#include "solver/nyet/rule_error.h"
#include "solver/nyet/state.h"
#include "tests/nyet/nyet_cards.h"

using namespace skb::nyet;
using namespace skb::nyet::testing;

namespace {

const Table kFour({"Ann", "Ben", "Cat", "Dan"});

// Ann holds every blue card, Ben every red, Cat every yellow, Dan every green.
State colour_deal(Seat dealer) {
  std::vector<CardSet> hands;
  for (int i = 0; i < 4; ++i) hands.push_back(CardSet::lane(i, 0x7fff));
  return State::deal(kFour, dealer, hands);
}

std::string error_of(State s, const Action& a) {
  try {
    s.apply(a);
  } catch (const RuleError& e) {
    return e.what();
  }
  return "";
}

// Covers boxes until the board leaves `first`, `discard`, `trump`, `super`, `points` (in line order,
// covering the other boxes left to right).
void vetoes_leaving(State& s, int first, DiscardRule discard, Colour trump, int super, int points) {
  const int leave[] = {first, static_cast<int>(discard), colour_index(trump), super, points};
  for (Line line : kLines)
    for (int i = 0; i < box_count(line, s.players()); ++i)
      if (i != leave[static_cast<int>(line)]) s.apply(Veto{Box{line, i}});
}

}  // namespace

TEST_CASE("a deal is one: hand sizes, the whole deck, the aside pile with 2 players") {
  CHECK_NOTHROW(colour_deal(Seat(0)));
  std::vector<CardSet> short_hands(4, CardSet());
  CHECK_THROWS_AS(State::deal(kFour, Seat(0), short_hands), RuleError);
  // 2 players: 15 each and 30 aside.
  const Table two({"Ann", "Ben"});
  CHECK_NOTHROW(State::deal(two, Seat(1), {CardSet::lane(0, 0x7fff), CardSet::lane(1, 0x7fff)},
                            CardSet::lane(2, 0x7fff) | CardSet::lane(3, 0x7fff)));
  CHECK_THROWS_AS(State::deal(two, Seat(1), {CardSet::lane(0, 0x7fff), CardSet::lane(1, 0x7fff)}), RuleError);
}

TEST_CASE("the veto phase: the dealer first, clockwise, players + 14 vetoes; then the teams") {
  State s = colour_deal(Seat(2));
  CHECK(s.phase() == Phase::veto);
  CHECK(s.to_move() == Seat(2));
  // Every empty box of a line with two or more: 4 + 5 + 4 + 5 + 5 boxes.
  CHECK(s.legal_actions().size() == 23);
  vetoes_leaving(s, 1, DiscardRule::two, Colour::red, kNoSupertrumpBox, 0);
  CHECK(s.vetoes() == 18);
  CHECK(s.phase() == Phase::teams);
  CHECK(s.first_player() == Seat(1));
  CHECK(s.to_move() == Seat(1));
  CHECK(s.terms()->discard == DiscardRule::two);
  CHECK(s.terms()->points == -2);
  CHECK(s.legal_actions().size() == 3);  // Ben's three possible teammates
  CHECK(error_of(s, Veto{Box{Line::points, 1}}) == "Ben cannot cover a box: the veto phase is over");
  CHECK(error_of(s, ChooseTeams{Teams{SeatSet(Seat(1)), std::nullopt}}) ==
        "with 4 players the sides are 2 and 2, not 1 and 3");
}

TEST_CASE("discards: all at once, clockwise from the first player; then the first player leads") {
  State s = colour_deal(Seat(0));
  vetoes_leaving(s, 2, DiscardRule::two, Colour::red, 0, 4);
  s.apply(ChooseTeams{Teams{SeatSet(Seat(2)) | SeatSet(Seat(0)), std::nullopt}});
  REQUIRE(s.phase() == Phase::discard);
  CHECK(s.to_move() == Seat(2));  // the first player, Cat, first
  // Cat holds the 15 yellows: 13 kinds (the three Y1s are one). Two cards: a pair of kinds,
  // C(13, 2) = 78, or two Y1s: 79 choices.
  CHECK(s.legal_actions().size() == 79);
  CHECK(error_of(s, Discard{cards({"Y5"})}) == "Cat discards 2 cards this round (line 2 is 2), not 1");
  CHECK(error_of(s, Discard{cards({"Y5", "B5"})}) == "Cat cannot discard B5: Cat does not hold it");
  s.apply(Discard{cards({"Y5", "Y6"})});
  s.apply(Discard{cards({"G5", "G6"})});
  s.apply(Discard{cards({"B5", "B6"})});
  s.apply(Discard{cards({"R5", "R6"})});
  CHECK(s.phase() == Phase::tricks);
  CHECK(s.to_move() == Seat(2));
  CHECK(s.hand(Seat(2)).size() == 13);
  CHECK(s.tricks().tricks_left() == 13);
}

TEST_CASE("1-not-one: one card that is not a 1, or none from a hand of only 1s") {
  // Five players: Eve holds the twelve 1s.
  const Table five({"Ann", "Ben", "Cat", "Dan", "Eve"});
  std::vector<CardSet> hands(5);
  hands[4] = all_ones();
  CardSet rest = deck(5) - all_ones();
  for (int i = 0; i < 4; ++i)
    for (int k = 0; k < 12; ++k) {
      hands[static_cast<std::size_t>(i)].add(rest.lowest());
      rest.remove(rest.lowest());
    }
  State s = State::deal(five, Seat(0), hands);
  vetoes_leaving(s, 4, DiscardRule::one_not_one, Colour::green, 2, 2);
  s.apply(ChooseTeams{Teams{SeatSet(Seat(4)) | SeatSet(Seat(0)), Seat(4)}});
  REQUIRE(s.to_move() == Seat(4));
  REQUIRE(s.legal_actions().size() == 1);  // Eve discards nothing
  CHECK(std::get<Discard>(s.legal_actions()[0]).cards.empty());
  CHECK(error_of(s, Discard{cards({"B1"})}) == "Eve cannot discard B1: with 1-not-one a hand of only 1s discards nothing");
  s.apply(Discard{});
  // Ann (blue 2-13) may discard any of her 12 cards, none of which is a 1.
  CHECK(s.legal_actions().size() == 12);
  for (int i = 0; i < 4; ++i) {
    const Action a = s.legal_actions().front();
    s.apply(a);
  }
  CHECK(s.phase() == Phase::tricks);
  CHECK(s.tricks().tricks_left() == 11);
  CHECK(s.hand(Seat(4)).size() == 12);  // Eve keeps a card that plays no part
  // A 1 under 1-not-one, from a hand that has other cards, is refused.
  CHECK(discards_of(cards({"B1", "B2"}), DiscardRule::one_not_one) == 1);
}

TEST_CASE("the pass: a card to the left neighbour, given once everyone has chosen") {
  State s = colour_deal(Seat(0));
  vetoes_leaving(s, 0, DiscardRule::pass, Colour::red, 0, 4);
  s.apply(ChooseTeams{Teams{SeatSet(Seat(0)) | SeatSet(Seat(2)), std::nullopt}});
  CHECK(s.legal_actions().size() == 13);  // Ann's 13 kinds (three B1s are one)
  s.apply(Pass{card("B7")});
  CHECK(!s.hand(Seat(1)).contains(card("B7")));  // Ben cannot pass on what he has not received
  CHECK(error_of(s, Pass{card("B7")}) == "Ben cannot pass B7: Ben does not hold it");
  s.apply(Pass{card("R7")});
  s.apply(Pass{card("Y7")});
  s.apply(Pass{card("G7")});
  CHECK(s.hand(Seat(1)).contains(card("B7")));
  CHECK(s.hand(Seat(0)).contains(card("G7")));
  CHECK(s.passed(Seat(3)) == card("G7"));
  CHECK(s.hand(Seat(0)).size() == 15);
  CHECK(s.tricks().tricks_left() == 15);
}

TEST_CASE("following suit, in the players' words") {
  State s = colour_deal(Seat(0));
  vetoes_leaving(s, 0, DiscardRule::pass, Colour::red, 0, 4);
  s.apply(ChooseTeams{Teams{SeatSet(Seat(0)) | SeatSet(Seat(2)), std::nullopt}});
  s.apply(Pass{card("B3")});
  s.apply(Pass{card("R7")});
  s.apply(Pass{card("Y7")});
  s.apply(Pass{card("G7")});
  // Ann leads G7 (received from Dan); Ben holds B3 (from Ann) and reds.
  s.apply(Play{card("G7")});
  CHECK(s.legal_actions().size() == 13);  // Ben has no green: any of B3 and his 12 red kinds (R7 passed)
  s.apply(Play{card("B3")});
  // Cat holds R7 (from Ben): Ben's blue is not the led suit; green was led; Cat has no green.
  s.apply(Play{card("R7")});
  // Dan holds every green but G7, and Y7 (from Cat): he must follow.
  CHECK(error_of(s, Play{card("Y7")}) == "Dan cannot play Y7: Dan holds 14 green cards and must follow green");
  CHECK(error_of(s, Play{card("G7")}) == "Dan cannot play G7: Dan does not hold it");
  CHECK_NOTHROW(State(s).apply(Play{card("G13")}));
}

TEST_CASE("the message: Ann cannot play R7: Ann holds B3 and must follow blue") {
  Position p{kFour, {Colour::green, Colour::blue}, 1, {SeatSet(Seat(0)) | SeatSet(Seat(2)), std::nullopt}, {}, {}};
  p.hands = {cards({"B3", "R7"}), cards({"B9", "R2"}), cards({"B4", "B5"}), cards({"B7"})};
  p.tricks = TrickPlay::at_position(4, p.trumps, p.teams.side, Seat(3), {card("B6")}, 2, {0, 0});
  // Dan led B6; it is Ann's turn.
  State s = State::at_position(p);
  REQUIRE(s.to_move() == Seat(0));
  CHECK(error_of(s, Play{card("R7")}) == "Ann cannot play R7: Ann holds B3 and must follow blue");
  // Blue led, the blue 1s supertrumps: a B1 follows as green and cannot be played over a blue.
  Position q = p;
  q.hands[0] = cards({"B1", "B3"});
  CHECK(error_of(State::at_position(q), Play{card("B1")}) ==
        "Ann cannot play B1: Ann holds B3 and must follow blue (B1 is a supertrump: it follows as green)");
}

TEST_CASE("scores: units times the points, -2 points, and the Bonus card doubles") {
  // 4 players at the last trick, Ann and Cat against Ben and Dan, trump red, blue supertrumps, -2
  // points; units so far 4 and 6. Ann leads Y5, Ben Y1, Cat B1 (a supertrump: it wins), Dan R1 (a
  // plain trump 1): Ann and Cat take the trick and two loot (Ben's Y1 and Dan's R1; Cat's own B1
  // is not loot): 4 + 3 = 7 units against 6. Scores: 7 x -2 = -14 for Ann and Cat, 6 x -2 = -12.
  Position p{kFour, {Colour::red, Colour::blue}, -2, {SeatSet(Seat(0)) | SeatSet(Seat(2)), std::nullopt}, {}, {}};
  p.hands = {cards({"Y5"}), cards({"Y1"}), cards({"B1"}), cards({"R1"})};
  p.tricks = TrickPlay::at_position(4, p.trumps, p.teams.side, Seat(0), {}, 1, {4, 6});
  State s = State::at_position(p);
  for (const char* text : {"Y5", "Y1", "B1", "R1"}) s.apply(Play{card(text)});
  REQUIRE(s.phase() == Phase::over);
  CHECK(s.scores() == std::vector<int>{-14, -12, -14, -12});
  // 5 players: Ann and Ben (Ben holds the Bonus) against Cat, Dan and Eve; 3 points; units so far
  // 2 and 5. Ann leads G13, the others follow with lower greens: Ann's side takes 1 unit, 3 in
  // all. Scores: Ann 3 x 3 = 9, Ben twice that, 18; the others 5 x 3 = 15.
  const Table five({"Ann", "Ben", "Cat", "Dan", "Eve"});
  Position f{five, {Colour::red, std::nullopt}, 3, {SeatSet(Seat(0)) | SeatSet(Seat(1)), Seat(1)}, {}, {}};
  f.hands = {cards({"G13"}), cards({"G2"}), cards({"G3"}), cards({"G4"}), cards({"G5"})};
  f.tricks = TrickPlay::at_position(5, f.trumps, f.teams.side, Seat(0), {}, 1, {2, 5});
  State t = State::at_position(f);
  for (const char* text : {"G13", "G2", "G3", "G4", "G5"}) t.apply(Play{card(text)});
  CHECK(t.scores() == std::vector<int>{9, 18, 15, 15, 15});
}

TEST_CASE("legal actions: one per distinct choice, each one legal") {
  State s = colour_deal(Seat(1));
  vetoes_leaving(s, 3, DiscardRule::one, Colour::blue, 1, 2);
  s.apply(s.legal_actions().front());
  // Dan (first) discards one of his 13 kinds (three G1s are one choice).
  CHECK(s.legal_actions().size() == 13);
  while (s.phase() != Phase::over) {
    const std::vector<Action> legal = s.legal_actions();
    REQUIRE(!legal.empty());
    for (const Action& a : legal) CHECK_NOTHROW(State(s).apply(a));
    s.apply(legal.back());
  }
  // 14 tricks (15 cards less one discarded); every unit is a trick or a loot; 2 points a unit.
  const std::vector<int> scores = s.scores();
  int units = 0, tricks = 0;
  for (const PlayedTrick& t : s.tricks().history()) {
    units += t.units;
    ++tricks;
  }
  CHECK(tricks == 14);
  const Teams& teams = *s.teams();  // Dan chose the first of his choices: Ann
  REQUIRE(teams.same_side(Seat(0), Seat(3)));
  CHECK(scores[0] == scores[3]);
  CHECK(scores[1] == scores[2]);
  CHECK(scores[0] + scores[1] == 2 * units);
}
