// Best response and NashConv (solver/core/best_response.h) against a brute-force reference: on
// Kuhn poker each player has 6 information sets of 2 options, so 2^6 = 64 pure strategies, all
// of which are tried.
#include <doctest/doctest.h>

#include <algorithm>

#include "solver/core/best_response.h"
#include "solver/core/build_graph.h"
#include "tests/core/kuhn_poker.h"

namespace {

using skb::GameGraph;
using skb::Strategy;

// Returns the best value `player` reaches with any pure strategy against `strategy`, trying all.
double brute_force_best(const GameGraph& g, const Strategy& strategy, int player) {
  std::vector<skb::InfosetId> mine;
  for (skb::InfosetId i = 0; i < g.infosets(); ++i)
    if (g.infoset_player(i) == player) mine.push_back(i);
  double best = -1e9;
  for (std::uint32_t bits = 0; bits < (1u << mine.size()); ++bits) {
    Strategy s = strategy;
    for (std::size_t k = 0; k < mine.size(); ++k) {
      const std::uint64_t row = g.first_slot(mine[k]);
      const int choice = (bits >> k) & 1u;
      s[row] = choice == 0 ? 1.0 : 0.0;
      s[row + 1] = choice == 1 ? 1.0 : 0.0;
    }
    best = std::max(best, skb::expected_utilities(g, s)[static_cast<std::size_t>(player)]);
  }
  return best;
}

// A lopsided profile: each information set's first option with probability 0.3 + 0.1 (set % 5).
Strategy lopsided(const GameGraph& g) {
  Strategy s = skb::uniform_strategy(g);
  for (skb::InfosetId i = 0; i < g.infosets(); ++i) {
    s[g.first_slot(i)] = 0.3 + 0.1 * (i % 5);
    s[g.first_slot(i) + 1] = 1 - s[g.first_slot(i)];
  }
  return s;
}

}  // namespace

TEST_CASE("best response equals the best of all 64 pure strategies") {
  const GameGraph g = skb::build_graph(skb::testing::KuhnPoker{}, 1000);
  for (const Strategy& profile : {skb::uniform_strategy(g), lopsided(g)}) {
    for (int player = 0; player < 2; ++player) {
      CAPTURE(player);
      const skb::BestResponse br = skb::best_response(g, profile, player);
      CHECK(br.value == doctest::Approx(brute_force_best(g, profile, player)).epsilon(1e-12));
      // The response it returns plays for that value, and is never worse than the profile.
      CHECK(skb::expected_utilities(g, br.strategy)[static_cast<std::size_t>(player)] ==
            doctest::Approx(br.value).epsilon(1e-12));
      CHECK(br.gain() >= -1e-12);
    }
  }
}

TEST_CASE("NashConv of uniform Kuhn poker") {
  // The two gains sum to the published NashConv of uniform Kuhn poker, 11/12 (exploitability
  // 11/24); each is checked against the brute force above.
  const GameGraph g = skb::build_graph(skb::testing::KuhnPoker{}, 1000);
  const Strategy uniform = skb::uniform_strategy(g);
  const skb::NashConv nc = skb::nash_conv(g, uniform);
  CHECK(nc.gains[0] == doctest::Approx(brute_force_best(g, uniform, 0) - 0.125));
  CHECK(nc.gains[1] == doctest::Approx(brute_force_best(g, uniform, 1) + 0.125));
  CHECK(nc.total == doctest::Approx(11.0 / 12.0));
}
