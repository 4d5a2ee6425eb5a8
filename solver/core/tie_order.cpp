#include "solver/core/tie_order.h"

#include <algorithm>
#include <cstddef>
#include <numeric>

namespace skb {

void sort_in_tie_order(std::vector<double>& probabilities, std::vector<std::uint32_t>& ids) {
  std::vector<std::size_t> idx(ids.size());
  std::iota(idx.begin(), idx.end(), 0);
  std::sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) {
    if (probabilities[a] != probabilities[b]) return probabilities[a] > probabilities[b];
    return ids[a] < ids[b];
  });
  for (std::size_t start = 0; start < idx.size();) {
    std::size_t end = start + 1;
    while (end < idx.size() && probabilities[idx[end - 1]] - probabilities[idx[end]] < kTieTolerance) ++end;
    std::sort(idx.begin() + static_cast<std::ptrdiff_t>(start), idx.begin() + static_cast<std::ptrdiff_t>(end),
              [&](std::size_t a, std::size_t b) { return ids[a] < ids[b]; });
    start = end;
  }
  std::vector<double> p2;
  std::vector<std::uint32_t> i2;
  for (auto i : idx) {
    p2.push_back(probabilities[i]);
    i2.push_back(ids[i]);
  }
  probabilities = std::move(p2);
  ids = std::move(i2);
}

}  // namespace skb
