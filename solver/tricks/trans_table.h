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
// left, whose entries it reuses), and a pool of small blocks of entries (four) that the slots
// chain, up to kMaxEntries entries a key (then its entries are overwritten in turn). Most keys
// hold one or two entries, so small blocks let the pool hold as many keys as the slots. When the
// pool runs out, the keys with the fewest tricks left give their blocks back until half the pool
// is free (the deep entries, which saved the most work, stay; DDS empties the whole table).
// clear() empties it at once by starting a new generation.
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
  static constexpr int kBlockEntries = 4;
  static constexpr int kMaxBlocks = 32;
  static constexpr int kMaxEntries = kBlockEntries * kMaxBlocks;
  static constexpr int kProbes = 4;
  static constexpr std::int8_t kNoLower = -128, kNoUpper = 127;
  static constexpr std::uint32_t kNone = ~std::uint32_t{0};

  // kBlockEntries entries, field by field, so that a scan for matches reads the relevant places
  // and the first seat's owners of all of them together.
  struct Block {
    std::array<std::uint64_t, kBlockEntries> relevant{};
    std::array<std::array<std::uint64_t, kBlockEntries>, kMaxSeats - 1> owned{};
    std::array<std::int8_t, kBlockEntries> lower{}, upper{};
    std::array<Card, kBlockEntries> best{};
    std::uint32_t next = kNone;

    TableEntry entry(int e) const {
      TableEntry out{relevant[e], {}, lower[e], upper[e], best[e]};
      for (int s = 0; s < kMaxSeats - 1; ++s) out.owned[s] = owned[s][e];
      return out;
    }
    void set(int e, const TableEntry& x) {
      relevant[e] = x.relevant;
      for (int s = 0; s < kMaxSeats - 1; ++s) owned[s][e] = x.owned[s];
      lower[e] = x.lower;
      upper[e] = x.upper;
      best[e] = x.best;
    }
  };
  struct Slot {
    TableKey key;
    std::uint32_t generation = 0;
    std::uint32_t first = kNone, last = kNone;  // the chain of blocks
    std::uint16_t used = 0, next = 0;           // entries in use; the next to overwrite when full
    std::uint8_t tricks = 0;
  };

  // A table of about `bytes` bytes: up to a quarter for the slots, the rest for blocks of entries
  // (at least 16 slots and one key's worth of blocks).
  explicit TransTable(std::size_t bytes) {
    std::size_t slots = 16;
    while (slots * 2 * sizeof(Slot) <= bytes / 4) slots *= 2;
    slots_.resize(slots);
    const std::size_t blocks = bytes > slots * sizeof(Slot) ? (bytes - slots * sizeof(Slot)) / sizeof(Block) : 0;
    blocks_.resize(blocks > kMaxBlocks ? blocks : kMaxBlocks);
  }

  // Empties the table (in constant time: slots of older generations count as empty).
  void clear() {
    ++generation_;
    blocks_used_ = 0;
    free_ = kNone;
  }
  std::size_t bytes() const { return slots_.size() * sizeof(Slot) + blocks_.size() * sizeof(Block); }
  // Times the pool of entries ran out (and the shallowest keys gave their blocks back), since the
  // table was made.
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
  // the relative places `places` and for which decides(entry) is true (a copy in `found`); false
  // if none. `hint` receives the best card of the newest matching entry (unchanged if none does).
  template <class Decides>
  bool match(const Slot& slot, const std::uint64_t* places, int owners, Decides decides, TableEntry& found, Card& hint,
             bool& have_hint) const {
    // Newest first, as DDS scans: the latest entries come from the nearest positions.
    std::array<std::uint32_t, kMaxBlocks> chain{};
    int blocks = 0;
    for (std::uint32_t b = slot.first; b != kNone && blocks * kBlockEntries < slot.used; b = blocks_[b].next)
      chain[blocks++] = b;
    for (int k = blocks - 1; k >= 0; --k) {
      const Block& block = blocks_[chain[k]];
      const int n = k == blocks - 1 ? slot.used - k * kBlockEntries : kBlockEntries;
      // The entries whose relevant places seat 0 owns as this position's seat 0 does.
      std::uint32_t candidates = 0;
      for (int e = 0; e < kBlockEntries; ++e)
        candidates |= static_cast<std::uint32_t>((places[0] & block.relevant[e]) == block.owned[0][e]) << e;
      candidates &= (std::uint32_t{1} << n) - 1;
      while (candidates != 0) {
        const int e = 31 - std::countl_zero(candidates);
        candidates &= ~(std::uint32_t{1} << e);
        bool same = true;
        for (int s = 1; s < owners && same; ++s) same = (places[s] & block.relevant[e]) == block.owned[s][e];
        if (!same) continue;
        const TableEntry entry = block.entry(e);
        if (decides(entry)) {
          found = entry;
          return true;
        }
        if (!have_hint) hint = entry.best;
        have_hint = true;
      }
    }
    return false;
  }

  // Stores bounds for the position of `key` (with `tricks` tricks left) whose seats 0 .. owners-1
  // hold the relative places `places`, resting on the owners of the places `relevant`. An entry
  // with the same places and owners is tightened; otherwise a new one is added.
  void store(const TableKey& key, int tricks, std::uint64_t relevant, const std::uint64_t* places, int owners,
             std::int8_t lower, std::int8_t upper, Card best) {
    Slot& slot = claim(key, tricks);
    TableEntry fresh{relevant, {}, lower, upper, best};
    for (int s = 0; s < owners; ++s) fresh.owned[s] = places[s] & relevant;
    if (tighten(slot, fresh)) return;
    if (slot.used < kMaxEntries) {
      if (slot.used % kBlockEntries == 0 && !grow(slot)) return;
      set_at(slot, slot.used++, fresh);
    } else {
      set_at(slot, slot.next, fresh);
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
  // from the pool; when the pool is spent, frees the blocks of the keys with the fewest tricks
  // left (evict_shallow) and returns false if that freed `slot` itself.
  bool grow(Slot& slot) {
    const int have = slot.used / kBlockEntries;
    std::uint32_t b = slot.first;
    for (int k = 0; k < have && b != kNone; ++k) b = blocks_[b].next;
    if (b != kNone && slot.used > 0) return true;
    if (slot.used == 0 && slot.first != kNone) return true;
    if (free_ == kNone && blocks_used_ == blocks_.size()) {
      ++overflows_;
      evict_shallow();
      if (slot.generation != generation_) return false;
    }
    std::uint32_t fresh = kNone;
    if (free_ != kNone) {
      fresh = free_;
      free_ = blocks_[fresh].next;
    } else {
      fresh = static_cast<std::uint32_t>(blocks_used_++);
    }
    blocks_[fresh].next = kNone;
    if (slot.first == kNone) slot.first = fresh;
    else blocks_[slot.last].next = fresh;
    slot.last = fresh;
    return true;
  }

  // Frees the blocks of the keys with the fewest tricks left, at least half the pool (the
  // deepest entries saved the most work and are kept), and forgets those keys. Empties the whole
  // table when the keys all have the same number of tricks left.
  void evict_shallow() {
    std::array<std::size_t, 256> by_tricks{};
    for (const Slot& s : slots_)
      if (s.generation == generation_)
        for (std::uint32_t b = s.first; b != kNone; b = blocks_[b].next) ++by_tricks[s.tricks];
    std::size_t freed = 0;
    int upto = -1;
    while (upto < 255 && freed * 2 < blocks_used_) freed += by_tricks[static_cast<std::size_t>(++upto)];
    if (freed == blocks_used_) {
      clear();
      return;
    }
    for (Slot& s : slots_) {
      if (s.generation != generation_ || s.tricks > upto) continue;
      for (std::uint32_t b = s.first; b != kNone;) {
        const std::uint32_t next = blocks_[b].next;
        blocks_[b].next = free_;
        free_ = b;
        b = next;
      }
      s.generation = 0;
      s.first = s.last = kNone;
      s.used = 0;
    }
  }

  void set_at(Slot& slot, int i, const TableEntry& e) {
    std::uint32_t b = slot.first;
    for (int k = 0; k < i / kBlockEntries; ++k) b = blocks_[b].next;
    blocks_[b].set(i % kBlockEntries, e);
  }

  // Tightens the bounds of the entry of `slot` with e's places and owners, if there is one.
  bool tighten(Slot& slot, const TableEntry& e) {
    int left = slot.used;
    for (std::uint32_t b = slot.first; b != kNone && left > 0; b = blocks_[b].next) {
      Block& block = blocks_[b];
      const int n = left < kBlockEntries ? left : kBlockEntries;
      left -= n;
      for (int k = 0; k < n; ++k) {
        bool same = block.relevant[k] == e.relevant;
        for (int s = 0; s < kMaxSeats - 1 && same; ++s) same = block.owned[s][k] == e.owned[s];
        if (!same) continue;
        if (e.lower > block.lower[k]) block.lower[k] = e.lower;
        if (e.upper < block.upper[k]) block.upper[k] = e.upper;
        block.best[k] = e.best;
        return true;
      }
    }
    return false;
  }

  std::vector<Slot> slots_;
  std::vector<Block> blocks_;
  std::size_t blocks_used_ = 0;  // blocks taken from the pool (some may be back on the free list)
  std::uint32_t free_ = kNone;   // blocks freed by evict_shallow, chained by next
  std::uint32_t generation_ = 1;
  std::uint64_t overflows_ = 0;
};

}  // namespace skb::tricks
