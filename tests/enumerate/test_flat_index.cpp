// Tests for enumerate/flat_index.h: find (absent keys read kNone, present keys their value, by
// reference to store), clear (keeps nothing, memory reused), reserve, and growth past thousands
// of keys, against std::unordered_map.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <unordered_map>
#include <vector>

#include "enumerate/flat_index.h"

using skb::FlatIndex;

TEST_CASE("find: absent keys read kNone, stored values are found again") {
  FlatIndex index;
  CHECK(index.find(17) == FlatIndex::kNone);
  index.find(17) = 3;
  CHECK(index.find(17) == 3);
  // The extreme keys are keys like any other.
  index.find(0) = 0;
  index.find(std::numeric_limits<std::uint64_t>::max()) = 99;
  CHECK(index.find(0) == 0);
  CHECK(index.find(std::numeric_limits<std::uint64_t>::max()) == 99);
  CHECK(index.find(17) == 3);
  // A stored value is changed through the reference.
  std::uint32_t& v = index.find(17);
  v = 4;
  CHECK(index.find(17) == 4);
  // Looking a key up without storing leaves it absent.
  CHECK(index.find(18) == FlatIndex::kNone);
  CHECK(index.find(18) == FlatIndex::kNone);
}

TEST_CASE("clear empties the index and it can be filled again") {
  FlatIndex index;
  for (std::uint64_t k = 0; k < 100; ++k) index.find(k * 1000) = static_cast<std::uint32_t>(k);
  index.clear();
  for (std::uint64_t k = 0; k < 100; ++k) CHECK(index.find(k * 1000) == FlatIndex::kNone);
  // Other values for some of the same keys.
  for (std::uint64_t k = 0; k < 100; k += 2) index.find(k * 1000) = static_cast<std::uint32_t>(k + 7);
  for (std::uint64_t k = 0; k < 100; ++k) {
    CAPTURE(k);
    CHECK(index.find(k * 1000) == (k % 2 == 0 ? static_cast<std::uint32_t>(k + 7) : FlatIndex::kNone));
  }
  // Clearing an index that was never filled, and clearing twice.
  FlatIndex empty;
  empty.clear();
  CHECK(empty.find(5) == FlatIndex::kNone);
  index.clear();
  index.clear();
  CHECK(index.find(0) == FlatIndex::kNone);
}

TEST_CASE("reserve, then fill: every key found") {
  FlatIndex index;
  index.reserve(5000);
  for (std::uint64_t k = 0; k < 5000; ++k) index.find(k * k + 1) = static_cast<std::uint32_t>(k);
  bool all_found = true;
  for (std::uint64_t k = 0; k < 5000; ++k) all_found = all_found && index.find(k * k + 1) == k;
  CHECK(all_found);
  // Reserving after filling keeps the contents.
  index.reserve(100000);
  all_found = true;
  for (std::uint64_t k = 0; k < 5000; ++k) all_found = all_found && index.find(k * k + 1) == k;
  CHECK(all_found);
  CHECK(index.find(2) == 1);  // 1 * 1 + 1
  CHECK(index.find(3) == FlatIndex::kNone);
}

TEST_CASE("growth past thousands of keys agrees with std::unordered_map") {
  // Rounds of random operations (store, overwrite, look up present and absent keys) on random
  // keys and on consecutive keys (which mix64 must spread), growing to ~50,000 keys; then clear
  // and start over, as the hot loops do.
  std::mt19937_64 rng(2024);
  FlatIndex index;
  for (int round = 0; round < 3; ++round) {
    CAPTURE(round);
    std::unordered_map<std::uint64_t, std::uint32_t> reference;
    std::vector<std::uint64_t> keys;
    for (std::uint64_t k = 0; k < 20000; ++k) keys.push_back(k);
    for (int k = 0; k < 30000; ++k) keys.push_back(rng());
    bool agree = true;
    for (std::size_t step = 0; step < 200000; ++step) {
      const std::uint64_t key = keys[rng() % keys.size()];
      const auto value = static_cast<std::uint32_t>(rng() % 1000000);
      switch (rng() % 3) {
        case 0:  // store (or overwrite)
          index.find(key) = value;
          reference[key] = value;
          break;
        default: {  // look up
          const auto it = reference.find(key);
          agree = agree && index.find(key) == (it == reference.end() ? FlatIndex::kNone : it->second);
        }
      }
    }
    CHECK(agree);
    CHECK(reference.size() > 10000);
    for (const auto& [key, value] : reference) agree = agree && index.find(key) == value;
    CHECK(agree);
    // Keys never stored are absent.
    for (int k = 0; k < 1000; ++k) {
      const std::uint64_t key = rng();
      if (reference.count(key) == 0) agree = agree && index.find(key) == FlatIndex::kNone;
    }
    CHECK(agree);
    index.clear();
    for (const auto& [key, value] : reference) agree = agree && index.find(key) == FlatIndex::kNone;
    CHECK(agree);
    index.clear();
  }
}
