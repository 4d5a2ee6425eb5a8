// Tests for solver/tricks/bits.h: bit extract/deposit against their definition, and the
// occluded fills on hand-worked words.
#include <doctest/doctest.h>

#include <cstdint>

#include "solver/core/random.h"
#include "solver/tricks/bits.h"

using namespace skb::tricks;

TEST_CASE("extract and deposit follow the mask's set bits in order") {
  // mask 0b1011'0100: positions 2, 4, 5, 7. x = 0b1010'0100 has bits 2, 5, 7 set: packed, the
  // first, third and fourth mask positions -> 0b1101.
  CHECK(extract_bits(0b1010'0100, 0b1011'0100) == 0b1101);
  CHECK(deposit_bits(0b1101, 0b1011'0100) == 0b1010'0100);
  // A bit of x outside the mask is dropped.
  CHECK(extract_bits(0b1, 0b10) == 0);
  skb::Rng rng(7);
  for (int i = 0; i < 2000; ++i) {
    const std::uint64_t x = rng(), mask = rng() & rng();
    // The reference: walk the mask's bits from the lowest.
    std::uint64_t packed = 0;
    int k = 0;
    for (int b = 0; b < 64; ++b)
      if ((mask >> b) & 1) packed |= ((x >> b) & 1) << k++;
    CHECK(extract_bits(x, mask) == packed);
    CHECK(deposit_bits(packed, mask) == (x & mask));
  }
}

TEST_CASE("fills spread through the bits they may enter and stop at the first they may not") {
  // From bit 3 upwards through bits 4..9 (enter mask bits 4..9), not into 10.
  CHECK(fill_up(1u << 3, 0b11'1111'0000) == 0b11'1111'1000);
  // A hole at bit 6 stops the fill at 5.
  CHECK(fill_up(1u << 3, 0b11'1011'0000) == 0b00'0011'1000);
  // Downwards from bit 12 through 11..0.
  CHECK(fill_down(1u << 12, 0xfff) == 0x1fff);
  // Fifteen places at most: from bit 0 up through bits 1..20 reaches bit 15.
  CHECK(fill_up(1, 0x1ffffe) == 0xffff);
}
