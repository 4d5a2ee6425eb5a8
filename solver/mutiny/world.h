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

}  // namespace skb::mutiny
