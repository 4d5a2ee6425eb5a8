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
  // Exactly halfway between two doubles: ties go to the even mantissa. 1 + 2^-53 lies halfway
  // between 1 and 1 + 2^-52: rounds to 1; 1 + 3 * 2^-53 halfway between 1 + 2^-52 and
  // 1 + 2^-51: rounds up to the even 1 + 2^-51.
  const mpz_class two53 = mpz_class(1) << 53;
  CHECK(skb::fraction_to_double(Fraction(two53 + 1, two53)) == 1.0);
  CHECK(skb::fraction_to_double(Fraction(two53 + 3, two53)) == 1.0 + 0x1p-51);
  // Just above halfway rounds up.
  CHECK(skb::fraction_to_double(Fraction(2 * two53 + 3, 2 * two53)) == 1.0 + 0x1p-52);
  // Below the smallest normal double: the nearest subnormal, and 0 below half the smallest one.
  const mpz_class two1074 = mpz_class(1) << 1074;
  CHECK(skb::fraction_to_double(Fraction(mpz_class(1), two1074)) == 0x1p-1074);
  CHECK(skb::fraction_to_double(Fraction(mpz_class(3), two1074)) == 3 * 0x1p-1074);
  CHECK(skb::fraction_to_double(Fraction(mpz_class(1), 2 * two1074)) == 0.0);      // half: ties to even 0
  CHECK(skb::fraction_to_double(Fraction(mpz_class(3), 2 * two1074)) == 0x1p-1073);  // 1.5 units: to even 2
  CHECK(skb::fraction_to_double(Fraction(mpz_class(1), mpz_class("1" + std::string(310, '0')))) == 1e-310);
  CHECK(skb::fraction_to_double(Fraction(mpz_class(-1), mpz_class("1" + std::string(200, '0')))) == -1e-200);
  // Large numerators and denominators, against the double division that is exact to round.
  for (int n = 1; n < 200; n += 7)
    for (int q = 1; q < 300; q += 11) CHECK(skb::fraction_to_double(Fraction(n, q)) == static_cast<double>(n) / q);
}
