// What the hat game's tests share: a row of characters from their numbers.
#pragma once

#include <array>
#include <initializer_list>

#include "solver/hats/cards.h"

namespace skb::hats::testing {

// The characters at positions 1..7, from their numbers.
inline std::array<Kind, kPositions> characters(std::initializer_list<int> numbers) {
  std::array<Kind, kPositions> out{};
  std::size_t i = 0;
  for (int n : numbers) out[i++] = Kind::character(n);
  return out;
}

}  // namespace skb::hats::testing
