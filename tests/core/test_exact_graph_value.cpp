// Exact values on a game graph (solver/core/exact_graph_value.h): known answers on Kuhn poker,
// and agreement with the floating-point value and with exact evaluation of the game itself.
#include <doctest/doctest.h>

#include <random>

#include "solver/core/exact_graph_value.h"
#include "solver/core/build_graph.h"
#include "solver/core/exact_value.h"
#include "tests/core/kuhn_poker.h"

namespace {

// Kuhn poker with its chance weighted unevenly (the Jack dealt twice as often as each other
// card, as if the deck held two Jacks and the second card were drawn from what is left), so
// that chance totals differ from node to node.
struct UnevenKuhn : skb::testing::KuhnPoker {
  std::vector<std::uint64_t> chance_weights(const State& s) const {
    std::vector<std::uint64_t> w = {2, 1, 1};
    if (s.cards[0] >= 0) w[static_cast<std::size_t>(s.cards[0])] -= 1;
    std::vector<std::uint64_t> out;
    for (int c = 0; c < 3; ++c)
      if (c != s.cards[0]) out.push_back(w[static_cast<std::size_t>(c)]);
    return out;
  }
};

}  // namespace

TEST_CASE("uniform play of Kuhn poker is worth exactly 1/8 to player 0") {
  // test_exact_value.cpp has the working: player 0 gains 1/8 a hand when both play uniformly.
  const skb::GameGraph g = skb::build_graph(skb::testing::KuhnPoker{}, 1000);
  const std::vector<std::uint32_t> ones(g.strategy_size(), 1);
  CHECK(skb::exact_graph_value(g, ones, 0) == skb::Fraction(1, 8));
  CHECK(skb::exact_graph_value(g, ones, 1) == skb::Fraction(-1, 8));
}

TEST_CASE("random integer strategies: the exact value is the floating-point one") {
  std::mt19937 random(7);
  std::uniform_int_distribution<std::uint32_t> weight(0, 9);
  for (const bool uneven : {false, true}) {
    const skb::GameGraph g =
        uneven ? skb::build_graph(UnevenKuhn{}, 1000) : skb::build_graph(skb::testing::KuhnPoker{}, 1000);
    for (int trial = 0; trial < 20; ++trial) {
      std::vector<std::uint32_t> w(g.strategy_size());
      skb::Strategy s(w.size());
      for (skb::InfosetId i = 0; i < g.infosets(); ++i) {
        const std::uint64_t a = g.first_slot(i);
        w[a] = weight(random);
        w[a + 1] = weight(random) + (w[a] == 0 ? 1 : 0);  // never both 0
        s[a] = static_cast<double>(w[a]) / (w[a] + w[a + 1]);
        s[a + 1] = static_cast<double>(w[a + 1]) / (w[a] + w[a + 1]);
      }
      const double expected = skb::expected_utilities(g, s)[0];
      CHECK(skb::exact_graph_value(g, w, 0).get_d() == doctest::Approx(expected).epsilon(1e-12));
    }
  }
}
