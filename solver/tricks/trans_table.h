// The transposition table: bounds on the value of positions at the start of a trick, shared by
// every position that agrees with a stored one on what its result rested on (partition search,
// as in Ginsberg's GIB and DDS).
//
// A stored position is keyed exactly by its leader and, per seat, the number of cards it holds
// in each band (Position::signature); within a key, each entry says which cards' owners matter.
// Cards are named by their place among the cards still in hands, counted per band (the highest
// card left of a band, the next, ...), so positions reached by playing different cards share
// entries. An entry holds, in those relative places: the set of places that matter (for each
// ranked band, the top few: bands.h), which seat owns each of them (seats 0 .. seats-2; the last
// seat owns the rest), a lower and an upper bound on the rest of the round's units, side 0's
// minus side 1's, and the best card found. Any position with the same key and the same owners of
// those places has a value within the bounds: the rest of its cards are known only by band and
// count, which the key fixes, and the search proved the bounds without looking at them.
//
// Memory is fixed when the table is made (bytes()): buckets of kEntries entries, one key per
// bucket; a key hashes to two neighbouring buckets and takes the one already holding it, else an
// empty or stale one, else the one whose position has fewer tricks left. A full bucket overwrites
// its entries in turn. clear() empties the table at once by starting a new generation.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "solver/tricks/cards.h"
#include "solver/tricks/seats.h"

namespace skb::tricks {

// The exact part of a stored position: the leader and each seat's band counts.
struct TableKey {
  std::array<std::uint32_t, kMaxSeats> signature{};
  std::uint32_t leader = 0;
  friend bool operator==(const TableKey&, const TableKey&) = default;
};

// One stored result (see the header comment).
struct TableEntry {
  std::uint64_t relevant = 0;
  std::array<std::uint64_t, kMaxSeats - 1> owned{};
  std::int8_t lower = -128, upper = 127;
  Card best;
};

class TransTable {
 public:
  static constexpr int kEntries = 8;
  static constexpr std::int8_t kNoLower = -128, kNoUpper = 127;

  struct Bucket {
    TableKey key;
    std::uint32_t generation = 0;
    std::uint8_t used = 0, next = 0, tricks = 0;
    std::array<TableEntry, kEntries> entries;
  };

  // A table of about `bytes` bytes (at least two buckets; a power of two of them).
  explicit TransTable(std::size_t bytes) {
    std::size_t count = 2;
    while (count * 2 * sizeof(Bucket) <= bytes) count *= 2;
    buckets_.resize(count);
  }

  // Empties the table (in constant time: entries of older generations count as empty).
  void clear() { ++generation_; }
  std::size_t bytes() const { return buckets_.size() * sizeof(Bucket); }

  // Returns the bucket holding `key`, or nullptr.
  const Bucket* find(const TableKey& key) const {
    const std::size_t i = index(key);
    for (const std::size_t j : {i, i ^ 1}) {
      const Bucket& b = buckets_[j];
      if (b.generation == generation_ && b.key == key) return &b;
    }
    return nullptr;
  }

  // Returns the first entry of `bucket` that matches the position whose seats 0 .. owners-1 hold
  // the relative places `places` and for which decides(entry) is true; nullptr if none.
  // `hint` receives the best card of the last matching entry (unchanged if none matches).
  template <class Decides>
  static const TableEntry* match(const Bucket& bucket, const std::uint64_t* places, int owners, Decides decides,
                                 Card& hint, bool& have_hint) {
    for (int e = 0; e < bucket.used; ++e) {
      const TableEntry& entry = bucket.entries[e];
      bool same = true;
      for (int s = 0; s < owners && same; ++s) same = (places[s] & entry.relevant) == entry.owned[s];
      if (!same) continue;
      if (decides(entry)) return &entry;
      hint = entry.best;
      have_hint = true;
    }
    return nullptr;
  }

  // Stores bounds for the position of `key` (with `tricks` tricks left) whose seats 0 .. owners-1
  // hold the relative places `places`, resting on the owners of the places `relevant`. An entry
  // with the same places and owners is tightened; otherwise a new one is added.
  void store(const TableKey& key, int tricks, std::uint64_t relevant, const std::uint64_t* places, int owners,
             std::int8_t lower, std::int8_t upper, Card best) {
    Bucket& b = claim(key, tricks);
    std::array<std::uint64_t, kMaxSeats - 1> owned{};
    for (int s = 0; s < owners; ++s) owned[s] = places[s] & relevant;
    for (int e = 0; e < b.used; ++e) {
      TableEntry& entry = b.entries[e];
      if (entry.relevant != relevant || entry.owned != owned) continue;
      if (lower > entry.lower) entry.lower = lower;
      if (upper < entry.upper) entry.upper = upper;
      entry.best = best;
      return;
    }
    int slot = b.used;
    if (b.used < kEntries) {
      ++b.used;
    } else {
      slot = b.next;
      b.next = static_cast<std::uint8_t>((b.next + 1) % kEntries);
    }
    b.entries[slot] = TableEntry{relevant, owned, lower, upper, best};
  }

 private:
  std::size_t index(const TableKey& key) const {
    std::uint64_t h = key.leader * 0x9E3779B97F4A7C15ull;
    for (const std::uint32_t s : key.signature) h = (h ^ s) * 0xBF58476D1CE4E5B9ull + 0x94D049BB133111EBull;
    h ^= h >> 31;
    return static_cast<std::size_t>(h) & (buckets_.size() - 1);
  }

  Bucket& claim(const TableKey& key, int tricks) {
    const std::size_t i = index(key);
    Bucket* pick = nullptr;
    for (const std::size_t j : {i, i ^ 1}) {
      Bucket& b = buckets_[j];
      if (b.generation == generation_ && b.key == key) return b;
      if (b.generation != generation_) {
        if (pick == nullptr || pick->generation == generation_) pick = &b;
      } else if (pick == nullptr || (pick->generation == generation_ && b.tricks < pick->tricks)) {
        pick = &b;
      }
    }
    pick->key = key;
    pick->generation = generation_;
    pick->used = 0;
    pick->next = 0;
    pick->tricks = static_cast<std::uint8_t>(tricks);
    return *pick;
  }

  std::vector<Bucket> buckets_;
  std::uint32_t generation_ = 1;
};

}  // namespace skb::tricks
