// Tests for solver/core/likelihood.h: the likelihood class of a deal, read from its counters of
// true and false answers, and the class weights relative to the heaviest class, for the lie
// rates with special rules (0, 1, 1/2) and for ordinary ones, including records long enough that
// the plain product (1-λ)^t λ^f underflows even in long double.
#include <doctest/doctest.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "enumerate/deal_counter.h"
#include "enumerate/deal_set.h"
#include "solver/core/likelihood.h"

using skb::class_weights;
using skb::DealCounter;
using skb::DealSet;
using skb::LikelihoodClass;
using skb::Mass;

namespace {

DealSet set_of(std::size_t size, std::vector<std::size_t> deals) {
  DealSet s(size);
  for (auto d : deals) s.insert(d);
  return s;
}

// True iff a and b agree to `relative` of b.
bool close(Mass a, Mass b, Mass relative = 1e-15L) { return std::fabs(a - b) <= relative * std::fabs(b); }

}  // namespace

TEST_CASE("likelihood_class reads the counters as the lie rate needs") {
  // Universe of 10 deals. True answers: {1,3,5} twice and {3,7} once, so t(3) = 3, t(1) = 2,
  // t(7) = 1. False answers: {3,4} once and {4} once, so f(3) = 1, f(4) = 2.
  DealCounter t(10), f(10);
  t.add(set_of(10, {1, 3, 5}));
  t.add(set_of(10, {1, 3, 5}));
  t.add(set_of(10, {3, 7}));
  f.add(set_of(10, {3, 4}));
  f.add(set_of(10, {4}));
  // An ordinary rate: (t, f) as counted.
  CHECK(skb::likelihood_class(0.25, t, f, 3) == LikelihoodClass{3, 1});
  CHECK(skb::likelihood_class(0.25, t, f, 4) == LikelihoodClass{0, 2});
  CHECK(skb::likelihood_class(0.25, t, f, 0) == LikelihoodClass{0, 0});
  CHECK(skb::likelihood_class(0.75, t, f, 1) == LikelihoodClass{2, 0});
  // λ = 1/2: only t + f matters, held in true_answers: deal 3 has 3 + 1 = 4, deal 4 has 0 + 2 = 2.
  CHECK(skb::likelihood_class(0.5, t, f, 3) == LikelihoodClass{4, 0});
  CHECK(skb::likelihood_class(0.5, t, f, 4) == LikelihoodClass{2, 0});
  CHECK(skb::likelihood_class(0.5, t, f, 7) == LikelihoodClass{1, 0});
  // λ = 0 or 1: every consistent deal weighs 1, one class (0, 0).
  for (double lambda : {0.0, 1.0}) {
    CHECK(skb::likelihood_class(lambda, t, f, 3) == LikelihoodClass{0, 0});
    CHECK(skb::likelihood_class(lambda, t, f, 4) == LikelihoodClass{0, 0});
  }
}

TEST_CASE("classes order by true answers, then false answers") {
  // class_weights takes classes ascending; the order is lexicographic on (t, f).
  CHECK(LikelihoodClass{1, 1} < LikelihoodClass{2, 0});
  CHECK(LikelihoodClass{2, 0} < LikelihoodClass{2, 1});
  CHECK_FALSE(LikelihoodClass{2, 1} < LikelihoodClass{2, 1});
}

TEST_CASE("lie rates 0 and 1: every class weighs 1") {
  const std::vector<LikelihoodClass> one{{0, 0}};
  CHECK(class_weights(one, 0.0) == std::vector<Mass>{1.0L});
  CHECK(class_weights(one, 1.0) == std::vector<Mass>{1.0L});
  // Even if given several classes (likelihood_class never makes them at these rates), none is
  // weighed by λ^f, which would be 0 at λ = 0.
  const std::vector<LikelihoodClass> several{{0, 3}, {2, 0}, {5, 5}};
  CHECK(class_weights(several, 0.0) == std::vector<Mass>{1.0L, 1.0L, 1.0L});
  CHECK(class_weights(several, 1.0) == std::vector<Mass>{1.0L, 1.0L, 1.0L});
}

TEST_CASE("lie rate 1/2: 2^-(n - n_min) by the number of answers n = t + f") {
  // Classes n = 2, 3, 5 (as likelihood_class makes them: (t + f, 0)): each answer halves the
  // weight, relative to the fewest answers: 2^0, 2^-1, 2^-3, exactly.
  const std::vector<LikelihoodClass> classes{{2, 0}, {3, 0}, {5, 0}};
  CHECK(class_weights(classes, 0.5) == std::vector<Mass>{1.0L, 0.5L, 0.125L});
  // A single class weighs 1 whatever its n.
  CHECK(class_weights({{40000, 0}}, 0.5) == std::vector<Mass>{1.0L});
  // n = 100000 against n_min = 0: 2^-100000 is far below even long double's smallest
  // subnormal (2^-16445): 0, not an overflowed shift or a wrapped exponent.
  const std::vector<Mass> w = class_weights({{0, 0}, {100000, 0}}, 0.5);
  REQUIRE(w.size() == 2);
  CHECK(w[0] == 1.0L);
  CHECK(w[1] == 0.0L);
  // n - n_min = 64: 2^-64 exactly (well inside long double's range).
  CHECK(class_weights({{10, 0}, {74, 0}}, 0.5)[1] == std::ldexp(1.0L, -64));
}

TEST_CASE("an ordinary lie rate: weights relative to the heaviest class") {
  // λ = 0.25, classes (t=1,f=1) and (t=2,f=0), ascending. Weights 0.75*0.25 and 0.75^2; the
  // heaviest is (2,0): relative weights (0.75*0.25)/(0.75^2) = 1/3 and (0.75^2)/(0.75^2) = 1.
  std::vector<Mass> w = class_weights({{1, 1}, {2, 0}}, 0.25);
  REQUIRE(w.size() == 2);
  CHECK(close(w[0], 1.0L / 3));
  CHECK(w[1] == 1.0L);  // exp(0), exactly
  // λ = 0.75, the same classes: 0.25*0.75 and 0.25^2; the heaviest is now (1,1):
  // 1 and (0.25^2)/(0.25*0.75) = 1/3.
  w = class_weights({{1, 1}, {2, 0}}, 0.75);
  REQUIRE(w.size() == 2);
  CHECK(w[0] == 1.0L);
  CHECK(close(w[1], 1.0L / 3));
  // λ = 0.1, classes (0,2), (1,1), (2,0), (3,0): weights 0.01, 0.09, 0.81, 0.729; the heaviest
  // is (2,0) = 0.81: relative 0.01/0.81 = 1/81, 0.09/0.81 = 1/9, 1, 0.729/0.81 = 0.9.
  w = class_weights({{0, 2}, {1, 1}, {2, 0}, {3, 0}}, 0.1);
  REQUIRE(w.size() == 4);
  CHECK(close(w[0], 1.0L / 81, 1e-14L));
  CHECK(close(w[1], 1.0L / 9, 1e-14L));
  CHECK(w[2] == 1.0L);
  CHECK(close(w[3], 0.9L, 1e-14L));
}

TEST_CASE("the heaviest class weighs exactly 1 and no class weighs more") {
  // A single class is its own heaviest.
  CHECK(class_weights({{7, 3}}, 0.3) == std::vector<Mass>{1.0L});
  // Every class (t, f) with t + f = 6 at λ = 0.3: the heaviest is the one with most true answers
  // (0.7 > 0.3), i.e. (6,0), the last; (t,f) weighs (0.3/0.7)^(6-t) relative to it.
  std::vector<LikelihoodClass> classes;
  for (std::uint64_t t = 0; t <= 6; ++t) classes.push_back({t, 6 - t});
  const std::vector<Mass> w = class_weights(classes, 0.3);
  REQUIRE(w.size() == 7);
  CHECK(w[6] == 1.0L);
  for (std::size_t c = 0; c < 6; ++c) {
    CAPTURE(c);
    CHECK(close(w[c], std::pow(0.3L / 0.7L, static_cast<Mass>(6 - c)), 1e-14L));
    CHECK(w[c] < 1.0L);
  }
}

TEST_CASE("long records: weights come from exponent differences, nothing underflows") {
  // λ = 0.25, classes (0,10000) and (1,9999): plain weights 0.25^10000 = 2^-20000 and
  // 0.75 * 0.25^9999, both 0 even in long double. Relative to the heaviest, (1,9999):
  // 0.25/0.75 = 1/3 and 1.
  std::vector<Mass> w = class_weights({{0, 10000}, {1, 9999}}, 0.25);
  REQUIRE(w.size() == 2);
  CHECK(close(w[0], 1.0L / 3));
  CHECK(w[1] == 1.0L);
  // λ = 0.9, classes (20000,0) and (20001,0): 0.1^20000 underflows; relative weights 1 and 0.1.
  w = class_weights({{20000, 0}, {20001, 0}}, 0.9);
  REQUIRE(w.size() == 2);
  CHECK(w[0] == 1.0L);
  CHECK(close(w[1], 0.1L, 1e-14L));
}

TEST_CASE("no classes: no weights, at every lie rate") {
  for (double lambda : {0.0, 0.25, 0.5, 1.0}) CHECK(skb::class_weights({}, lambda).empty());
}
