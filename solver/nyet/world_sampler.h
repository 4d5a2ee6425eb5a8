// Consistent worlds drawn uniformly from what a record's writer knows: every seat's hand as it
// is now and its discards, and with 2 players the cards set aside, the known ones as the record
// says and the unseen cards placed by DealSampler (sampler.h), so that every consistent deal
// (locations.h) is drawn with the same probability. A world whose hands are all known is a
// position a double-dummy search can play out (with the record's trick in progress).
#pragma once

#include <vector>

#include "solver/core/random.h"
#include "solver/nyet/locations.h"
#include "solver/nyet/sampler.h"

namespace skb::nyet {

struct World {
  std::vector<CardSet> hands;     // by seat, now
  std::vector<CardSet> discards;  // by seat (unseen discards included)
  CardSet aside;                  // 2 players
};

class WorldSampler {
 public:
  // Throws CountTooLarge for too large a table, and std::invalid_argument when no deal is
  // consistent (locate() says which statements conflict).
  explicit WorldSampler(const Replay& replay);
  World sample(Rng& rng) const;

  // The counting problem of the unseen cards (locations.h), whose places are in problem order.
  const DealProblem& problem() const { return problem_; }
  // Returns the world in which the unseen cards are as `by_place` says (one CardSet per place of
  // problem(), as DealSampler::sample or enumerate_deals gives them).
  World world_of(const std::vector<CardSet>& by_place) const;

 private:
  World known_;
  std::vector<Place> places_;
  DealProblem problem_;
  DealSampler sampler_;
};

}  // namespace skb::nyet
