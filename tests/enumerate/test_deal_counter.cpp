// Tests for enumerate/deal_counter.h: the bit-sliced counters agree with a plain count per deal
// after any sequence of additions, and use as many planes as the largest count has bits.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include "enumerate/deal_counter.h"
#include "enumerate/deal_set.h"

using skb::DealCounter;
using skb::DealSet;

TEST_CASE("a new counter counts 0 everywhere, with no planes") {
  DealCounter c(100);
  CHECK(c.planes() == 0);
  CHECK(c.count(0) == 0);
  CHECK(c.count(99) == 0);
  c.add(DealSet(100));  // adding the empty set changes nothing
  CHECK(c.planes() == 0);
  CHECK(c.count(42) == 0);
}

TEST_CASE("adding the whole universe n times counts n everywhere") {
  // Counts 1, 2, ..., 9 need 1, 2, 2, 3, 3, 3, 3, 4, 4 planes (bit widths).
  DealCounter c(130);
  const std::size_t planes[] = {1, 2, 2, 3, 3, 3, 3, 4, 4};
  for (std::uint64_t n = 1; n <= 9; ++n) {
    c.add(DealSet::all(130));
    CAPTURE(n);
    CHECK(c.planes() == planes[n - 1]);
    CHECK(c.count(0) == n);
    CHECK(c.count(64) == n);
    CHECK(c.count(129) == n);
  }
}

TEST_CASE("carries ripple across planes for one deal only") {
  // Deal 5 is added 7 times (binary 111), deal 6 once: adding deal 5 an 8th time carries through
  // three planes into a fourth (1000) while deal 6 keeps its 1.
  DealCounter c(10);
  DealSet five(10), six(10);
  five.insert(5);
  six.insert(6);
  c.add(six);
  for (int k = 0; k < 7; ++k) c.add(five);
  CHECK(c.count(5) == 7);
  CHECK(c.planes() == 3);
  c.add(five);
  CHECK(c.count(5) == 8);
  CHECK(c.count(6) == 1);
  CHECK(c.count(4) == 0);
  CHECK(c.planes() == 4);
}

TEST_CASE("counts agree with a plain per-deal count on random sets") {
  // Universes of 1000 deals (words kept inside the set) and 5000 (on the heap). Each round adds
  // a random set of random density; every deal's count and the number of planes are compared
  // with a plain array after every addition.
  for (std::size_t size : {std::size_t{1000}, std::size_t{5000}}) {
    CAPTURE(size);
    std::mt19937_64 rng(12345 + size);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    DealCounter counter(size);
    std::vector<std::uint64_t> plain(size, 0);
    bool all_agree = true;
    for (int round = 0; round < 200; ++round) {
      const double density = unit(rng);
      DealSet s(size);
      for (std::size_t d = 0; d < size; ++d)
        if (unit(rng) < density) {
          s.insert(d);
          ++plain[d];
        }
      counter.add(s);
      for (std::size_t d = 0; d < size; ++d) all_agree = all_agree && counter.count(d) == plain[d];
      const std::uint64_t largest = *std::max_element(plain.begin(), plain.end());
      CHECK(counter.planes() == static_cast<std::size_t>(std::bit_width(largest)));
    }
    CHECK(all_agree);
    // Some deal was counted often enough to need several planes.
    CHECK(counter.planes() >= 7);
  }
}
