// Exact values of profiles (solver/core/exact_value.h) on Kuhn poker and on a game that merges.
#include <doctest/doctest.h>

#include "solver/core/exact_value.h"
#include "solver/core/fraction.h"
#include "tests/core/kuhn_poker.h"

namespace {

using skb::Fraction;
using skb::testing::KuhnPoker;

struct Uniform {
  template <class State>
  std::vector<std::uint64_t> weights(const State&) const {
    return {1, 1};
  }
  template <class State>
  void context(const State&, std::string&) const {}
};

// Player 0 always bets; player 1 calls only with the King.
struct BetAndCallWithKing {
  std::vector<std::uint64_t> weights(const KuhnPoker::State& s) const {
    if (s.history.empty()) return {0, 1};
    return s.cards[1] == 2 ? std::vector<std::uint64_t>{0, 1} : std::vector<std::uint64_t>{1, 0};
  }
  void context(const KuhnPoker::State&, std::string&) const {}
};

}  // namespace

TEST_CASE("uniform Kuhn poker is worth 1/8 to player 0") {
  // Under uniform play every betting sequence has its probability: pp 1/4, pbp 1/8, pbb 1/8,
  // bp 1/4, bb 1/4. Showdowns are worth 0 on average (each player has the higher card in half
  // the deals); pbp costs player 0 1 and bp gains him 1: -1/8 + 1/4 = 1/8.
  const std::vector<Fraction> value = skb::exact_value<Fraction>(KuhnPoker{}, Uniform{});
  CHECK(value[0] == Fraction(1, 8));
  CHECK(value[1] == Fraction(-1, 8));
  CHECK(skb::fraction_text(value[0]) == "1/8");
  CHECK(skb::exact_value<double>(KuhnPoker{}, Uniform{})[0] == doctest::Approx(0.125));
}

TEST_CASE("a fixed Kuhn profile: always bet, call only with the King") {
  // Player 1 holds the King in 1/3 of the deals: then he calls and wins 2 (player 0 never has
  // the higher card). Otherwise he folds and player 0 wins 1: 1/3 (-2) + 2/3 (1) = 0.
  const std::vector<Fraction> value = skb::exact_value<Fraction>(KuhnPoker{}, BetAndCallWithKing{});
  CHECK(value[0] == Fraction(0));
}

TEST_CASE("memoisation merges equal dynamics") {
  // Kuhn's dynamics key is the whole state, so nothing merges: 1 + 3 chance nodes, 6 deals x 4
  // decision nodes (root, p, b, pb) = 28 expansions and no merge.
  skb::EvaluationStats stats;
  skb::exact_value<Fraction>(KuhnPoker{}, Uniform{}, &stats);
  CHECK(stats.expanded == 28);
  CHECK(stats.merged == 0);
}

TEST_CASE("fractions print in lowest terms and round once") {
  CHECK(skb::fraction_text(Fraction(6, 8)) == "3/4");
  CHECK(skb::fraction_text(Fraction(0)) == "0/1");
  CHECK(skb::fraction_to_double(Fraction(1, 3)) == 1.0 / 3.0);
  CHECK(skb::fraction_to_double(Fraction(-2, 3)) == -2.0 / 3.0);
  CHECK(skb::fraction_to_double(Fraction(0)) == 0.0);
}
