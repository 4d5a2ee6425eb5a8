// Random numbers (solver/core/random.h): the draws of a seed are pinned, so that a change of
// standard library, machine or algorithm that would move every sampled figure fails here first.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <vector>

#include "solver/core/random.h"
#include "solver/core/simulation.h"

using skb::Rng;

TEST_CASE("the generator is the standard's 64-bit Mersenne twister") {
  // The C++ standard ([rand.predef]) fixes the 10,000th output of a default-seeded mt19937_64.
  Rng rng;
  rng.discard(9999);
  CHECK(rng() == 9981545732273789042ULL);
}

TEST_CASE("the first draws of seed 1 are pinned") {
  // Written down once from this implementation: every seeded figure in the README rests on them,
  // so a change here moves them all. The generator's first output for seed 1 is
  // 2469588189546311528; below(10) is its remainder, 8 (no draw here falls in the rejection zone,
  // 2^64 mod 10 = 6 values at the top).
  Rng first(1);
  CHECK(first() == 2469588189546311528ULL);
  Rng a(1);
  const std::array<std::uint64_t, 5> below_10{8, 2, 0, 6, 4};
  for (const std::uint64_t x : below_10) CHECK(skb::below(a, 10) == x);
  // unit: the top 53 bits, 2469588189546311528 >> 11 = 1205853608176909, times 2^-53.
  Rng b(1);
  CHECK(skb::unit(b) == 1205853608176909.0 * 0x1.0p-53);
  CHECK(1205853608176909.0 * 0x1.0p-53 == doctest::Approx(0.13387664401253263));
  // weighted over 1:0:2:3 (a draw below 6, then the cumulative sums 1, 1, 3, 6).
  Rng c(1);
  const std::vector<std::uint64_t> w{1, 0, 2, 3};
  const std::array<std::size_t, 8> picks{2, 0, 0, 0, 0, 3, 2, 3};
  for (const std::size_t k : picks) CHECK(skb::weighted(c, std::span<const std::uint64_t>(w)) == k);
  Rng d(1);
  std::vector<int> v{0, 1, 2, 3, 4, 5, 6, 7};
  skb::shuffle(v, d);
  CHECK(v == std::vector<int>{4, 6, 3, 5, 1, 7, 2, 0});
}

TEST_CASE("below rejects the incomplete block at the top of the generator's range") {
  // With n = 3: 2^64 mod 3 = 1, so the one value 2^64 - 1 (whose remainder, 0, would make 0 one
  // draw more likely) is rejected: the accepted values 0 .. 2^64 - 2 are a whole number of blocks
  // of 3. A power of two divides 2^64: nothing is rejected.
  const auto limit = [](std::uint64_t n) { return ~std::uint64_t{0} - (~std::uint64_t{0} % n + 1) % n; };
  CHECK(limit(3) == ~std::uint64_t{0} - 1);
  CHECK((limit(3) + 1) % 3 == 0);
  CHECK(limit(4) == ~std::uint64_t{0});
  CHECK((limit(10) + 1) % 10 == 0);
  Rng rng(3);
  CHECK_THROWS_AS(skb::below(rng, 0), std::invalid_argument);
}

TEST_CASE("between, chance, weighted and shuffle keep to their ranges and weights") {
  Rng rng(skb::game_seed(7, 0));
  for (int i = 0; i < 1000; ++i) {
    const auto x = skb::between(rng, -3, 3);
    CHECK(x >= -3);
    CHECK(x <= 3);
  }
  CHECK(skb::between(rng, 5, 5) == 5);
  CHECK_FALSE(skb::chance(rng, 0));
  CHECK(skb::chance(rng, 1));
  // Integer weights: an index of weight 0 is never drawn; over 60,000 draws of weights 1:2:3 the
  // counts are near 10,000, 20,000 and 30,000 (each within 5 standard deviations, about 600).
  const std::vector<std::uint64_t> w{1, 0, 2, 3};
  std::array<int, 4> counts{};
  for (int i = 0; i < 60000; ++i) ++counts[skb::weighted(rng, std::span<const std::uint64_t>(w))];
  CHECK(counts[1] == 0);
  CHECK(std::abs(counts[0] - 10000) < 600);
  CHECK(std::abs(counts[2] - 20000) < 600);
  CHECK(std::abs(counts[3] - 30000) < 600);
  // Real weights: the last positive weight takes what rounding leaves, never a zero weight.
  const std::vector<double> r{0.5, 0.5, 0.0};
  for (int i = 0; i < 1000; ++i) CHECK(skb::weighted(rng, std::span<const double>(r)) < 2);
  CHECK_THROWS(skb::weighted(rng, std::span<const std::uint64_t>(std::vector<std::uint64_t>{0, 0})));
  // Shuffle: a permutation; each of the 6 orders of 3 items about 1/6 of 6,000 times.
  std::map<std::vector<int>, int> orders;
  for (int i = 0; i < 6000; ++i) {
    std::vector<int> v{0, 1, 2};
    skb::shuffle(v, rng);
    ++orders[v];
  }
  CHECK(orders.size() == 6);
  for (const auto& [order, count] : orders) CHECK(std::abs(count - 1000) < 160);
}
