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
// Memory is fixed when the table is made (bytes()): a slot per key (open addressing over a few
// neighbouring slots; a new key takes an empty or stale slot, else the one with the fewest tricks
// left, whose entries it reuses), and a pool of blocks of entries that the slots chain, up to
// kMaxEntries entries a key (then its entries are overwritten in turn). When the pool runs out the
// whole table is emptied, as DDS does. clear() empties it at once by starting a new generation.
#pragma once

#include <array>
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
  static constexpr int kBlockEntries = 16;
  static constexpr int kMaxBlocks = 8;
  static constexpr int kMaxEntries = kBlockEntries * kMaxBlocks;
  static constexpr int kProbes = 4;
  static constexpr std::int8_t kNoLower = -128, kNoUpper = 127;
  static constexpr std::uint32_t kNone = ~std::uint32_t{0};

  struct Block {
    std::array<TableEntry, kBlockEntries> entries;
    std::uint32_t next = kNone;
  };
  struct Slot {
    TableKey key;
    std::uint32_t generation = 0;
    std::uint32_t first = kNone, last = kNone;  // the chain of blocks
    std::uint16_t used = 0, next = 0;           // entries in use; the next to overwrite when full
    std::uint8_t tricks = 0;
  };

  // A table of about `bytes` bytes: an eighth for the slots, the rest for blocks of entries (at
  // least 16 slots and one key's worth of blocks).
  explicit TransTable(std::size_t bytes) {
    std::size_t slots = 16;
    while (slots * 2 * sizeof(Slot) <= bytes / 8) slots *= 2;
    slots_.resize(slots);
    const std::size_t blocks = bytes > slots * sizeof(Slot) ? (bytes - slots * sizeof(Slot)) / sizeof(Block) : 0;
    blocks_.resize(blocks > kMaxBlocks ? blocks : kMaxBlocks);
  }

  // Empties the table (in constant time: slots of older generations count as empty).
  void clear() {
    ++generation_;
    blocks_used_ = 0;
  }
  std::size_t bytes() const { return slots_.size() * sizeof(Slot) + blocks_.size() * sizeof(Block); }
  // Times the pool of entries ran out and the table was emptied, since it was made.
  std::uint64_t overflows() const { return overflows_; }

  // Returns the slot holding `key`, or nullptr.
  const Slot* find(const TableKey& key) const {
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = index(key);
    for (int p = 0; p < kProbes; ++p, i = (i + 1) & mask) {
      const Slot& s = slots_[i];
      if (s.generation == generation_ && s.key == key) return &s;
    }
    return nullptr;
  }

  // Returns the first entry of `slot` that matches the position whose seats 0 .. owners-1 hold
  // the relative places `places` and for which decides(entry) is true; nullptr if none.
  // `hint` receives the best card of the last matching entry (unchanged if none matches).
  template <class Decides>
  const TableEntry* match(const Slot& slot, const std::uint64_t* places, int owners, Decides decides, Card& hint,
                          bool& have_hint) const {
    int left = slot.used;
    for (std::uint32_t b = slot.first; b != kNone && left > 0; b = blocks_[b].next) {
      const Block& block = blocks_[b];
      const int n = left < kBlockEntries ? left : kBlockEntries;
      left -= n;
      for (int e = 0; e < n; ++e) {
        const TableEntry& entry = block.entries[e];
        bool same = true;
        for (int s = 0; s < owners && same; ++s) same = (places[s] & entry.relevant) == entry.owned[s];
        if (!same) continue;
        if (decides(entry)) return &entry;
        hint = entry.best;
        have_hint = true;
      }
    }
    return nullptr;
  }

  // Stores bounds for the position of `key` (with `tricks` tricks left) whose seats 0 .. owners-1
  // hold the relative places `places`, resting on the owners of the places `relevant`. An entry
  // with the same places and owners is tightened; otherwise a new one is added.
  void store(const TableKey& key, int tricks, std::uint64_t relevant, const std::uint64_t* places, int owners,
             std::int8_t lower, std::int8_t upper, Card best) {
    Slot& slot = claim(key, tricks);
    TableEntry fresh{relevant, {}, lower, upper, best};
    for (int s = 0; s < owners; ++s) fresh.owned[s] = places[s] & relevant;
    if (TableEntry* same = find_same(slot, fresh)) {
      if (lower > same->lower) same->lower = lower;
      if (upper < same->upper) same->upper = upper;
      same->best = best;
      return;
    }
    if (slot.used < kMaxEntries) {
      if (slot.used % kBlockEntries == 0 && !grow(slot)) return;
      entry_at(slot, slot.used++) = fresh;
    } else {
      entry_at(slot, slot.next) = fresh;
      slot.next = static_cast<std::uint16_t>((slot.next + 1) % kMaxEntries);
    }
  }

 private:
  std::size_t index(const TableKey& key) const {
    std::uint64_t h = key.leader * 0x9E3779B97F4A7C15ull;
    for (const std::uint32_t s : key.signature) h = (h ^ s) * 0xBF58476D1CE4E5B9ull + 0x94D049BB133111EBull;
    h ^= h >> 31;
    return static_cast<std::size_t>(h) & (slots_.size() - 1);
  }

  // The slot of `key`: its own, else an empty or stale one, else the one with the fewest tricks
  // left among the probed (its blocks are kept for the new key).
  Slot& claim(const TableKey& key, int tricks) {
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = index(key);
    Slot* pick = nullptr;
    for (int p = 0; p < kProbes; ++p, i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.generation == generation_ && s.key == key) return s;
      if (pick != nullptr && pick->generation != generation_) continue;
      if (pick == nullptr || s.generation != generation_ || s.tricks < pick->tricks) pick = &s;
    }
    if (pick->generation != generation_) {
      pick->first = pick->last = kNone;
      pick->generation = generation_;
    }
    pick->key = key;
    pick->used = 0;
    pick->next = 0;
    pick->tricks = static_cast<std::uint8_t>(tricks);
    return *pick;
  }

  // Makes room for one more block of entries in `slot`: its next block if it has one, else one
  // from the pool; when the pool is spent, empties the table and returns false.
  bool grow(Slot& slot) {
    const int have = slot.used / kBlockEntries;
    std::uint32_t b = slot.first;
    for (int k = 0; k < have && b != kNone; ++k) b = blocks_[b].next;
    if (b != kNone && slot.used > 0) return true;
    if (slot.used == 0 && slot.first != kNone) return true;
    if (blocks_used_ == blocks_.size()) {
      ++overflows_;
      clear();
      return false;
    }
    const std::uint32_t fresh = static_cast<std::uint32_t>(blocks_used_++);
    blocks_[fresh].next = kNone;
    if (slot.first == kNone) slot.first = fresh;
    else blocks_[slot.last].next = fresh;
    slot.last = fresh;
    return true;
  }

  TableEntry& entry_at(Slot& slot, int i) {
    std::uint32_t b = slot.first;
    for (int k = 0; k < i / kBlockEntries; ++k) b = blocks_[b].next;
    return blocks_[b].entries[i % kBlockEntries];
  }

  TableEntry* find_same(Slot& slot, const TableEntry& e) {
    int left = slot.used;
    for (std::uint32_t b = slot.first; b != kNone && left > 0; b = blocks_[b].next) {
      const int n = left < kBlockEntries ? left : kBlockEntries;
      left -= n;
      for (int k = 0; k < n; ++k) {
        TableEntry& x = blocks_[b].entries[k];
        if (x.relevant == e.relevant && x.owned == e.owned) return &x;
      }
    }
    return nullptr;
  }

  std::vector<Slot> slots_;
  std::vector<Block> blocks_;
  std::size_t blocks_used_ = 0;
  std::uint32_t generation_ = 1;
  std::uint64_t overflows_ = 0;
};

}  // namespace skb::tricks
