#include "solver/seven_knights/viewer_posterior.h"

#include <algorithm>

#include "solver/core/information.h"
#include "solver/seven_knights/posterior.h"

namespace skb::seven_knights {

ViewerPosterior viewer_posterior(const Record& r, const Evidence& e, const VariantTables& t) {
  WeightedDeals wd = weigh_deals(r, e);
  ViewerPosterior v;
  v.deals = std::move(wd.deals);
  v.weights = std::move(wd.weights);
  v.total = wd.total;
  v.arrangement.reserve(v.deals.size());
  for (auto d : v.deals) v.arrangement.push_back(t.arrangement_id(d));

  // By arrangement, then deal. A counting sort over arrangement ids (stable, so deals stay
  // ascending within an arrangement) when the ids are few against the deals; else one sort of
  // (arrangement, index) keys. Both give the same order.
  const std::size_t n = v.deals.size();
  v.by_arrangement.resize(n);
  const std::uint32_t arrangements = n == 0 ? 0 : *std::max_element(v.arrangement.begin(), v.arrangement.end()) + 1;
  if (arrangements <= 32 * n + 4096) {
    std::vector<std::uint32_t> start(std::size_t{arrangements} + 1, 0);
    for (auto a : v.arrangement) ++start[a + 1];
    for (std::size_t a = 0; a < arrangements; ++a) start[a + 1] += start[a];
    for (std::size_t i = 0; i < n; ++i) v.by_arrangement[start[v.arrangement[i]]++] = static_cast<std::uint32_t>(i);
  } else {
    std::vector<std::uint64_t> keys(n);
    for (std::size_t i = 0; i < n; ++i) keys[i] = std::uint64_t{v.arrangement[i]} << 32 | i;
    std::sort(keys.begin(), keys.end());
    for (std::size_t i = 0; i < n; ++i) v.by_arrangement[i] = static_cast<std::uint32_t>(keys[i]);
  }
  for (std::size_t i = 0; i < v.by_arrangement.size(); ++i)
    if (i == 0 || v.arrangement[v.by_arrangement[i]] != v.arrangement[v.by_arrangement[i - 1]])
      v.group_start.push_back(static_cast<std::uint32_t>(i));
  v.group_start.push_back(static_cast<std::uint32_t>(v.by_arrangement.size()));

  // The distinct weights: few (one per weight class), so a linear search usually does.
  for (Mass w : v.weights)
    if (std::find(v.distinct_weights.begin(), v.distinct_weights.end(), w) == v.distinct_weights.end()) {
      v.distinct_weights.push_back(w);
      if (v.distinct_weights.size() > 64) break;
    }
  if (v.distinct_weights.size() > 64) {
    v.distinct_weights = v.weights;
    std::sort(v.distinct_weights.begin(), v.distinct_weights.end());
    v.distinct_weights.erase(std::unique(v.distinct_weights.begin(), v.distinct_weights.end()),
                             v.distinct_weights.end());
  } else {
    std::sort(v.distinct_weights.begin(), v.distinct_weights.end());
  }
  v.weight_index.reserve(v.deals.size());
  for (Mass w : v.weights)
    v.weight_index.push_back(static_cast<std::uint16_t>(
        std::lower_bound(v.distinct_weights.begin(), v.distinct_weights.end(), w) - v.distinct_weights.begin()));
  return v;
}

Mass mass_in(const ViewerPosterior& v, const DealSet& deals) {
  Mass m = 0;
  for (std::size_t i = 0; i < v.deals.size(); ++i)
    if (deals.contains(v.deals[i])) m += v.weights[i];
  return m;
}

Spread arrangement_spread(const ViewerPosterior& v) {
  Spread s;
  PLogP plogp;
  // An arrangement won by one deal has that deal's weight as its mass: its entropy term is a
  // function of the weight, remembered per distinct weight (the same value, computed once).
  std::vector<Mass> term(v.distinct_weights.size());
  std::vector<std::uint8_t> term_known(term.size(), 0);
  for (std::size_t g = 0; g + 1 < v.group_start.size(); ++g) {
    if (v.group_start[g + 1] - v.group_start[g] == 1 && !term.empty()) {
      const std::uint32_t i = v.by_arrangement[v.group_start[g]];
      const Mass m = v.weights[i];
      s.best = std::max(s.best, m);
      const std::size_t w = v.weight_index[i];
      if (!term_known[w]) {
        const Mass p = m / v.total;
        term[w] = p > 0 ? plogp(p) : 0;
        term_known[w] = 1;
      }
      s.entropy -= term[w];  // subtracting 0 (for p = 0) leaves it unchanged
      continue;
    }
    Mass m = 0;
    for (std::uint32_t k = v.group_start[g]; k < v.group_start[g + 1]; ++k) m += v.weights[v.by_arrangement[k]];
    s.best = std::max(s.best, m);
    if (const Mass p = m / v.total; p > 0) s.entropy -= plogp(p);
  }
  return s;
}

}  // namespace skb::seven_knights
