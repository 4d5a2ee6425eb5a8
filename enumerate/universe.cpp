#include "enumerate/universe.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <limits>
#include <stdexcept>

namespace skb {

namespace {

// The room to make for the deals of `spec`: an upper bound on their number (every slot allowed
// every pool value: n!/(n-slots)! for n values in the pool), at least 1 and at most 2^16 (past
// that, the room doubles as the deals come).
std::size_t deal_bound(const DealingSpec& spec) {
  constexpr std::size_t kCap = std::size_t{1} << 16;
  const int n = std::popcount(spec.pool);
  if (n < spec.slots) return 1;
  std::size_t bound = 1;
  for (int s = 0; s < spec.slots; ++s) {
    bound *= static_cast<std::size_t>(n - s);
    if (bound >= kCap) return kCap;
  }
  return bound;
}

}  // namespace

Universe::Universe(const DealingSpec& spec)
    : slots_(spec.slots), values_count_(spec.values > 0 ? spec.values : static_cast<int>(std::bit_width(spec.pool))) {
  if (spec.slots <= 0 || spec.slots > kUniverseMaxSlots || static_cast<int>(spec.allowed.size()) != spec.slots ||
      values_count_ > kUniverseMaxValues || static_cast<int>(std::bit_width(spec.pool)) > values_count_)
    throw std::invalid_argument("malformed dealing spec");
  // Rows are written in place, each as whole 8-byte words (the tail lands in the next rows'
  // space, overwritten later; hence the padding, cut at the end). The row being built is kept in
  // words too and changed a byte at a time by shifts: a byte stored into memory and read back
  // as part of a wider word stalls the store buffer, and that was most of this loop's time.
  const auto width = static_cast<std::size_t>(slots_);
  std::size_t capacity = deal_bound(spec);
  values_.resize(capacity * width + kUniverseMaxSlots);
  std::size_t count = 0;
  // Depth-first enumeration in lexicographic order, without recursion: slot by slot, smallest
  // free value first. options[s] holds the values slot s has still to try; the last slot
  // appends one row per value it may take.
  constexpr int kRowWords = kUniverseMaxSlots / 8;
  std::array<std::uint64_t, kRowWords> row{};
  const int row_words = (slots_ + 7) / 8;
  // Sets the byte of slot `slot` in `row` to `value` (the byte that lands at offset `slot` of
  // the row when the words are stored).
  const auto set_byte = [&row](int slot, int value) {
    const int shift = std::endian::native == std::endian::little ? 8 * (slot & 7) : 8 * (7 - (slot & 7));
    std::uint64_t& w = row[static_cast<std::size_t>(slot >> 3)];
    w = (w & ~(std::uint64_t{0xFF} << shift)) | (static_cast<std::uint64_t>(value) << shift);
  };
  std::array<std::uint32_t, kUniverseMaxSlots> options{};
  std::array<std::uint32_t, kUniverseMaxSlots + 1> free{};
  const int last = slots_ - 1;
  free[0] = spec.pool;
  options[0] = spec.pool & spec.allowed[0];
  int s = 0;
  while (true) {
    if (s == last) {
      for (std::uint32_t o = free[static_cast<std::size_t>(s)] & spec.allowed[static_cast<std::size_t>(s)]; o != 0;
           o &= o - 1) {
        if (count == capacity) {  // only past the cap of deal_bound
          capacity *= 2;
          values_.resize(capacity * width + kUniverseMaxSlots);
        }
        set_byte(s, std::countr_zero(o));
        // Word by word, each copy of constant size (a loop of them would become a call to memcpy).
        std::uint8_t* out = values_.data() + count * width;
        std::memcpy(out, &row[0], 8);
        if (row_words > 1) std::memcpy(out + 8, &row[1], 8);
        if (row_words > 2) std::memcpy(out + 16, &row[2], 8);
        if (row_words > 3) std::memcpy(out + 24, &row[3], 8);
        ++count;
      }
      if (s == 0) break;
      --s;
      continue;
    }
    std::uint32_t& o = options[static_cast<std::size_t>(s)];
    if (o == 0) {
      if (s == 0) break;
      --s;
      continue;
    }
    const int v = std::countr_zero(o);
    o &= o - 1;
    set_byte(s, v);
    free[static_cast<std::size_t>(s + 1)] = free[static_cast<std::size_t>(s)] & ~(1u << v);
    ++s;
    options[static_cast<std::size_t>(s)] =
        free[static_cast<std::size_t>(s)] & spec.allowed[static_cast<std::size_t>(s)];
  }
  size_ = count;
  values_.resize(size_ * width);
  rows_ = values_.data();
  build_holds();
}

Universe::Universe(const FixedUniverse& fixed) : slots_(fixed.slots), values_count_(fixed.values), size_(fixed.size) {
  const std::size_t words = (size_ + 63) / 64;
  if (slots_ <= 0 || slots_ > kUniverseMaxSlots || values_count_ <= 0 || values_count_ > kUniverseMaxValues ||
      fixed.rows.size() != size_ * static_cast<std::size_t>(slots_) ||
      fixed.holds.size() != words * static_cast<std::size_t>(slots_ * values_count_))
    throw std::invalid_argument("malformed fixed universe tables");
  rows_ = fixed.rows.data();
  none_ = DealSet(size_);
  holds_.reserve(static_cast<std::size_t>(slots_ * values_count_));
  for (std::size_t i = 0; i < static_cast<std::size_t>(slots_ * values_count_); ++i)
    holds_.push_back(DealSet::over_fixed_words(fixed.holds.subspan(i * words, words), size_));
}

Universe& Universe::operator=(const Universe& other) {
  if (this == &other) return *this;
  slots_ = other.slots_;
  values_count_ = other.values_count_;
  size_ = other.size_;
  values_ = other.values_;
  rows_ = other.rows_ == other.values_.data() ? values_.data() : other.rows_;
  holds_ = other.holds_;
  none_ = other.none_;
  return *this;
}

void Universe::build_holds() {
  // One pass over the rows, 64 deals (one word of every set) at a time: the word of deals
  // 64i..64i+63 of holds(s, v) is gathered in a local array, then stored once.
  none_ = DealSet(size_);
  holds_.assign(static_cast<std::size_t>(slots_ * values_count_), none_);
  const auto sets = static_cast<std::size_t>(slots_ * values_count_);
  std::vector<std::uint64_t*> words(sets);
  for (std::size_t i = 0; i < sets; ++i) words[i] = holds_[i].mutable_words().data();
  std::vector<std::uint64_t> word(sets, 0);
  const std::uint8_t* rows = rows_;
  for (std::size_t base = 0; base < size_; base += 64) {
    const std::size_t end = std::min(size_, base + 64);
    for (std::size_t d = base; d < end; ++d) {
      const std::uint64_t bit = std::uint64_t{1} << (d - base);
      const std::uint8_t* r = rows + d * static_cast<std::size_t>(slots_);
      for (int s = 0; s < slots_; ++s) word[static_cast<std::size_t>(s * values_count_ + r[s])] |= bit;
    }
    for (std::size_t i = 0; i < sets; ++i) {
      words[i][base / 64] = word[i];
      word[i] = 0;
    }
  }
}

Universe Universe::restricted_to(const DealSet& subset) const {
  Universe r;
  r.slots_ = slots_;
  r.values_count_ = values_count_;
  r.values_.reserve(subset.count() * static_cast<std::size_t>(slots_));
  subset.for_each([&](std::size_t d) {
    auto row = deal(d);
    r.values_.insert(r.values_.end(), row.begin(), row.end());
  });
  r.size_ = r.values_.size() / static_cast<std::size_t>(slots_);
  r.rows_ = r.values_.data();
  r.build_holds();
  return r;
}

std::optional<std::size_t> Universe::find(std::span<const std::uint8_t> values) const {
  if (static_cast<int>(values.size()) != slots_) return std::nullopt;
  std::size_t lo = 0, hi = size_;
  while (lo < hi) {
    std::size_t mid = (lo + hi) / 2;
    auto row = deal(mid);
    if (std::lexicographical_compare(row.begin(), row.end(), values.begin(), values.end()))
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo < size_ && std::ranges::equal(deal(lo), values)) return lo;
  return std::nullopt;
}

}  // namespace skb
