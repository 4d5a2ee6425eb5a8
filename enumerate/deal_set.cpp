#include "enumerate/deal_set.h"

#include <cassert>

namespace skb {

DealSet DealSet::all(std::size_t size) {
  DealSet s(size);
  for (auto& w : s.words_) w = ~std::uint64_t{0};
  if (size % 64 != 0) s.words_.back() = (std::uint64_t{1} << (size % 64)) - 1;
  return s;
}

std::size_t DealSet::count() const {
  std::size_t n = 0;
  for (auto w : words_) n += static_cast<std::size_t>(std::popcount(w));
  return n;
}

bool DealSet::empty() const {
  for (auto w : words_)
    if (w != 0) return false;
  return true;
}

bool DealSet::disjoint(const DealSet& other) const {
  assert(size_ == other.size_);
  for (std::size_t i = 0; i < words_.size(); ++i)
    if ((words_[i] & other.words_[i]) != 0) return false;
  return true;
}

DealSet& DealSet::operator&=(const DealSet& other) {
  assert(size_ == other.size_);
  for (std::size_t i = 0; i < words_.size(); ++i) words_[i] &= other.words_[i];
  return *this;
}

DealSet& DealSet::operator|=(const DealSet& other) {
  assert(size_ == other.size_);
  for (std::size_t i = 0; i < words_.size(); ++i) words_[i] |= other.words_[i];
  return *this;
}

DealSet& DealSet::operator^=(const DealSet& other) {
  assert(size_ == other.size_);
  for (std::size_t i = 0; i < words_.size(); ++i) words_[i] ^= other.words_[i];
  return *this;
}

DealSet& DealSet::operator-=(const DealSet& other) {
  assert(size_ == other.size_);
  for (std::size_t i = 0; i < words_.size(); ++i) words_[i] &= ~other.words_[i];
  return *this;
}

DealSet DealSet::operator~() const {
  DealSet r = all(size_);
  for (std::size_t i = 0; i < words_.size(); ++i) r.words_[i] &= ~words_[i];
  return r;
}

}  // namespace skb
