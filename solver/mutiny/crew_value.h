// Crew value: the exact probability that the crew wins a game of Mutiny from a given state on,
// when everyone plays a profile, as a reduced fraction.
//
// Every random choice of the profile is enumerated and equal situations are computed once:
// two states with the same dynamics (extensive_game.h) and the same context of the profile
// (profile.h) have the same value, so values are kept by those two keys. A value table
// (value_table.h) of the same profile supplies the value of every boundary state (boundary.h)
// without playing the game out from it: from any decision the evaluation then reaches at most
// the next boundary, which keeps `advise` within a second at any decision.
//
// Only the crew's chance is computed: every player's chance follows from it (each player is on
// the crew or on the Mutineer's side, fixed once the confession is made), which is the work of
// one fraction per state instead of one per player.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <unordered_map>

#include "solver/core/fraction.h"
#include "solver/mutiny/extensive_game.h"
#include "solver/mutiny/profile.h"
#include "solver/mutiny/value_table.h"

namespace skb::mutiny {

class CrewValue {
 public:
  struct Stats {
    std::uint64_t expanded = 0;    // states whose options were played out
    std::uint64_t merged = 0;      // states found computed already
    std::uint64_t from_table = 0;  // boundary states read from the table
  };

  // Values on `seating` under `profile`, reading `table` (if any) at the boundaries it covers
  // among `boundaries` (a bit per Boundary: all by default); `cancel`, when set, stops the work
  // (skb::Cancelled is thrown) within a few thousand states.
  CrewValue(const Seating& seating, const Profile& profile, const ValueTable* table = nullptr,
            const std::atomic<bool>* cancel = nullptr, std::uint8_t boundaries = 0xff);

  // Returns P(the crew wins) from `state` on, every player playing the profile.
  const Fraction& operator()(const State& state) { return value(state); }

  const Stats& stats() const { return stats_; }

 private:
  const Fraction& value(const State& state);
  // Returns the table's value of the boundary state `state`, or nullptr.
  const Fraction* from_table(const State& state);

  MutinyGame game_;  // perfect memory on the state's seating: its dynamics keys
  const Profile& profile_;
  const ValueTable* table_;
  const std::atomic<bool>* cancel_;
  std::uint8_t boundaries_;
  std::unordered_map<std::string, Fraction> memo_;
  Fraction zero_{0}, one_{1};
  Stats stats_;
};

}  // namespace skb::mutiny
