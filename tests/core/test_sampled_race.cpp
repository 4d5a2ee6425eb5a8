// The sampled race (solver/core/sampled_race.h): a first round for every option, then more draws
// only for the options the best cannot yet be told from, within the budget; the same numbers on
// any thread count; a cancel before the first round ends is Cancelled. On a toy game whose
// answers are known: the world is a die roll 1..6.
#include <doctest/doctest.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <stdexcept>

#include "solver/core/error.h"
#include "solver/core/sampled_race.h"

namespace {

std::uint64_t roll(skb::Rng& rng) { return 1 + skb::below(rng, 6); }

// Option k scores the roll minus 10 k: option 0 beats option 1 by exactly 10 in every world,
// with no spread in the difference, so the first round tells them apart.
std::array<double, 1> apart(std::uint64_t r, std::size_t k, skb::Rng&) {
  return {static_cast<double>(r) - 10.0 * static_cast<double>(k)};
}

// Options 0 and 1 score the roll itself (the same in every world: never told apart); option 2
// scores the roll minus 10 (told apart at once).
std::array<double, 1> twins(std::uint64_t r, std::size_t k, skb::Rng&) {
  return {static_cast<double>(r) - (k == 2 ? 10.0 : 0.0)};
}

// Option k scores 1 on a roll above k, plus its own luck (a coin from the play stream): options
// 0 and 1 differ by 1/6 on average, with a spread that a first round of 20 cannot settle.
std::array<double, 1> luck(std::uint64_t r, std::size_t k, skb::Rng& rng) {
  return {(r > k ? 1.0 : 0.0) + (skb::chance(rng, 0.5) ? 1.0 : 0.0)};
}

}  // namespace

TEST_CASE("options told apart in the first round: one round, first_round draws each") {
  skb::RaceOptions o;
  o.first_round = 50;
  o.budget = 1000;
  const auto r = skb::race_in_sampled_worlds<1>(3, roll, apart, o);
  CHECK(r.rounds == 1);
  CHECK(r.plays == 150);
  CHECK(r.draws == std::vector<std::uint64_t>{50, 50, 50});
  CHECK(r.ranking == std::vector<std::size_t>{0, 1, 2});
  CHECK(r.separated);
  CHECK_FALSE(r.budget_spent);
  // The difference is exactly 10 in every draw: its mean is 10.
  CHECK(r.options[0].mean[0] - r.options[1].mean[0] == doctest::Approx(10.0));
}

TEST_CASE("options that cannot be told apart take the budget; the ones told apart wait") {
  skb::RaceOptions o;
  o.first_round = 10;
  o.budget = 200;
  const auto r = skb::race_in_sampled_worlds<1>(3, roll, twins, o);
  CHECK_FALSE(r.separated);
  CHECK(r.budget_spent);
  CHECK(r.plays <= o.budget);
  CHECK(r.rounds > 1);
  // Option 2 is 10 behind in every draw: it keeps its first round only.
  CHECK(r.draws[2] == 10);
  CHECK(r.options[2].tied_with_best == false);
  // The twins are raced on together, with the same draws, and stay tied.
  CHECK(r.draws[0] == r.draws[1]);
  CHECK(r.draws[0] > 10);
  CHECK(r.options[r.ranking[1]].tied_with_best);
  // Every play is counted: 10 for option 2, the rest for the twins.
  CHECK(r.plays == r.draws[0] + r.draws[1] + r.draws[2]);
  // The budget left after the first round (170) goes to the twins in rounds that double their
  // draws (10 -> 20 -> 40 -> 80): 20 + 40 + 80 = 140 plays after the first 30, 170 in all; the
  // next round, to 160, would cost 160 more, and is cut to what the budget allows (15 each).
  CHECK(r.plays == 200);
  CHECK(r.draws[0] == 95);
}

TEST_CASE("the same race on 1 and 2 threads") {
  skb::RaceOptions o;
  o.first_round = 20;
  o.budget = 2000;
  o.seed = 7;
  o.threads = 1;
  const auto one = skb::race_in_sampled_worlds<1>(4, roll, luck, o);
  o.threads = 2;
  const auto two = skb::race_in_sampled_worlds<1>(4, roll, luck, o);
  CHECK(one.draws == two.draws);
  CHECK(one.ranking == two.ranking);
  CHECK(one.plays == two.plays);
  CHECK(one.rounds == two.rounds);
  for (std::size_t k = 0; k < 4; ++k) {
    CHECK(one.options[k].mean[0] == two.options[k].mean[0]);
    CHECK(one.options[k].error[0] == two.options[k].error[0]);
  }
  CHECK(one.plays <= o.budget);
}

TEST_CASE("bad arguments and a cancel before the first round ends") {
  skb::RaceOptions o;
  o.first_round = 10;
  o.budget = 100;
  CHECK_THROWS_AS(skb::race_in_sampled_worlds<1>(0, roll, apart, o), std::invalid_argument);
  o.budget = 29;  // below 3 options x 10 draws
  CHECK_THROWS_AS(skb::race_in_sampled_worlds<1>(3, roll, apart, o), std::invalid_argument);
  o.budget = 100;
  o.first_round = 0;
  CHECK_THROWS_AS(skb::race_in_sampled_worlds<1>(3, roll, apart, o), std::invalid_argument);
  o.first_round = 10;
  std::atomic<bool> cancel{true};
  o.cancel = &cancel;
  CHECK_THROWS_AS(skb::race_in_sampled_worlds<1>(3, roll, apart, o), skb::Cancelled);
}
