// A game of Nyet! (solver/nyet/game.h, setup.h, deal.h): its length, the dealer passing
// clockwise, the shared win, and random play: deals are deals, every game ends, the same seed
// plays the same game.
#include <doctest/doctest.h>

#include "solver/nyet/deal.h"
#include "solver/nyet/game.h"
#include "tests/support/sanitized.h"

using namespace skb::nyet;

TEST_CASE("the numbers of a game for 2 to 5 players") {
  CHECK(rounds_per_game(2) == 8);
  CHECK(rounds_per_game(3) == 9);
  CHECK(rounds_per_game(4) == 8);
  CHECK(rounds_per_game(5) == 10);
  // Every player deals equally often.
  for (int n = 2; n <= 5; ++n) CHECK(rounds_per_game(n) % n == 0);
  CHECK(hand_size(2) == 15);
  CHECK(hand_size(3) == 16);
  CHECK(hand_size(4) == 15);
  CHECK(hand_size(5) == 12);
  for (int n = 2; n <= 5; ++n) CHECK(n * hand_size(n) + aside_size(n) == deck(n).size());
  CHECK(dealer_of_round(Seat(3), 2, 4) == Seat(1));
}

TEST_CASE("the highest total wins; equal totals share the win") {
  CHECK(winners({10, 4, 10}) == (SeatSet(Seat(0)) | SeatSet(Seat(2))));
  CHECK(winners({-6, -4}) == SeatSet(Seat(1)));
  CHECK(winners({0, 0, 0, 0}) == SeatSet::all(4));
}

TEST_CASE("a deal gives every player a hand of the deck, the rest aside") {
  skb::Rng rng(3);
  for (int n = 2; n <= 5; ++n) {
    const Dealt d = deal_cards(n, rng);
    CardSet all = d.aside;
    for (CardSet h : d.hands) {
      CHECK(h.size() == hand_size(n));
      CHECK((all & h).empty());
      all |= h;
    }
    CHECK(all == deck(n));
  }
}

TEST_CASE("random games end, total their rounds and replay from their seed") {
  for (int n = 2; n <= 5; ++n) {
    skb::Rng a(100 + static_cast<std::uint64_t>(n)), b(100 + static_cast<std::uint64_t>(n));
    std::vector<std::string> names{"Ann", "Ben", "Cat", "Dan", "Eve"};
    names.resize(static_cast<std::size_t>(n));
    const Table table(names);
    const GameResult g = play_random_game(table, a);
    CHECK(static_cast<int>(g.rounds.size()) == rounds_per_game(n));
    std::vector<int> totals(static_cast<std::size_t>(n), 0);
    for (const auto& round : g.rounds)
      for (std::size_t i = 0; i < round.size(); ++i) totals[i] += round[i];
    CHECK(totals == g.totals);
    CHECK(g.winners == winners(g.totals));
    CHECK(play_random_game(table, b).totals == g.totals);
  }
}
