// Value table: the exact probability that the crew wins from every boundary state (boundary.h)
// of a game of Mutiny under one profile, computed once (tools/make_mutiny_values.cpp) and
// built into skb, so that `advise` reads the value of the rest of the game where it meets a
// boundary instead of playing every game out again (crew_value.h).
//
// A profile's play from a state depends on the state's dynamics and the profile's context
// (profile.h), so the table is keyed by those two written for the boundary state on the
// standard seating (boundary.h's canonical_state). It holds every boundary state legal play
// can reach, whatever was played before: a record whose players kept to no profile still
// finds its boundaries in it.
//
// A table says which profile it was computed for (Profile::value_table_id: "random",
// "honest", or the equilibrium with the fingerprint of its strategy table), and is used only
// for that profile: a table of an older equilibrium is never read for a new one.
//
// Saved, it is a binary file: the magic "SKBVALUE", a format version, the player count, the
// profile's id, the boundaries it covers (a bit each), a text of metadata (JSON), then the
// entries sorted by key: each key's length and bytes, then its value's numerator and
// denominator as big-endian magnitudes with their lengths (little-endian lengths). Reading
// checks every length, order and value (in [0, 1], in lowest terms), so a damaged file is
// refused (std::runtime_error), never half read.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solver/core/fraction.h"
#include "solver/mutiny/boundary.h"
#include "solver/mutiny/profile.h"

namespace skb::mutiny {

class ValueTable {
 public:
  ValueTable() = default;

  // Returns the table of `entries` (key, value), which must have distinct keys: for `players`
  // players, the profile `profile_id`, the `boundaries` (a bit per Boundary) and `metadata`.
  static ValueTable from_entries(std::vector<std::pair<std::string, Fraction>> entries, int players,
                                 std::string profile_id, std::uint8_t boundaries, std::string metadata);

  // Returns the table read from `bytes`; throws std::runtime_error when they are not a whole,
  // valid table.
  static ValueTable read(std::span<const std::byte> bytes);

  // Returns the table as bytes (see above).
  std::vector<std::byte> write() const;

  // Returns the value of the state with `key`, or nothing when the table has no such state.
  const Fraction* find(std::string_view key) const;

  int players() const { return players_; }
  const std::string& profile_id() const { return profile_id_; }
  bool covers(Boundary b) const { return (boundaries_ >> static_cast<unsigned>(b)) & 1u; }
  std::uint8_t boundaries() const { return boundaries_; }
  const std::string& metadata() const { return metadata_; }
  std::size_t size() const { return values_.size(); }
  // Entry i (0 .. size()-1) in key order: its key and value.
  std::string_view key(std::size_t i) const {
    return std::string_view(keys_).substr(key_first_[i], key_first_[i + 1] - key_first_[i]);
  }
  const Fraction& value(std::size_t i) const { return values_[i]; }

 private:
  int players_ = 0;
  std::string profile_id_;
  std::uint8_t boundaries_ = 0;
  std::string metadata_;
  std::string keys_;                         // every key, sorted, end to end
  std::vector<std::uint64_t> key_first_{0};  // per entry + 1: its key's first byte
  std::vector<Fraction> values_;
};

// Appends to `key` the table's key of `canonical`, a boundary state on the standard seating
// (boundary.h), under `profile`: the state's dynamics (extensive_game.h) and the profile's
// context.
void write_value_key(const State& canonical, const Profile& profile, std::string& key);

// How a table is made: the profile and the boundaries it covers, progress, and a cancel flag.
struct ValueTableOptions {
  std::vector<Boundary> boundaries{Boundary::innocence_vote, Boundary::round_two, Boundary::guilt_vote};
  // Called now and then with the boundary being worked on, the states done and their number.
  std::function<void(Boundary, std::size_t, std::size_t)> progress;
  const std::atomic<bool>* cancel = nullptr;  // set: stop (throws skb::Cancelled)
};

// Returns the table of `profile` (which must have a value_table_id) for `players` players:
// every state of boundary_states at each boundary of `options`, valued exactly. The latest
// boundary is valued first, and the earlier ones read it.
ValueTable make_value_table(int players, const Profile& profile, const ValueTableOptions& options = {});

// Installs a table file for the program (as install_equilibrium does: `bytes` must stay alive).
// An empty span installs nothing.
void install_value_table(std::span<const std::byte> bytes);

// Returns the installed table of `profile` for `players` players (read on first use, once), or
// nullptr when none was installed for that profile (its id differs, or it has none). Throws
// std::runtime_error when an installed table cannot be read.
const ValueTable* installed_value_table(const Profile& profile, int players);

}  // namespace skb::mutiny
