#include "solver/core/likelihood.h"

#include <algorithm>
#include <cmath>

namespace skb {

LikelihoodClass likelihood_class(double lambda, const DealCounter& t, const DealCounter& f, std::size_t d) {
  if (lambda == 0.5) return {t.count(d) + f.count(d), 0};
  if (lambda != 0.0 && lambda != 1.0) return {t.count(d), f.count(d)};
  return {};
}

std::vector<Mass> class_weights(const std::vector<LikelihoodClass>& classes, double lie_rate) {
  std::vector<Mass> w(classes.size(), 1.0L);
  if (classes.empty() || lie_rate == 0.0 || lie_rate == 1.0) return w;  // one class, weight 1
  if (lie_rate == 0.5) {
    // Classes hold t + f in `true_answers` here, ascending. 2^-20000 is 0 even in long double.
    const std::uint64_t fewest = classes.front().true_answers;
    for (std::size_t c = 0; c < classes.size(); ++c)
      w[c] = std::ldexp(1.0L, -static_cast<int>(std::min<std::uint64_t>(classes[c].true_answers - fewest, 20000)));
    return w;
  }
  // Weights relative to the heaviest class, from the exact integer differences of the exponents
  // (t - t_h, f - f_h): no large logarithms cancel, so nothing is lost however long the record.
  const Mass log_true = std::log1p(-static_cast<Mass>(lie_rate)), log_false = std::log(static_cast<Mass>(lie_rate));
  auto log_weight = [&](std::size_t c, std::size_t h) {
    const auto dt = static_cast<std::int64_t>(classes[c].true_answers - classes[h].true_answers);
    const auto df = static_cast<std::int64_t>(classes[c].false_answers - classes[h].false_answers);
    return static_cast<Mass>(dt) * log_true + static_cast<Mass>(df) * log_false;
  };
  std::size_t heaviest = 0;
  for (std::size_t c = 1; c < classes.size(); ++c)
    if (log_weight(c, heaviest) > 0) heaviest = c;
  for (std::size_t c = 0; c < classes.size(); ++c) w[c] = std::exp(log_weight(c, heaviest));
  return w;
}

}  // namespace skb
