// Variant: one row of the table of Seven Knights Bewitched rule sets (rules.md, "Variants").
//
// A variant is data, not a subclass: which player counts it allows, which tiles it uses, how
// many center slots it deals, whether the Witch may lie aside or sit on a seat, and whether the
// search phase has one round or two. Everything else (universe size, aside pile, legal
// inspections, legal tile values) is derived from the row.
//
// Value codes used throughout the solver: 0 is the Witch `W`, 1..7 are the Knights.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "enumerate/universe.h"

namespace skb::seven_knights {

inline constexpr int kWitch = 0;
inline constexpr int kMaxValues = 8;  // value codes 0..7: W and Knights 1..7
inline constexpr int kMaxPlayers = 8;
inline constexpr int kMaxCenter = 4;
inline constexpr int kMaxPositions = kMaxPlayers + kMaxCenter;  // seats, then C1..C4

enum class Dealing : std::uint8_t {
  shuffle_all,          // shuffle every tile; one per seat, then the center, the rest aside
  witch_never_on_seat,  // Knights to the seats; the rest (with W, if used) to center and aside
};

struct Variant {
  std::string_view name;   // as written in a record: `standard`, `advanced`, ...
  std::string_view title;  // the rulebook's name for it
  int min_players;
  int max_players;
  std::array<int, kMaxPlayers + 1> knights;  // highest Knight dealt, by player count
  std::array<int, kMaxPlayers + 1> center;   // center slots, by player count
  bool witch;                                // is W among the tiles?
  Dealing dealing;
  bool two_search_rounds;  // groping: one look at a seat, one at a center slot
};

// Returns the six variants in the order of rules.md.
std::span<const Variant> variants();
// Returns the variant named `name`, or nullptr.
const Variant* find_variant(std::string_view name);

bool allows_players(const Variant& v, int players);
// Returns the bitmask of value codes used by the variant for this player count (bit 0 = W).
std::uint32_t tile_pool(const Variant& v, int players);
// Returns the bitmask of value codes a seat (or a center slot) can ever be dealt.
std::uint32_t seat_values(const Variant& v, int players);
std::uint32_t center_values(const Variant& v, int players);
int aside_count(const Variant& v, int players);
// Returns the dealing procedure as slots and allowed values: seats first, then C1, C2, ...
DealingSpec dealing_spec(const Variant& v, int players);
// Returns "W" or "1".."7".
std::string value_name(int value);
// Returns the values of a bitmask of value codes in the order reports and questions list them:
// Knights ascending, then W.
std::vector<int> tile_order(std::uint32_t values);
// Returns the variants' names as a list for messages: "standard, advanced, ... or unity-groping".
std::string variant_names();
// Returns a short description of the tiles, e.g. "Knights 1-4 and the Witch".
std::string describe_tiles(const Variant& v, int players);
// Returns a one-line description of the dealing rule, for `skb variants`.
std::string_view describe_dealing(const Variant& v);

}  // namespace skb::seven_knights
