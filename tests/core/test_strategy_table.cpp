// Strategy tables (solver/core/strategy_table.h): rounding to weights that add up exactly, the
// file's round trip, lookups by key, and every kind of damaged file refused.
#include <doctest/doctest.h>

#include <numeric>

#include "solver/core/cfr.h"
#include "solver/core/build_graph.h"
#include "solver/core/strategy_table.h"
#include "tests/core/kuhn_poker.h"

namespace {

using skb::StrategyTable;

std::uint32_t sum(const std::vector<std::uint32_t>& w) { return std::accumulate(w.begin(), w.end(), 0u); }

}  // namespace

TEST_CASE("probabilities round to weights that add up to the total") {
  // Thirds: 65535 / 3 = 21845 exactly.
  const std::vector<double> thirds = {1.0 / 3, 1.0 / 3, 1.0 / 3};
  CHECK(skb::round_to_total(thirds, 65535) == std::vector<std::uint32_t>{21845, 21845, 21845});
  // Halves: 32767.5 each; the floors leave one unit, which goes to the first of the equal
  // remainders.
  const std::vector<double> halves = {0.5, 0.5};
  CHECK(skb::round_to_total(halves, 65535) == std::vector<std::uint32_t>{32768, 32767});
  // 0.1, 0.2, 0.7 of 10: exactly 1, 2, 7 even though 0.1 + 0.2 + 0.7 is not 1 in doubles.
  const std::vector<double> tenths = {0.1, 0.2, 0.7};
  CHECK(skb::round_to_total(tenths, 10) == std::vector<std::uint32_t>{1, 2, 7});
  // A pure strategy stays pure; tiny negative rounding noise counts as 0.
  const std::vector<double> pure = {-1e-17, 1.0, 0.0};
  CHECK(skb::round_to_total(pure, 65535) == std::vector<std::uint32_t>{0, 65535, 0});
  // Largest remainders: 0.26, 0.26, 0.48 of 7 are 1.82, 1.82, 3.36 -> floors 1, 1, 3 (5), and
  // the two units left go to the two largest remainders (0.82 and 0.82, not 0.36).
  const std::vector<double> shares = {0.26, 0.26, 0.48};
  CHECK(skb::round_to_total(shares, 7) == std::vector<std::uint32_t>{2, 2, 3});
  // Of 8: 2.08, 2.08, 3.84 -> floors 2, 2, 3 (7), and the unit left to 0.84.
  CHECK(skb::round_to_total(shares, 8) == std::vector<std::uint32_t>{2, 2, 4});
  CHECK(sum(skb::round_to_total(shares, 7)) == 7);
}

TEST_CASE("a table made from a graph plays the strategy within 1/65535, and survives its file") {
  const skb::testing::KuhnPoker kuhn;
  const skb::GameGraph g = skb::build_graph(kuhn, 1000);
  skb::Cfr cfr(g);
  cfr.iterate(200);
  const skb::Strategy average = cfr.average();
  const StrategyTable table = StrategyTable::from_graph(g, average);
  CHECK(table.size() == g.infosets());
  const skb::Strategy played = table.on_graph(g);
  for (std::size_t a = 0; a < played.size(); ++a) CHECK(std::abs(played[a] - average[a]) <= 1.0 / 65535);
  // Every set's weights add up to the resolution, and can be found by key.
  for (skb::InfosetId i = 0; i < g.infosets(); ++i) {
    const auto w = table.find(g.infoset_key(i));
    REQUIRE(w.size() == 2);
    CHECK(w[0] + w[1] == StrategyTable::resolution);
  }
  CHECK(table.find("no such key").empty());
  // The file: the same table back, with its metadata.
  const std::vector<std::byte> bytes = table.write("{\"note\": \"kuhn\"}");
  const StrategyTable back = StrategyTable::read(bytes);
  CHECK(back.metadata() == "{\"note\": \"kuhn\"}");
  CHECK(back.size() == table.size());
  CHECK(back.on_graph(g) == played);
  CHECK(back.write("{\"note\": \"kuhn\"}") == bytes);
}

TEST_CASE("a table lists options in the order it is given") {
  // Storing every set's options reversed and reading them back reversed is the identity.
  const skb::testing::KuhnPoker kuhn;
  const skb::GameGraph g = skb::build_graph(kuhn, 1000);
  skb::Strategy s = skb::uniform_strategy(g);
  for (skb::InfosetId i = 0; i < g.infosets(); ++i) {
    s[g.first_slot(i)] = 0.25;
    s[g.first_slot(i) + 1] = 0.75;
  }
  const StrategyTable::OptionOrder reversed(g.infosets(), std::vector<int>{1, 0});
  const StrategyTable table = StrategyTable::from_graph(g, s, reversed);
  // Stored reversed: the first weight is the bet's, 3/4.
  CHECK(table.find(g.infoset_key(0))[0] == 49151);
  CHECK(table.on_graph(g, reversed)[g.first_slot(0)] == doctest::Approx(0.25).epsilon(1e-4));
}

TEST_CASE("damaged or foreign tables are refused, never half read") {
  const skb::testing::KuhnPoker kuhn;
  const skb::GameGraph g = skb::build_graph(kuhn, 1000);
  const std::vector<std::byte> good = StrategyTable::from_graph(g, skb::uniform_strategy(g)).write("m");
  // Cut short anywhere, or followed by more.
  for (std::size_t n : {std::size_t{0}, std::size_t{5}, std::size_t{20}, good.size() - 1})
    CHECK_THROWS_AS(StrategyTable::read(std::span(good.data(), n)), std::runtime_error);
  std::vector<std::byte> longer = good;
  longer.push_back(std::byte{0});
  CHECK_THROWS_WITH_AS(StrategyTable::read(longer), "strategy table followed by extra bytes", std::runtime_error);
  // Another file altogether.
  std::vector<std::byte> foreign = good;
  foreign[0] = std::byte{'X'};
  CHECK_THROWS_WITH_AS(StrategyTable::read(foreign), "not a strategy table (no SKBSTRAT at its start)",
                       std::runtime_error);
  // Weights that no longer add up (the last weight's low byte changed).
  std::vector<std::byte> weights = good;
  weights[weights.size() - 2] = std::byte{0};
  CHECK_THROWS_WITH_AS(StrategyTable::read(weights), "strategy table weights that do not add up", std::runtime_error);
  // A table of another game does not fit this graph.
  const StrategyTable other = StrategyTable::read(good);
  skb::detail::GraphLayout layout = g.layout();
  layout.infoset_key[0] += "?";
  const skb::GameGraph renamed(layout);
  CHECK_THROWS_AS(other.weights_on_graph(renamed), std::invalid_argument);
}

TEST_CASE("a table made from keyed sets sorts them, rounds them and refuses a repeated key") {
  // 1/3 of 65,535 is 21,845 exactly; 0.5 of it is 32,767.5: the first option takes the unit left.
  const StrategyTable t = StrategyTable::from_sets({{"b", {0.5, 0.5}}, {"a", {1.0 / 3, 1.0 / 3, 1.0 / 3}}});
  REQUIRE(t.size() == 2);
  const auto a = t.find("a"), b = t.find("b");
  REQUIRE(a.size() == 3);
  REQUIRE(b.size() == 2);
  CHECK(a[0] == 21845);
  CHECK(a[2] == 21845);
  CHECK(b[0] == 32768);
  CHECK(b[1] == 32767);
  const std::vector<std::byte> bytes = t.write("");
  CHECK(StrategyTable::read(bytes).write("") == bytes);
  CHECK_THROWS_AS(StrategyTable::from_sets({{"a", {1.0}}, {"a", {0.5, 0.5}}}), std::invalid_argument);
}

TEST_CASE("a table that lacks sets plays them uniform only when asked, and counts them") {
  // Kuhn poker has 12 sets of 2 options. A table of one set (the first, at 1/4 and 3/4): asked
  // strictly it is refused; asked with the uniform fallback, the other 11 sets play 32,768 and
  // 32,767 (halves of 65,535, the unit left to the first option) and are counted.
  const skb::testing::KuhnPoker kuhn;
  const skb::GameGraph g = skb::build_graph(kuhn, 1000);
  REQUIRE(g.infosets() == 12);
  const StrategyTable one = StrategyTable::from_sets({{g.infoset_key(0), {0.25, 0.75}}});
  CHECK_THROWS_AS(one.weights_on_graph(g), std::invalid_argument);
  std::uint64_t missing = 0;
  const std::vector<std::uint32_t> w = one.weights_on_graph_or_uniform(g, {}, &missing);
  CHECK(missing == 11);
  CHECK(w[g.first_slot(0)] == 16384);  // 65,535 / 4 = 16,383.75, rounded up by largest remainder
  CHECK(w[g.first_slot(0) + 1] == 49151);
  for (skb::InfosetId i = 1; i < g.infosets(); ++i) {
    CHECK(w[g.first_slot(i)] == 32768);
    CHECK(w[g.first_slot(i) + 1] == 32767);
  }
  // A set held with another number of options is still refused.
  const StrategyTable wrong = StrategyTable::from_sets({{g.infoset_key(0), {0.5, 0.25, 0.25}}});
  CHECK_THROWS_AS(wrong.weights_on_graph_or_uniform(g), std::invalid_argument);
}
