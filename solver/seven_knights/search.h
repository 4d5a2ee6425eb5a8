// The search phase's rule, in one place (rules.md, "Search"; docs/seven_knights/rules.md).
//
// Every player inspects exactly one tile of another position in play. In the variants with two
// search rounds (`groping`, `unity-groping`) every player inspects twice: another player's tile
// in round 0, a center slot in round 1. The record checker, the phase detection and the
// inspection advice of `advise`, and the round simulator all ask these functions.
#pragma once

#include <cstdint>

#include "solver/seven_knights/variant.h"

namespace skb::seven_knights {

// Returns 1 or 2.
int search_rounds(const Variant& variant);

// Returns the positions (a bitmask over position indices) `player` may inspect in search round
// `round`: every other position in play (one round), or the other seats (round 0) and the center
// slots (round 1).
std::uint32_t round_positions(const Variant& variant, int players, int player, int round);

// Returns the positions `player` may still inspect, having inspected `looked`: the positions of
// every round in which they have not looked yet.
std::uint32_t still_inspectable(const Variant& variant, int players, int player, std::uint32_t looked);

// Returns whether `player`, having inspected `looked`, has looked in every search round.
bool search_done(const Variant& variant, int players, int player, std::uint32_t looked);

}  // namespace skb::seven_knights
