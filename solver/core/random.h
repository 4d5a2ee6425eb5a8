// Random numbers: the one source of every random draw skb makes, so that a seed gives the same
// numbers on every machine, standard library and thread count.
//
// The generator is the 64-bit Mersenne twister, whose output the C++ standard fixes bit for bit
// (std::mt19937_64; its 10,000th number is pinned by the standard and by a test here). The
// standard's distributions are not fixed (uniform_int_distribution's algorithm is the library's),
// so every draw from the generator goes through the functions below, written here:
// - below(rng, n): an unbiased integer in 0..n-1 (rejection of the top, incomplete block);
// - unit(rng): a real in [0, 1) with 53 random bits;
// - chance(rng, p): true with probability p (unit(rng) < p);
// - weighted(rng, weights): an index drawn with probability weight / total, exactly, for
//   integer weights (below(total), then the cumulative sums), or for real weights;
// - shuffle(items, rng): a uniform permutation (Fisher-Yates with below).
// A run seeds each game, playout or world with solver/core/simulation.h's game_seed(seed, i), so
// that the split of the work over threads and MPI ranks does not change what each one draws.
#pragma once

#include <cstdint>
#include <random>
#include <span>
#include <stdexcept>
#include <utility>
#include <vector>

namespace skb {

using Rng = std::mt19937_64;

// Returns a uniform draw from 0..n-1 (n >= 1): the remainder of a draw that is not above the
// largest multiple of n the generator can reach, less one (draws above it are drawn again, so that
// no value is favoured).
inline std::uint64_t below(Rng& rng, std::uint64_t n) {
  if (n == 0) throw std::invalid_argument("below: the bound must be positive");
  const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % n + 1) % n;
  std::uint64_t x = rng();
  while (x > limit) x = rng();
  return x % n;
}

// Returns a uniform draw from lo..hi (lo <= hi), both included.
inline std::int64_t between(Rng& rng, std::int64_t lo, std::int64_t hi) {
  if (hi < lo) throw std::invalid_argument("between: empty range");
  const std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
  const std::uint64_t offset = span == ~std::uint64_t{0} ? rng() : below(rng, span + 1);
  return static_cast<std::int64_t>(static_cast<std::uint64_t>(lo) + offset);
}

// Returns a real in [0, 1): the top 53 bits of one draw, times 2^-53, so every value is a
// multiple of 2^-53 and equally likely.
inline double unit(Rng& rng) { return static_cast<double>(rng() >> 11) * 0x1.0p-53; }

// Returns true with probability p (p <= 0: never; p >= 1: always), from one draw.
inline bool chance(Rng& rng, double p) { return unit(rng) < p; }

// Returns index k with probability weights[k] / (the sum of the weights), exactly: a uniform
// draw below the total, then the first index whose cumulative weight passes it. At least one
// weight must be positive and their sum must fit in 64 bits.
inline std::size_t weighted(Rng& rng, std::span<const std::uint64_t> weights) {
  std::uint64_t total = 0;
  for (const std::uint64_t w : weights) {
    if (w > ~std::uint64_t{0} - total) throw std::overflow_error("weighted: the weights' sum passes 64 bits");
    total += w;
  }
  std::uint64_t k = below(rng, total);  // throws when every weight is 0
  for (std::size_t i = 0; i < weights.size(); ++i) {
    if (k < weights[i]) return i;
    k -= weights[i];
  }
  return weights.size() - 1;  // never reached
}

// Returns index k with probability weights[k] / (the sum of the weights) for non-negative real
// weights: unit() times the total, then the cumulative sums (the last positive weight takes what
// rounding leaves). At least one weight must be positive.
inline std::size_t weighted(Rng& rng, std::span<const double> weights) {
  double total = 0;
  std::size_t last = weights.size();
  for (std::size_t i = 0; i < weights.size(); ++i) {
    if (!(weights[i] >= 0)) throw std::invalid_argument("weighted: a weight is negative or not a number");
    total += weights[i];
    if (weights[i] > 0) last = i;
  }
  if (last == weights.size()) throw std::invalid_argument("weighted: no weight is positive");
  double x = unit(rng) * total;
  for (std::size_t i = 0; i < last; ++i) {
    if (x < weights[i]) return i;
    x -= weights[i];
  }
  return last;
}

// Shuffles `items` uniformly (Fisher-Yates with below).
template <class T>
void shuffle(std::vector<T>& items, Rng& rng) {
  for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(rng, i)]);
}

// Returns one element of `items` (not empty), uniformly.
template <class T>
const T& pick(std::span<const T> items, Rng& rng) {
  if (items.empty()) throw std::invalid_argument("pick: nothing to pick from");
  return items[below(rng, items.size())];
}

}  // namespace skb
