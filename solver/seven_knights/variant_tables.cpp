#include "solver/seven_knights/variant_tables.h"

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

#include <fmt/format.h>

namespace skb::seven_knights {

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

namespace {

constexpr std::array<std::uint32_t, kMaxPositions + 1> kFactorial = [] {
  std::array<std::uint32_t, kMaxPositions + 1> f{};
  f[0] = 1;
  for (std::size_t n = 1; n < f.size(); ++n) f[n] = f[n - 1] * static_cast<std::uint32_t>(n);
  return f;
}();

// Bits set in a mask of positions (a table: std::popcount is a library call on this build's
// baseline x86-64 target, and this runs several times per deal).
constexpr std::array<std::uint8_t, std::size_t{1} << kMaxPositions> kBits = [] {
  std::array<std::uint8_t, std::size_t{1} << kMaxPositions> b{};
  for (std::size_t m = 1; m < b.size(); ++m) b[m] = static_cast<std::uint8_t>(b[m >> 1] + (m & 1));
  return b;
}();

// How many arrangements leave out `exclude` (-1: none) among `positions` positions.
std::uint32_t block_size(int exclude, int positions) {
  return kFactorial[static_cast<std::size_t>(positions - (exclude >= 0 ? 1 : 0))];
}

}  // namespace

std::uint32_t VariantTables::rank_arrangement(std::size_t deal) const {
  // The block's start plus the rank of the order (positions by ascending Knight), Horner-style:
  // rank = sum of less_i * (n-1-i)!, where less_i counts the positions not laid yet that are
  // smaller than the i-th laid.
  const std::uint8_t* values = universe.deal(deal).data();
  std::array<std::int8_t, kMaxValues> at;
  at.fill(-1);
  for (int p = 0; p < positions; ++p) at[values[p]] = static_cast<std::int8_t>(p);
  const int excluded = at[kWitch];
  std::uint32_t left = ((1u << positions) - 1) & ~(excluded >= 0 ? 1u << excluded : 0u);
  std::uint32_t rank = 0, n = kBits[left];  // n: the positions not laid yet
  for (int v = 1; v < kMaxValues; ++v) {
    const int p = at[static_cast<std::size_t>(v)];
    if (p < 0) continue;
    rank = rank * n-- + kBits[left & ((1u << p) - 1)];
    left &= ~(1u << p);
  }
  return block_start[static_cast<std::size_t>(excluded + 1)] + rank;
}

Arrangement VariantTables::arrangement(std::uint32_t id) const {
  Arrangement a;
  std::size_t b = 0;
  for (; b + 1 < exclusions.size() && id >= block_size(exclusions[b], positions); ++b)
    id -= block_size(exclusions[b], positions);
  const int excluded = exclusions[b];
  if (excluded >= 0) a.exclude = excluded;
  // Unrank: the i-th position laid is the (id / (n-1-i)!)-th smallest of those not laid yet.
  std::uint32_t left = ((1u << positions) - 1) & ~(excluded >= 0 ? 1u << excluded : 0u);
  for (int n = std::popcount(left); n > 0; --n) {
    const std::uint32_t f = kFactorial[static_cast<std::size_t>(n - 1)];
    std::uint32_t k = id / f;
    id %= f;
    std::uint32_t bits = left;
    for (; k > 0; --k) bits &= bits - 1;
    const int p = std::countr_zero(bits);
    a.order.push_back(p);
    left &= ~(1u << p);
  }
  return a;
}

namespace {

// The tables handed over by use_fixed_tables, and the tables built; both under one lock.
struct Registry {
  std::mutex mutex;
  std::map<std::pair<const Variant*, int>, FixedVariantTables> fixed;
  std::map<std::pair<const Variant*, int>, std::unique_ptr<VariantTables>> built;
};

Registry& registry() {
  static Registry r;
  return r;
}

// Returns the tables of `variant` with `players` players over `universe`: the blocks of ids,
// the Witch's deals.
std::unique_ptr<VariantTables> build(const Variant& variant, int players, Universe universe) {
  auto t = std::unique_ptr<VariantTables>(
      new VariantTables{&variant, players, players + variant.center[players], std::move(universe), {}, {}, 0, {}, {}});
  const Universe& u = t->universe;
  const int positions = t->positions;
  t->witch_in_play = u.none();
  for (int p = 0; p < positions; ++p) t->witch_in_play |= u.holds(p, kWitch);

  // The blocks of ids: none first (if some deal leaves the Witch out of play), then every
  // position that can hold her.
  if (t->witch_in_play.count() < u.size()) {
    t->exclusions.push_back(-1);
    t->arrangements += block_size(-1, positions);
  }
  for (int p = 0; p < positions; ++p) {
    if (u.holds(p, kWitch).empty()) continue;
    t->block_start[static_cast<std::size_t>(p + 1)] = static_cast<std::uint32_t>(t->arrangements);
    t->exclusions.push_back(p);
    t->arrangements += block_size(p, positions);
  }
  return t;
}

}  // namespace

const VariantTables& variant_tables(const Variant& variant, int players) {
  // Tables are built once and never freed, so each thread remembers the ones it has looked up
  // and takes the shared lock only the first time (simulations look tables up per decision).
  thread_local std::map<std::pair<const Variant*, int>, const VariantTables*> seen;
  const std::pair key{&variant, players};
  if (auto it = seen.find(key); it != seen.end()) return *it->second;
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  auto& slot = r.built[key];
  if (!slot) {
    if (auto f = r.fixed.find(key); f != r.fixed.end()) {
      slot = build(variant, players, Universe(f->second.universe));
      slot->arrangement_ids = f->second.arrangement_ids;
    } else {
      slot = build(variant, players, Universe(dealing_spec(variant, players)));
    }
  }
  seen.emplace(key, slot.get());
  return *slot;
}

void use_fixed_tables(const Variant& variant, int players, const FixedVariantTables& fixed) {
  const DealingSpec spec = dealing_spec(variant, players);
  const FixedUniverse& u = fixed.universe;
  if (u.slots != spec.slots || u.values != spec.values || fixed.arrangement_ids.size() != u.size)
    throw std::invalid_argument(fmt::format("tables made in advance for {} with {} players do not fit its dealing rule",
                                            variant.name, players));
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.fixed[{&variant, players}] = fixed;
}

}  // namespace skb::seven_knights
