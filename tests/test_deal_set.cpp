// Tests for enumerate/deal_set.h: the bitset type and its operations.
#include <doctest/doctest.h>

#include <vector>

#include "enumerate/deal_set.h"

using skb::DealSet;

TEST_CASE("an empty set and a full set over a universe that is not a multiple of 64") {
  // 130 deals = two full words and 2 bits of a third: all() must not set the 62 unused bits.
  DealSet none(130);
  DealSet all = DealSet::all(130);
  CHECK(none.count() == 0);
  CHECK(none.empty());
  CHECK(all.count() == 130);
  CHECK(all.words().size() == 3);
  CHECK(all.words()[2] == 0b11);
  CHECK((~none) == all);
  CHECK((~all) == none);
}

TEST_CASE("insert, erase, contains and for_each visit deals in increasing order") {
  DealSet s(200);
  for (std::size_t d : {199u, 0u, 63u, 64u, 127u}) s.insert(d);
  s.erase(127);
  std::vector<std::size_t> seen;
  s.for_each([&](std::size_t d) { seen.push_back(d); });
  CHECK(seen == std::vector<std::size_t>{0, 63, 64, 199});
  CHECK(s.contains(63));
  CHECK_FALSE(s.contains(127));
  CHECK(s.count() == 4);
}

TEST_CASE("set algebra: and, or, xor, difference, complement, disjoint") {
  // a = multiples of 2 below 100, b = multiples of 3: |a|=50, |b|=34, |a&b|=17 (multiples of 6).
  DealSet a(100), b(100);
  for (std::size_t d = 0; d < 100; ++d) {
    if (d % 2 == 0) a.insert(d);
    if (d % 3 == 0) b.insert(d);
  }
  CHECK((a & b).count() == 17);
  CHECK((a | b).count() == 50 + 34 - 17);
  CHECK((a ^ b).count() == 50 + 34 - 2 * 17);
  CHECK((a - b).count() == 50 - 17);
  CHECK((~a).count() == 50);
  CHECK_FALSE(a.disjoint(b));
  CHECK((a - b).disjoint(b));
}
