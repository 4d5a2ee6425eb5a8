// Tests for solver/core/tie_order.h: the one tie tolerance, and the ranking order that sorts
// values descending while values less than the tolerance apart chain into tie groups ordered
// by id.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include "solver/core/tie_order.h"

using skb::kTieTolerance;
using skb::sort_in_tie_order;
using skb::tie_tolerance;
using skb::top_in_tie_order;

static_assert(tie_tolerance<double> == 1e-12);
static_assert(kTieTolerance == 1e-12);
static_assert(tie_tolerance<long double> == 1e-12L);
static_assert(tie_tolerance<> == tie_tolerance<double>);

TEST_CASE("the tolerance is 1e-12 in every type it is compared in") {
  CHECK(tie_tolerance<double> == 1e-12);
  CHECK(kTieTolerance == 1e-12);
  // The long double tolerance is the literal itself, not the double 1e-12 widened (they differ:
  // 1e-12 is not a binary fraction).
  CHECK(tie_tolerance<long double> == 1e-12L);
  CHECK(tie_tolerance<float> == 1e-12f);
}

TEST_CASE("distinct values sort descending, ids following their values") {
  std::vector<double> values{0.1, 0.5, 0.3, 0.2};
  std::vector<std::uint32_t> ids{0, 1, 2, 3};
  sort_in_tie_order(values, ids);
  CHECK(values == std::vector<double>{0.5, 0.3, 0.2, 0.1});
  CHECK(ids == std::vector<std::uint32_t>{1, 2, 3, 0});
}

TEST_CASE("values 1e-13 apart tie and are ordered by id") {
  // 0.3 + 1e-13 is the larger value, but id 7 comes after id 5 in the tie order.
  std::vector<double> values{0.3, 0.3 + 1e-13};
  std::vector<std::uint32_t> ids{5, 7};
  sort_in_tie_order(values, ids);
  CHECK(ids == std::vector<std::uint32_t>{5, 7});
  CHECK(values == std::vector<double>{0.3, 0.3 + 1e-13});
  // Given the other way round, the same order comes out.
  values = {0.3 + 1e-13, 0.3};
  ids = {7, 5};
  sort_in_tie_order(values, ids);
  CHECK(ids == std::vector<std::uint32_t>{5, 7});
  CHECK(values == std::vector<double>{0.3, 0.3 + 1e-13});
}

TEST_CASE("exactly equal values are ordered by id") {
  std::vector<double> values{0.25, 0.5, 0.25, 0.25};
  std::vector<std::uint32_t> ids{9, 4, 2, 6};
  sort_in_tie_order(values, ids);
  CHECK(ids == std::vector<std::uint32_t>{4, 2, 6, 9});
  CHECK(values == std::vector<double>{0.5, 0.25, 0.25, 0.25});
}

TEST_CASE("values 2e-12 apart do not tie") {
  std::vector<double> values{0.5, 0.5 + 2e-12};
  std::vector<std::uint32_t> ids{0, 1};
  sort_in_tie_order(values, ids);
  CHECK(ids == std::vector<std::uint32_t>{1, 0});
}

TEST_CASE("ties chain: a-b and b-c below the tolerance make one group although a-c is not") {
  // a = 0.5, b = a - 6e-13, c = a - 1.2e-12: a-b < 1e-12 and b-c < 1e-12, a-c > 1e-12, so a, b
  // and c form one group, ordered by id (c=1, b=2, a=3); d = 0.4 (id 0) is below them all.
  const double a = 0.5, b = 0.5 - 6e-13, c = 0.5 - 1.2e-12, d = 0.4;
  REQUIRE(a - b < kTieTolerance);
  REQUIRE(b - c < kTieTolerance);
  REQUIRE(a - c > kTieTolerance);
  std::vector<double> values{d, a, c, b};
  std::vector<std::uint32_t> ids{0, 3, 1, 2};
  sort_in_tie_order(values, ids);
  CHECK(ids == std::vector<std::uint32_t>{1, 2, 3, 0});
  CHECK(values == std::vector<double>{c, b, a, d});
}

TEST_CASE("a chain is broken by one gap at or above the tolerance") {
  // Groups {0.9, 0.9 - 5e-13} and {0.9 - 5e-12, 0.9 - 5.5e-12}: the gap between them is 4.5e-12.
  const double v0 = 0.9, v1 = 0.9 - 5e-13, v2 = 0.9 - 5e-12, v3 = 0.9 - 5.5e-12;
  std::vector<double> values{v3, v2, v1, v0};
  std::vector<std::uint32_t> ids{10, 20, 30, 40};
  sort_in_tie_order(values, ids);
  CHECK(ids == std::vector<std::uint32_t>{30, 40, 10, 20});
  CHECK(values == std::vector<double>{v1, v0, v3, v2});
}

// The order sort_in_tie_order defines, computed the slow, obvious way: sort by value
// descending; cut the sorted list wherever two neighbours are at least the tolerance apart; sort
// each piece by id.
static std::vector<std::uint32_t> reference_order(const std::vector<double>& values,
                                                  const std::vector<std::uint32_t>& ids) {
  std::vector<std::size_t> idx(values.size());
  for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) { return values[a] > values[b]; });
  std::vector<std::uint32_t> out;
  for (std::size_t start = 0; start < idx.size();) {
    std::size_t end = start + 1;
    while (end < idx.size() && values[idx[end - 1]] - values[idx[end]] < kTieTolerance) ++end;
    std::vector<std::uint32_t> group;
    for (std::size_t k = start; k < end; ++k) group.push_back(ids[idx[k]]);
    std::sort(group.begin(), group.end());
    out.insert(out.end(), group.begin(), group.end());
    start = end;
  }
  return out;
}

TEST_CASE("top_in_tie_order: the first items of the tie order, without ordering the rest") {
  // 40,320 equal values (a uniform posterior) with ids given in reverse: the top 5 are the five
  // smallest ids, 0..4, at indices 40319..40315.
  std::vector<double> values(40320, 1.0 / 40320);
  std::vector<std::uint32_t> ids(values.size());
  for (std::size_t i = 0; i < ids.size(); ++i) ids[i] = static_cast<std::uint32_t>(ids.size() - 1 - i);
  CHECK(top_in_tie_order(values, ids, 5) == std::vector<std::size_t>{40319, 40318, 40317, 40316, 40315});
  // A chain reaching below the top: 0.5 (id 9), 0.5 - 6e-13 (id 3), 0.5 - 1.2e-12 (id 1) are one
  // group; asking for the top 1 must look at the whole chain and return id 1 (index 2).
  CHECK(top_in_tie_order({0.5, 0.5 - 6e-13, 0.5 - 1.2e-12, 0.1}, {9, 3, 1, 0}, 1) == std::vector<std::size_t>{2});
  CHECK(top_in_tie_order({0.2, 0.3}, {0, 1}, 0).empty());
  CHECK(top_in_tie_order({0.2, 0.3}, {0, 1}, 7) == std::vector<std::size_t>{1, 0});
}

TEST_CASE("top_in_tie_order agrees with the reference order on random values with ties") {
  // Values drawn from a few levels, some nudged by less than the tolerance (ties that are not
  // exact), some chained; every prefix length is checked against the reference order.
  std::mt19937_64 rng(12345);
  for (int round = 0; round < 300; ++round) {
    const std::size_t n = 1 + rng() % 40;
    std::vector<double> values(n);
    std::vector<std::uint32_t> ids(n);
    for (std::size_t i = 0; i < n; ++i) {
      values[i] = 0.1 * static_cast<double>(rng() % 4) + 4e-13 * static_cast<double>(rng() % 5);
      ids[i] = static_cast<std::uint32_t>(rng() % 1000);
    }
    const std::vector<std::uint32_t> want = reference_order(values, ids);
    for (std::size_t top = 0; top <= n; ++top) {
      std::vector<std::uint32_t> got;
      for (auto i : top_in_tie_order(values, ids, top)) got.push_back(ids[i]);
      CHECK(got == std::vector<std::uint32_t>(want.begin(), want.begin() + static_cast<std::ptrdiff_t>(top)));
    }
  }
}

TEST_CASE("empty and single-element inputs") {
  std::vector<double> values;
  std::vector<std::uint32_t> ids;
  sort_in_tie_order(values, ids);
  CHECK(values.empty());
  CHECK(ids.empty());
  values = {0.7};
  ids = {3};
  sort_in_tie_order(values, ids);
  CHECK(values == std::vector<double>{0.7});
  CHECK(ids == std::vector<std::uint32_t>{3});
}
