// DealSet: a subset of a deal universe, stored as a bitset.
//
// A universe numbers its deals 0..size-1 (see universe.h). A DealSet over that universe holds one
// bit per deal: deal d is in the set iff bit (d % 64) of word (d / 64) is 1. Bits at or beyond
// `size` in the last word are always 0, so `count` and `~` never see phantom deals. The universes
// deduction works on are small (the largest the games use today has 8! = 40,320 deals, 630 words),
// so whole-set operations are a few hundred word operations: that is what makes exhaustive
// deduction cheap.
//
// Storage: universes of up to kInlineWords * 64 = 1,024 deals (the small ones, where simulations
// make millions of short-lived sets) keep their words inside the object; larger ones
// on the heap. Either way `words()` is the same contiguous array. A set can also read words it
// does not own (over_fixed_words: tables built into the program, never freed); such a set is
// only read. Copying it gives a set that owns its words; moving it, another reader of the same
// words (so that a vector of fixed sets can grow without copying them).
#pragma once

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>

namespace skb {

class DealSet {
 public:
  DealSet() = default;
  // Returns the empty set over a universe of `size` deals.
  explicit DealSet(std::size_t size) : size_(size), word_count_((size + 63) / 64) {
    if (word_count_ > kInlineWords) {
      heap_ = std::make_unique_for_overwrite<std::uint64_t[]>(word_count_);
      data_ = heap_.get();
    }
    std::fill_n(data_, word_count_, std::uint64_t{0});
  }
  DealSet(const DealSet& other) { *this = other; }
  DealSet(DealSet&& other) noexcept { *this = std::move(other); }
  DealSet& operator=(const DealSet& other);
  DealSet& operator=(DealSet&& other) noexcept;
  ~DealSet() = default;

  // Returns the set of every deal of a universe of `size` deals.
  static DealSet all(std::size_t size);
  // Returns a read-only set over `words` ((size + 63) / 64 of them, bits at or beyond `size`
  // zero), which must outlive it and every reference to it: data built into the program.
  // Nothing may change the set (asserted); copies of it own their words, moves read the same.
  static DealSet over_fixed_words(std::span<const std::uint64_t> words, std::size_t size);

  std::size_t universe_size() const { return size_; }
  // Returns how many deals are in the set.
  std::size_t count() const;
  bool empty() const;
  bool contains(std::size_t deal) const { return (data()[deal >> 6] >> (deal & 63)) & 1u; }
  void insert(std::size_t deal) { data()[deal >> 6] |= std::uint64_t{1} << (deal & 63); }
  void erase(std::size_t deal) { data()[deal >> 6] &= ~(std::uint64_t{1} << (deal & 63)); }

  // Calls f(deal) for every deal in the set, in increasing order.
  template <class F>
  void for_each(F&& f) const {
    const std::uint64_t* w = data();
    for (std::size_t i = 0; i < word_count_; ++i) {
      for (std::uint64_t bits = w[i]; bits != 0; bits &= bits - 1) {
        f(i * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
      }
    }
  }

  // Returns how many deals this set and `other` share; no temporary set is built.
  std::size_t count_common(const DealSet& other) const;
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
  friend bool operator==(const DealSet& a, const DealSet& b) {
    return a.size_ == b.size_ && std::equal(a.data(), a.data() + a.word_count_, b.data());
  }

  std::span<const std::uint64_t> words() const { return {data(), word_count_}; }
  // The words, for filling a set a word at a time (e.g. the universe's holds() tables). The
  // caller keeps the bits at or beyond universe_size() of the last word 0.
  std::span<std::uint64_t> mutable_words() { return {data(), word_count_}; }

 private:
  static constexpr std::size_t kInlineWords = 16;

  DealSet(std::span<const std::uint64_t> fixed_words, std::size_t size)
      : size_(size), word_count_(fixed_words.size()), data_(const_cast<std::uint64_t*>(fixed_words.data())) {}
  // True iff the words are someone else's (over_fixed_words).
  bool fixed() const { return !heap_ && data_ != inline_; }
  std::uint64_t* data() {
    assert(!fixed());
    return data_;
  }
  const std::uint64_t* data() const { return data_; }

  std::size_t size_ = 0;
  std::size_t word_count_ = 0;
  std::unique_ptr<std::uint64_t[]> heap_;  // the words, when there are more than kInlineWords
  std::uint64_t inline_[kInlineWords];     // the words otherwise (only the first word_count_ are set)
  std::uint64_t* data_ = inline_;  // heap_.get(), inline_ or fixed words: set by every constructor and assignment
};

inline DealSet& DealSet::operator=(const DealSet& other) {
  if (this == &other) return *this;
  if (other.word_count_ > kInlineWords) {
    if (!heap_ || word_count_ != other.word_count_)
      heap_ = std::make_unique_for_overwrite<std::uint64_t[]>(other.word_count_);
    data_ = heap_.get();
  } else {
    heap_.reset();
    data_ = inline_;
  }
  size_ = other.size_;
  word_count_ = other.word_count_;
  std::copy_n(other.data(), word_count_, data());
  return *this;
}

inline DealSet& DealSet::operator=(DealSet&& other) noexcept {
  if (this == &other) return *this;
  size_ = other.size_;
  word_count_ = other.word_count_;
  if (other.fixed()) {
    heap_.reset();
    data_ = other.data_;  // read-only, like the set moved from
  } else if (other.heap_) {
    heap_ = std::move(other.heap_);
    data_ = heap_.get();
  } else {
    heap_.reset();
    data_ = inline_;
    std::copy_n(other.inline_, word_count_, inline_);
  }
  other.size_ = 0;
  other.word_count_ = 0;
  other.data_ = other.inline_;
  return *this;
}

}  // namespace skb
