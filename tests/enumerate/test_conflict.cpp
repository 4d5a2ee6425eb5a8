// Tests for enumerate/conflict.h: smallest conflicting groups of constraints.
#include <doctest/doctest.h>

#include <vector>

#include "enumerate/conflict.h"

namespace {

skb::DealSet set_of(std::size_t size, std::vector<std::size_t> deals) {
  skb::DealSet s(size);
  for (auto d : deals) s.insert(d);
  return s;
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
