// Game size (solver/core/game_size.h) on Kuhn poker, counted by hand.
#include <doctest/doctest.h>

#include "solver/core/game_size.h"
#include "tests/core/kuhn_poker.h"

TEST_CASE("Kuhn poker's histories and decision points") {
  // 6 deals x 5 ends (pp, pbp, pbb, bp, bb) = 30 histories. Player 0 decides at the start and
  // after pass-bet: 6 x 2 = 12; player 1 after a pass and after a bet: 6 x 2 = 12.
  const skb::game::GameSize size = skb::game::game_size(skb::testing::KuhnPoker{});
  CHECK(size.histories == 30);
  REQUIRE(size.decisions.size() == 2);
  CHECK(size.decisions[0] == 12);
  CHECK(size.decisions[1] == 12);
}
