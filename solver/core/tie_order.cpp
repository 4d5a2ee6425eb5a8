#include "solver/core/tie_order.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <functional>
#include <numeric>
#include <vector>

namespace skb {

namespace {

// Orders idx (indices into values) as sort_in_tie_order orders its items: values descending,
// every chain of values less than kTieTolerance apart by id.
void order_in_tie_order(std::vector<std::size_t>& idx, const std::vector<double>& values,
                        const std::vector<std::uint32_t>& ids) {
  std::sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) {
    if (values[a] != values[b]) return values[a] > values[b];
    return ids[a] < ids[b];
  });
  for (std::size_t start = 0; start < idx.size();) {
    std::size_t end = start + 1;
    while (end < idx.size() && values[idx[end - 1]] - values[idx[end]] < kTieTolerance) ++end;
    std::sort(idx.begin() + static_cast<std::ptrdiff_t>(start), idx.begin() + static_cast<std::ptrdiff_t>(end),
              [&](std::size_t a, std::size_t b) { return ids[a] < ids[b]; });
    start = end;
  }
}

}  // namespace

void sort_in_tie_order(std::vector<double>& probabilities, std::vector<std::uint32_t>& ids) {
  const std::vector<std::size_t> idx = top_in_tie_order(probabilities, ids, probabilities.size());
  std::vector<double> p2;
  std::vector<std::uint32_t> i2;
  for (auto i : idx) {
    p2.push_back(probabilities[i]);
    i2.push_back(ids[i]);
  }
  probabilities = std::move(p2);
  ids = std::move(i2);
}

std::vector<std::size_t> top_in_tie_order(const std::vector<double>& values, const std::vector<std::uint32_t>& ids,
                                          std::size_t top) {
  const std::size_t n = values.size();
  std::vector<std::size_t> idx;
  const auto everything = [&] {
    idx.resize(n);
    std::iota(idx.begin(), idx.end(), std::size_t{0});
    order_in_tie_order(idx, values, ids);
    if (idx.size() > top) idx.resize(top);
    return idx;
  };
  if (top >= n) return everything();
  if (top == 0) return idx;
  // The groups that reach the top: every item at least the top-th largest value, then, chain
  // link by chain link, every item less than the tolerance below the lowest taken. A long chain
  // of near-equal values would take a pass per link; past a few, order everything instead.
  double lowest = 0;
  if (top <= 16) {
    // The `top` largest values, kept sorted in a small array: one pass, no copy of the values.
    std::array<double, 16> largest{};
    std::size_t kept = 0;
    for (double v : values) {
      if (kept == top && !(v > largest[top - 1])) continue;
      std::size_t k = kept < top ? kept++ : top - 1;
      for (; k > 0 && largest[k - 1] < v; --k) largest[k] = largest[k - 1];
      largest[k] = v;
    }
    lowest = largest[top - 1];
  } else {
    std::vector<double> copy(values);
    std::nth_element(copy.begin(), copy.begin() + static_cast<std::ptrdiff_t>(top - 1), copy.end(), std::greater<>());
    lowest = copy[top - 1];
  }
  std::vector<bool> in(n, false);
  for (int pass = 0;; ++pass) {
    if (pass == 8) return everything();
    bool grew = false;
    const double threshold = lowest - kTieTolerance;
    for (std::size_t i = 0; i < n; ++i)
      if (!in[i] && values[i] > threshold) {
        in[i] = true, grew = true;
        lowest = std::min(lowest, values[i]);
      }
    if (!grew) break;
  }
  double highest = lowest;
  for (std::size_t i = 0; i < n; ++i)
    if (in[i]) {
      idx.push_back(i);
      highest = std::max(highest, values[i]);
    }
  if (highest - lowest < kTieTolerance) {
    // One group: its order is by id alone, and only the first `top` are wanted.
    const auto by_id = [&](std::size_t a, std::size_t b) { return ids[a] < ids[b]; };
    std::partial_sort(idx.begin(), idx.begin() + static_cast<std::ptrdiff_t>(top), idx.end(), by_id);
  } else {
    order_in_tie_order(idx, values, ids);
  }
  idx.resize(top);
  return idx;
}

namespace {

// Sorts idx[begin, end) by `key` descending (ties by index), then makes each chain of values
// less than kTieTolerance apart one group with the group's largest value; calls
// within(begin, end) for every group.
template <class Key, class Within>
void group_by(std::vector<std::size_t>& idx, std::size_t begin, std::size_t end, const Key& key, const Within& within) {
  std::sort(idx.begin() + static_cast<std::ptrdiff_t>(begin), idx.begin() + static_cast<std::ptrdiff_t>(end),
            [&](std::size_t a, std::size_t b) { return key(a) != key(b) ? key(a) > key(b) : a < b; });
  for (std::size_t start = begin; start < end;) {
    std::size_t stop = start + 1;
    while (stop < end && key(idx[stop - 1]) - key(idx[stop]) < kTieTolerance) ++stop;
    const double largest = key(idx[start]);
    for (std::size_t k = start; k < stop; ++k) key(idx[k]) = largest;
    within(start, stop);
    start = stop;
  }
}

}  // namespace

std::vector<std::size_t> rank_top(std::vector<RankKeys>& keys, std::size_t top) {
  const std::size_t n = keys.size();
  // The items that can reach the top: every item whose first key is within a chain of
  // tolerances of the top-th largest.
  std::vector<std::size_t> idx;
  if (top >= n) {
    idx.resize(n);
    for (std::size_t i = 0; i < n; ++i) idx[i] = i;
  } else if (top > 0) {
    std::vector<double> firsts(n);
    for (std::size_t i = 0; i < n; ++i) firsts[i] = keys[i].first;
    std::nth_element(firsts.begin(), firsts.begin() + static_cast<std::ptrdiff_t>(top - 1), firsts.end(),
                     std::greater<>());
    double threshold = firsts[top - 1] - kTieTolerance;
    std::vector<bool> in(n, false);
    for (bool grew = true; grew;) {
      grew = false;
      double lowest = threshold + kTieTolerance;
      for (std::size_t i = 0; i < n; ++i)
        if (!in[i] && keys[i].first >= threshold) {
          in[i] = true, grew = true;
          lowest = std::min(lowest, keys[i].first);
        }
      threshold = lowest - kTieTolerance;
    }
    for (std::size_t i = 0; i < n; ++i)
      if (in[i]) idx.push_back(i);
  }
  group_by(
      idx, 0, idx.size(), [&](std::size_t i) -> double& { return keys[i].first; },
      [&](std::size_t begin, std::size_t end) {
        group_by(
            idx, begin, end, [&](std::size_t i) -> double& { return keys[i].second; },
            [&](std::size_t b, std::size_t e) {
              std::sort(idx.begin() + static_cast<std::ptrdiff_t>(b), idx.begin() + static_cast<std::ptrdiff_t>(e));
            });
      });
  if (idx.size() > top) idx.resize(top);
  return idx;
}

}  // namespace skb
