// mix64: splitmix64's finaliser, a fast bijective scrambling of 64-bit integers. Used wherever a
// reproducible pseudo-random value is derived from an index or a seed (deal hashes, per-game
// seeds), so that results never depend on the order in which work is done.
#pragma once

#include <cstdint>

namespace skb {

inline std::uint64_t mix64(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

}  // namespace skb
