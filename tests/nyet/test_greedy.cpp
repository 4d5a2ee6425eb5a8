// The greedy player (solver/nyet/greedy.h): always a legal action, over many random rounds at
// every table size; blind to other hands (the same decision whatever the others hold); seeded;
// and a few decisions checked by hand, with the rule's arithmetic in the comments.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "solver/core/simulation.h"
#include "solver/nyet/deal.h"
#include "solver/nyet/greedy.h"
#include "tests/nyet/nyet_cards.h"
#include "tests/support/sanitized.h"

using namespace skb::nyet;
using namespace skb::nyet::testing;

namespace {

Table table_of(int players) {
  const std::vector<std::string> names{"Ann", "Ben", "Cat", "Dan", "Eve"};
  return Table(std::vector<std::string>(names.begin(), names.begin() + players));
}

bool is_legal(const State& s, const Action& a) {
  const std::string text = action_text(a, s.table());
  for (const Action& l : s.legal_actions())
    if (action_text(l, s.table()) == text) return true;
  return false;
}

// The actions' texts of a whole round played by the greedy player from deal `seed`.
std::vector<std::string> greedy_round(int players, std::uint64_t seed, bool* all_legal) {
  skb::Rng deal_rng(seed);
  const Dealt d = deal_cards(players, deal_rng);
  State s = State::deal(table_of(players), Seat(static_cast<int>(seed % static_cast<std::uint64_t>(players))), d.hands, d.aside);
  skb::Rng rng(seed + 1);
  std::vector<std::string> out;
  while (s.phase() != Phase::over) {
    const Action a = greedy_action(s, rng);
    if (!is_legal(s, a)) *all_legal = false;
    out.push_back(action_text(a, s.table()));
    s.apply(a);
  }
  return out;
}

// A trick-phase state: `trumps`, `points`, sides `side`, `leader` with `current` on the table,
// `hands` by seat (as they are now).
State at_trick(int players, Trumps trumps, int points, SeatSet side, Seat leader, const std::vector<Card>& current,
               const std::vector<CardSet>& hands) {
  Position p;
  p.table = table_of(players);
  p.trumps = trumps;
  p.points = points;
  p.teams = Teams{side, std::nullopt};
  p.hands = hands;
  p.tricks = TrickPlay::at_position(players, trumps, side, leader, current, hands[0].size() + 1, {0, 0});
  return State::at_position(p);
}

std::string greedy_text(const State& s, std::uint64_t seed = 1) {
  skb::Rng rng(seed);
  return action_text(greedy_action(s, rng), s.table());
}

}  // namespace

TEST_CASE("the greedy player only takes legal actions, over many random rounds at every table size") {
  const int rounds = skb::test::kSanitized ? 40 : 600;
  for (int players = 2; players <= 5; ++players) {
    CAPTURE(players);
    bool all_legal = true;
    for (int r = 0; r < rounds; ++r) greedy_round(players, skb::game_seed(7, static_cast<std::uint64_t>(r + 1000 * players)), &all_legal);
    CHECK(all_legal);
  }
}

TEST_CASE("the greedy player is seeded: the same seed plays the same round") {
  bool legal = true;
  CHECK(greedy_round(4, 11, &legal) == greedy_round(4, 11, &legal));
  CHECK(greedy_round(5, 12, &legal) == greedy_round(5, 12, &legal));
}

TEST_CASE("the greedy player never reads another hand: swapping the others' hands changes nothing") {
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    skb::Rng deal_rng(seed);
    const Dealt d = deal_cards(4, deal_rng);
    State a = State::deal(table_of(4), Seat(0), d.hands, d.aside);
    std::vector<CardSet> swapped = d.hands;
    std::swap(swapped[1], swapped[2]);
    std::swap(swapped[2], swapped[3]);
    State b = State::deal(table_of(4), Seat(0), swapped, d.aside);
    // Seat 0 (the dealer) vetoes first in both; later seats see different hands of their own.
    CHECK(greedy_text(a, seed) == greedy_text(b, seed));
  }
}

TEST_CASE("greedy veto: a hand of every blue card covers a trump box that is not blue") {
  // Ann holds the 15 blue cards. Her strength with blue trump: the three 1s and 2..9 are 2
  // quarters each (11 cards: 22), 10..13 are 4 each (16): 38 quarters; with any other trump 0.
  // 38 * 4 players >= 4 * 15, so the hand is strong. Desirabilities and the score of covering a
  // box (the best empty box of its line less the box's own):
  //   trump: B 38, others 0: covering R, Y or G scores 38;
  //   points: strong, 3 * points: 4 -> 12, -2 -> -6: covering -2 scores 18;
  //   supertrump: B 4 * 3 ones = 12, none 2, others 0: covering R, Y or G scores 12;
  //   first: Ann 12, others 0: covering Ben, Cat or Dan scores 12;
  //   discard: strong: nyet 6, 2 scores 4.
  // So Ann covers R, Y or G on the trump line, whichever the seed picks.
  std::vector<CardSet> hands;
  for (int i = 0; i < 4; ++i) hands.push_back(CardSet::lane(i, 0x7fff));
  const State s = State::deal(table_of(4), Seat(0), hands);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const std::string text = greedy_text(s, seed);
    CHECK((text == "veto trump R" || text == "veto trump Y" || text == "veto trump G"));
  }
}

TEST_CASE("greedy teams: with 4 players the partner across the table") {
  std::vector<CardSet> hands;
  for (int i = 0; i < 4; ++i) hands.push_back(CardSet::lane(i, 0x7fff));
  State s = State::deal(table_of(4), Seat(0), hands);
  skb::Rng rng(3);
  while (s.phase() == Phase::veto) s.apply(greedy_action(s, rng));
  REQUIRE(s.phase() == Phase::teams);
  const Seat first = *s.first_player();
  const Action a = greedy_action(s, rng);
  const Teams t = std::get<ChooseTeams>(a).teams;
  CHECK(t.same_side(first, first.after(2, 4)));
  CHECK(!t.same_side(first, first.left(4)));
}

TEST_CASE("greedy play: take the opponents' trick with the cheapest card that takes it") {
  // Red trumps, 1 point, Ann and Cat against Ben and Dan. Ann led B5, Ben played B9: Ben's side
  // wins so far. Cat holds B10, B13, B2 and R3: B10 and B13 take it (and R3 cannot be played:
  // Cat must follow blue); B10 is the cheaper winner.
  const Trumps t{Colour::red, std::nullopt};
  const State s = at_trick(4, t, 1, SeatSet(0b0101), Seat(0), {card("B5"), card("B9")},
                           {cards({"Y2", "Y3", "Y4"}), cards({"Y5", "Y6", "Y7"}), cards({"B10", "B13", "B2", "R3"}),
                            cards({"Y8", "Y9", "G2"})});
  CHECK(greedy_text(s) == "play B10");
}

TEST_CASE("greedy play: the last to play throws a 1 on the partner's trick") {
  // Dan led B5, Ann (Cat's partner) played B13, Ben B7; Cat plays last, holding B1, B2, B9. The
  // trick is her side's whatever she plays, so she sheds the 1 (played to her own side's trick it
  // is no loot; kept, it could become the opponents' loot later).
  const Trumps t{Colour::red, std::nullopt};
  const State s = at_trick(4, t, 1, SeatSet(0b0101), Seat(3), {card("B5"), card("B13"), card("B7")},
                           {cards({"Y2", "Y3"}), cards({"Y5", "Y6"}), cards({"B1", "B2", "B9"}), cards({"Y8", "Y9", "G2"})});
  CHECK(greedy_text(s) == "play B1");
}

TEST_CASE("greedy play: on the opponents' trick, never a 1 when tricks score; a 1 at -2 points") {
  // Ben led B12 and wins; Cat holds B1, B3 and B4, none of which takes the trick. At 1 point a 1
  // would be the opponents' loot, so she throws the lowest other card, B3. At -2 points their
  // loot costs them, so she throws the 1.
  const Trumps t{Colour::red, std::nullopt};
  const std::vector<CardSet> hands{cards({"Y2", "Y3"}), cards({"Y5", "Y6"}), cards({"B1", "B3", "B4"}),
                                   cards({"Y8", "Y9"})};
  CHECK(greedy_text(at_trick(4, t, 1, SeatSet(0b0101), Seat(1), {card("B12")}, hands)) == "play B3");
  CHECK(greedy_text(at_trick(4, t, -2, SeatSet(0b0101), Seat(1), {card("B12")}, hands)) == "play B1");
}

TEST_CASE("greedy play at -2 points: duck with the highest card that does not take the trick") {
  // Ben led B9 and wins; Cat holds B4, B8 and B13: B13 would take the trick (units cost at -2),
  // so she ducks with B8, the highest that does not, keeping B4 for a later duck.
  const Trumps t{Colour::red, std::nullopt};
  const std::vector<CardSet> hands{cards({"Y2", "Y3"}), cards({"Y5", "Y6"}), cards({"B4", "B8", "B13"}),
                                   cards({"Y8", "Y9"})};
  CHECK(greedy_text(at_trick(4, t, -2, SeatSet(0b0101), Seat(1), {card("B9")}, hands)) == "play B8");
}

TEST_CASE("greedy discard and pass: the card of least keep value; the pass to a partner makes a void") {
  // Red trumps, 1 point, a discard of one: Ann holds G1 R2 R9 B7 B8 Y13. Keep values are the
  // power (a 1: 1, a plain card: its value, a trump: 30 + value) times 16 plus the colour's
  // length: G1 1*16+1 = 17 is the least, so G1 goes (a 1 is loot if it falls on an opponent's
  // trick).
  GreedyView v;
  v.table = table_of(4);
  v.me = Seat(0);
  v.phase = Phase::discard;
  v.hand = cards({"G1", "R2", "R9", "B7", "B8", "Y13"});
  v.terms = Terms{Trumps{Colour::red, std::nullopt}, DiscardRule::one, 1};
  v.teams = Teams{SeatSet(0b0101), std::nullopt};
  std::vector<Action> legal;
  for (Card c : v.hand) legal.push_back(Discard{CardSet(c)});
  skb::Rng rng(5);
  CHECK(action_text(greedy_discard(v, legal, rng), v.table) == "discard G1");
  // At -2 points the reverse: the strongest card goes, the trump R9 (power 39).
  v.terms->points = -2;
  CHECK(action_text(greedy_discard(v, legal, rng), v.table) == "discard R9");
  // The pass with 1 point: Ben (on the left) is an opponent: the least keep value, G1. With Ben
  // as partner (Ann and Ben against Cat and Dan): the highest non-trump card of the shortest
  // colour: G1 and Y13 are the colours of one card; a 1 is never passed to a partner, so Y13.
  v.terms = Terms{Trumps{Colour::red, std::nullopt}, DiscardRule::pass, 1};
  std::vector<Action> passes;
  for (Card c : v.hand) passes.push_back(Pass{c});
  CHECK(action_text(greedy_pass(v, passes, rng), v.table) == "pass G1");
  v.teams = Teams{SeatSet(0b0011), std::nullopt};
  CHECK(action_text(greedy_pass(v, passes, rng), v.table) == "pass Y13");
}

TEST_CASE("strength in quarter tricks") {
  // Trump red, supertrump blue, 4 players (top value 13): B1 supertrump 4, R12 (>= 10) 4, R3 2,
  // G13 top 3, Y12 2, Y11 1, Y10 0, G1 0: 16.
  const Trumps t{Colour::red, Colour::blue};
  CHECK(strength_quarters(cards({"B1", "R12", "R3", "G13", "Y12", "Y11", "Y10", "G1"}), t, 4) == 16);
  // With 3 players the top is 10: G10 3, G9 2, R7 (>= 7) 4.
  CHECK(strength_quarters(cards({"G10", "G9", "R7"}), Trumps{Colour::red, std::nullopt}, 3) == 9);
}

// The plain reference of strength_quarters (which counts with bit masks): card by card, as the
// header states the rule.
static int strength_reference(CardSet hand, const Trumps& trumps, int players) {
  const int top = players == 3 ? 10 : 13;
  int q = 0;
  for (Card c : hand) {
    const int v = value_of(c);
    if (is_supertrump(c, trumps))
      q += 4;
    else if (colour_of(c) == trumps.trump)
      q += v >= top - 3 ? 4 : 2;
    else if (v > 1 && v >= top - 2)
      q += v - (top - 3);
  }
  return q;
}

TEST_CASE("strength in quarter tricks agrees with the card-by-card reference on dealt hands") {
  // Every table size, every trump and supertrump (or none), on seeded deals of every hand.
  skb::Rng rng(2026);
  for (int players = 2; players <= 5; ++players)
    for (int deal = 0; deal < 20; ++deal) {
      const Dealt d = deal_cards(players, rng);
      for (CardSet hand : d.hands)
        for (Colour trump : kColours) {
          CHECK(strength_quarters(hand, Trumps{trump, std::nullopt}, players) ==
                strength_reference(hand, Trumps{trump, std::nullopt}, players));
          for (Colour super : kColours)
            CHECK(strength_quarters(hand, Trumps{trump, super}, players) ==
                  strength_reference(hand, Trumps{trump, super}, players));
        }
    }
}

TEST_CASE("the greedy player beats uniformly random play: greedy Ann and Cat against random Ben and Dan") {
  // Fixed seeds, so the figures are fixed: over 300 4-player rounds the greedy side's mean score
  // per round (its units times the points) is above the random side's. Every decision counts:
  // the vetoes (points, trumps), the teams (the first player picks the partner: when a random
  // player is first, the sides may mix, and then the round counts for neither), the discards
  // and the cards.
  const int rounds = skb::test::kSanitized ? 60 : 300;
  double greedy = 0, random = 0;
  int counted = 0;
  for (int r = 0; r < rounds; ++r) {
    skb::Rng deal_rng(skb::game_seed(21, static_cast<std::uint64_t>(r)));
    const Dealt d = deal_cards(4, deal_rng);
    State s = State::deal(table_of(4), Seat(r % 4), d.hands, d.aside);
    skb::Rng rng(skb::game_seed(22, static_cast<std::uint64_t>(r)));
    while (s.phase() != Phase::over) {
      const bool is_greedy = s.to_move().index() % 2 == 0;
      if (is_greedy) {
        s.apply(greedy_action(s, rng));
      } else {
        const std::vector<Action> legal = s.legal_actions();
        s.apply(legal[skb::below(rng, legal.size())]);
      }
    }
    if (!s.teams()->same_side(Seat(0), Seat(2))) continue;
    const std::vector<int> scores = s.scores();
    greedy += scores[0];
    random += scores[1];
    ++counted;
  }
  REQUIRE(counted > rounds / 4);
  MESSAGE("greedy side ", greedy / counted, " points a round, random side ", random / counted, " (", counted, " rounds)");
  CHECK(greedy / counted > random / counted);
}

TEST_CASE("the rules on a copied view (greedy_view, greedy_veto ... greedy_play) decide as greedy_action does") {
  // greedy_action reads the State by reference; the exposed rules read a GreedyView copied from
  // it. Over whole rounds at every table size, at every decision, both with the same seed must
  // give the same action: the view holds all the rules read, and nothing else.
  int decisions = 0;
  for (int players = 2; players <= 5; ++players)
    for (std::uint64_t seed = 1; seed <= (skb::test::kSanitized ? 2U : 6U); ++seed) {
      skb::Rng deal_rng(seed);
      const Dealt d = deal_cards(players, deal_rng);
      State s = State::deal(table_of(players), Seat(0), d.hands, d.aside);
      skb::Rng play_rng(seed + 7);
      while (s.phase() != Phase::over) {
        const std::vector<Action> legal = s.legal_actions();
        const GreedyView view = greedy_view(s);
        skb::Rng a_rng(seed * 1000 + static_cast<std::uint64_t>(decisions));
        skb::Rng b_rng(seed * 1000 + static_cast<std::uint64_t>(decisions));
        const Action by_state = greedy_action(s, a_rng);
        Action by_view = by_state;
        switch (s.phase()) {
          case Phase::veto: by_view = greedy_veto(view, legal, b_rng); break;
          case Phase::teams: by_view = greedy_teams(view, legal, b_rng); break;
          case Phase::discard:
            by_view = s.terms()->discard == DiscardRule::pass ? greedy_pass(view, legal, b_rng)
                                                              : greedy_discard(view, legal, b_rng);
            break;
          case Phase::tricks: by_view = greedy_play(view, legal, b_rng); break;
          case Phase::over: break;
        }
        REQUIRE(action_text(by_view, s.table()) == action_text(by_state, s.table()));
        ++decisions;
        s.apply(greedy_action(s, play_rng));
      }
    }
  CHECK(decisions > 100);
}
