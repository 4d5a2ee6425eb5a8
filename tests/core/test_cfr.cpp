// CFR+ (solver/core/cfr.h) on Kuhn poker: it must reach the known equilibrium value -1/18 for
// player 0 and drive NashConv towards zero.
#include <doctest/doctest.h>

#include "solver/core/best_response.h"
#include "solver/core/build_graph.h"
#include "solver/core/cfr.h"
#include "tests/core/kuhn_poker.h"

TEST_CASE("CFR+ solves Kuhn poker") {
  const skb::GameGraph g = skb::build_graph(skb::testing::KuhnPoker{}, 1000);
  skb::Cfr cfr(g);
  const double start = skb::nash_conv(g, cfr.average()).total;
  cfr.iterate(100);
  const double early = skb::nash_conv(g, cfr.average()).total;
  cfr.iterate(1900);
  CHECK(cfr.iterations() == 2000);
  const skb::Strategy average = cfr.average();
  const double late = skb::nash_conv(g, average).total;
  CHECK(early < start);
  CHECK(late < early);
  CHECK(late < 1e-3);
  CHECK(skb::expected_utilities(g, average)[0] == doctest::Approx(-1.0 / 18).epsilon(1e-3));
  // Player 1 with the Jack facing a bet always folds in every equilibrium (Kuhn's analysis).
  const std::int64_t set = g.find_infoset("0b");
  REQUIRE(set >= 0);
  CHECK(average[g.first_slot(static_cast<skb::InfosetId>(set))] == doctest::Approx(1.0).epsilon(1e-3));
  // Kuhn poker states its facts (two players, zero-sum, perfect recall): CFR+ converges there.
  CHECK(skb::Cfr(g).converges());
}
