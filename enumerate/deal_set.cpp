#include "enumerate/deal_set.h"

#include <cassert>

namespace skb {

DealSet DealSet::all(std::size_t size) {
  DealSet s(size);
  std::uint64_t* w = s.data();
  std::fill_n(w, s.word_count_, ~std::uint64_t{0});
  if (size % 64 != 0) w[s.word_count_ - 1] = (std::uint64_t{1} << (size % 64)) - 1;
  return s;
}

DealSet DealSet::over_fixed_words(std::span<const std::uint64_t> words, std::size_t size) {
  assert(words.size() == (size + 63) / 64);
  return DealSet(words, size);  // a prvalue: no move, which would copy the words
}

std::size_t DealSet::count() const {
  std::size_t n = 0;
  for (auto w : words()) n += static_cast<std::size_t>(std::popcount(w));
  return n;
}

bool DealSet::empty() const {
  for (auto w : words())
    if (w != 0) return false;
  return true;
}

std::size_t DealSet::count_common(const DealSet& other) const {
  assert(size_ == other.size_);
  const std::uint64_t *a = data(), *b = other.data();
  std::size_t n = 0;
  for (std::size_t i = 0; i < word_count_; ++i) n += static_cast<std::size_t>(std::popcount(a[i] & b[i]));
  return n;
}

bool DealSet::disjoint(const DealSet& other) const {
  assert(size_ == other.size_);
  const std::uint64_t *a = data(), *b = other.data();
  for (std::size_t i = 0; i < word_count_; ++i)
    if ((a[i] & b[i]) != 0) return false;
  return true;
}

DealSet& DealSet::operator&=(const DealSet& other) {
  assert(size_ == other.size_);
  std::uint64_t* a = data();
  const std::uint64_t* b = other.data();
  for (std::size_t i = 0; i < word_count_; ++i) a[i] &= b[i];
  return *this;
}

DealSet& DealSet::operator|=(const DealSet& other) {
  assert(size_ == other.size_);
  std::uint64_t* a = data();
  const std::uint64_t* b = other.data();
  for (std::size_t i = 0; i < word_count_; ++i) a[i] |= b[i];
  return *this;
}

DealSet& DealSet::operator^=(const DealSet& other) {
  assert(size_ == other.size_);
  std::uint64_t* a = data();
  const std::uint64_t* b = other.data();
  for (std::size_t i = 0; i < word_count_; ++i) a[i] ^= b[i];
  return *this;
}

DealSet& DealSet::operator-=(const DealSet& other) {
  assert(size_ == other.size_);
  std::uint64_t* a = data();
  const std::uint64_t* b = other.data();
  for (std::size_t i = 0; i < word_count_; ++i) a[i] &= ~b[i];
  return *this;
}

DealSet DealSet::operator~() const {
  DealSet r = all(size_);
  std::uint64_t* a = r.data();
  const std::uint64_t* b = data();
  for (std::size_t i = 0; i < word_count_; ++i) a[i] &= ~b[i];
  return r;
}

}  // namespace skb
