// The double-dummy value (solver/nyet/double_dummy.h, the trick engine on dd_rules.h): known
// answers worked by hand (loot, the -2 points negation, a supertrump's trick), and the value,
// every legal kind's value and the line of best play against a plain search over the rules as
// the replay plays them (dd_reference.h) on thousands of random endgames of 1 to 6 tricks, for
// every player count and team split, with the supertrump the trump colour, another colour, or
// none, and every line-5 points box.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "solver/core/random.h"
#include "solver/core/simulation.h"
#include "solver/nyet/dd_rules.h"
#include "solver/nyet/double_dummy.h"
#include "tests/nyet/dd_reference.h"
#include "tests/nyet/nyet_cards.h"
#include "tests/support/sanitized.h"

using namespace skb::nyet;
using namespace skb::nyet::testing;

namespace {

// A position of `players` where `leader` leads a new trick of hands `hands`.
Position fresh(int players, const Trumps& trumps, SeatSet side, int points, Seat leader, std::vector<CardSet> hands) {
  const int tricks = hands[0].size();
  return Position{table_of(players), trumps, points, Teams{side, std::nullopt}, std::move(hands),
                  TrickPlay(players, trumps, side, leader, tricks)};
}

// Plays `line` through the rules from `p` (each card legal) and returns the mover's team's
// value of what it gave.
int line_value(const Position& p, const std::vector<Card>& line) {
  TrickPlay t = p.tricks;
  std::vector<CardSet> hands = p.hands;
  for (const Card c : line) {
    const std::size_t s = static_cast<std::size_t>(t.to_play().index());
    REQUIRE(legal_cards(hands[s], t.led_suit(), t.trumps()).contains(c));
    hands[s].remove(c);
    t.play(c);
  }
  REQUIRE(t.over());
  const int sign = p.points < 0 ? -1 : 1;
  const int d = sign * ((t.units()[0] - p.tricks.units()[0]) - (t.units()[1] - p.tricks.units()[1]));
  return p.tricks.side().contains(p.to_move()) ? d : -d;
}

DoubleDummy& solver() {
  static DoubleDummy dd(std::size_t{4} << 20);
  return dd;
}

}  // namespace

TEST_CASE("one trick of two players: the leader's trick and the 1 it loots") {
  // Ann leads B5; Ben holds only B1 and must follow: B5 beats the 1, and Ben's 1 is loot. Ann
  // takes 1 trick + 1 loot = 2 units, Ben none: value +2 for Ann. At -2 points: -2.
  const Trumps t{Colour::red, std::nullopt};
  for (const int points : {1, -2}) {
    const Position p = fresh(2, t, SeatSet(Seat(0)), points, Seat(0), {cards({"B5"}), cards({"B1"})});
    const DdResult r = solver().solve(p);
    CHECK(r.value == (points < 0 ? -2 : 2));
    REQUIRE(r.cards.size() == 1);
    CHECK(r.line == std::vector<Card>{card("B5"), card("B1")});
  }
}

TEST_CASE("the -2 points negation changes the best card") {
  // Ann (to lead) holds B13 B1, Ben B2 G5; red trump, no supertrump.
  // - B13 first: Ben must follow B2, Ann wins (1); Ann leads B1, Ben cannot follow (G5) and
  //   loses: Ann wins again, and her own 1 is no loot. Ann 2, Ben 0: +2.
  // - B1 first: Ben's B2 wins and loots Ann's 1 (2 units); Ben leads G5, Ann throws B13 off
  //   suit: Ben 1 more. Ann 0, Ben 3: -3.
  // At 1 point Ann plays B13 (value +2); at -2 the values are negated (B13 -2, B1 +3) and she
  // plays B1 (value +3).
  const Trumps t{Colour::red, std::nullopt};
  const std::vector<CardSet> hands{cards({"B13", "B1"}), cards({"B2", "G5"})};
  const DdResult plus = solver().solve(fresh(2, t, SeatSet(Seat(0)), 1, Seat(0), hands));
  CHECK(plus.value == 2);
  CHECK(plus.cards == std::vector<KindValue>{{Kind{Colour::blue, 1}, -3}, {Kind{Colour::blue, 13}, 2}});
  CHECK(plus.line.front() == card("B13"));
  const DdResult minus = solver().solve(fresh(2, t, SeatSet(Seat(0)), -2, Seat(0), hands));
  CHECK(minus.value == 3);
  CHECK(minus.cards == std::vector<KindValue>{{Kind{Colour::blue, 1}, 3}, {Kind{Colour::blue, 13}, -2}});
  CHECK(minus.line.front() == card("B1"));
}

TEST_CASE("a trick in progress: examples/nyet/position-4p.nyet") {
  // Red trump, blue supertrumps, 2 points; Ann and Cat against Ben and Dan. Ann led Y5, Ben
  // played Y1; Cat (B1 G4, no yellow) may play either; Dan (R1 Y8) must follow with Y8.
  // - Cat B1: the supertrump wins and loots Ben's Y1 (Ann-Cat 2). Cat leads G4, Dan R1 trumps
  //   it, Ann B7, Ben Y9: Dan's trick, no loot (Ben-Dan 1). +1 for Cat.
  // - Cat G4: Dan's Y8 wins (Ben's Y1 is his partner's: no loot; Ben-Dan 1). Dan leads R1, Ann
  //   B7, Ben Y9, Cat B1 follows as red and wins, looting Dan's R1 (Ann-Cat 2). +1.
  // Value +1 either way; at -2 points every line is forced the same: -1.
  const Trumps t{Colour::red, Colour::blue};
  const SeatSet ann_cat(0b0101);
  for (const int points : {2, -2}) {
    TrickPlay play(4, t, ann_cat, Seat(0), 2);
    play.play(card("Y5"));
    play.play(card("Y1"));
    const Position p{table_of(4), t, points, Teams{ann_cat, std::nullopt},
                     {cards({"B7"}), cards({"Y9"}), cards({"B1", "G4"}), cards({"R1", "Y8"})}, play};
    const DdResult r = solver().solve(p);
    const int v = points < 0 ? -1 : 1;
    CHECK(r.to_move == Seat(2));
    CHECK(r.value == v);
    CHECK(r.cards == std::vector<KindValue>{{Kind{Colour::blue, 1}, v}, {Kind{Colour::green, 4}, v}});
    CHECK(r.line.size() == 6);
    CHECK(line_value(p, r.line) == v);
  }
}

TEST_CASE("the engine's rules are trick.h's: the fold of beats is trick_winner, units are trick_units") {
  skb::Rng rng(20261127);
  for (int i = 0; i < 2000; ++i) {
    const int players = 2 + static_cast<int>(skb::below(rng, 4));
    const Position p = random_endgame(players, 1, static_cast<int>(skb::below(rng, 3)), rng);
    const DdRules rules(players, p.trumps, p.teams.side, p.points);
    std::vector<Card> deck_cards(deck(players).begin(), deck(players).end());
    skb::shuffle(deck_cards, rng);
    const std::vector<Card> trick(deck_cards.begin(), deck_cards.begin() + players);
    const int w = skb::tricks::trick_winner(rules, trick.data(), players);
    CHECK(w == trick_winner(trick, p.trumps));
    const Seat leader(static_cast<int>(skb::below(rng, static_cast<std::uint64_t>(players))));
    CHECK(rules.trick_units(trick.data(), players, skb::tricks::Seat(leader.index()), w) ==
          trick_units(trick, leader, players, p.teams.side, p.trumps));
    for (const Card c : trick) CHECK(rules.suit(c) == colour_index(suit_of(c, p.trumps)));
  }
}

TEST_CASE("the engine merges exactly the cards trick.h says play alike") {
  // For random hands and cards in play: the engine's group of each card (bands.h's runs, of which
  // the search tries the top) is trick.h's alike_cards (the copies of a 1; non-1 cards of one suit
  // with no card in play outside the hand between them), and never joins a 1 with another card.
  skb::Rng rng(29);
  for (int i = 0; i < 3000; ++i) {
    const int players = 2 + static_cast<int>(skb::below(rng, 4));
    const Position p = random_endgame(players, 1, static_cast<int>(skb::below(rng, 3)), rng);
    const DdRules rules(players, p.trumps, p.teams.side, p.points);
    std::vector<Card> deck_cards(deck(players).begin(), deck(players).end());
    skb::shuffle(deck_cards, rng);
    const std::size_t live_size = 4 + skb::below(rng, deck_cards.size() - 4);
    const std::size_t held = 1 + skb::below(rng, live_size);
    CardSet hand, live;
    for (std::size_t k = 0; k < live_size; ++k) {
      live.add(deck_cards[k]);
      if (k < held) hand.add(deck_cards[k]);
    }
    const skb::tricks::Bands& bands = rules.bands();
    const CardSet tops = bands.group_tops(hand, live);
    for (const Card c : hand) {
      // c's run: the cards a fill down from c reaches, and those whose fill down reaches c.
      CardSet group = bands.runs_touching(hand, live, CardSet(c));
      for (const Card d : hand)
        if (bands.runs_touching(hand, live, CardSet(d)).contains(c)) group.add(d);
      const CardSet alike = alike_cards(c, hand, live, p.trumps);
      CHECK(group == alike);
      CHECK((tops & alike).size() == 1);  // one card of each group is searched
      if (is_one(c)) CHECK((group - all_ones()).empty());
    }
  }
}

TEST_CASE("the plain search with and without pruning agree") {
  skb::Rng rng(7);
  const int n = skb::test::kSanitized ? 30 : 300;
  for (int i = 0; i < n; ++i) {
    const int players = 2 + i % 4;
    const Position p = random_endgame(players, 1 + static_cast<int>(skb::below(rng, players >= 4 ? 2 : 3)), i % 3, rng);
    CHECK(ReferenceDd(p, true).value() == ReferenceDd(p, false).value());
  }
}

namespace {

// Checks the engine against the plain search on `counts[t-1]` random endgames of t tricks (t = 1
// to 6) of `players`: supertrump the trump, none or another colour in turn, every team split and
// points box at random. Returns the number checked.
int check_endgames(int players, const std::array<int, 6>& counts) {
  int checked = 0;
  for (int tricks = 1; tricks <= 6; ++tricks) {
    const int all = counts[static_cast<std::size_t>(tricks - 1)];
    const int count = skb::test::kSanitized ? std::max(1, all / 10) : all;
    for (int i = 0; i < count; ++i) {
      skb::Rng rng(skb::game_seed(static_cast<std::uint64_t>(players * 100 + tricks), static_cast<std::uint64_t>(i)));
      const Position p = random_endgame(players, tricks, i % 3, rng);
      const ReferenceDd ref(p, true);
      const DdResult r = solver().solve(p);
      const auto expected = ref.card_values();
      INFO("players ", players, " tricks ", tricks, " case ", i);
      REQUIRE(r.cards.size() == expected.size());
      int best = expected.front().second;
      for (std::size_t k = 0; k < expected.size(); ++k) {
        CHECK(r.cards[k].kind == expected[k].first);
        CHECK(r.cards[k].value == expected[k].second);
        best = std::max(best, expected[k].second);
      }
      CHECK(r.value == best);
      CHECK(solver().value(p) == best);
      CHECK(line_value(p, r.line) == best);
      ++checked;
    }
  }
  return checked;
}

}  // namespace

TEST_CASE("the engine equals the plain search on random endgames of 2 players") {
  CHECK(check_endgames(2, {400, 400, 400, 300, 200, 100}) > 0);
}
TEST_CASE("the engine equals the plain search on random endgames of 3 players") {
  CHECK(check_endgames(3, {400, 400, 300, 150, 40, 10}) > 0);
}
TEST_CASE("the engine equals the plain search on random endgames of 4 players") {
  CHECK(check_endgames(4, {400, 400, 200, 60, 15, 4}) > 0);
}
TEST_CASE("the engine equals the plain search on random endgames of 5 players") {
  CHECK(check_endgames(5, {400, 300, 150, 40, 10, 3}) > 0);
}

TEST_CASE("the node limit and the poll function stop a solve") {
  skb::Rng rng(11);
  const Position p = random_endgame(4, 8, 2, rng);
  DdOptions few;
  few.node_limit = 50;
  CHECK_THROWS_AS(solver().solve(p, few), DdLimitReached);
  DdOptions stop;
  stop.poll = [](std::uint64_t) { throw std::runtime_error("stop"); };
  CHECK_THROWS_AS(solver().solve(p, stop), std::runtime_error);
  // The solver is still sound afterwards.
  const Position q = random_endgame(3, 3, 1, rng);
  CHECK(solver().value(q) == ReferenceDd(q, true).value());
}

TEST_CASE("a round over has nothing to solve") {
  const Trumps t{Colour::red, std::nullopt};
  Position p = fresh(2, t, SeatSet(Seat(0)), 1, Seat(0), {cards({"B5"}), cards({"B1"})});
  p.tricks.play(card("B5"));
  p.tricks.play(card("B1"));
  p.hands = {CardSet(), CardSet()};
  CHECK_THROWS_AS(solver().solve(p), DdNothingToPlay);
}
