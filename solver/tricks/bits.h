// Bit operations the engine leans on: parallel bit extract and deposit (BMI2's pext and pdep
// where the compiler targets them, a portable loop otherwise) and occluded fills, which spread
// set bits up or down a word through the bits a mask lets them enter, in four shift steps (the
// Kogge-Stone scheme of bitboard engines).
#pragma once

#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace skb::tricks {

// Returns the bits of `x` at the positions set in `mask`, packed into the low bits in order.
inline std::uint64_t extract_bits(std::uint64_t x, std::uint64_t mask) {
#if defined(__BMI2__)
  return _pext_u64(x, mask);
#else
  std::uint64_t out = 0;
  for (std::uint64_t bit = 1; mask != 0; bit <<= 1) {
    const std::uint64_t low = mask & (~mask + 1);
    if ((x & low) != 0) out |= bit;
    mask &= mask - 1;
  }
  return out;
#endif
}

// Returns the low bits of `x` spread to the positions set in `mask`, in order (the inverse of
// extract_bits on those positions).
inline std::uint64_t deposit_bits(std::uint64_t x, std::uint64_t mask) {
#if defined(__BMI2__)
  return _pdep_u64(x, mask);
#else
  std::uint64_t out = 0;
  for (std::uint64_t bit = 1; mask != 0; bit <<= 1) {
    const std::uint64_t low = mask & (~mask + 1);
    if ((x & bit) != 0) out |= low;
    mask &= mask - 1;
  }
  return out;
#endif
}

// Returns `from` with every bit spread upwards (to higher bits) for as long as the bits it
// enters are set in `enter` (bit i may be entered from bit i-1 when enter has bit i), across at
// most 15 places.
constexpr std::uint64_t fill_up(std::uint64_t from, std::uint64_t enter) {
  std::uint64_t g = from;
  std::uint64_t p = enter;
  g |= p & (g << 1);
  p &= p << 1;
  g |= p & (g << 2);
  p &= p << 2;
  g |= p & (g << 4);
  p &= p << 4;
  g |= p & (g << 8);
  return g;
}

// Returns `from` spread downwards (bit i may be entered from bit i+1 when enter has bit i).
constexpr std::uint64_t fill_down(std::uint64_t from, std::uint64_t enter) {
  std::uint64_t g = from;
  std::uint64_t p = enter;
  g |= p & (g >> 1);
  p &= p >> 1;
  g |= p & (g >> 2);
  p &= p >> 2;
  g |= p & (g >> 4);
  p &= p >> 4;
  g |= p & (g >> 8);
  return g;
}

}  // namespace skb::tricks
