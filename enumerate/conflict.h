// Conflict: a smallest group of constraints that no deal satisfies together.
//
// Each constraint is given by its support, the set of deals it allows. A group conflicts when
// the intersection of its supports is empty. The search first finds an irreducible conflict
// (removing any member leaves a non-empty intersection) by linear insertion, then looks for a
// smaller one by trying every group of fewer members, in lexicographic order, within a fixed
// budget of set operations so that the result does not depend on the machine's speed.
//
// Supports may be given all at once (a vector) or one at a time by a function, for callers whose
// constraints are too many to keep every support in memory (explain_conflict chooses).
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "enumerate/deal_set.h"

namespace skb {

// Returns the support of constraint i (0 <= i < count).
using SupportOf = std::function<DealSet(std::size_t)>;

// Returns the indices (ascending) of an irreducible conflicting group among `count` constraints
// whose supports `support` gives (each may be asked for several times), intersected with
// `everything`; or an empty vector if all supports intersect. Linear insertion: the candidates
// are always a prefix 0..limit-1 of the constraints; each round scans them, intersecting with
// the group found so far, stops at the first that empties the intersection, adds it to the
// group and keeps only the candidates before it. Memory: a few deal sets.
std::vector<std::size_t> irreducible_conflict(std::size_t count, const DealSet& everything, const SupportOf& support);

// Returns the indices (ascending) of a smallest conflicting group among `supports`, or an
// empty vector if all supports intersect (no conflict). With `budget` word operations or
// fewer left for the exhaustive phase, the irreducible group found first is returned as is.
std::vector<std::size_t> smallest_conflict(const std::vector<DealSet>& supports, std::size_t universe_size,
                                           std::size_t budget = 200'000'000);

// Returns a conflicting group among `count` constraints over a universe of `universe_size`
// deals, as small as memory allows: when every support fits in `memory_bytes`, a smallest one
// (smallest_conflict); otherwise the first supports that fit are kept, the others recomputed as
// needed, and the group is an irreducible one (as smallest_conflict gives when its budget runs
// out). Empty if all supports intersect.
std::vector<std::size_t> explain_conflict(std::size_t count, std::size_t universe_size, const SupportOf& support,
                                          std::size_t memory_bytes = std::size_t{64} << 20);

}  // namespace skb
