// Exact counts of consistent deals and the card-location probabilities they give
// (deal_problem.h for the problem, count_table.h for the dynamic programme).
//
// One table per card class k counts every other class's cards into the place classes; the cards
// of k then fill what is left, so the table gives, for every spread n of k over the place classes,
// the number W(n) of deals with that spread. By symmetry, given the spread, which cards of k go
// where is uniform, and so is the split of a place class's cards among its places. Hence, for a
// card of class k and a place p of place class m (capacity c, p holding a of it):
//   P(the card is in p) = E[n_m] / s_k * a / c,
//   P(p holds none of j given cards of k) = E[ sum_t H(t | j, s_k, n_m) * C(c - a, t) / C(c, t) ],
// with H the hypergeometric chance that t of the j cards are among the n_m sent to m. The tables
// for every k come from a divide-and-conquer over the classes (each class added O(log K)
// times), in checked 128-bit integers, redone with GMP integers if a count passes 2^128.
#pragma once

#include <vector>

#include <gmpxx.h>

#include "solver/core/fraction.h"
#include "solver/nyet/deal_problem.h"

namespace skb::nyet {

// Returns the number of deals of `problem` (one table, no marginals). Throws CountTooLarge.
mpz_class count_deals(const DealProblem& problem);

class DealCounts {
 public:
  // Counts the deals of `problem`. Throws CountTooLarge (count_table.h) if the table would be
  // too large.
  explicit DealCounts(const DealProblem& problem);

  // The number of consistent deals (assignments of the physical cards).
  const mpz_class& count() const { return count_; }
  // P(a given card of group `group` is in place `place`); 0 when there is no deal.
  Fraction single(int group, int place) const;
  // P(place `place` holds none of `copies` given cards of group `group`).
  Fraction none(int group, int copies, int place) const;

  const Reduction& reduction() const { return reduction_; }

 private:
  template <class Int>
  void run();

  DealProblem problem_;
  Reduction reduction_;
  mpz_class class_total_;  // deals counted by class (before splitting place classes into places)
  mpz_class count_;
  std::vector<std::vector<mpz_class>> spread_sum_;                // [k][m]: sum of W(n) n_m
  std::vector<std::vector<std::vector<mpz_class>>> spread_;       // [k][m][x]: sum of W(n) with n_m = x
};

}  // namespace skb::nyet
