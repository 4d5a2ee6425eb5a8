// Sampled worlds (solver/core/sampled_worlds.h): estimates, ranking, ties, the stopping rule and
// the same numbers on any thread count, on a toy game whose answers are known; then the race
// (contenders_only): a first round for every option, then more draws only for the options the
// best cannot yet be told from, within the budget.
#include <doctest/doctest.h>

#include <array>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <stdexcept>

#include "solver/core/error.h"
#include "solver/core/sampled_worlds.h"

namespace {

// The world is a die roll 1..6; option k scores 1 when the roll is above k, so option k's value
// is (6 - k) / 6: option 0 always scores (1), option 5 only on a 6 (1/6).
std::array<double, 1> above(std::uint64_t roll, std::size_t k) { return {roll > k ? 1.0 : 0.0}; }
std::uint64_t roll(skb::Rng& rng) { return 1 + skb::below(rng, 6); }

}  // namespace

TEST_CASE("options are ranked by their means, and a sure option has no error") {
  skb::SampledWorldsOptions o;
  o.budget = 600;
  const auto e = skb::evaluate_in_sampled_worlds<1>(
      6, roll, [](std::uint64_t r, std::size_t k, skb::Rng&) { return above(r, k); }, o);
  CHECK(e.draws == 600);
  CHECK(e.ranking == std::vector<std::size_t>{0, 1, 2, 3, 4, 5});
  CHECK(e.options[0].mean[0] == 1.0);
  CHECK(e.options[0].error[0] == 0.0);
  CHECK(std::abs(e.options[5].mean[0] - 1.0 / 6) < 5 * 0.0152);  // error sqrt(5/36 / 600)
  // Option 3 scores on rolls 4, 5, 6: mean near 1/2, error near sqrt(1/4 / 600) = 0.0204.
  CHECK(std::abs(e.options[3].mean[0] - 0.5) < 5 * 0.0204);
  CHECK(e.options[3].error[0] == doctest::Approx(0.0204).epsilon(0.05));
  // Option 0 beats option 1 on every roll of 1 (a sixth of the draws) and ties it elsewhere: the
  // paired difference's mean is about 1/6 with error sqrt(5/36 / 600) = 0.015, far apart.
  CHECK(e.separated);
  for (const auto& x : e.options) CHECK_FALSE(x.tied_with_best);
}

TEST_CASE("common random numbers: options that differ only by luck are tied, and the same stream is shared") {
  // Both options score the same fair coin from the play stream: with common random numbers the
  // two are equal in every draw, so their difference has no error and they tie exactly.
  skb::SampledWorldsOptions o;
  o.budget = 50;
  const auto e = skb::evaluate_in_sampled_worlds<1>(
      2, [](skb::Rng&) { return 0; },
      [](int, std::size_t, skb::Rng& rng) { return std::array<double, 1>{skb::chance(rng, 0.5) ? 1.0 : 0.0}; }, o);
  CHECK(e.options[0].mean[0] == e.options[1].mean[0]);
  CHECK(e.ranking.front() == 0);  // exact tie: the caller's order
  CHECK(e.options[1].tied_with_best);
  CHECK_FALSE(e.separated);
}

TEST_CASE("the stopping rule stops at the first round where the best is separated") {
  // Option 0 always scores 1, option 1 always 0: separated after the first round of 10 draws.
  skb::SampledWorldsOptions o;
  o.budget = 1000;
  o.first_round = 10;
  o.stop_when_separated = true;
  const auto e = skb::evaluate_in_sampled_worlds<1>(
      2, roll, [](std::uint64_t, std::size_t k, skb::Rng&) { return std::array<double, 1>{k == 0 ? 1.0 : 0.0}; }, o);
  CHECK(e.draws == 10);
  CHECK(e.separated);
  // Two equal options are never separated: every draw of the budget is played (10, 20, 40, ...,
  // capped at 1000).
  const auto tied = skb::evaluate_in_sampled_worlds<1>(
      2, roll, [](std::uint64_t r, std::size_t, skb::Rng&) { return std::array<double, 1>{double(r)}; }, o);
  CHECK(tied.draws == 1000);
  CHECK_FALSE(tied.separated);
  // Rounds end at 10, 20, 40, 80, 160, 320, 640 and 1000 draws: 8 rounds, 2 x 1000 plays, and
  // the budget ended it with the best still tied.
  CHECK(tied.rounds == 8);
  CHECK(tied.plays == 2000);
  CHECK(tied.budget_spent);
  for (const auto& x : tied.options) CHECK(x.draws == 1000);
}

TEST_CASE("a cancel after the first round keeps the last complete round") {
  // Two options, rounds of 10 and 20 draws on one thread: the flag goes up at the 25th play,
  // inside the second round, whose draws are then dropped.
  std::atomic<bool> cancel{false};
  std::atomic<int> plays{0};
  skb::SampledWorldsOptions o;
  o.budget = 1000;
  o.first_round = 10;
  o.cancel = &cancel;
  const auto e = skb::evaluate_in_sampled_worlds<1>(
      2, roll,
      [&](std::uint64_t r, std::size_t k, skb::Rng&) {
        if (++plays == 25) cancel = true;
        return above(r, k);
      },
      o);
  CHECK(e.cancelled);
  CHECK(e.rounds == 1);
  CHECK(e.draws == 10);
  CHECK(e.plays == 20);
  CHECK(e.options[1].draws == 10);
}

TEST_CASE("a play that throws Cancelled stops the evaluation as the flag would") {
  // Two options, rounds of 10 and 20 draws on one thread: the 25th play (inside the second
  // round) stops itself by throwing Cancelled, as a long playout that looks at the flag does;
  // the second round is dropped and the first kept.
  int plays = 0;
  skb::SampledWorldsOptions o;
  o.budget = 1000;
  o.first_round = 10;
  const auto e = skb::evaluate_in_sampled_worlds<1>(
      2, roll,
      [&](std::uint64_t r, std::size_t k, skb::Rng&) {
        if (++plays == 25) throw skb::Cancelled("stopped inside a play");
        return above(r, k);
      },
      o);
  CHECK(e.cancelled);
  CHECK(e.rounds == 1);
  CHECK(e.plays == 20);
  // Before the first round ends, there is nothing to keep: Cancelled.
  plays = 0;
  o.first_round = 100;
  CHECK_THROWS_AS(skb::evaluate_in_sampled_worlds<1>(
                      2, roll,
                      [&](std::uint64_t r, std::size_t k, skb::Rng&) {
                        if (++plays == 25) throw skb::Cancelled("stopped inside a play");
                        return above(r, k);
                      },
                      o),
                  skb::Cancelled);
}

TEST_CASE("the same numbers on one and two threads") {
  skb::SampledWorldsOptions o;
  o.budget = 300;
  o.seed = 42;
  const auto play = [](std::uint64_t r, std::size_t k, skb::Rng& rng) {
    return std::array<double, 2>{double(r) * double(k) + skb::unit(rng), double(r % 2)};
  };
  o.threads = 1;
  const auto one = skb::evaluate_in_sampled_worlds<2>(4, roll, play, o);
  o.threads = 2;
  const auto two = skb::evaluate_in_sampled_worlds<2>(4, roll, play, o);
  CHECK(one.ranking == two.ranking);
  for (std::size_t k = 0; k < 4; ++k) {
    CHECK(one.options[k].mean == two.options[k].mean);
    CHECK(one.options[k].error == two.options[k].error);
  }
}

TEST_CASE("a cancel flag stops the evaluation") {
  std::atomic<bool> cancel{true};
  skb::SampledWorldsOptions o;
  o.cancel = &cancel;
  CHECK_THROWS_AS(skb::evaluate_in_sampled_worlds<1>(
                      2, roll, [](std::uint64_t r, std::size_t k, skb::Rng&) { return above(r, k); }, o),
                  skb::Cancelled);
  CHECK_THROWS_AS(skb::evaluate_in_sampled_worlds<1>(
                      0, roll, [](std::uint64_t r, std::size_t k, skb::Rng&) { return above(r, k); },
                      skb::SampledWorldsOptions{}),
                  std::invalid_argument);
}
namespace race {  // the race's toy options

// The race's settings: more draws only for the contenders, a stop as soon as the best is
// separated, `budget` both per option and in all.
skb::SampledWorldsOptions race_options() {
  skb::SampledWorldsOptions o;
  o.contenders_only = true;
  o.stop_when_separated = true;
  return o;
}

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

}  // namespace race

TEST_CASE("race: options told apart in the first round: one round, first_round draws each") {
  skb::SampledWorldsOptions o = race::race_options();
  o.first_round = 50;
  o.budget = o.play_budget = 1000;
  const auto r = skb::evaluate_in_sampled_worlds<1>(3, roll, race::apart, o);
  CHECK(r.rounds == 1);
  CHECK(r.plays == 150);
  for (const auto& x : r.options) CHECK(x.draws == 50);
  CHECK(r.ranking == std::vector<std::size_t>{0, 1, 2});
  CHECK(r.separated);
  CHECK_FALSE(r.budget_spent);
  // The difference is exactly 10 in every draw: its mean is 10.
  CHECK(r.options[0].mean[0] - r.options[1].mean[0] == doctest::Approx(10.0));
}

TEST_CASE("race: options that cannot be told apart take the budget; the ones told apart wait") {
  skb::SampledWorldsOptions o = race::race_options();
  o.first_round = 10;
  o.budget = o.play_budget = 200;
  const auto r = skb::evaluate_in_sampled_worlds<1>(3, roll, race::twins, o);
  CHECK_FALSE(r.separated);
  CHECK(r.budget_spent);
  CHECK(r.plays <= o.budget);
  CHECK(r.rounds > 1);
  // Option 2 is 10 behind in every draw: it keeps its first round only.
  CHECK(r.options[2].draws == 10);
  CHECK(r.options[2].tied_with_best == false);
  // The twins are raced on together, with the same draws, and stay tied.
  CHECK(r.options[0].draws == r.options[1].draws);
  CHECK(r.options[0].draws > 10);
  CHECK(r.options[r.ranking[1]].tied_with_best);
  // Every play is counted: 10 for option 2, the rest for the twins.
  CHECK(r.plays == r.options[0].draws + r.options[1].draws + r.options[2].draws);
  // The budget left after the first round (170) goes to the twins in rounds that double their
  // draws (10 -> 20 -> 40 -> 80): 20 + 40 + 80 = 140 plays after the first 30, 170 in all; the
  // next round, to 160, would cost 160 more, and is cut to what the budget allows (15 each).
  CHECK(r.plays == 200);
  CHECK(r.options[0].draws == 95);
}

TEST_CASE("race: the same race on 1 and 2 threads") {
  skb::SampledWorldsOptions o = race::race_options();
  o.first_round = 20;
  o.budget = o.play_budget = 2000;
  o.seed = 7;
  o.threads = 1;
  const auto one = skb::evaluate_in_sampled_worlds<1>(4, roll, race::luck, o);
  o.threads = 2;
  const auto two = skb::evaluate_in_sampled_worlds<1>(4, roll, race::luck, o);
  for (std::size_t k = 0; k < 4; ++k) CHECK(one.options[k].draws == two.options[k].draws);
  CHECK(one.ranking == two.ranking);
  CHECK(one.plays == two.plays);
  CHECK(one.rounds == two.rounds);
  for (std::size_t k = 0; k < 4; ++k) {
    CHECK(one.options[k].mean[0] == two.options[k].mean[0]);
    CHECK(one.options[k].error[0] == two.options[k].error[0]);
  }
  CHECK(one.plays <= o.budget);
}

TEST_CASE("race: bad arguments and a cancel before the first round ends") {
  skb::SampledWorldsOptions o = race::race_options();
  o.first_round = 10;
  o.budget = o.play_budget = 100;
  CHECK_THROWS_AS(skb::evaluate_in_sampled_worlds<1>(0, roll, race::apart, o), std::invalid_argument);
  o.budget = o.play_budget = 29;  // below 3 options x 10 draws
  CHECK_THROWS_AS(skb::evaluate_in_sampled_worlds<1>(3, roll, race::apart, o), std::invalid_argument);
  o.budget = o.play_budget = 100;
  o.first_round = 0;  // the whole budget per option: 300 plays, over the play budget of 100
  CHECK_THROWS_AS(skb::evaluate_in_sampled_worlds<1>(3, roll, race::apart, o), std::invalid_argument);
  o.first_round = 10;
  std::atomic<bool> cancel{true};
  o.cancel = &cancel;
  CHECK_THROWS_AS(skb::evaluate_in_sampled_worlds<1>(3, roll, race::apart, o), skb::Cancelled);
}
