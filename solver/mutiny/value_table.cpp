#include "solver/mutiny/value_table.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "solver/core/byte_stream.h"
#include "solver/core/error.h"
#include "solver/mutiny/crew_value.h"
#include "solver/mutiny/extensive_game.h"

namespace skb::mutiny {

namespace {

constexpr std::string_view kMagic = "SKBVALUE";
constexpr std::uint32_t kVersion = 1;

// Appends the magnitude of `v` (non-negative) as its length and big-endian bytes.
void put_integer(std::vector<std::byte>& out, const mpz_class& v) {
  std::size_t count = 0;
  std::vector<unsigned char> bytes((mpz_sizeinbase(v.get_mpz_t(), 2) + 7) / 8 + 1);
  mpz_export(bytes.data(), &count, 1, 1, 1, 0, v.get_mpz_t());
  put_u32(out, static_cast<std::uint32_t>(count));
  for (std::size_t i = 0; i < count; ++i) out.push_back(static_cast<std::byte>(bytes[i]));
}

// Reads an integer written by put_integer.
mpz_class get_integer(ByteReader& in) {
  const std::uint32_t n = in.u32();
  const std::span<const std::byte> bytes = in.take(n);
  mpz_class v;
  if (n > 0) mpz_import(v.get_mpz_t(), n, 1, 1, 1, 0, bytes.data());
  return v;
}

}  // namespace

ValueTable ValueTable::from_entries(std::vector<std::pair<std::string, Fraction>> entries, int players,
                                    std::string profile_id, std::uint8_t boundaries, std::string metadata) {
  std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  ValueTable table;
  table.players_ = players;
  table.profile_id_ = std::move(profile_id);
  table.boundaries_ = boundaries;
  table.metadata_ = std::move(metadata);
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (i > 0 && entries[i - 1].first == entries[i].first)
      throw std::invalid_argument("a value table entry given twice");
    table.keys_ += entries[i].first;
    table.key_first_.push_back(table.keys_.size());
    Fraction v = std::move(entries[i].second);
    v.canonicalize();
    table.values_.push_back(std::move(v));
  }
  return table;
}

std::vector<std::byte> ValueTable::write() const {
  std::vector<std::byte> out;
  put_bytes(out, kMagic);
  put_u32(out, kVersion);
  out.push_back(static_cast<std::byte>(players_));
  out.push_back(static_cast<std::byte>(boundaries_));
  put_u32(out, static_cast<std::uint32_t>(profile_id_.size()));
  put_bytes(out, profile_id_);
  put_u32(out, static_cast<std::uint32_t>(metadata_.size()));
  put_bytes(out, metadata_);
  put_u32(out, static_cast<std::uint32_t>(size()));
  for (std::size_t i = 0; i < size(); ++i) {
    const std::string_view k = key(i);
    put_u32(out, static_cast<std::uint32_t>(k.size()));
    put_bytes(out, k);
    put_integer(out, values_[i].get_num());
    put_integer(out, values_[i].get_den());
  }
  return out;
}

ValueTable ValueTable::read(std::span<const std::byte> bytes) {
  ByteReader in(bytes, "value table");
  if (in.text(kMagic.size()) != kMagic) throw std::runtime_error("not a value table (no SKBVALUE at its start)");
  if (const std::uint32_t version = in.u32(); version != kVersion)
    throw std::runtime_error("value table of format " + std::to_string(version) + ", expected " +
                             std::to_string(kVersion));
  ValueTable table;
  table.players_ = in.u8();
  table.boundaries_ = in.u8();
  if (table.players_ < min_players || table.players_ > max_players)
    throw std::runtime_error("value table for " + std::to_string(table.players_) + " players");
  if (table.boundaries_ == 0 || table.boundaries_ >= (1u << boundary_count))
    throw std::runtime_error("value table with unknown boundaries");
  table.profile_id_ = in.text(in.u32());
  table.metadata_ = in.text(in.u32());
  const std::uint32_t count = in.u32();
  for (std::uint32_t i = 0; i < count; ++i) {
    const std::string k = in.text(in.u32());
    if (i > 0 && !(table.key(i - 1) < k)) throw std::runtime_error("value table keys out of order");
    table.keys_ += k;
    table.key_first_.push_back(table.keys_.size());
    mpz_class numerator = get_integer(in);  // in this order: arguments are evaluated in any order
    mpz_class denominator = get_integer(in);
    Fraction v(numerator, denominator);
    if (v.get_den() == 0) throw std::runtime_error("value table value with denominator 0");
    Fraction reduced = v;
    reduced.canonicalize();
    if (reduced.get_num() != v.get_num() || reduced.get_den() != v.get_den() || v > 1)
      throw std::runtime_error("value table value not a probability in lowest terms");
    table.values_.push_back(std::move(v));
  }
  if (!in.done()) throw std::runtime_error("value table followed by extra bytes");
  return table;
}

const Fraction* ValueTable::find(std::string_view k) const {
  std::size_t lo = 0, hi = size();
  while (lo < hi) {
    const std::size_t mid = lo + (hi - lo) / 2;
    if (key(mid) < k)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < size() && key(lo) == k ? &values_[lo] : nullptr;
}

void write_value_key(const State& canonical, const Profile& profile, std::string& key) {
  const MutinyGame game(canonical.seating(), Memory::perfect);
  game.dynamics(MutinyGame::State{canonical}, key);
  profile.context(canonical, key);
}

ValueTable make_value_table(int players, const Profile& profile, const ValueTableOptions& options) {
  const std::string id = profile.value_table_id();
  if (id.empty()) throw std::invalid_argument("the profile " + std::string(profile.name()) + " has no value tables");
  std::vector<Boundary> order = options.boundaries;
  std::sort(order.begin(), order.end(), [](Boundary a, Boundary b) { return a > b; });  // latest first
  order.erase(std::unique(order.begin(), order.end()), order.end());
  std::uint8_t bits = 0;
  std::vector<std::pair<std::string, Fraction>> entries;
  ValueTable so_far;
  const Seating seating = Seating::standard(players);
  for (const Boundary boundary : order) {
    const std::vector<State> states = boundary_states(players, boundary);
    // Values of this boundary read the later ones, already in the table.
    CrewValue evaluate(seating, profile, bits == 0 ? nullptr : &so_far, options.cancel);
    std::map<std::string, Fraction> found;
    for (std::size_t i = 0; i < states.size(); ++i) {
      if (options.progress && i % 64 == 0) options.progress(boundary, i, states.size());
      std::string key;
      write_value_key(states[i], profile, key);
      if (found.count(key)) continue;
      found.emplace(std::move(key), evaluate(states[i]));
    }
    for (auto& [key, value] : found) entries.emplace_back(key, value);
    bits = static_cast<std::uint8_t>(bits | (1u << static_cast<unsigned>(boundary)));
    so_far = ValueTable::from_entries(entries, players, id, bits, "");
  }
  const std::string metadata = "{\"game\": \"mutiny\", \"profile\": \"" + std::string(profile.name()) +
                               "\", \"players\": " + std::to_string(players) + ", \"entries\": " +
                               std::to_string(entries.size()) + "}";
  return ValueTable::from_entries(std::move(entries), players, id, bits, metadata);
}

namespace {

struct InstalledValues {
  std::span<const std::byte> bytes;
  std::unique_ptr<const ValueTable> table;  // read on first use
  int players = 0;
  std::string profile_id;  // read from the header on installing
};

std::mutex& values_mutex() {
  static std::mutex m;
  return m;
}

std::vector<InstalledValues>& installed_values() {
  static std::vector<InstalledValues> tables;
  return tables;
}

}  // namespace

void install_value_table(std::span<const std::byte> bytes) {
  if (bytes.empty()) return;
  // The header alone: the player count and the profile's id.
  ByteReader in(bytes, "value table");
  if (in.text(kMagic.size()) != kMagic) throw std::runtime_error("not a value table (no SKBVALUE at its start)");
  in.u32();
  InstalledValues entry;
  entry.bytes = bytes;
  entry.players = in.u8();
  in.u8();
  entry.profile_id = in.text(in.u32());
  const std::lock_guard lock(values_mutex());
  installed_values().push_back(std::move(entry));
}

const ValueTable* installed_value_table(const Profile& profile, int players) {
  const std::string id = profile.value_table_id();
  if (id.empty()) return nullptr;
  const std::lock_guard lock(values_mutex());
  for (InstalledValues& t : installed_values()) {
    if (t.players != players || t.profile_id != id) continue;
    if (!t.table) t.table = std::make_unique<const ValueTable>(ValueTable::read(t.bytes));
    return t.table.get();
  }
  return nullptr;
}

}  // namespace skb::mutiny
