// Likelihood classes: exact weighing of worlds under a lying-answer model.
//
// Games with hidden roles record answers that a team may falsify: every answer from such a
// player is false with probability λ (the lie rate), true with 1-λ, while everyone else tells
// the truth. A world (a deal) in which t of those answers are true and f false then weighs
// (1-λ)^t λ^f. Worlds are grouped into classes by (t, f) (by t + f when λ = 1/2, where only the
// total matters; a single class when λ is 0 or 1, where every consistent world weighs 1), and
// every mass is an integer count of worlds per class times the class weight, summed in class
// order: mathematically equal masses with equal counts come out bitwise equal, so ties stay
// ties. Class weights are relative to the heaviest class present, from the exact integer
// differences of the exponents, so nothing underflows however many answers a record holds.
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "enumerate/deal_counter.h"

namespace skb {

// Masses are accumulated in extended precision and rounded to double once, at the end, so that
// probabilities are (almost always) the correctly rounded values of the exact fractions.
using Mass = long double;

struct LikelihoodClass {
  std::uint64_t true_answers = 0;   // answers from possible liars that are true in the world
  std::uint64_t false_answers = 0;  // ... and false in it
  auto operator<=>(const LikelihoodClass&) const = default;
};

// Returns the class of deal `deal` whose true and false answers are counted by `true_counts` and
// `false_counts`: (t, f); (t + f, 0) when λ = 1/2; (0, 0) when λ is 0 or 1. The counters are
// read only as far as the lie rate needs.
LikelihoodClass likelihood_class(double lie_rate, const DealCounter& true_counts, const DealCounter& false_counts,
                                 std::size_t deal);

// Returns each class's weight relative to the heaviest class: 1 for every class when λ is 0
// or 1; 2^-(n - n_min) when λ = 1/2 (classes as likelihood_class makes them, ascending); else
// exp of the exponent differences against the heaviest class. `classes` must be ascending.
std::vector<Mass> class_weights(const std::vector<LikelihoodClass>& classes, double lie_rate);

}  // namespace skb
