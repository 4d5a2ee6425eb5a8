// Tests for enumerate/conflict.h: smallest conflicting groups of constraints.
#include <doctest/doctest.h>

#include <bit>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include "enumerate/conflict.h"

namespace {

skb::DealSet set_of(std::size_t size, std::vector<std::size_t> deals) {
  skb::DealSet s(size);
  for (auto d : deals) s.insert(d);
  return s;
}

// True iff the supports of `group` have no deal in common (over a universe of `size` deals).
bool conflicts(const std::vector<skb::DealSet>& supports, const std::vector<std::size_t>& group, std::size_t size) {
  skb::DealSet common = skb::DealSet::all(size);
  for (auto i : group) common &= supports[i];
  return common.empty();
}

// True iff `group` conflicts and removing any one member leaves a common deal.
bool irreducible(const std::vector<skb::DealSet>& supports, const std::vector<std::size_t>& group, std::size_t size) {
  if (!conflicts(supports, group, size)) return false;
  for (std::size_t drop = 0; drop < group.size(); ++drop) {
    std::vector<std::size_t> rest;
    for (std::size_t k = 0; k < group.size(); ++k)
      if (k != drop) rest.push_back(group[k]);
    if (conflicts(supports, rest, size)) return false;
  }
  return true;
}

bool ascending(const std::vector<std::size_t>& group) {
  for (std::size_t k = 1; k < group.size(); ++k)
    if (group[k - 1] >= group[k]) return false;
  return true;
}

// `count` random supports over `size` deals, each deal in each support with probability `density`.
std::vector<skb::DealSet> random_supports(std::mt19937_64& rng, std::size_t count, std::size_t size, double density) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::vector<skb::DealSet> supports;
  for (std::size_t i = 0; i < count; ++i) {
    skb::DealSet s(size);
    for (std::size_t d = 0; d < size; ++d)
      if (unit(rng) < density) s.insert(d);
    supports.push_back(std::move(s));
  }
  return supports;
}

}  // namespace

TEST_CASE("no conflict: everything intersects") {
  std::vector<skb::DealSet> supports{set_of(10, {1, 2, 3}), set_of(10, {2, 3}), set_of(10, {3, 9})};
  CHECK(skb::smallest_conflict(supports, 10).empty());
}

TEST_CASE("a single empty support is the smallest conflict") {
  std::vector<skb::DealSet> supports{set_of(10, {1, 2}), set_of(10, {}), set_of(10, {5})};
  CHECK(skb::smallest_conflict(supports, 10) == std::vector<std::size_t>{1});
}

TEST_CASE("the smallest conflict, not the first irreducible one") {
  // s0 = {0,1}, s1 = {1,2}, s2 = {0,2}: any two intersect, all three do not (irreducible, 3).
  // s3 = {5} is disjoint from s0: a conflict of two, found by the exhaustive phase.
  std::vector<skb::DealSet> supports{set_of(8, {0, 1}), set_of(8, {1, 2}), set_of(8, {0, 2}), set_of(8, {5})};
  CHECK(skb::smallest_conflict(supports, 8) == std::vector<std::size_t>{0, 3});
  // Without s3 the only conflict is all of s0..s2; removing any one leaves a common deal.
  supports.pop_back();
  CHECK(skb::smallest_conflict(supports, 8) == std::vector<std::size_t>{0, 1, 2});
}

TEST_CASE("with no budget left, the irreducible conflict is returned as is") {
  std::vector<skb::DealSet> supports{set_of(8, {0, 1}), set_of(8, {1, 2}), set_of(8, {0, 2}), set_of(8, {5})};
  auto found = skb::smallest_conflict(supports, 8, 0);
  // Linear insertion: prefix s0&s1&s2 is empty at s2; then s1 empties {s2}&s0&s1; then s0.
  CHECK(found == std::vector<std::size_t>{0, 1, 2});
}

TEST_CASE("irreducible_conflict: linear insertion on given supports") {
  // The four supports above: prefix s0&s1&s2 empties at s2; among s0, s1 with {s2}, s1 empties
  // s2&s0&s1; among s0 with {s2, s1}, s0 empties it: {0, 1, 2}, although {0, 3} is smaller.
  std::vector<skb::DealSet> supports{set_of(8, {0, 1}), set_of(8, {1, 2}), set_of(8, {0, 2}), set_of(8, {5})};
  const skb::SupportOf support = [&](std::size_t i) { return supports[i]; };
  CHECK(skb::irreducible_conflict(4, skb::DealSet::all(8), support) == std::vector<std::size_t>{0, 1, 2});
  // Only the first two constraints: s0 & s1 = {1}, no conflict.
  CHECK(skb::irreducible_conflict(2, skb::DealSet::all(8), support).empty());
  // `everything` narrows the deals first: within {0}, s1 = {1,2} alone conflicts.
  CHECK(skb::irreducible_conflict(4, set_of(8, {0}), support) == std::vector<std::size_t>{1});
  // Within {5}, s0 alone is the first support that empties it.
  CHECK(skb::irreducible_conflict(4, set_of(8, {5}), support) == std::vector<std::size_t>{0});
}

TEST_CASE("irreducible_conflict equals smallest_conflict's irreducible phase on random supports") {
  // smallest_conflict with no budget returns its first, irreducible group as is. 12 supports of
  // density 1/2 over 200 deals: 200 / 2^12 < 0.05 common deals expected, so most seeds conflict.
  std::mt19937_64 rng(7);
  int conflicting = 0;
  for (int trial = 0; trial < 200; ++trial) {
    CAPTURE(trial);
    const auto supports = random_supports(rng, 12, 200, 0.5);
    const auto group =
        skb::irreducible_conflict(supports.size(), skb::DealSet::all(200), [&](std::size_t i) { return supports[i]; });
    CHECK(group == skb::smallest_conflict(supports, 200, 0));
    if (group.empty()) {
      std::vector<std::size_t> all(supports.size());
      for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
      CHECK_FALSE(conflicts(supports, all, 200));
      continue;
    }
    ++conflicting;
    CHECK(ascending(group));
    CHECK(irreducible(supports, group, 200));
  }
  CHECK(conflicting > 150);
}

TEST_CASE("explain_conflict: the smallest conflict in memory, an irreducible one streamed") {
  // Four supports over 8 deals: one word, 8 bytes each, 32 bytes in all. With 32 bytes every
  // support fits: the smallest conflict {0, 3}. With 31, 8 or 0 they do not: linear insertion's
  // irreducible {0, 1, 2}.
  const std::vector<skb::DealSet> supports{set_of(8, {0, 1}), set_of(8, {1, 2}), set_of(8, {0, 2}), set_of(8, {5})};
  std::size_t bad_requests = 0;
  const skb::SupportOf support = [&](std::size_t i) {
    if (i >= supports.size()) ++bad_requests;
    return supports[i % supports.size()];
  };
  CHECK(skb::explain_conflict(4, 8, support) == std::vector<std::size_t>{0, 3});
  CHECK(skb::explain_conflict(4, 8, support, 32) == std::vector<std::size_t>{0, 3});
  CHECK(skb::explain_conflict(4, 8, support, 31) == std::vector<std::size_t>{0, 1, 2});
  CHECK(skb::explain_conflict(4, 8, support, 8) == std::vector<std::size_t>{0, 1, 2});
  CHECK(skb::explain_conflict(4, 8, support, 0) == std::vector<std::size_t>{0, 1, 2});
  CHECK(bad_requests == 0);
  // No conflict among the first two, either way.
  CHECK(skb::explain_conflict(2, 8, support).empty());
  CHECK(skb::explain_conflict(2, 8, support, 0).empty());
}

TEST_CASE("explain_conflict on random supports: streamed is irreducible, in memory is smallest") {
  // 10 supports of density 0.4 over 1500 deals: 1500 * 0.4^10 = 0.16 common deals expected, so
  // most seeds conflict. Each support is 24 words, 192 bytes (more than the inline storage); a
  // budget of 1000 bytes keeps 5 supports and recomputes the others, 0 keeps none. The streamed
  // answer is linear insertion's (irreducible_conflict); the in-memory answer is
  // smallest_conflict's, no larger, and no group of fewer members conflicts.
  std::mt19937_64 rng(99);
  int conflicting = 0, strictly_smaller = 0;
  for (int trial = 0; trial < 60; ++trial) {
    CAPTURE(trial);
    const auto supports = random_supports(rng, 10, 1500, 0.4);
    std::size_t calls = 0;
    const skb::SupportOf support = [&](std::size_t i) {
      ++calls;
      return supports[i];
    };
    const auto reference = skb::irreducible_conflict(10, skb::DealSet::all(1500), support);
    for (std::size_t memory : {std::size_t{0}, std::size_t{1000}}) {
      CAPTURE(memory);
      const auto streamed = skb::explain_conflict(10, 1500, support, memory);
      CHECK(streamed == reference);
      if (!streamed.empty()) {
        CHECK(ascending(streamed));
        CHECK(irreducible(supports, streamed, 1500));
      }
    }
    calls = 0;
    const auto smallest = skb::explain_conflict(10, 1500, support);
    CHECK(calls == 10);  // in memory: each support computed once
    CHECK(smallest == skb::smallest_conflict(supports, 1500));
    CHECK(smallest.empty() == reference.empty());
    if (smallest.empty()) continue;
    ++conflicting;
    CHECK(irreducible(supports, smallest, 1500));
    CHECK(smallest.size() <= reference.size());
    if (smallest.size() < reference.size()) ++strictly_smaller;
    // No group of fewer members conflicts: every group of size |smallest| - 1 (10 choose k-1 is
    // at most 252 groups) has a common deal.
    const std::size_t k = smallest.size() - 1;
    bool smaller_conflicts = false;
    for (std::uint32_t mask = 0; mask < (1u << 10); ++mask) {
      if (static_cast<std::size_t>(std::popcount(mask)) != k) continue;
      std::vector<std::size_t> group;
      for (std::size_t i = 0; i < 10; ++i)
        if ((mask >> i) & 1u) group.push_back(i);
      if (conflicts(supports, group, 1500)) smaller_conflicts = true;
    }
    CHECK_FALSE(smaller_conflicts);
  }
  CHECK(conflicting > 30);
  // The two answers differ somewhere: memory buys smaller explanations.
  CHECK(strictly_smaller > 0);
}
