// Strategy table: a behaviour strategy written down by information key, so that it outlives the
// game graph it was computed on (game_graph.h) and can be saved, shipped and played anywhere
// the same game is played.
//
// For every information set the table holds the game's key for it and one integer weight per
// option. The weights of a set add up to exactly `resolution` (65,535): probabilities are
// rounded to the nearest multiple of 1/65,535 by largest remainder, so the table *is* the
// strategy it plays (every probability an exact fraction, as exact values need) and is within
// 1/65,535 of the strategy it was made from in every option.
//
// Saved, it is a binary file: the magic "SKBSTRAT", a format version, a text of metadata (the
// caller's, e.g. JSON), then the entries sorted by key (each key's length and option count, the keys, the
// weights; little-endian; keys of at most 65,535 bytes, at most 255 options). Reading checks every length and order, so
// a damaged or foreign file is refused (std::runtime_error naming what is wrong), never half read.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solver/core/game_graph.h"

namespace skb {

class StrategyTable {
 public:
  static constexpr std::uint32_t resolution = 65535;

  StrategyTable() = default;

  // The order in which a table lists each information set's options, when it is not the
  // graph's: order[set][i] is the graph's option stored i-th (a game whose option order depends
  // on more than the key, such as the seating, stores them in an order of its own).
  using OptionOrder = std::vector<std::vector<int>>;

  // Returns the table of `strategy` on `graph`: every information set's key with its options'
  // probabilities rounded to weights (see above), listed in `order` if given.
  static StrategyTable from_graph(const GameGraph& graph, const Strategy& strategy, const OptionOrder& order = {});

  // Returns the table of strategies given by key: each entry is an information set's key and its
  // options' probabilities, in the order the table stores them (rounded to weights as above).
  // Sets without a graph, such as those a sampling solver visited (mccfr.h), are written this
  // way. Throws std::invalid_argument on a repeated key, std::length_error as from_graph does.
  static StrategyTable from_sets(std::vector<std::pair<std::string, std::vector<double>>> sets);

  // Returns the table read from `bytes` (see above); throws std::runtime_error when they are not
  // a whole table.
  static StrategyTable read(std::span<const std::byte> bytes);

  // Returns the table as bytes (see above), with `metadata` as its text.
  std::vector<std::byte> write(std::string_view metadata) const;

  // Returns the metadata the table was read with (empty for a table made from a graph).
  const std::string& metadata() const { return metadata_; }

  // Returns how many information sets the table holds.
  std::size_t size() const { return key_first_.size() - 1; }

  // Returns a 64-bit digest of the table's keys and weights (not its metadata): two tables
  // that play alike have the same, so that what was computed from one (a table of values, say)
  // can be checked against the table in hand.
  std::uint64_t fingerprint() const { return fingerprint_; }

  // Returns the weights of the information set with `key` (one per option, adding up to
  // `resolution`), or an empty span when the table has no such set.
  std::span<const std::uint16_t> find(std::string_view key) const;

  // Returns the table's weights on `graph`, per entry of a Strategy, its options listed in
  // `order` as for from_graph. Throws std::invalid_argument when the table lacks one of the
  // graph's information sets or holds it with another number of options (a table of another
  // game), never guessing.
  std::vector<std::uint32_t> weights_on_graph(const GameGraph& graph, const OptionOrder& order = {}) const;

  // Returns the table's weights on `graph` as weights_on_graph does, except that a set the table
  // lacks plays uniform (its weights rounded to `resolution` as round_to_total does), which is
  // how a sampled solver's average strategy plays a set it never met (mccfr.h). `missing`, when
  // given, receives how many of the graph's sets were filled so. A set held with another number
  // of options still throws std::invalid_argument.
  std::vector<std::uint32_t> weights_on_graph_or_uniform(const GameGraph& graph, const OptionOrder& order = {},
                                                         std::uint64_t* missing = nullptr) const;

  // Returns the table's strategy on `graph`: probabilities(weights_on_graph).
  Strategy on_graph(const GameGraph& graph, const OptionOrder& order = {}) const;

  // Returns the strategy that graph weights (as weights_on_graph gives them) play: each weight
  // divided by `resolution`.
  static Strategy probabilities(const std::vector<std::uint32_t>& weights);

 private:
  std::string_view key(std::size_t i) const {
    return std::string_view(keys_).substr(key_first_[i], key_first_[i + 1] - key_first_[i]);
  }

  std::string metadata_;
  std::string keys_;                            // every key, sorted, end to end
  std::vector<std::uint64_t> key_first_{0};     // per entry + 1: its key's first byte
  std::vector<std::uint16_t> weights_;          // every entry's weights, end to end
  std::vector<std::uint64_t> weight_first_{0};  // per entry + 1: its first weight
  std::uint64_t fingerprint_ = 0;               // digest(), once the table is made

  // Returns the digest of the keys and weights (see fingerprint).
  std::uint64_t digest() const;
};

// Returns the weights (adding up to `total`) nearest to `probabilities` x `total` by largest
// remainder: each option gets the floor of its share, and the units left go to the largest
// fractional parts (the first such option on ties). The probabilities must be non-negative and
// add up to 1 within rounding.
std::vector<std::uint32_t> round_to_total(std::span<const double> probabilities, std::uint32_t total);

}  // namespace skb
