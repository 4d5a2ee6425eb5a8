// Conflict: a smallest group of constraints that no deal satisfies together.
//
// Each constraint is given as its support, the set of deals it allows. A group conflicts when
// the intersection of its supports is empty. The search first finds an irreducible conflict
// (removing any member leaves a non-empty intersection) by linear insertion, then looks for a
// smaller one by trying every group of fewer members, in lexicographic order, within a fixed
// budget of set operations so that the result does not depend on the machine's speed.
#pragma once

#include <cstddef>
#include <vector>

#include "enumerate/deal_set.h"

namespace skb {

// Returns the indices (ascending) of a smallest conflicting group among `supports`, or an
// empty vector if all supports intersect (no conflict). With `budget` word operations or
// fewer left for the exhaustive phase, the irreducible group found first is returned as is.
std::vector<std::size_t> smallest_conflict(const std::vector<DealSet>& supports, std::size_t universe_size,
                                           std::size_t budget = 200'000'000);

}  // namespace skb
