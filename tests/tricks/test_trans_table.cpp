// Tests for solver/tricks/trans_table.h: what an entry matches (the owners of its relevant
// places, nothing else), tightening, the generation clear, a full key's turnover, and the pool
// running out (the shallowest keys give their blocks back).
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <optional>

#include "solver/tricks/trans_table.h"

using namespace skb::tricks;

namespace {

TableKey key(std::uint32_t leader, std::uint32_t first_signature) {
  TableKey k;
  k.leader = leader;
  k.signature[0] = first_signature;
  return k;
}

// Returns the first entry of `k` matching `places` for which `pred` holds, if any.
template <class Pred>
std::optional<TableEntry> find_entry(const TransTable& t, const TableKey& k, const std::uint64_t* places, int owners,
                                     Pred pred) {
  const TransTable::Slot* s = t.find(k);
  if (s == nullptr) return std::nullopt;
  Card hint;
  bool have_hint = false;
  TableEntry found;
  if (!t.match(*s, places, owners, pred, found, hint, have_hint)) return std::nullopt;
  return found;
}

std::optional<TableEntry> lower_at_least(const TransTable& t, const TableKey& k, const std::uint64_t* places,
                                         int owners, int need) {
  return find_entry(t, k, places, owners, [&](const TableEntry& e) { return e.lower >= need; });
}

}  // namespace

TEST_CASE("an entry matches positions with the same owners of its relevant places only") {
  TransTable t(1 << 20);
  const TableKey k = key(2, 0x0403);
  // Seats 0..2 of four own places; the relevant places are 0b1100 (the top two of a band of four):
  // seat 0 owns place 3, seat 1 place 2. Lower bound 3.
  const std::array<std::uint64_t, 3> stored{0b1001, 0b0110, 0};
  t.store(k, 5, 0b1100, stored.data(), 3, 3, TransTable::kNoUpper, Card(0, 14));
  // Same owners of places 3 and 2, the low places swapped between seats 0 and 1: a match.
  const std::array<std::uint64_t, 3> swapped_low{0b1010, 0b0101, 0};
  CHECK(lower_at_least(t, k, swapped_low.data(), 3, 3).has_value());
  // The bound decides only targets it covers.
  CHECK(!lower_at_least(t, k, swapped_low.data(), 3, 4).has_value());
  // Place 2 now seat 2's: no match.
  const std::array<std::uint64_t, 3> other_owner{0b1001, 0b0010, 0b0100};
  CHECK(!lower_at_least(t, k, other_owner.data(), 3, 3).has_value());
  // Another key (leader): nothing.
  CHECK(t.find(key(1, 0x0403)) == nullptr);
  // A matching entry that decides nothing still suggests its best card.
  const TransTable::Slot* s = t.find(k);
  REQUIRE(s != nullptr);
  Card hint;
  bool have_hint = false;
  TableEntry found;
  CHECK(!t.match(*s, swapped_low.data(), 3, [](const TableEntry&) { return false; }, found, hint, have_hint));
  CHECK(have_hint);
  CHECK(hint == Card(0, 14));
}

TEST_CASE("storing the same places and owners again tightens the bounds") {
  TransTable t(1 << 20);
  const TableKey k = key(0, 7);
  const std::array<std::uint64_t, 1> places{0b10};
  t.store(k, 3, 0b11, places.data(), 1, 1, TransTable::kNoUpper, Card(1, 3));
  t.store(k, 3, 0b11, places.data(), 1, TransTable::kNoLower, 2, Card(1, 4));
  int matches = 0;
  const std::optional<TableEntry> e = find_entry(t, k, places.data(), 1, [&](const TableEntry&) { return ++matches, true; });
  REQUIRE(e.has_value());
  CHECK(matches == 1);
  CHECK(e->lower == 1);
  CHECK(e->upper == 2);
  CHECK(e->best == Card(1, 4));
}

TEST_CASE("clear empties the table; a full key overwrites its oldest entries in turn") {
  TransTable t(1 << 22);
  const TableKey k = key(3, 9);
  std::array<std::uint64_t, 1> places{};
  // Entries told apart by the owner of their relevant places: place i owned by seat 0.
  const int n = TransTable::kMaxEntries + 2;
  for (int i = 0; i < n; ++i) {
    places[0] = static_cast<std::uint64_t>(i);
    t.store(k, 4, 0xff, places.data(), 1, static_cast<std::int8_t>(i % 100), TransTable::kNoUpper, Card());
  }
  auto present = [&](int i) {
    places[0] = static_cast<std::uint64_t>(i);
    return find_entry(t, k, places.data(), 1, [](const TableEntry&) { return true; }).has_value();
  };
  // The first two were overwritten by the last two; the rest are there.
  CHECK(!present(0));
  CHECK(!present(1));
  CHECK(present(2));
  CHECK(present(n - 1));
  t.clear();
  CHECK(t.find(k) == nullptr);
  CHECK(t.bytes() <= (std::size_t{1} << 22));
}

TEST_CASE("when the pool of entries runs out the shallowest keys give their blocks back, the deep ones stay") {
  // A small table (128 slots, about 340 blocks of 4 entries): keys of 32 entries (8 blocks) each,
  // with 2, 5 or 8 tricks left in turn, until the pool runs out, then a few more. At the overflow
  // the keys with 2 and 5 tricks left hold two thirds of the pool (at least half), so they are
  // forgotten and those with 8 kept.
  TransTable t(1 << 16);
  std::array<std::uint64_t, 1> places{};
  auto tricks_of = [](std::uint32_t i) { return 2 + static_cast<int>(i % 3) * 3; };
  auto store_key = [&](std::uint32_t i) {
    for (int e = 0; e < 32; ++e) {
      places[0] = static_cast<std::uint64_t>(e);
      t.store(key(0, i), tricks_of(i), 0xff, places.data(), 1, 1, TransTable::kNoUpper, Card());
    }
  };
  std::uint32_t first_over = 0;
  for (std::uint32_t i = 0; t.overflows() == 0; ++i) {
    store_key(i);
    first_over = i;
  }
  CHECK(first_over > 20);
  for (std::uint32_t i = first_over + 1; i < first_over + 4; ++i) store_key(i);
  CHECK(t.overflows() == 1);
  places[0] = 0;
  for (std::uint32_t i = 0; i < first_over; ++i) {
    CAPTURE(i);
    CHECK(lower_at_least(t, key(0, i), places.data(), 1, 1).has_value() == (tricks_of(i) == 8));
  }
  // The keys stored after the overflow are found, with every entry.
  for (std::uint32_t i = first_over + 1; i < first_over + 4; ++i) {
    places[0] = 31;
    CHECK(lower_at_least(t, key(0, i), places.data(), 1, 1).has_value());
  }
}

TEST_CASE("when every key has as many tricks left the table empties itself and carries on") {
  TransTable t(1 << 16);
  std::array<std::uint64_t, 1> places{};
  for (std::uint32_t i = 0; i < 200; ++i)
    for (int e = 0; e < 32; ++e) {
      places[0] = static_cast<std::uint64_t>(e);
      t.store(key(0, i), 3, 0xff, places.data(), 1, 0, 0, Card());
    }
  CHECK(t.overflows() > 0);
  // The last key stored is found.
  places[0] = 31;
  CHECK(lower_at_least(t, key(0, 199), places.data(), 1, 0).has_value());
}
