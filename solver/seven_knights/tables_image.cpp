#include "solver/seven_knights/tables_image.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "solver/seven_knights/variant.h"
#include "solver/seven_knights/variant_tables.h"

namespace skb::seven_knights {

namespace {

constexpr std::array<char, 8> kMagic{'S', 'K', 'B', 'T', 'A', 'B', 'L', 'E'};
constexpr std::uint64_t kFormat = 1;
constexpr std::size_t kAlign = 64;

struct Header {
  std::array<char, 8> magic;
  std::uint64_t format;
  std::uint64_t entries;
};

struct Entry {
  std::uint64_t variant, players, slots, values, deals, pool;
  std::array<std::uint32_t, kUniverseMaxSlots> allowed;
  std::uint64_t rows, holds, ids;  // offsets from the start of the image
};
// The layout of tables_image.h, with no padding: 24 and 6 x 8 + 32 x 4 + 3 x 8 = 200 bytes.
static_assert(sizeof(Header) == 24 && sizeof(Entry) == 200);

// Appends `bytes` to `image` at the next multiple of kAlign; returns where they start.
std::uint64_t append_aligned(std::string& image, const void* bytes, std::size_t size) {
  image.resize((image.size() + kAlign - 1) / kAlign * kAlign, '\0');
  const std::uint64_t at = image.size();
  image.append(static_cast<const char*>(bytes), size);
  return at;
}

// Returns the `count` items of type T at `offset` of `image`, checked to lie inside it and be
// aligned for T.
template <class T>
std::span<const T> items_at(std::span<const std::byte> image, std::uint64_t offset, std::uint64_t count,
                            const char* what) {
  if (offset > image.size() || count > (image.size() - offset) / sizeof(T) ||
      reinterpret_cast<std::uintptr_t>(image.data() + offset) % alignof(T) != 0)
    throw std::invalid_argument(fmt::format("tables image: its {} lie outside it or are misaligned", what));
  return {reinterpret_cast<const T*>(image.data() + offset), static_cast<std::size_t>(count)};
}

}  // namespace

std::string make_tables_image() {
  std::vector<Entry> entries;
  for (std::size_t i = 0; i < variants().size(); ++i) {
    const Variant& v = variants()[i];
    for (int n = v.min_players; n <= v.max_players; ++n) {
      const DealingSpec spec = dealing_spec(v, n);
      Entry e{};
      e.variant = i;
      e.players = static_cast<std::uint64_t>(n);
      e.slots = static_cast<std::uint64_t>(spec.slots);
      e.values = static_cast<std::uint64_t>(spec.values);
      e.pool = spec.pool;
      for (int s = 0; s < spec.slots; ++s)
        e.allowed[static_cast<std::size_t>(s)] = spec.allowed[static_cast<std::size_t>(s)];
      entries.push_back(e);
    }
  }
  // The header and entries first (their offsets are filled in as the data is laid out).
  std::string image(sizeof(Header) + entries.size() * sizeof(Entry), '\0');
  for (Entry& e : entries) {
    const VariantTables& t = variant_tables(variants()[e.variant], static_cast<int>(e.players));
    const Universe& u = t.universe;
    e.deals = u.size();
    e.rows = append_aligned(image, u.rows().data(), u.rows().size());
    std::vector<std::uint64_t> words;
    for (int s = 0; s < u.slots(); ++s)
      for (int value = 0; value < u.values(); ++value) {
        const auto w = u.holds(s, value).words();
        words.insert(words.end(), w.begin(), w.end());
      }
    e.holds = append_aligned(image, words.data(), words.size() * sizeof(std::uint64_t));
    std::vector<std::uint32_t> ids(u.size());
    for (std::size_t d = 0; d < u.size(); ++d) ids[d] = t.rank_arrangement(d);
    e.ids = append_aligned(image, ids.data(), ids.size() * sizeof(std::uint32_t));
  }
  const Header h{kMagic, kFormat, entries.size()};
  std::memcpy(image.data(), &h, sizeof h);
  std::memcpy(image.data() + sizeof h, entries.data(), entries.size() * sizeof(Entry));
  return image;
}

void install_tables_image(std::span<const std::byte> image) {
  Header h{};
  if (image.size() < sizeof h) throw std::invalid_argument("tables image: shorter than its header");
  std::memcpy(&h, image.data(), sizeof h);
  if (h.magic != kMagic) throw std::invalid_argument("tables image: not a tables image (no SKBTABLE header)");
  if (h.format != kFormat)
    throw std::invalid_argument(
        fmt::format("tables image: format {}, this program reads format {}", h.format, kFormat));
  if (reinterpret_cast<std::uintptr_t>(image.data()) % kAlign != 0)
    throw std::invalid_argument("tables image: not aligned to 64 bytes");
  const auto entries = items_at<Entry>(image, sizeof h, h.entries, "entries");
  // Every entry is checked before any is handed over: a refused image leaves nothing behind.
  struct Checked {
    const Variant* variant;
    int players;
    FixedVariantTables tables;
  };
  std::vector<Checked> checked;
  for (const Entry& e : entries) {
    if (e.variant >= variants().size()) throw std::invalid_argument("tables image: an entry names no variant");
    const Variant& v = variants()[e.variant];
    const auto n = static_cast<int>(e.players);
    if (!allows_players(v, n))
      throw std::invalid_argument(fmt::format("tables image: {} is not played by {} players", v.name, e.players));
    // The dealing rule the image was made with must be the program's: same slots, values,
    // pool and allowed values per slot.
    const DealingSpec spec = dealing_spec(v, n);
    bool same = e.slots == static_cast<std::uint64_t>(spec.slots) &&
                e.values == static_cast<std::uint64_t>(spec.values) && e.pool == spec.pool;
    for (int s = 0; same && s < spec.slots; ++s)
      same = e.allowed[static_cast<std::size_t>(s)] == spec.allowed[static_cast<std::size_t>(s)];
    if (!same)
      throw std::invalid_argument(
          fmt::format("tables image: made for another dealing rule of {} with {} players", v.name, e.players));
    if (e.deals == 0 || e.deals > std::uint64_t{1} << 32)
      throw std::invalid_argument("tables image: an entry has no deals, or more than a universe can");
    const std::uint64_t words = (e.deals + 63) / 64;
    FixedVariantTables fixed;
    fixed.universe.slots = spec.slots;
    fixed.universe.values = spec.values;
    fixed.universe.size = static_cast<std::size_t>(e.deals);
    fixed.universe.rows = items_at<std::uint8_t>(image, e.rows, e.deals * e.slots, "rows");
    fixed.universe.holds = items_at<std::uint64_t>(image, e.holds, words * e.slots * e.values, "holds words");
    fixed.arrangement_ids = items_at<std::uint32_t>(image, e.ids, e.deals, "arrangement ids");
    checked.push_back({&v, n, fixed});
  }
  for (const Checked& c : checked) use_fixed_tables(*c.variant, c.players, c.tables);
}

}  // namespace skb::seven_knights
