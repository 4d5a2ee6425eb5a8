// Sampled worlds (solver/core/sampled_worlds.h): estimates, ranking, ties, the stopping rule and
// the same numbers on any thread count, on a toy game whose answers are known.
#include <doctest/doctest.h>

#include <array>
#include <atomic>
#include <cmath>
#include <cstdint>

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
