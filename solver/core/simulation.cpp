#include "solver/core/simulation.h"

#include <algorithm>
#include <cmath>

namespace skb {

Interval wilson_interval(std::uint64_t successes, std::uint64_t trials) {
  return wilson_interval_fractional(static_cast<double>(successes), trials);
}

Interval wilson_interval_fractional(double successes, std::uint64_t trials) {
  if (trials == 0) return {};
  const double z = 1.959963984540054;
  const double n = static_cast<double>(trials), p = successes / n;
  const double denominator = 1 + z * z / n;
  const double centre = (p + z * z / (2 * n)) / denominator;
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator;
  // At 0 (or all) successes the bound is exactly 0 (or 1); computed, it is off by a rounding
  // error (6.9e-18 for 0 of 50, 0.9999999999999999 for 10 of 10).
  return {successes <= 0 ? 0.0 : std::max(0.0, centre - half), successes >= n ? 1.0 : std::min(1.0, centre + half)};
}

MeanEstimate mean_estimate(std::uint64_t count, double sum, double sum2) {
  if (count == 0) return {};
  const auto n = static_cast<double>(count);
  const double mean = sum / n;
  const double var = count > 1 ? std::max(0.0, (sum2 - n * mean * mean) / (n - 1)) : 0;
  return {mean, std::sqrt(var / n)};
}

}  // namespace skb
