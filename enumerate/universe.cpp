#include "enumerate/universe.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace skb {

namespace {

// Depth-first enumeration in lexicographic order: slot by slot, smallest free value first.
void enumerate(const DealingSpec& spec, int slot, std::uint32_t free, std::vector<std::uint8_t>& current,
               std::vector<std::uint8_t>& out) {
  if (slot == spec.slots) {
    out.insert(out.end(), current.begin(), current.begin() + spec.slots);
    return;
  }
  for (std::uint32_t options = free & spec.allowed[slot]; options != 0; options &= options - 1) {
    int v = std::countr_zero(options);
    current[slot] = static_cast<std::uint8_t>(v);
    enumerate(spec, slot + 1, free & ~(1u << v), current, out);
  }
}

}  // namespace

Universe::Universe(const DealingSpec& spec)
    : slots_(spec.slots), values_count_(spec.values > 0 ? spec.values : static_cast<int>(std::bit_width(spec.pool))) {
  if (spec.slots <= 0 || spec.slots > kUniverseMaxSlots || static_cast<int>(spec.allowed.size()) != spec.slots ||
      values_count_ > kUniverseMaxValues || static_cast<int>(std::bit_width(spec.pool)) > values_count_)
    throw std::invalid_argument("malformed dealing spec");
  std::vector<std::uint8_t> current(static_cast<std::size_t>(spec.slots));
  enumerate(spec, 0, spec.pool, current, values_);
  size_ = values_.size() / static_cast<std::size_t>(slots_);
  build_holds();
}

void Universe::build_holds() {
  none_ = DealSet(size_);
  holds_.assign(static_cast<std::size_t>(slots_ * values_count_), none_);
  for (std::size_t d = 0; d < size_; ++d)
    for (int s = 0; s < slots_; ++s) holds_[static_cast<std::size_t>(s * values_count_ + value(d, s))].insert(d);
}

Universe Universe::restricted_to(const DealSet& subset) const {
  Universe r;
  r.slots_ = slots_;
  r.values_count_ = values_count_;
  subset.for_each([&](std::size_t d) {
    auto row = deal(d);
    r.values_.insert(r.values_.end(), row.begin(), row.end());
  });
  r.size_ = r.values_.size() / static_cast<std::size_t>(slots_);
  r.build_holds();
  return r;
}

std::optional<std::size_t> Universe::find(std::span<const std::uint8_t> values) const {
  if (static_cast<int>(values.size()) != slots_) return std::nullopt;
  std::size_t lo = 0, hi = size_;
  while (lo < hi) {
    std::size_t mid = (lo + hi) / 2;
    auto row = deal(mid);
    if (std::lexicographical_compare(row.begin(), row.end(), values.begin(), values.end()))
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo < size_ && std::ranges::equal(deal(lo), values)) return lo;
  return std::nullopt;
}

}  // namespace skb
