#include "solver/seven_knights/search.h"

namespace skb::seven_knights {

int search_rounds(const Variant& v) { return v.two_search_rounds ? 2 : 1; }

std::uint32_t round_positions(const Variant& v, int players, int player, int round) {
  const int positions = players + v.center[players];
  const std::uint32_t seats = ((1u << players) - 1) & ~(1u << player);
  const std::uint32_t center = ((1u << positions) - 1) & ~((1u << players) - 1);
  if (!v.two_search_rounds) return seats | center;
  return round == 0 ? seats : center;
}

std::uint32_t still_inspectable(const Variant& v, int players, int player, std::uint32_t looked) {
  std::uint32_t open = 0;
  for (int round = 0; round < search_rounds(v); ++round) {
    const std::uint32_t in_round = round_positions(v, players, player, round);
    if ((looked & in_round) == 0) open |= in_round;
  }
  return open;
}

bool search_done(const Variant& v, int players, int player, std::uint32_t looked) {
  return still_inspectable(v, players, player, looked) == 0;
}

}  // namespace skb::seven_knights
