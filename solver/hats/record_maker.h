// Records of simulated games: a game played with a policy in every seat, written down as a
// `.hats` record (record.h) with what every looker saw, so that any player (or a spectator) can
// be its viewer, together with the true faces of the table's hats when the record ends. Used by
// `skb hats simulate --record-out`, the tests (the conformance suite) and the notebooks.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>

#include "solver/hats/policy.h"
#include "solver/hats/record.h"

namespace skb::hats {

struct MadeRecord {
  Record record;
  // The true face of every remaining position's hat at the end of the record.
  std::array<std::optional<Kind>, kPositions> truth{};
};

// Plays a game seeded by `seed` (as the simulation's game i with that seed would be) with
// policies[s] in seat s, and records it up to `turns` turns (the whole game when nothing), with
// `view` as the record's viewer. The record's statements are left empty: write it with
// write_record and read it back to have them.
MadeRecord make_record(int players, Variant variant, std::span<const Policy* const> policies, std::uint64_t seed,
                       std::optional<int> turns, std::optional<int> view);

}  // namespace skb::hats
