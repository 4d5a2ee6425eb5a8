#include "enumerate/conflict.h"

#include <algorithm>
#include <functional>

namespace skb {

namespace {

// Linear insertion: the core grows by the element whose addition first empties the running
// intersection of core + earlier candidates; later candidates are dropped each round.
std::vector<std::size_t> irreducible_conflict(const std::vector<DealSet>& supports, std::size_t size) {
  std::vector<std::size_t> candidates(supports.size());
  for (std::size_t i = 0; i < candidates.size(); ++i) candidates[i] = i;
  std::vector<std::size_t> core;
  while (true) {
    DealSet acc = DealSet::all(size);
    for (auto i : core) acc &= supports[i];
    if (acc.empty()) break;
    std::size_t stop = candidates.size();
    for (std::size_t k = 0; k < candidates.size(); ++k) {
      acc &= supports[candidates[k]];
      if (acc.empty()) {
        stop = k;
        break;
      }
    }
    if (stop == candidates.size()) return {};  // everything together is satisfiable
    core.push_back(candidates[stop]);
    candidates.resize(stop);
  }
  std::sort(core.begin(), core.end());
  return core;
}

}  // namespace

std::vector<std::size_t> smallest_conflict(const std::vector<DealSet>& supports, std::size_t size, std::size_t budget) {
  std::vector<std::size_t> best = irreducible_conflict(supports, size);
  if (best.size() <= 1) return best;
  const std::size_t words = (size + 63) / 64;
  const std::size_t n = supports.size();
  // Try every group of k < |best| members, smallest k first, lexicographically.
  for (std::size_t k = 1; k < best.size(); ++k) {
    std::vector<std::size_t> pick;
    std::vector<DealSet> prefix;  // prefix[j] = intersection of the first j+1 picks
    bool found = false, exhausted = false;
    std::function<void(std::size_t)> search = [&](std::size_t from) {
      if (found || exhausted) return;
      for (std::size_t i = from; i + (k - pick.size()) <= n; ++i) {
        if (budget < words) {
          exhausted = true;
          return;
        }
        budget -= words;
        DealSet acc = prefix.empty() ? supports[i] : prefix.back() & supports[i];
        if (acc.empty()) {
          if (pick.size() + 1 == k) {
            pick.push_back(i);
            found = true;
            return;
          }
          continue;  // a smaller group already conflicts; it would have been found earlier
        }
        if (pick.size() + 1 == k) continue;
        pick.push_back(i);
        prefix.push_back(std::move(acc));
        search(i + 1);
        if (found || exhausted) return;
        pick.pop_back();
        prefix.pop_back();
      }
    };
    search(0);
    if (found) return pick;
    if (exhausted) break;
  }
  return best;
}

}  // namespace skb
