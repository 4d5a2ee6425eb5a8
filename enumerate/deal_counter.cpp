#include "enumerate/deal_counter.h"

#include <cassert>

namespace skb {

void DealCounter::add(const DealSet& deals) {
  assert(deals.universe_size() == size_);
  // Ripple-carry: the deals whose bit k was already set carry into bit k + 1.
  DealSet carry = deals;
  for (std::size_t k = 0; !carry.empty(); ++k) {
    if (k == planes_.size()) {
      planes_.push_back(std::move(carry));
      return;
    }
    DealSet next = planes_[k] & carry;
    planes_[k] ^= carry;
    carry = std::move(next);
  }
}

std::uint64_t DealCounter::count(std::size_t deal) const {
  std::uint64_t n = 0;
  for (std::size_t k = 0; k < planes_.size(); ++k)
    if (planes_[k].contains(deal)) n |= std::uint64_t{1} << k;
  return n;
}

}  // namespace skb
