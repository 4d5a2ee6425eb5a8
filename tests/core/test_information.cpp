// Tests for solver/core/information.h: Log2Memo returns exactly std::log2's result (the same
// bits) for repeated and evicted arguments alike, and PLogP gives p log2 p.
#include <doctest/doctest.h>

#include <cmath>
#include <cstddef>
#include <limits>
#include <vector>

#include "solver/core/information.h"

using skb::Mass;

TEST_CASE("Log2Memo equals std::log2 exactly, remembered or recomputed") {
  // 20 distinct keys, more than the 8 remembered, visited in rounds: in order (every lookup
  // after the first 8 evicts one), then the last few again (hits), then alternating between two
  // far-apart keys (one hit, one miss each time). Each result must be std::log2's, bit for bit
  // (== on long double compares every significant bit; no result here is 0 or NaN).
  std::vector<Mass> keys;
  for (int k = 1; k <= 20; ++k) keys.push_back(static_cast<Mass>(k) / 7.0L);
  skb::Log2Memo memo;
  for (int round = 0; round < 3; ++round) {
    for (Mass x : keys) {
      CAPTURE(static_cast<double>(x));
      CHECK(memo(x) == std::log2(x));
    }
  }
  for (int repeat = 0; repeat < 4; ++repeat)
    for (std::size_t k = 14; k < 20; ++k) CHECK(memo(keys[k]) == std::log2(keys[k]));
  for (int repeat = 0; repeat < 12; ++repeat) {
    const Mass x = repeat % 2 == 0 ? keys[0] : keys[19];
    CHECK(memo(x) == std::log2(x));
  }
  // Keys a rounding error apart are distinct keys, never each other's results.
  const Mass near = keys[3] * (1 + std::numeric_limits<Mass>::epsilon());
  REQUIRE(near != keys[3]);
  CHECK(memo(keys[3]) == std::log2(keys[3]));
  CHECK(memo(near) == std::log2(near));
  CHECK(memo(keys[3]) == std::log2(keys[3]));
}

TEST_CASE("Log2Memo: exact powers of two and zero") {
  skb::Log2Memo memo;
  CHECK(memo(1.0L) == 0.0L);
  CHECK(memo(0.5L) == -1.0L);
  CHECK(memo(0.125L) == -3.0L);
  CHECK(memo(1024.0L) == 10.0L);
  CHECK(memo(0.5L) == -1.0L);
  CHECK(std::isinf(memo(0.0L)));
  CHECK(memo(0.0L) < 0);
}

TEST_CASE("PLogP is p log2 p") {
  skb::PLogP plogp;
  // 0.5 log2 0.5 = -0.5; 0.25 log2 0.25 = -0.5; 1 log2 1 = 0: all exact.
  CHECK(plogp(0.5L) == -0.5L);
  CHECK(plogp(0.25L) == -0.5L);
  CHECK(plogp(1.0L) == 0.0L);
  // The entropy of (1/2, 1/4, 1/4) is 1.5 bits, exactly.
  CHECK(-(plogp(0.5L) + plogp(0.25L) + plogp(0.25L)) == 1.5L);
  // Other values: the same computation as p * std::log2(p), remembered or not.
  for (int repeat = 0; repeat < 2; ++repeat) {
    for (int k = 1; k <= 12; ++k) {
      const Mass p = static_cast<Mass>(k) / 13.0L;
      CHECK(plogp(p) == p * std::log2(p));
    }
  }
  // The entropy of the uniform distribution on 3 outcomes is log2 3.
  const Mass third = 1.0L / 3;
  CHECK(std::fabs(-3 * plogp(third) - std::log2(3.0L)) < 1e-17L);
}
