// Random numbers for the hat game's simulations: a 64-bit Mersenne twister seeded per game
// (solver/core/simulation.h's game_seed), and unbiased draws below a bound, written here so
// that the numbers are the same with every standard library (std::uniform_int_distribution's
// algorithm is left to the library).
#pragma once

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace skb::hats {

using Rng = std::mt19937_64;

// Returns a uniform draw from 0..n-1 (n >= 1): the remainder of a draw below the largest
// multiple of n (draws above it are drawn again, so that no value is favoured).
inline std::uint64_t below(Rng& rng, std::uint64_t n) {
  const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % n + 1) % n;
  std::uint64_t x = rng();
  while (x > limit) x = rng();
  return x % n;
}

// Shuffles `items` uniformly (Fisher-Yates with `below`).
template <class T>
void shuffle(std::vector<T>& items, Rng& rng) {
  for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(rng, i)]);
}

}  // namespace skb::hats
