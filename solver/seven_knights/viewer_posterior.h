// Viewer posterior: the deals a player considers possible, with their posterior weights, laid
// out for advice: every consistent deal with its (unnormalised) weight and winning arrangement,
// the deals grouped by arrangement, and the few distinct weights that occur (one per likelihood
// class), so that advice can sum masses per arrangement and compress deals into signatures
// (split_table.h) without looking weights up again.
#pragma once

#include <cstdint>
#include <vector>

#include "solver/core/likelihood.h"
#include "solver/seven_knights/evidence.h"
#include "solver/seven_knights/record.h"
#include "solver/seven_knights/variant_tables.h"

namespace skb {

// The viewer's consistent deals with their posterior weights (unnormalised), their winning
// arrangements, and the deals grouped by arrangement.
struct ViewerPosterior {
  std::vector<std::uint32_t> deals;        // ascending deal numbers of the universe
  std::vector<Mass> weights;               // weight of each
  std::vector<std::uint32_t> arrangement;  // winning arrangement of each
  Mass total = 0;
  std::vector<std::uint32_t> by_arrangement;  // indices into `deals`, by arrangement then deal
  std::vector<std::uint32_t> group_start;     // arrangement groups of by_arrangement; one extra at the end
  std::vector<Mass> distinct_weights;         // the weights that occur, ascending
  std::vector<std::uint16_t> weight_index;    // per deal, into distinct_weights
};

// Returns the weighted consistent deals of a legal, satisfiable record from the viewer's
// (or, without a view, a spectator's) knowledge.
ViewerPosterior viewer_posterior(const Record& record, const Evidence& evidence, const VariantTables& tables);

// The winning arrangement's distribution under a viewer posterior: its largest mass and its
// entropy in bits.
struct Spread {
  Mass best = 0, entropy = 0;
};
Spread arrangement_spread(const ViewerPosterior& posterior);

}  // namespace skb
