#include "solver/seven_knights/variant.h"

#include <algorithm>

#include <fmt/format.h>

namespace skb::seven_knights {

namespace {

// clang-format off
//                      name              title                                 players  knights by N (index 0..8)     center by N (index 0..8)      witch  dealing                       two rounds
constexpr std::array<Variant, 6> kVariants{{
    {"standard",       "basic rules, Suspicion and Distrust", 4, 8, {0, 0, 0, 0, 4, 5, 5, 6, 7}, {0, 0, 0, 0, 1, 1, 0, 0, 0}, true,  Dealing::shuffle_all,         false},
    {"advanced",       "advanced rules, Challenging Path",    4, 7, {0, 0, 0, 0, 7, 7, 7, 7, 0}, {0, 0, 0, 0, 1, 1, 0, 0, 0}, true,  Dealing::shuffle_all,         false},
    {"groping",        "3-4 players, Groping in the Dark",    3, 4, {0, 0, 0, 7, 7, 0, 0, 0, 0}, {0, 0, 0, 3, 3, 0, 0, 0, 0}, true,  Dealing::witch_never_on_seat, true},
    {"unity",          "cooperative tutorial, Unity",         4, 7, {0, 0, 0, 0, 5, 6, 6, 7, 0}, {0, 0, 0, 0, 1, 1, 0, 0, 0}, false, Dealing::shuffle_all,         false},
    {"unity-advanced", "cooperative, advanced dealing",       4, 7, {0, 0, 0, 0, 7, 7, 7, 7, 0}, {0, 0, 0, 0, 1, 1, 0, 0, 0}, false, Dealing::shuffle_all,         false},
    {"unity-groping",  "cooperative, Groping in the Dark",    3, 4, {0, 0, 0, 7, 7, 0, 0, 0, 0}, {0, 0, 0, 4, 3, 0, 0, 0, 0}, false, Dealing::witch_never_on_seat, true},
}};
// clang-format on

}  // namespace

std::span<const Variant> variants() { return kVariants; }

const Variant* find_variant(std::string_view name) {
  for (const auto& v : kVariants)
    if (v.name == name) return &v;
  return nullptr;
}

bool allows_players(const Variant& v, int players) { return players >= v.min_players && players <= v.max_players; }

std::uint32_t tile_pool(const Variant& v, int players) {
  std::uint32_t knights = ((1u << (v.knights[players] + 1)) - 1) & ~1u;
  return knights | (v.witch ? 1u << kWitch : 0u);
}

std::uint32_t seat_values(const Variant& v, int players) {
  std::uint32_t pool = tile_pool(v, players);
  return v.dealing == Dealing::witch_never_on_seat ? pool & ~(1u << kWitch) : pool;
}

std::uint32_t center_values(const Variant& v, int players) { return tile_pool(v, players); }

int aside_count(const Variant& v, int players) {
  return std::popcount(tile_pool(v, players)) - players - v.center[players];
}

DealingSpec dealing_spec(const Variant& v, int players) {
  DealingSpec spec;
  spec.slots = players + v.center[players];
  spec.pool = tile_pool(v, players);
  spec.values = kMaxValues;
  for (int s = 0; s < spec.slots; ++s)
    spec.allowed.push_back(s < players ? seat_values(v, players) : center_values(v, players));
  return spec;
}

std::string value_name(int value) { return value == kWitch ? "W" : std::to_string(value); }

std::vector<int> tile_order(std::uint32_t values) {
  std::vector<int> out;
  for (int v = 1; v < kMaxValues; ++v)
    if ((values >> v) & 1u) out.push_back(v);
  if ((values >> kWitch) & 1u) out.push_back(kWitch);
  return out;
}

std::string variant_names() {
  std::string out;
  for (std::size_t i = 0; i < kVariants.size(); ++i)
    out += std::string(i == 0 ? "" : i + 1 == kVariants.size() ? " or " : ", ") + std::string(kVariants[i].name);
  return out;
}

std::string describe_tiles(const Variant& v, int players) {
  return fmt::format("Knights 1-{}{}", v.knights[players], v.witch ? " and the Witch" : ", no Witch");
}

std::string_view describe_dealing(const Variant& v) {
  if (v.dealing == Dealing::witch_never_on_seat)
    return v.witch ? "Knights to the seats; W with the rest to the center, rest aside"
                   : "Knights to the seats; the rest to the center, rest aside";
  return "shuffle all; one per seat, then the center, rest aside";
}

}  // namespace skb::seven_knights
