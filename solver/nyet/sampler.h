// Exact uniform sampling of consistent deals: every assignment of the cards of a DealProblem
// (deal_problem.h) that the counts count is drawn with the same probability.
//
// The counting tables of count_table.h, kept for every prefix of the card classes, say how many
// ways each fill can be reached; a deal is drawn backwards from the full fill: the last class's
// spread over the place classes with probability (ways to reach the fill it leaves) times (its
// number of arrangements) over the total, then the class before, and so on. Then, uniformly,
// which cards of each class go to each place class (a shuffle), and how each place class's cards
// split among its places (another). Every draw uses skb::Rng through solver/core/random.h
// (below(), shuffle()); draws below counts that pass 64 bits take several words, rejecting the
// top, incomplete block, so the choice stays exact.
#pragma once

#include <memory>
#include <vector>

#include "solver/core/random.h"
#include "solver/nyet/deal_problem.h"

namespace skb::nyet {

class DealSampler {
 public:
  // Prepares the tables. Throws CountTooLarge (count_table.h) for too large a table, and
  // std::invalid_argument when no deal exists.
  explicit DealSampler(const DealProblem& problem);
  ~DealSampler();
  DealSampler(DealSampler&&) noexcept;
  DealSampler& operator=(DealSampler&&) noexcept;

  // Returns a deal drawn uniformly: the cards of each place, by place.
  std::vector<CardSet> sample(Rng& rng) const;

  // The prefix tables (sampler.cpp), in 128-bit or GMP integers.
  struct Tables;

 private:
  DealProblem problem_;
  Reduction reduction_;
  std::unique_ptr<Tables> tables_;
};

}  // namespace skb::nyet
