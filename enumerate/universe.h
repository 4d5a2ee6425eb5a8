// Universe: every deal of one dealing procedure, each exactly once, numbered 0..size-1.
//
// A dealing procedure places distinct tiles into `slots` named places (the positions in play);
// tiles left over are set aside unseen and unordered, so a deal is exactly the map
// slot -> tile value. The procedure is described by data, not code: the pool of tile values
// (each available once) and, per slot, the values that slot may receive. A shuffle that deals
// every permutation with equal probability yields each such map equally often, so the uniform
// prior over a Universe is the procedure's prior.
//
// Deals are numbered in lexicographic order of (value in slot 0, value in slot 1, ...), which
// makes `find` a binary search. The table `holds(slot, value)` is built once, up front: every
// predicate about tiles is compiled by combining these sets.
//
// Nothing here knows about Knights or Witches: value codes are small integers 0..kMaxValues-1.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "enumerate/deal_set.h"

namespace skb {

inline constexpr int kMaxSlots = 12;
inline constexpr int kMaxValues = 8;

struct DealingSpec {
  int slots = 0;
  // Bit v set iff a tile of value v is in the pool (each value at most once).
  std::uint32_t pool = 0;
  // allowed[s] has bit v set iff slot s may receive value v. Size must equal `slots`.
  std::vector<std::uint32_t> allowed;
};

class Universe {
 public:
  // Enumerates every deal of `spec`. Throws std::invalid_argument if the spec is malformed
  // (too many slots or values) or deals more than the bitset layout supports.
  explicit Universe(const DealingSpec& spec);

  // Returns the universe of the deals in `subset` only, renumbered 0.. in increasing order of
  // their numbers here (so deal i there is the i-th deal of `subset`). Predicates compiled over
  // it cost words of the subset, not of the whole universe.
  Universe restricted_to(const DealSet& subset) const;

  std::size_t size() const { return size_; }
  int slots() const { return slots_; }
  // Returns the value in `slot` for deal `deal`.
  int value(std::size_t deal, int slot) const { return values_[deal * slots_ + slot]; }
  // Returns the deal's values, one per slot.
  std::span<const std::uint8_t> deal(std::size_t deal) const {
    return {values_.data() + deal * slots_, static_cast<std::size_t>(slots_)};
  }
  // Returns the set of deals in which `slot` holds `value` (empty if it never can).
  const DealSet& holds(int slot, int value) const { return holds_[slot * kMaxValues + value]; }
  // Returns the index of the deal with these slot values, or nothing if no deal has them.
  std::optional<std::size_t> find(std::span<const std::uint8_t> values) const;
  DealSet all() const { return DealSet::all(size_); }
  DealSet none() const { return DealSet(size_); }

 private:
  Universe() = default;
  void build_holds();

  int slots_ = 0;
  std::size_t size_ = 0;
  std::vector<std::uint8_t> values_;  // size_ rows of slots_ values
  std::vector<DealSet> holds_;        // slots_ x kMaxValues
};

}  // namespace skb
