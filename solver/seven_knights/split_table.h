// Split tables: the viewer's posterior compressed for weighing many questions that name the
// same positions and go to the same answerer.
//
// A question's value (see advise.h) needs, for each answer a, the mass P(a, r) of every
// arrangement r, then their total, maximum and entropy. P(a, r) sums w(d) L(a | d) over the
// deals d winning with r, and L depends on d only through the cell the question's positions
// hold in d (its truth) and whether the answerer is on the Witch team in d. So an arrangement's
// contribution is fixed by the multiset of (cell, team, weight) of its deals, its "signature";
// arrangements with equal signatures contribute equally. The table keeps each distinct
// signature once with its multiplicity, and weighing a question costs the size of the
// signatures, not of the deals: 8-player `standard`, where every arrangement has one deal,
// needs at most 8 cells x 2 x (distinct weights) signatures per position, however many deals.
#pragma once

#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

#include "enumerate/deal_set.h"
#include "enumerate/universe.h"
#include "solver/core/information.h"
#include "solver/seven_knights/record.h"
#include "solver/seven_knights/variant_tables.h"
#include "solver/seven_knights/viewer_posterior.h"

namespace skb::seven_knights {

// How a question splits the posterior: P(yes); the chance that the best arrangement is right
// after yes (after no), 0 for an impossible answer; the expected chance (the question's value);
// and the mutual information of the winning arrangement and the answer, in bits.
struct Split {
  Mass p_yes = 0, win_yes = 0, win_no = 0, expected = 0, info = 0;
};

class SplitTable {
 public:
  // `team` holds the deals (universe numbering) where the answerer is on the Witch team;
  // `first`, `second` (or -1) are the positions named, as in CandidateQuestion::cell.
  SplitTable(const ViewerPosterior& v, const Universe& u, const DealSet& team, int first, int second);

  // Weighs the question whose truth table over cells is `cells`, answered truthfully by the
  // Knights team and falsely with probability `lie_rate` by the Witch team. `entropy_before`
  // is the entropy in bits of the winning arrangement before the question. `scratch` is reused
  // between calls (one per thread). Without `with_info`, `info` is left 0 and no logarithm is
  // taken (the other fields are the same either way).
  Split weigh(std::uint64_t cells, Mass lie_rate, Mass entropy_before, std::vector<Mass>& scratch,
              bool with_info = true) const;

  std::size_t signatures() const { return count_.size(); }

 private:
  // A deal of a signature, packed small (the weighing streams through them): its weight is
  // weights_[weight], one of the posterior's few distinct weights.
  struct Member {
    std::uint8_t cell = 0;
    std::uint8_t team = 0;  // 1 if the answerer is on the Witch team
    std::uint16_t weight = 0;
  };
  std::vector<Mass> weights_;    // the posterior's distinct weights
  std::vector<Member> members_;  // signature s holds members_[start_[s] .. start_[s+1])
  std::vector<std::uint32_t> start_;
  std::vector<Mass> count_;  // arrangements with signature s
  Mass total_ = 0;
};

}  // namespace skb::seven_knights
