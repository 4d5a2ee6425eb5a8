// Ties: when two computed values count as equal, and the order that breaks ties.
//
// Probabilities and chances are computed in floating point, so two mathematically equal values
// can differ in their last bits. Values less than tie_tolerance apart count as tied; where a
// report ranks things (arrangements, questions, Captains), tied values are ordered by a
// documented secondary key, never by rounding noise. The one tolerance, for every type it is
// compared in (the long double value is the literal itself, the double its nearest double).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace skb {

template <class T = double>
inline constexpr T tie_tolerance = static_cast<T>(1e-12L);
inline constexpr double kTieTolerance = tie_tolerance<double>;

// Sorts values into ranking order: descending; values less than kTieTolerance apart chain into
// one tie group, ordered by `ids` ascending (the caller's tie order). `ids[i]` belongs to
// values[i]; both vectors are permuted together.
void sort_in_tie_order(std::vector<double>& values, std::vector<std::uint32_t>& ids);

// Returns the indices of the first `top` items of sort_in_tie_order's order (of every item when
// top >= values.size()), without ordering the rest: only the items whose tie groups reach the
// top are looked at, and when they form one group (a uniform posterior: 40,320 equal
// arrangements), only the `top` smallest ids among them are sorted. Linear time plus a sort of
// the groups that reach the top, in the usual case.
std::vector<std::size_t> top_in_tie_order(const std::vector<double>& values, const std::vector<std::uint32_t>& ids,
                                          std::size_t top);

// Two ranking keys of an item, both "larger is better" (e.g. expected win, then information).
struct RankKeys {
  double first = 0, second = 0;
};

// Returns the indices of the best `top` items (all of them when top >= keys.size()), best
// first: by `first` descending, values less than tie_tolerance apart (chained, as in
// sort_in_tie_order) counting as equal; among those by `second` the same way; then by index
// (the caller's generation order). Tied values are made equal in `keys`: each tie group takes
// its largest value, so that mathematically equal values, computed along different paths,
// also print equal. Costs linear time plus a sort of the items that can reach the top.
std::vector<std::size_t> rank_top(std::vector<RankKeys>& keys, std::size_t top);

}  // namespace skb
