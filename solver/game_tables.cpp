#include "solver/game_tables.h"

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

namespace {

// Packs an arrangement into an integer whose order is the tie order: the excluded position + 1
// (0 for none) in the top nibble, then the order, one nibble per position.
std::uint64_t tie_key(const Arrangement& a) {
  std::uint64_t key = a.exclude ? static_cast<std::uint64_t>(*a.exclude + 1) : 0;
  for (std::size_t i = 0; i < kMaxSlots; ++i)
    key = (key << 4) | (i < a.order.size() ? static_cast<std::uint64_t>(a.order[i]) : 0);
  return key;
}

std::unique_ptr<GameTables> build(const Variant& variant, int players) {
  auto t = std::unique_ptr<GameTables>(new GameTables{&variant, players, players + variant.center[players],
                                                      Universe(dealing_spec(variant, players)), {}, {}, {}});
  const Universe& u = t->universe;
  std::vector<std::uint64_t> keys(u.size());
  for (std::size_t d = 0; d < u.size(); ++d) keys[d] = tie_key(winning_arrangement(u.deal(d)));
  std::vector<std::uint64_t> sorted = keys;
  std::sort(sorted.begin(), sorted.end());
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  t->arrangement_of_deal.resize(u.size());
  for (std::size_t d = 0; d < u.size(); ++d)
    t->arrangement_of_deal[d] =
        static_cast<std::uint32_t>(std::lower_bound(sorted.begin(), sorted.end(), keys[d]) - sorted.begin());
  t->arrangements.resize(sorted.size());
  for (std::size_t d = 0; d < u.size(); ++d) {
    auto& a = t->arrangements[t->arrangement_of_deal[d]];
    if (a.order.empty()) a = winning_arrangement(u.deal(d));
  }
  t->witch_in_play = u.none();
  for (int p = 0; p < t->positions; ++p) t->witch_in_play |= u.holds(p, kWitch);
  return t;
}

}  // namespace

const GameTables& game_tables(const Variant& variant, int players) {
  static std::mutex mutex;
  static std::map<std::pair<const Variant*, int>, std::unique_ptr<GameTables>> cache;
  std::lock_guard lock(mutex);
  auto& slot = cache[{&variant, players}];
  if (!slot) slot = build(variant, players);
  return *slot;
}

}  // namespace skb
