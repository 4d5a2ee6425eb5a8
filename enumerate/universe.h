// Universe: every world of one dealing procedure, each exactly once, numbered 0..size-1.
//
// A dealing procedure places distinct items, each with a value code, into `slots` places;
// items left over stay out of the world unseen and unordered, so a world (a "deal") is exactly
// the map slot -> value. The procedure is described by data, not code: the pool of values (each
// available once) and, per slot, the values that slot may receive. A shuffle that deals every
// permutation with equal probability yields each such map equally often, so the uniform prior
// over a Universe is the procedure's prior.
//
// Deals are numbered in lexicographic order of (value in slot 0, value in slot 1, ...), which
// makes `find` a binary search. The table `holds(slot, value)` is built once, up front: every
// predicate about the hidden values is compiled by combining these sets.
//
// The limits are parameters of the spec (the number of slots and of value codes), within the
// layout's bounds: a deal is a row of one byte per slot, and sets of values are 32-bit masks.
//
// A universe can also be laid over tables made in advance (FixedUniverse: its rows and its
// holds words, built into the program by the same enumeration): nothing is enumerated or copied,
// and only the pages a solve reads are ever loaded.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "enumerate/deal_set.h"

namespace skb {

// The bounds of the layout (a game's own limits are usually far smaller).
inline constexpr int kUniverseMaxSlots = 32;
inline constexpr int kUniverseMaxValues = 32;

struct DealingSpec {
  int slots = 0;
  // Bit v set iff an item of value v is in the pool (each value at most once).
  std::uint32_t pool = 0;
  // allowed[s] has bit v set iff slot s may receive value v. Size must equal `slots`.
  std::vector<std::uint32_t> allowed;
  // The value codes are 0..values-1 (holds() answers for each); 0: as many as the highest
  // value of the pool needs.
  int values = 0;
};

// A universe's tables, made in advance and kept by the caller for the life of the program:
// `size` rows of `slots` values, then for each (slot, value), slot-major, the words of
// holds(slot, value): (size + 63) / 64 words each.
struct FixedUniverse {
  int slots = 0;
  int values = 0;
  std::size_t size = 0;
  std::span<const std::uint8_t> rows;
  std::span<const std::uint64_t> holds;
};

class Universe {
 public:
  // Enumerates every deal of `spec`. Throws std::invalid_argument if the spec is malformed
  // (no slot, more slots or values than the layout's bounds, a pool value beyond `values`).
  explicit Universe(const DealingSpec& spec);

  // Returns the universe whose tables are `fixed` (which must outlive it), without copying
  // them. Throws std::invalid_argument if the tables' sizes do not fit together.
  explicit Universe(const FixedUniverse& fixed);
  // A copy owns its rows unless they are fixed; a move keeps the buffer the rows point into.
  Universe(const Universe& other) { *this = other; }
  Universe& operator=(const Universe& other);
  Universe(Universe&&) noexcept = default;
  Universe& operator=(Universe&&) noexcept = default;

  // Returns the universe of the deals in `subset` only, renumbered 0.. in increasing order of
  // their numbers here (so deal i there is the i-th deal of `subset`). Predicates compiled over
  // it cost words of the subset, not of the whole universe.
  Universe restricted_to(const DealSet& subset) const;

  std::size_t size() const { return size_; }
  int slots() const { return slots_; }
  // Returns how many value codes there are (0..values()-1).
  int values() const { return values_count_; }
  // Returns the value in `slot` for deal `deal`.
  int value(std::size_t deal, int slot) const { return rows_[deal * slots_ + slot]; }
  // Returns the deal's values, one per slot.
  std::span<const std::uint8_t> deal(std::size_t deal) const {
    return {rows_ + deal * slots_, static_cast<std::size_t>(slots_)};
  }
  // Returns every deal's values, row after row (as FixedUniverse::rows lays them).
  std::span<const std::uint8_t> rows() const { return {rows_, size_ * static_cast<std::size_t>(slots_)}; }
  // Returns the set of deals in which `slot` holds `value` (empty if it never can, or if the
  // value is beyond the spec's codes).
  const DealSet& holds(int slot, int value) const {
    return value < values_count_ ? holds_[static_cast<std::size_t>(slot * values_count_ + value)] : none_;
  }
  // Returns the index of the deal with these slot values, or nothing if no deal has them.
  std::optional<std::size_t> find(std::span<const std::uint8_t> values) const;
  DealSet all() const { return DealSet::all(size_); }
  DealSet none() const { return DealSet(size_); }

 private:
  Universe() = default;
  void build_holds();

  int slots_ = 0;
  int values_count_ = 0;
  std::size_t size_ = 0;
  std::vector<std::uint8_t> values_;    // size_ rows of slots_ values, unless the rows are fixed
  const std::uint8_t* rows_ = nullptr;  // values_.data() or the fixed rows
  std::vector<DealSet> holds_;          // slots_ x values_count_
  DealSet none_;                        // the empty set over this universe
};

}  // namespace skb
