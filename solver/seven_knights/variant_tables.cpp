#include "solver/seven_knights/variant_tables.h"

#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <mutex>

namespace skb {

Arrangement winning_arrangement(std::span<const std::uint8_t> values) {
  std::array<int, kMaxValues> at;
  at.fill(-1);
  for (std::size_t p = 0; p < values.size(); ++p) at[values[p]] = static_cast<int>(p);
  Arrangement a;
  if (at[kWitch] >= 0) a.exclude = at[kWitch];
  for (int v = 1; v < kMaxValues; ++v)
    if (at[v] >= 0) a.order.push_back(at[v]);
  return a;
}

std::uint64_t winning_arrangement_key(std::span<const std::uint8_t> values) {
  std::array<int, kMaxValues> at;
  at.fill(-1);
  for (std::size_t p = 0; p < values.size(); ++p) at[values[p]] = static_cast<int>(p);
  std::uint64_t key = static_cast<std::uint64_t>(at[kWitch] + 1);
  int written = 0;
  for (int v = 1; v < kMaxValues; ++v) {
    if (at[v] < 0) continue;
    key = (key << 4) | static_cast<std::uint64_t>(at[v]);
    ++written;
  }
  return key << (4 * (kMaxPositions - written));
}

Arrangement VariantTables::arrangement(std::uint32_t id) const {
  std::uint64_t key = arrangement_keys[id];
  Arrangement a;
  int excluded = static_cast<int>(key >> (4 * kMaxPositions)) - 1;
  if (excluded >= 0) a.exclude = excluded;
  int length = positions - (excluded >= 0 ? 1 : 0);
  for (int i = 0; i < length; ++i) a.order.push_back(static_cast<int>((key >> (4 * (kMaxPositions - 1 - i))) & 0xF));
  return a;
}

namespace {

std::unique_ptr<VariantTables> build(const Variant& variant, int players) {
  auto t = std::unique_ptr<VariantTables>(new VariantTables{
      &variant, players, players + variant.center[players], Universe(dealing_spec(variant, players)), {}, {}, {}});
  const Universe& u = t->universe;
  std::vector<std::uint64_t> keys(u.size());
  for (std::size_t d = 0; d < u.size(); ++d) keys[d] = winning_arrangement_key(u.deal(d));
  t->arrangement_keys = keys;
  auto& sorted = t->arrangement_keys;
  std::sort(sorted.begin(), sorted.end());
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  t->arrangement_of_deal.resize(u.size());
  for (std::size_t d = 0; d < u.size(); ++d)
    t->arrangement_of_deal[d] =
        static_cast<std::uint32_t>(std::lower_bound(sorted.begin(), sorted.end(), keys[d]) - sorted.begin());
  t->witch_in_play = u.none();
  for (int p = 0; p < t->positions; ++p) t->witch_in_play |= u.holds(p, kWitch);
  return t;
}

}  // namespace

const VariantTables& variant_tables(const Variant& variant, int players) {
  // Tables are built once and never freed, so each thread remembers the ones it has looked up
  // and takes the shared lock only the first time (simulations look tables up per decision).
  thread_local std::map<std::pair<const Variant*, int>, const VariantTables*> seen;
  if (auto it = seen.find({&variant, players}); it != seen.end()) return *it->second;
  static std::mutex mutex;
  static std::map<std::pair<const Variant*, int>, std::unique_ptr<VariantTables>> cache;
  std::lock_guard lock(mutex);
  auto& slot = cache[{&variant, players}];
  if (!slot) slot = build(variant, players);
  seen.emplace(std::make_pair(&variant, players), slot.get());
  return *slot;
}

}  // namespace skb
