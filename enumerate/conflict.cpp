#include "enumerate/conflict.h"

#include <algorithm>
#include <functional>

namespace skb {

std::vector<std::size_t> irreducible_conflict(std::size_t count, const DealSet& everything, const SupportOf& support) {
  std::vector<std::size_t> core;
  DealSet core_deals = everything;
  std::size_t limit = count;
  while (!core_deals.empty()) {
    DealSet acc = core_deals;
    std::size_t stop = limit;
    for (std::size_t k = 0; k < limit; ++k) {
      acc &= support(k);
      if (acc.empty()) {
        stop = k;
        break;
      }
    }
    if (stop == limit) return {};  // everything together is satisfiable
    core.push_back(stop);
    core_deals &= support(stop);
    limit = stop;
  }
  std::sort(core.begin(), core.end());
  return core;
}

std::vector<std::size_t> smallest_conflict(const std::vector<DealSet>& supports, std::size_t size, std::size_t budget) {
  std::vector<std::size_t> best =
      irreducible_conflict(supports.size(), DealSet::all(size), [&](std::size_t i) { return supports[i]; });
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

std::vector<std::size_t> explain_conflict(std::size_t count, std::size_t universe_size, const SupportOf& support,
                                          std::size_t memory_bytes) {
  const std::size_t set_bytes = (universe_size + 63) / 64 * sizeof(std::uint64_t);
  if (count * set_bytes <= memory_bytes) {
    // The usual case: every support in memory, and the smallest conflict within the search budget.
    std::vector<DealSet> supports;
    supports.reserve(count);
    for (std::size_t i = 0; i < count; ++i) supports.push_back(support(i));
    return smallest_conflict(supports, universe_size);
  }
  // Too many constraints: keep the first supports that fit, recompute the others, and settle for
  // an irreducible conflict.
  const std::size_t cached = memory_bytes / set_bytes;
  std::vector<DealSet> cache;
  cache.reserve(cached);
  for (std::size_t i = 0; i < cached; ++i) cache.push_back(support(i));
  return irreducible_conflict(count, DealSet::all(universe_size),
                              [&](std::size_t i) { return i < cached ? cache[i] : support(i); });
}

}  // namespace skb
