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

TEST_CASE("copies and moves keep the deals across the inline and heap storage sizes") {
  // Sets of up to 16 words (1,024 deals) live inside the object, larger ones on the heap. Each
  // set below holds the deals d with d % 7 == 3; a copy or a move must hold the same ones, and
  // assigning a set of the other storage kind must switch storage cleanly.
  const auto pattern = [](std::size_t size) {
    DealSet s(size);
    for (std::size_t d = 3; d < size; d += 7) s.insert(d);
    return s;
  };
  const auto expected_count = [](std::size_t size) { return size > 3 ? (size - 4) / 7 + 1 : 0; };
  for (std::size_t size : {1u, 64u, 720u, 1024u, 1025u, 40320u}) {
    CAPTURE(size);
    const DealSet original = pattern(size);
    REQUIRE(original.count() == expected_count(size));
    DealSet copy = original;
    CHECK(copy == original);
    copy.insert(0);
    CHECK_FALSE(original.contains(0));  // a copy owns its words
    DealSet moved = std::move(copy);
    CHECK(moved.contains(0));
    CHECK(moved.count() == original.count() + 1);
    for (std::size_t other : {720u, 40320u}) {
      DealSet target = pattern(other);
      target = original;
      CHECK(target == original);
      DealSet source = original;
      DealSet target2 = pattern(other);
      target2 = std::move(source);
      CHECK(target2 == original);
      CHECK(target2.words().size() == (size + 63) / 64);
    }
  }
}

TEST_CASE("a set over fixed words reads them in place; its copies own their words, moves read them") {
  // Words that outlive the set, as tables built into the program do: 100 deals (2 words), the
  // deals 0, 5 and 99 in it; and 2,000 deals (32 words, past the inline size), deals 70 and 1999.
  static const std::uint64_t small[2] = {0b100001, std::uint64_t{1} << (99 - 64)};
  static std::uint64_t large[32] = {};
  large[1] = std::uint64_t{1} << 6;
  large[31] = std::uint64_t{1} << (1999 - 31 * 64);
  const DealSet fixed_small = DealSet::over_fixed_words(small, 100);
  const DealSet fixed_large = DealSet::over_fixed_words(large, 2000);
  CHECK(fixed_small.count() == 3);
  CHECK(fixed_small.contains(5));
  CHECK(fixed_small.words().data() == small);  // read in place, not copied
  CHECK(fixed_large.count() == 2);
  CHECK(fixed_large.contains(70));
  CHECK(fixed_large.words().data() == large);
  // A copy is a set of its own: changing it leaves the fixed words alone.
  DealSet copy = fixed_large;
  CHECK(copy.words().data() != large);
  copy.insert(0);
  CHECK(large[0] == 0);
  CHECK(copy.count() == 3);
  // A move hands over the reading, not the words: a vector of fixed sets grows without copies.
  std::vector<DealSet> sets;
  for (int i = 0; i < 40; ++i) sets.push_back(DealSet::over_fixed_words(large, 2000));
  CHECK(sets.front().words().data() == large);
  CHECK(sets.back().words().data() == large);
  // Copying the vector copies the words.
  const std::vector<DealSet> copies = sets;
  CHECK(copies.front().words().data() != large);
  CHECK(copies.front() == fixed_large);
  // Set algebra reads fixed sets like any other.
  DealSet both(100);
  both.insert(5);
  both.insert(6);
  CHECK(both.count_common(fixed_small) == 1);
  both &= fixed_small;
  CHECK(both.count() == 1);
}

TEST_CASE("count_common counts the shared deals without building their intersection") {
  // Over 40,320 deals: multiples of 3 and multiples of 5 share the multiples of 15, which are
  // 0, 15, ..., 40305: 40305 / 15 + 1 = 2,688 of them.
  DealSet threes(40320), fives(40320);
  for (std::size_t d = 0; d < 40320; d += 3) threes.insert(d);
  for (std::size_t d = 0; d < 40320; d += 5) fives.insert(d);
  CHECK(threes.count_common(fives) == 2688);
  CHECK(threes.count_common(fives) == (threes & fives).count());
  CHECK(threes.count_common(DealSet(40320)) == 0);
}
