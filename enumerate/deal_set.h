// DealSet: a subset of a deal universe, stored as a bitset.
//
// A universe numbers its deals 0..size-1 (see universe.h). A DealSet over that universe holds one
// bit per deal: deal d is in the set iff bit (d % 64) of word (d / 64) is 1. Bits at or beyond
// `size` in the last word are always 0, so `count` and `~` never see phantom deals. Every variant
// of the game has at most 8! = 40,320 deals, i.e. at most 630 words, so whole-set operations are
// a few hundred word operations: that is what makes exhaustive deduction cheap.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace skb {

class DealSet {
 public:
  DealSet() = default;
  // Returns the empty set over a universe of `size` deals.
  explicit DealSet(std::size_t size) : size_(size), words_((size + 63) / 64, 0) {}
  // Returns the set of every deal of a universe of `size` deals.
  static DealSet all(std::size_t size);

  std::size_t universe_size() const { return size_; }
  // Returns how many deals are in the set.
  std::size_t count() const;
  bool empty() const;
  bool contains(std::size_t deal) const { return (words_[deal >> 6] >> (deal & 63)) & 1u; }
  void insert(std::size_t deal) { words_[deal >> 6] |= std::uint64_t{1} << (deal & 63); }
  void erase(std::size_t deal) { words_[deal >> 6] &= ~(std::uint64_t{1} << (deal & 63)); }

  // Calls f(deal) for every deal in the set, in increasing order.
  template <class F>
  void for_each(F&& f) const {
    for (std::size_t w = 0; w < words_.size(); ++w) {
      for (std::uint64_t bits = words_[w]; bits != 0; bits &= bits - 1) {
        f(w * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
      }
    }
  }

  // True iff this set and `other` share no deal; no temporary set is built.
  bool disjoint(const DealSet& other) const;

  DealSet& operator&=(const DealSet& other);
  DealSet& operator|=(const DealSet& other);
  DealSet& operator^=(const DealSet& other);
  // Removes every deal of `other` (set difference).
  DealSet& operator-=(const DealSet& other);
  DealSet operator~() const;
  friend DealSet operator&(DealSet a, const DealSet& b) { return a &= b; }
  friend DealSet operator|(DealSet a, const DealSet& b) { return a |= b; }
  friend DealSet operator^(DealSet a, const DealSet& b) { return a ^= b; }
  friend DealSet operator-(DealSet a, const DealSet& b) { return a -= b; }
  friend bool operator==(const DealSet& a, const DealSet& b) = default;

  std::span<const std::uint64_t> words() const { return words_; }

 private:
  std::size_t size_ = 0;
  std::vector<std::uint64_t> words_;
};

}  // namespace skb
