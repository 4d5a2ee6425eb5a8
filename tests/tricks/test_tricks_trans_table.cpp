// Tests for solver/tricks/trans_table.h: what an entry matches (the owners of its relevant
// places, nothing else), tightening, the generation clear, and a full bucket's turnover.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>

#include "solver/tricks/trans_table.h"

using namespace skb::tricks;

namespace {

TableKey key(std::uint32_t leader, std::uint32_t first_signature) {
  TableKey k;
  k.leader = leader;
  k.signature[0] = first_signature;
  return k;
}

// Finds an entry matching `places` whose lower bound is at least `need`.
const TableEntry* lower_at_least(const TransTable& t, const TableKey& k, const std::uint64_t* places, int owners,
                                 int need) {
  const TransTable::Bucket* b = t.find(k);
  if (b == nullptr) return nullptr;
  Card hint;
  bool have_hint = false;
  return TransTable::match(*b, places, owners, [&](const TableEntry& e) { return e.lower >= need; }, hint, have_hint);
}

}  // namespace

TEST_CASE("an entry matches positions with the same owners of its relevant places only") {
  TransTable t(1 << 16);
  const TableKey k = key(2, 0x0403);
  // Seats 0..2 of four own places; the relevant places are 0b1100 (the top two of a band of four):
  // seat 0 owns place 3, seat 1 place 2. Lower bound 3.
  const std::array<std::uint64_t, 3> stored{0b1001, 0b0110, 0};
  t.store(k, 5, 0b1100, stored.data(), 3, 3, TransTable::kNoUpper, Card(0, 14));
  // Same owners of places 3 and 2, the low places swapped between seats 0 and 1: a match.
  const std::array<std::uint64_t, 3> swapped_low{0b1010, 0b0101, 0};
  CHECK(lower_at_least(t, k, swapped_low.data(), 3, 3) != nullptr);
  // The bound decides only targets it covers.
  CHECK(lower_at_least(t, k, swapped_low.data(), 3, 4) == nullptr);
  // Place 2 now seat 2's: no match.
  const std::array<std::uint64_t, 3> other_owner{0b1001, 0b0010, 0b0100};
  CHECK(lower_at_least(t, k, other_owner.data(), 3, 3) == nullptr);
  // Another key (leader): nothing.
  CHECK(t.find(key(1, 0x0403)) == nullptr);
}

TEST_CASE("storing the same places and owners again tightens the bounds") {
  TransTable t(1 << 16);
  const TableKey k = key(0, 7);
  const std::array<std::uint64_t, 1> places{0b10};
  t.store(k, 3, 0b11, places.data(), 1, 1, TransTable::kNoUpper, Card(1, 3));
  t.store(k, 3, 0b11, places.data(), 1, TransTable::kNoLower, 2, Card(1, 4));
  const TransTable::Bucket* b = t.find(k);
  REQUIRE(b != nullptr);
  CHECK(b->used == 1);
  CHECK(b->entries[0].lower == 1);
  CHECK(b->entries[0].upper == 2);
  CHECK(b->entries[0].best == Card(1, 4));
}

TEST_CASE("clear empties the table; a full bucket overwrites its entries in turn") {
  TransTable t(1 << 16);
  const TableKey k = key(3, 9);
  std::array<std::uint64_t, 1> places{};
  for (int i = 0; i < TransTable::kEntries + 2; ++i) {
    places[0] = static_cast<std::uint64_t>(i);
    t.store(k, 4, 0xff, places.data(), 1, static_cast<std::int8_t>(i), TransTable::kNoUpper, Card());
  }
  const TransTable::Bucket* b = t.find(k);
  REQUIRE(b != nullptr);
  CHECK(b->used == TransTable::kEntries);
  // Entries 0 and 1 were overwritten by the last two stores.
  CHECK(b->entries[0].owned[0] == static_cast<std::uint64_t>(TransTable::kEntries));
  CHECK(b->entries[1].owned[0] == static_cast<std::uint64_t>(TransTable::kEntries + 1));
  t.clear();
  CHECK(t.find(k) == nullptr);
  CHECK(t.bytes() <= (std::size_t{1} << 16));
}
