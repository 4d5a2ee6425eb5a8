// Tests for solver/seven_knights/tables_image.h and the image built into skb
// (cli/tables/built_in_tables.h): the tables a solve reads from the program must be exactly the
// ones variant_tables would enumerate, and an image that is not one, or was made for other
// dealing rules, is refused with a message rather than misread.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/tables/built_in_tables.h"
#include "solver/seven_knights/tables_image.h"
#include "solver/seven_knights/variant.h"
#include "solver/seven_knights/variant_tables.h"

namespace {

// An aligned copy of an image, for the reader's checks (it wants 64-byte alignment).
struct AlignedImage {
  std::vector<std::uint64_t> words;
  explicit AlignedImage(const std::string& bytes) : words((bytes.size() + 7) / 8 + 8) {
    std::memcpy(data(), bytes.data(), bytes.size());
    size = bytes.size();
  }
  std::byte* data() {
    auto p = reinterpret_cast<std::uintptr_t>(words.data());
    return reinterpret_cast<std::byte*>(words.data()) + (64 - p % 64) % 64;
  }
  std::span<const std::byte> span() { return {data(), size}; }
  std::size_t size = 0;
};

// The message of the std::invalid_argument that installing `image` throws ("" if none).
std::string refusal(std::span<const std::byte> image) {
  try {
    skb::seven_knights::install_tables_image(image);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("the built-in image holds every variant's tables exactly as they are enumerated") {
  // 6 variants: standard 4-8 players (5 counts), advanced 4-7 (4), groping 3-4 (2), unity 4-7
  // (4), unity-advanced 4-7 (4), unity-groping 3-4 (2): 21 universes. After installing, each
  // (variant, player count)'s tables are read from the image; they must equal a universe
  // enumerated here from the dealing rule, slot by slot and set by set, and every deal's stored
  // arrangement id the closed form's.
  const auto image = skb::cli::built_in_tables_image();
  REQUIRE(reinterpret_cast<std::uintptr_t>(image.data()) % 64 == 0);
  REQUIRE(refusal(image).empty());
  int universes = 0;
  for (const auto& v : skb::seven_knights::variants())
    for (int n = v.min_players; n <= v.max_players; ++n) {
      CAPTURE(v.name);
      CAPTURE(n);
      ++universes;
      const skb::seven_knights::VariantTables& t = skb::seven_knights::variant_tables(v, n);
      const skb::Universe enumerated(skb::seven_knights::dealing_spec(v, n));
      REQUIRE(t.universe.size() == enumerated.size());
      // Read from the image, not enumerated: the rows lie inside the image.
      CHECK(t.universe.rows().data() >= reinterpret_cast<const std::uint8_t*>(image.data()));
      CHECK(t.universe.rows().data() < reinterpret_cast<const std::uint8_t*>(image.data() + image.size()));
      CHECK(std::ranges::equal(t.universe.rows(), enumerated.rows()));
      const auto* holds = reinterpret_cast<const std::byte*>(t.universe.holds(0, 1).words().data());
      CHECK((holds >= image.data() && holds < image.data() + image.size()));
      bool same_holds = true;
      for (int s = 0; s < enumerated.slots(); ++s)
        for (int value = 0; value < enumerated.values(); ++value)
          same_holds = same_holds && t.universe.holds(s, value) == enumerated.holds(s, value);
      CHECK(same_holds);
      REQUIRE(t.arrangement_ids.size() == t.universe.size());
      bool same_ids = true;
      for (std::size_t d = 0; d < t.universe.size(); ++d)
        same_ids =
            same_ids && t.arrangement_id(d) == t.rank_arrangement(d) && t.arrangement_id(d) < t.arrangement_count();
      CHECK(same_ids);
    }
  CHECK(universes == 21);
}

TEST_CASE("make_tables_image is what the build carries") {
  // The build runs the same function (tools/make_tables_image.cpp): byte for byte the image.
  const auto image = skb::cli::built_in_tables_image();
  const std::string made = skb::seven_knights::make_tables_image();
  REQUIRE(made.size() == image.size());
  CHECK(std::memcmp(made.data(), image.data(), made.size()) == 0);
}

TEST_CASE("images that are not tables images, or not of these rules, are refused") {
  const std::string good = skb::seven_knights::make_tables_image();
  CHECK(refusal(AlignedImage(good.substr(0, 10)).span()) == "tables image: shorter than its header");
  std::string bad_magic = good;
  bad_magic[0] = 'X';
  CHECK(refusal(AlignedImage(bad_magic).span()) == "tables image: not a tables image (no SKBTABLE header)");
  // The header: magic (8 bytes), format (u64), entries (u64).
  std::string other_format = good;
  const std::uint64_t format = 2;
  std::memcpy(other_format.data() + 8, &format, 8);
  CHECK(refusal(AlignedImage(other_format).span()) == "tables image: format 2, this program reads format 1");
  // 21 entries of 200 bytes each (6 u64, 32 u32, 3 u64) after the header end at 24 + 4,200 =
  // 4,224 bytes, where the first universe's 120 rows of 5 bytes begin. Cut inside the entries,
  // then inside those rows:
  CHECK(refusal(AlignedImage(good.substr(0, 4000)).span()) ==
        "tables image: its entries lie outside it or are misaligned");
  CHECK(refusal(AlignedImage(good.substr(0, 4224 + 599)).span()) ==
        "tables image: its rows lie outside it or are misaligned");
  // The first entry (standard, 4 players) with another pool of tiles: made for other rules.
  // An entry: variant, players, slots, values, deals, pool (u64 each) after the 24-byte header.
  std::string other_pool = good;
  std::uint64_t pool = 0;
  std::memcpy(&pool, other_pool.data() + 24 + 5 * 8, 8);
  CHECK(pool == 0b11111);  // W and Knights 1-4
  pool = 0b111111;
  std::memcpy(other_pool.data() + 24 + 5 * 8, &pool, 8);
  CHECK(refusal(AlignedImage(other_pool).span()) ==
        "tables image: made for another dealing rule of standard with 4 players");
  // A misaligned image: its tables cannot be read in place.
  AlignedImage shifted(std::string(8, '\0') + good);
  CHECK(refusal(shifted.span().subspan(8)) == "tables image: not aligned to 64 bytes");
}
