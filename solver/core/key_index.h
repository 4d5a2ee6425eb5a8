// KeyIndex: an exact index from byte-string keys to 32-bit values, for the millions of keys a
// game graph is built from (game_graph.h). Keys are stored end to end in one buffer, so adding
// one costs no allocation of its own; the table is open addressing with linear probing over a
// power-of-two array at most half full, each slot holding the key's 64-bit hash (compared
// first), its place in the buffer and its value. Nothing is approximated: two keys are one only
// when their bytes are equal.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace skb {

class KeyIndex {
 public:
  // Returns the value stored for `key` and false when it is there already; otherwise stores
  // `value` for it and returns `value` and true.
  std::pair<std::uint32_t, bool> insert(std::string_view key, std::uint32_t value) {
    return insert(key, hash(key), value);
  }

  // The same, with `key_hash` = hash(key) computed beforehand (possibly on another thread).
  std::pair<std::uint32_t, bool> insert(std::string_view key, std::uint64_t key_hash, std::uint32_t value);

  // Returns the hash insert uses for `key`.
  static std::uint64_t hash(std::string_view key) { return std::hash<std::string_view>{}(key); }

  // Asks the processor to fetch the slot where a key of hash `key_hash` is looked up first, so
  // that an insert a little later finds it in cache.
  void prefetch(std::uint64_t key_hash) const {
    if (!slots_.empty()) __builtin_prefetch(&slots_[key_hash & (slots_.size() - 1)]);
  }

  // Returns how many keys are stored.
  std::size_t size() const { return count_; }

  // Returns the bytes the index holds (keys and table), for memory accounting.
  std::size_t bytes() const { return keys_.capacity() + slots_.capacity() * sizeof(Slot); }

  // Empties the index, keeping its memory for the next use.
  void clear();

 private:
  struct Slot {
    std::uint64_t hash = 0;
    std::uint64_t offset = 0;  // where the key starts in keys_, plus 1; 0 for an empty slot
    std::uint32_t length = 0;
    std::uint32_t value = 0;
    bool used() const { return offset != 0; }
  };
  void grow();

  std::string keys_;
  std::vector<Slot> slots_;
  std::size_t count_ = 0;
};

}  // namespace skb
