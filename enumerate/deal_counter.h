// DealCounter: a small non-negative count per deal of a universe, stored bit-sliced.
//
// Plane k holds bit k of every deal's count, as a DealSet. Adding a set of deals is a
// ripple-carry addition of whole planes, so it costs words of the universe (times the planes a
// carry crosses), never a visit to each deal; memory is one deal set per bit of the largest
// count. Two of them count, per deal, how many of a record's statements are true in it and how
// many false.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "enumerate/deal_set.h"

namespace skb {

class DealCounter {
 public:
  DealCounter() = default;
  explicit DealCounter(std::size_t universe_size) : size_(universe_size) {}
  // Adds 1 to the count of every deal in `deals` (a set over the same universe).
  void add(const DealSet& deals);
  // Returns the count of one deal.
  std::uint64_t count(std::size_t deal) const;
  // Returns how many bit planes the largest count needs.
  std::size_t planes() const { return planes_.size(); }

 private:
  std::size_t size_ = 0;
  std::vector<DealSet> planes_;
};

}  // namespace skb
