// KeyIndex (solver/core/key_index.h): exact keys, first value kept, growth and clearing.
#include <doctest/doctest.h>

#include <string>
#include <unordered_map>

#include "solver/core/key_index.h"

TEST_CASE("keys are exact: equal bytes are one key, anything else another") {
  skb::KeyIndex index;
  CHECK(index.insert("abc", 1) == std::pair<std::uint32_t, bool>{1, true});
  CHECK(index.insert("abc", 2) == std::pair<std::uint32_t, bool>{1, false});  // the first value stays
  CHECK(index.insert("abd", 3).second);
  CHECK(index.insert(std::string("ab\0c", 4), 4).second);  // a NUL is a byte like any other
  CHECK(index.insert("", 5).second);
  CHECK(index.insert("", 6) == std::pair<std::uint32_t, bool>{5, false});
  CHECK(index.size() == 4);  // "abc", "abd", "ab\0c" and ""
}

TEST_CASE("a hundred thousand keys against a map, through growth and clearing") {
  skb::KeyIndex index;
  for (int round = 0; round < 2; ++round) {
    std::unordered_map<std::string, std::uint32_t> reference;
    for (std::uint32_t i = 0; i < 100'000; ++i) {
      // Keys of many lengths, a third of them repeated.
      const std::string key = std::to_string((i * 2654435761u) % 70'000) + std::string(i % 7, 'x');
      const auto [value, added] = index.insert(key, i);
      const auto [it, fresh] = reference.emplace(key, i);
      CHECK(added == fresh);
      CHECK(value == it->second);
    }
    CHECK(index.size() == reference.size());
    index.clear();
    CHECK(index.size() == 0);
  }
}

TEST_CASE("a hash computed beforehand finds the same keys") {
  // Keys inserted with their hash given (as the game graph does, hashing on other threads) and
  // looked up without it, and the other way round: one index, the same values.
  skb::KeyIndex index;
  for (std::uint32_t i = 0; i < 1000; ++i) {
    const std::string key = "key" + std::to_string(i);
    index.prefetch(skb::KeyIndex::hash(key));
    CHECK(index.insert(key, skb::KeyIndex::hash(key), i) == std::pair<std::uint32_t, bool>{i, true});
  }
  for (std::uint32_t i = 0; i < 1000; ++i) {
    const std::string key = "key" + std::to_string(i);
    CHECK(index.insert(key, 5000 + i) == std::pair<std::uint32_t, bool>{i, false});
    CHECK(index.insert(key, skb::KeyIndex::hash(key), 6000 + i) == std::pair<std::uint32_t, bool>{i, false});
  }
  CHECK(index.size() == 1000);
}
