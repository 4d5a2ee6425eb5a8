// FlatIndex: an open-addressing hash index from 64-bit keys to 32-bit values, reused without
// freeing. Built for hot loops that look keys up thousands of times per call and then start
// over (`clear` keeps the memory): linear probing over a power-of-two table at most half full,
// keys scrambled by mix64.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "enumerate/mix.h"

namespace skb {

class FlatIndex {
 public:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

  // Returns the value stored for `key` (kNone if absent), by reference to store it.
  std::uint32_t& find(std::uint64_t key) {
    if (2 * (used_.size() + 1) > keys_.size()) grow();
    const std::size_t mask = keys_.size() - 1;
    for (std::size_t i = mix64(key) & mask;; i = (i + 1) & mask) {
      if (values_[i] == kNone) {
        keys_[i] = key;
        used_.push_back(static_cast<std::uint32_t>(i));
        return values_[i];
      }
      if (keys_[i] == key) return values_[i];
    }
  }
  // Makes room for `n` keys without growing.
  void reserve(std::size_t n) {
    while (2 * n > keys_.size()) grow();
  }
  // Empties the index, keeping its memory.
  void clear() {
    for (std::uint32_t i : used_) values_[i] = kNone;
    used_.clear();
  }

 private:
  void grow() {
    std::vector<std::pair<std::uint64_t, std::uint32_t>> old;
    for (std::uint32_t i : used_)
      if (values_[i] != kNone) old.emplace_back(keys_[i], values_[i]);
    const std::size_t size = std::max<std::size_t>(64, keys_.size() * 2);
    keys_.assign(size, 0);
    values_.assign(size, kNone);
    used_.clear();
    for (const auto& [key, value] : old) find(key) = value;
  }

  std::vector<std::uint64_t> keys_;
  std::vector<std::uint32_t> values_;
  std::vector<std::uint32_t> used_;
};

}  // namespace skb
