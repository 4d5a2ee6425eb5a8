// Reference solver: a deliberately plain, per-deal implementation of rules.md used only to check
// the bitset solver (tests) and to give the benchmarks a baseline. No bitsets, no classes of
// weights, no shared code with solver/seven_knights/posterior.cpp or variant_tables.cpp, or
// enumerate/: it enumerates deals itself, evaluates each predicate on each deal directly from
// the syntax tree, and multiplies likelihoods answer by answer with std::pow.
//
// It reads the same Record (solver/seven_knights/record.h) that the reader produces, and assumes the record
// is legal (run skb::seven_knights::check_rules first if unsure).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "solver/seven_knights/record.h"

namespace skb::seven_knights::reference {

struct ReferenceArrangement {
  std::optional<int> exclude;  // position index or none
  std::vector<int> order;      // position indices, left to right
  double probability = 0;
};

struct ReferenceResult {
  std::size_t deals = 0;             // size of the universe
  std::size_t consistent_deals = 0;  // deals with weight > 0
  // tiles[position][value code] (value code 0 = W, 1..7 Knights); values never dealt are 0.
  std::vector<std::array<double, 8>> tiles;
  std::vector<double> witch_team;  // per player
  double witch_absent = 0;
  // Every arrangement with probability > 0, in the spec's order (probability descending, ties
  // within 1e-12 chained and ordered by exclude (none first) then order, by position index).
  std::vector<ReferenceArrangement> arrangements;
};

// Enumerates every deal of the record's variant and player count, in play positions only
// (seats 0..N-1, then C1..), one vector of value codes per deal.
std::vector<std::vector<std::uint8_t>> reference_deals(const Record& record);

// Evaluates a question's predicate on one deal (values per position).
bool reference_evaluate(const Predicate& predicate, const std::vector<std::uint8_t>& deal);

// Solves the record deal by deal. Returns consistent_deals == 0 (and nothing else filled in)
// when no deal has positive weight.
ReferenceResult reference_solve(const Record& record);

}  // namespace skb::seven_knights::reference
