// Every consistent deal of a DealProblem (deal_problem.h), listed with its weight, for when they
// are few: the exact single-dummy value (advice.h) averages over all of them.
//
// The three 1s of a colour play alike, so a deal is listed once per *outcome*: how many copies
// of each kind every place holds. An outcome in which a place holds n_p of a kind's u unseen
// copies stands for u! / (n_1! ... n_k!) physical assignments (which copy goes where), the
// product over the kinds being its weight; the weights add up to count_deals(problem). Each
// outcome is given as one physical assignment (the lowest copies to the first places).
//
// The listing goes kind by kind, spreading a kind's copies over the places that allow it and
// still have room, and prunes a partial deal the moment the cards left cannot fill the room
// left: by Hall's condition on the card groups (no set of groups has more cards left than the
// room left in the places that allow any of them), which, the cards left equalling the room
// left, is exact (Gale's theorem on transportation problems); so every branch reaches an
// outcome and the work is about the outcomes times the kinds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "solver/nyet/deal_problem.h"

namespace skb::nyet {

struct WeightedDeal {
  std::vector<CardSet> places;  // the cards of each place, in problem order
  std::uint64_t weight = 1;     // the physical assignments it stands for
};

// Thrown when a listing would pass its limit.
class TooManyDeals : public std::length_error {
 public:
  explicit TooManyDeals(std::size_t limit);
};

// Returns every outcome of `problem` with its weight, in a fixed order (kinds in lane order, a
// kind's copies spread first to the first places). Throws TooManyDeals when there are more than
// `limit` outcomes, std::invalid_argument for a problem with more than kMaxPlaces places.
std::vector<WeightedDeal> enumerate_deals(const DealProblem& problem, std::size_t limit);

}  // namespace skb::nyet
