// Viewer posterior: the deals a player considers possible, with their posterior weights, laid
// out for advice: every consistent deal with its (unnormalised) weight and winning arrangement,
// the deals grouped by arrangement, and the few distinct weights that occur (one per likelihood
// class), so that advice can sum masses per arrangement and compress deals into signatures
// (split_table.h) without looking weights up again.
#pragma once

#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "solver/core/likelihood.h"
#include "solver/seven_knights/evidence.h"
#include "solver/seven_knights/record.h"
#include "solver/seven_knights/variant_tables.h"

namespace skb::seven_knights {

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

// Returns the posterior mass of the deals in `deals` (a set over the universe), unnormalised.
Mass mass_in(const ViewerPosterior& posterior, const DealSet& deals);

// Returns what a player who knows the positions `known` (a bitmask) sees in a deal (its values
// per position in play): the values of those positions in index order, 3 bits a value, as one
// key. Deals with equal keys look alike to that player.
inline std::uint64_t observation_key(std::span<const std::uint8_t> deal, std::uint32_t known) {
  static_assert(kMaxValues <= 8, "observations pack a value in 3 bits");
  std::uint64_t key = 0;
  for (std::uint32_t k = known; k != 0; k &= k - 1)
    key = (key << 3) | deal[static_cast<std::size_t>(std::countr_zero(k))];
  return key;
}

// The winning arrangement's distribution under a viewer posterior: its largest mass and its
// entropy in bits.
struct Spread {
  Mass best = 0, entropy = 0;
};
Spread arrangement_spread(const ViewerPosterior& posterior);

}  // namespace skb::seven_knights
