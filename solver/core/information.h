// Information measures: entropies in bits of distributions given by masses.
//
// Advice ranks choices by the information their outcome gives about a hidden quantity (the
// mutual information of the quantity and the outcome: its entropy before, minus the expected
// entropy after). Entropies are summed in extended precision like the masses they come from.
// Masses of a game's outcomes are sums of a few distinct world weights, so the same logarithms
// come up again and again: Log2Memo remembers the last few (long double logarithms are slow).
#pragma once

#include <cmath>
#include <cstddef>

#include "solver/core/likelihood.h"

namespace skb {

// log2 of values that repeat: the last few arguments and results, looked up before computing.
// Exact: a remembered result is the same computation's.
class Log2Memo {
 public:
  Mass operator()(Mass x) {
    for (std::size_t i = 0; i < size_; ++i)
      if (keys_[i] == x) return values_[i];
    const Mass value = std::log2(x);
    keys_[next_] = x, values_[next_] = value;
    next_ = next_ + 1 == kSize ? 0 : next_ + 1;
    if (size_ < kSize) ++size_;
    return value;
  }

 private:
  static constexpr std::size_t kSize = 8;
  Mass keys_[kSize], values_[kSize];  // the first size_ are set (left uninitialised: cheap to make)
  std::size_t size_ = 0, next_ = 0;
};

// p log2 p, with the logarithms remembered (see Log2Memo). The entropy of a distribution is
// minus the sum of p log2 p over its probabilities.
class PLogP {
 public:
  Mass operator()(Mass p) { return p * log2_(p); }

 private:
  Log2Memo log2_;
};

}  // namespace skb
