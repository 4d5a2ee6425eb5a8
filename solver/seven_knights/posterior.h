// Posterior: the exact answer to a record (rules.md, "What the solver computes").
//
// Every deal of the universe gets weight = prior x answer likelihoods x hard constraints. With
// lie rate λ, a deal's weight is (1-λ)^t λ^f, where t and f count the Witch-team answers that
// are true and false in it, and deals are weighed by likelihood class (solver/core/likelihood.h):
// every mass is an integer count of deals per class times the class weight, summed in class
// order, so mathematically equal masses come out bitwise equal and ties stay ties. Arrangements
// are ranked in the tie order of solver/core/tie_order.h, by arrangement id within a tie.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "solver/core/likelihood.h"
#include "solver/core/grid.h"
#include "solver/core/tie_order.h"
#include "solver/seven_knights/evidence.h"
#include "solver/seven_knights/record.h"
#include "solver/seven_knights/rules_check.h"
#include "solver/seven_knights/variant_tables.h"

namespace skb::seven_knights {

struct ArrangementOdds {
  Arrangement arrangement;
  double probability = 0;
};

struct Posterior {
  std::size_t deals = 0;                      // size of the universe
  std::size_t consistent_deals = 0;           // deals with weight > 0
  std::vector<int> values;                    // value code of each column of `tiles`: 1..k, then W if used
  Grid tiles;                                // positions in play x values: P(position holds value)
  std::vector<double> witch_team;             // per player: P(Witch or bewitched)
  double witch_absent = 0;                    // P(W is not in play)
  std::size_t arrangement_count = 0;          // arrangements whose probability (a double) is > 0
  std::size_t tied_for_first = 0;             // of those, how many tie with the likeliest (tie_order.h)
  std::vector<ArrangementOdds> arrangements;  // the first `top`, in the spec's order
  RecordFacts facts;                          // who knows what, the Captain
  std::vector<std::string> notes;             // what the viewer knows but the record does not state (notes.h)
};

struct SolveOptions {
  std::size_t top = 5;  // how many arrangements to return
  // The truth set of each of the record's question predicates, if the caller has them (see
  // gather_evidence); empty: compiled here.
  std::span<const DealSet> compiled_questions;
};

// Checks the record's rules and solves it. Throws RecordError for an illegal record and
// Contradiction (naming a smallest conflicting set of statements) when no deal satisfies it.
Posterior solve(const Record& record, const SolveOptions& options = {});

// The posterior weight of every consistent deal, unnormalised: each deal weighs its class's
// weight (relative to the heaviest class present). For callers that need deal-level weights
// (advice, what-if questions); masses summed from these are not tie-exact like `solve`'s.
struct WeightedDeals {
  std::vector<std::uint32_t> deals;  // the consistent deals, ascending
  std::vector<long double> weights;  // weight of each
  long double total = 0;             // sum of the weights
};

// Returns the weighted consistent deals of a record whose evidence has been gathered.
// The record must be legal and satisfiable (evidence.consistent non-empty).
WeightedDeals weigh_deals(const Record& record, const Evidence& evidence);

}  // namespace skb::seven_knights
