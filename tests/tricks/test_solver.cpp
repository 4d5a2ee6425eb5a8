// Tests for solver/tricks/solver.h: the value of a position, the value of every legal card and a
// line of best play, on hand-worked positions and against the plain minimax (minimax.h) on
// thousands of random endgames of bridge and of the Nyet!-like game with 2 to 5 seats and
// several team splits, and against plain alpha-beta on larger ones.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <vector>

#include "solver/core/random.h"
#include "solver/tricks/bridge.h"
#include "solver/tricks/solver.h"
#include "tests/support/sanitized.h"
#include "tests/tricks/cases.h"
#include "tests/tricks/deals.h"
#include "tests/tricks/minimax.h"

using namespace skb::tricks;
using namespace skb::tricks::test;

namespace {

CardSet cards(std::initializer_list<Card> list) {
  CardSet s;
  for (const Card c : list) s.add(c);
  return s;
}

Card spade(int rank) { return BridgeRules::card(0, rank); }

// The Nyet-like game, its rules not promising plain follow-suit legality.
struct Plain : NyetLikeRules {
  static constexpr bool kFollowSuit = false;
  using NyetLikeRules::NyetLikeRules;
};

// Plays `line` out from `pos` and returns the units difference it gives the side to move at the
// start; every card must be legal when played.
template <TrickRules R>
int play_out(Position<R> pos, const std::vector<Card>& line) {
  const Side side = pos.rules().side(pos.to_move());
  const int before = pos.units(side) - pos.units(side.other());
  for (const Card c : line) {
    REQUIRE(pos.legal().contains(c));
    pos.play(c);
  }
  CHECK(pos.tricks_left() == 0);
  return pos.units(side) - pos.units(side.other()) - before;
}

// Checks value, card values and the line of play against minimax on `count` random endgames
// (uniformly 1..max_tricks tricks, 0..seats-1 cards on the table), every other one with the cards
// tried in a random order; returns the number of positions where something differed.
template <TrickRules R>
int check_against_minimax(const R& rules, int count, int max_tricks, std::uint64_t seed) {
  skb::Rng rng(seed);
  Solver<R> solver(1 << 20);
  int wrong = 0;
  for (int i = 0; i < count; ++i) {
    solver.shuffle_moves(i % 2 == 0 ? 0 : seed * 1000 + static_cast<std::uint64_t>(i));
    const int tricks = 1 + static_cast<int>(skb::below(rng, static_cast<std::uint64_t>(max_tricks)));
    const int on_table = static_cast<int>(skb::below(rng, static_cast<std::uint64_t>(rules.seats())));
    const Deal d = random_deal(rules, rng, tricks, on_table);
    const Position<R> p = to_position(rules, d);
    PlainPosition plain = to_plain(rules, d);
    const int value = minimax(rules, plain, rules.side(p.to_move()));
    const std::vector<int> reference = minimax_card_values(rules, plain);
    const std::vector<CardValue> values = solver.card_values(p);
    bool same = solver.value(p) == value && values.size() == reference.size();
    for (std::size_t k = 0; same && k < values.size(); ++k) same = values[k].value == reference[k];
    same = same && play_out(p, solver.principal_variation(p)) == value;
    wrong += same ? 0 : 1;
  }
  return wrong;
}

}  // namespace

TEST_CASE("known answer: a finesse works only when led towards the A-Q") {
  // Notrump, two tricks, spades only. North (0) A Q; East (1) 6 5; South (2) 3 2; West (3) K 4.
  // South to lead: South leads low, West plays before North: if West plays the K, North's A wins
  // and the Q is then high; if West plays low, North's Q wins and the A is high. North-South take
  // both tricks: +2 for South's side, whichever of South's equivalent 3 and 2 is led.
  // North to lead: the A then the Q loses the Q to the K; the Q first is covered by the K; either
  // way one trick each: 0.
  const BridgeRules rules(Strain::notrump);
  const std::array<CardSet, 4> hands{cards({spade(14), spade(12)}), cards({spade(6), spade(5)}),
                                     cards({spade(3), spade(2)}), cards({spade(13), spade(4)})};
  Solver<BridgeRules> solver(1 << 20);
  const Position<BridgeRules> south(rules, hands, Seat(2));
  CHECK(solver.value(south) == 2);
  CHECK(solver.card_values(south) == std::vector<CardValue>{{spade(2), 2}, {spade(3), 2}});
  const Position<BridgeRules> north(rules, hands, Seat(0));
  CHECK(solver.value(north) == 0);
  // North's two cards: both lose one trick.
  CHECK(solver.card_values(north) == std::vector<CardValue>{{spade(12), 0}, {spade(14), 0}});
  CHECK(play_out(south, solver.principal_variation(south)) == 2);
}

TEST_CASE("known answer: a ruff, and the trick in progress counts") {
  // Hearts trumps, one trick left, North led the spade A and East ruffed with the heart 2;
  // South (to move) holds the spade 3, West the heart 3. West overruffs whatever South plays: the
  // trick goes to East-West: -1 for South's side.
  const BridgeRules rules(Strain::hearts);
  const std::array<CardSet, 4> hands{cards({spade(14)}), cards({BridgeRules::card(1, 2)}), cards({spade(3)}),
                                     cards({BridgeRules::card(1, 3)})};
  Position<BridgeRules> p(rules, hands, Seat(0));
  p.play(spade(14));
  p.play(BridgeRules::card(1, 2));
  Solver<BridgeRules> solver(1 << 20);
  CHECK(solver.value(p) == -1);
}

TEST_CASE("known answers, Nyet-like: loot and the last of equal 1s") {
  // Two seats, trump red, supertrump blue. Seat 0 leads the green 5 (bit 6); seat 1 must follow
  // with its green 1 and loses it: seat 0 wins 1 unit for the trick and 1 of loot: +2.
  const NyetLikeRules rules(2, {0, 1, 0, 0, 0}, 1, 0);
  Solver<NyetLikeRules> solver(1 << 20);
  const std::array<CardSet, 2> loot{cards({Card(3, 6)}), cards({Card(3, 1)})};
  CHECK(solver.value(Position<NyetLikeRules>(rules, loot, Seat(0))) == 2);
  // Both seats hold a green 1: whoever plays second wins (the later of equal cards) and takes the
  // leader's 1 as loot: the leader's side gets -2.
  const std::array<CardSet, 2> ones{cards({Card(3, 0)}), cards({Card(3, 2)})};
  CHECK(solver.value(Position<NyetLikeRules>(rules, ones, Seat(0))) == -2);
  CHECK(solver.value(Position<NyetLikeRules>(rules, ones, Seat(1))) == -2);
  // Seat 0: blue supertrump and the red 13; seat 1: red 2 and red 3. Leading the supertrump (it
  // follows as red) wins the first trick (1 unit; seat 1's red 2 or 3 is no loot) and the 13 the
  // second: +2. Leading the 13 first also wins both: +2.
  const std::array<CardSet, 2> super{cards({Card(0, 0), Card(1, 14)}), cards({Card(1, 3), Card(1, 4)})};
  CHECK(solver.card_values(Position<NyetLikeRules>(rules, super, Seat(0))) ==
        std::vector<CardValue>{{Card(0, 0), 2}, {Card(1, 14), 2}});
}

TEST_CASE("bridge endgames: values, card values and lines of play as minimax") {
  for (int strain = 0; strain < 5; ++strain) {
    CAPTURE(strain);
    CHECK(check_against_minimax(BridgeRules(static_cast<Strain>(strain)), scaled(200), 4, 10 + strain) == 0);
  }
}

TEST_CASE("Nyet-like endgames, 2 to 5 seats: values, card values and lines of play as minimax") {
  std::uint64_t seed = 30;
  for (const NyetLikeCase& c : nyet_like_cases()) {
    CAPTURE(c.name);
    CHECK(check_against_minimax(NyetLikeRules(c.seats, c.sides, c.trump, c.supertrump), c.count, c.max_tricks, seed++) ==
          0);
  }
}

TEST_CASE("rules that do not promise plain follow-suit legality: no cashing shortcut, the same values") {
  // The same Nyet-like game with kFollowSuit false: the engine must not count cashed tricks for
  // it, and still finds every value.
  static_assert(!follows_suit<Plain>() && follows_suit<NyetLikeRules>());
  std::uint64_t seed = 90;
  for (const NyetLikeCase& c : nyet_like_cases()) {
    CAPTURE(c.name);
    CHECK(check_against_minimax(Plain(c.seats, c.sides, c.trump, c.supertrump), c.count / 4, c.max_tricks, seed++) == 0);
  }
}

TEST_CASE("six-trick endgames of four seats: values as plain alpha-beta") {
  auto check = [](const auto& rules, std::uint64_t seed) {
    using R = std::decay_t<decltype(rules)>;
    skb::Rng rng(seed);
    Solver<R> solver(1 << 20);
    int wrong = 0;
    // Five tricks under the sanitizers (alpha-beta is then slow), six otherwise.
    const int tricks = ::skb::test::kSanitized ? 5 : 6;
    for (int i = 0; i < scaled(60); ++i) {
      const Deal d = random_deal(rules, rng, tricks, static_cast<int>(skb::below(rng, 4)));
      const Position<R> p = to_position(rules, d);
      PlainPosition plain = to_plain(rules, d);
      wrong += solver.value(p) != alphabeta(rules, plain, rules.side(p.to_move()), -1000, 1000);
    }
    return wrong;
  };
  CHECK(check(BridgeRules(Strain::spades), 50) == 0);
  CHECK(check(BridgeRules(Strain::notrump), 51) == 0);
  CHECK(check(NyetLikeRules(4, {0, 1, 0, 1, 0}, 1, 3), 52) == 0);
  CHECK(check(NyetLikeRules(4, {0, 1, 1, 1, 0}, 2, 2), 53) == 0);
}

TEST_CASE("larger Nyet-like positions: the answers do not depend on the order cards are tried") {
  // No reference solves these quickly; the engine must give the same values whatever order it
  // tries cards in (what it proves, and the marks its table keeps, change with the order).
  struct Size {
    int seats, tricks;
    std::array<int, kMaxSeats> sides;
  };
  std::uint64_t seed = 70;
  for (const Size& z : {Size{4, 7, {0, 1, 0, 1, 0}}, Size{3, 7, {0, 1, 1, 0, 0}}, Size{5, 5, {0, 1, 1, 0, 1}}}) {
    CAPTURE(z.seats);
    skb::Rng rng(seed++);
    Solver<NyetLikeRules> ordered(1 << 22), shuffled(1 << 22);
    for (int i = 0; i < scaled(40); ++i) {
      const NyetLikeRules rules(z.seats, z.sides, static_cast<int>(skb::below(rng, 4)),
                                static_cast<int>(skb::below(rng, 5)) - 1);
      const Deal d = random_deal(rules, rng, z.tricks, static_cast<int>(skb::below(rng, static_cast<std::uint64_t>(z.seats))));
      const Position<NyetLikeRules> p = to_position(rules, d);
      shuffled.shuffle_moves(seed * 100 + static_cast<std::uint64_t>(i));
      CHECK(ordered.card_values(p) == shuffled.card_values(p));
    }
  }
}

TEST_CASE("plain alpha-beta agrees with minimax") {
  // The larger check above leans on alpha-beta; it must be right where minimax can check it.
  skb::Rng rng(60);
  const NyetLikeRules rules(3, {0, 1, 1, 0, 0}, 2, 0);
  for (int i = 0; i < scaled(200); ++i) {
    const Deal d = random_deal(rules, rng, 4, static_cast<int>(skb::below(rng, 3)));
    PlainPosition plain = to_plain(rules, d);
    CHECK(alphabeta(rules, plain, Side(0), -1000, 1000) == minimax(rules, plain, Side(0)));
  }
}
