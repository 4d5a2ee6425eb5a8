// World: one way the hidden part of a game of Mutiny can be, as the solver weighs it.
//
// What nobody sees at the table is who the Mutineer is (one of the four role players) and whom
// the Chaplain heard in his confession (nobody, or one of the three other role players). Every
// public action, and what each player saw for themselves, is a function of these two: a world
// is the pair, and a seating has 4 x 4 = 16 of them. The order of worlds is fixed (the index of
// every table the solver keeps per world): the Mutineer in seat order, and for each the
// confession target: nobody, then the three role players other than the Chaplain in seat order.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "solver/mutiny/report.h"
#include "solver/mutiny/seating.h"
#include "solver/mutiny/types.h"

namespace skb::mutiny {

struct World {
  Player mutineer;
  std::optional<Player> confession;  // the Chaplain's confession target; nothing: he heard nobody

  // Returns whether the Chaplain is sworn in this world: he heard the Mutineer's confession.
  bool sworn() const { return confession == mutineer; }
  friend bool operator==(const World&, const World&) = default;
};

inline constexpr std::size_t world_count = 16;

// Returns the confession targets the Chaplain can choose from: nobody first, then the three
// other role players in seat order.
std::vector<std::optional<Player>> confession_options(const Seating& seating);

// Returns the 16 worlds of `seating`, in the order described above.
std::vector<World> all_worlds(const Seating& seating);

// Returns the side `player` is on in `world`: the Mutineer's side for the Mutineer and a sworn
// Chaplain, the crew for everyone else.
Side side_in(const Seating& seating, const World& world, Player player);

// Returns the weight `report`, made by `reporter`, gives `world` when the Mutineer's side lies
// with probability `lie_rate` (rules.md): 1 for silence, which states nothing; for a reporter on
// the crew's side in that world, 1 if the report is true and 0 if it is false; for the
// Mutineer's side, 1 - lie_rate if true and lie_rate if false. The one home of the rule: the
// posterior weighs records with it exactly (Fraction, the record's lie rate), the profiles'
// beliefs with lie rate 1/2 (belief.h).
template <class Number>
Number report_weight(const Seating& seating, const World& world, Player reporter, const Report& report,
                     const Number& lie_rate) {
  const std::optional<bool> truth = report_truth(report, world.mutineer, world.confession);
  if (!truth) return Number(1);
  if (side_in(seating, world, reporter) == Side::crew) return Number(*truth ? 1 : 0);
  return *truth ? Number(1 - lie_rate) : Number(lie_rate);
}

}  // namespace skb::mutiny
