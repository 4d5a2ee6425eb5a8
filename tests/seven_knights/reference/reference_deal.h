// Per-deal pieces of the reference solver (reference_solver.h), exposed so that property tests
// can ask about one deal, e.g. "does the true deal have positive weight?". Same plain,
// deal-by-deal implementation as reference_solve; nothing here uses the bitset solver.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "solver/seven_knights/record.h"
#include "tests/seven_knights/reference/reference_solver.h"

namespace skb::seven_knights::reference {

// Returns the position holding W in a deal (values per position in play), or nothing if W is
// aside or not in the variant.
std::optional<int> reference_witch_position(const std::vector<std::uint8_t>& deal);

// Returns, per player, whether the player is on the Witch team in this deal: the seat holds W,
// or the player inspected the position holding W.
std::vector<bool> reference_witch_team(const Record& record, const std::vector<std::uint8_t>& deal);

// Returns the deal's weight relative to the prior: 0 if a tile fact or a vote rules it out or a
// Knights-team answer is false; otherwise (1 - λ)^t λ^f over the Witch-team answers, t of them
// true and f false in the deal.
double reference_weight(const Record& record, const std::vector<std::uint8_t>& deal);

// Returns the arrangement that wins in the deal (probability left 0): W's position excluded
// (none if W is not in play), the other positions in ascending order of their tiles.
ReferenceArrangement reference_winning_arrangement(const std::vector<std::uint8_t>& deal);

// The spec's tie order of two arrangements (json-output.md): `exclude` with none first, then
// `order` lexicographically, positions compared by index. Returns true if a comes first.
bool reference_tie_less(const ReferenceArrangement& a, const ReferenceArrangement& b);

}  // namespace skb::seven_knights::reference
