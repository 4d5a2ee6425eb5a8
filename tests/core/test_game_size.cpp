// Game size (solver/core/game_size.h) on Kuhn poker, counted by hand.
#include <doctest/doctest.h>

#include "solver/core/game_size.h"
#include "tests/core/kuhn_poker.h"

TEST_CASE("Kuhn poker's histories and decision points") {
  // 6 deals x 5 ends (pp, pbp, pbb, bp, bb) = 30 histories. Player 0 decides at the start and
  // after pass-bet: 6 x 2 = 12; player 1 after a pass and after a bet: 6 x 2 = 12.
  const skb::GameSize size = skb::game_size(skb::testing::KuhnPoker{});
  CHECK(size.histories == 30);
  REQUIRE(size.decisions.size() == 2);
  CHECK(size.decisions[0] == 12);
  CHECK(size.decisions[1] == 12);
}

namespace {

// Kuhn poker as a player sees it at any state: their own card and the bets so far.
struct KuhnWithInformation : skb::testing::KuhnPoker {
  void information_for(const State& s, int player, std::string& key) const {
    if (s.cards[player] >= 0) key += static_cast<char>('0' + s.cards[player]);
    key += '/';
    key += s.history;
  }
};

}  // namespace

TEST_CASE("Kuhn poker's information sets") {
  // Each player decides at 2 points of the betting for each of the 3 cards they may hold: player
  // 0 at the start and after pass-bet, player 1 after a pass and after a bet; 3 x 2 = 6 each
  // (the same as the game graph finds).
  const KuhnWithInformation game;
  CHECK(skb::count_information_sets(game, 0) == 6);
  CHECK(skb::count_information_sets(game, 1) == 6);
}
