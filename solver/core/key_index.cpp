#include "solver/core/key_index.h"

#include <algorithm>
#include <functional>

namespace skb {

std::pair<std::uint32_t, bool> KeyIndex::insert(std::string_view key, std::uint64_t hash, std::uint32_t value) {
  if (2 * (count_ + 1) > slots_.size()) grow();
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    Slot& slot = slots_[i];
    if (!slot.used()) {
      slot = {hash, keys_.size() + 1, static_cast<std::uint32_t>(key.size()), value};
      keys_.append(key);
      ++count_;
      return {value, true};
    }
    if (slot.hash == hash && std::string_view(keys_).substr(slot.offset - 1, slot.length) == key)
      return {slot.value, false};
  }
}

void KeyIndex::clear() {
  std::fill(slots_.begin(), slots_.end(), Slot{});
  keys_.clear();
  count_ = 0;
}

void KeyIndex::grow() {
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(old.empty() ? 1024 : 2 * old.size(), Slot{});
  const std::size_t mask = slots_.size() - 1;
  for (const Slot& slot : old) {
    if (!slot.used()) continue;
    std::size_t i = slot.hash & mask;
    while (slots_[i].used()) i = (i + 1) & mask;
    slots_[i] = slot;
  }
}

}  // namespace skb
