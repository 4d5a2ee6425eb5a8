#include "solver/mutiny/world.h"

namespace skb::mutiny {

std::vector<std::optional<Player>> confession_options(const Seating& seating) {
  std::vector<std::optional<Player>> out{std::nullopt};
  for (const Player p : seating.role_players())
    if (p != seating.holder(Role::chaplain)) out.emplace_back(p);
  return out;
}

std::vector<World> all_worlds(const Seating& seating) {
  std::vector<World> out;
  for (const Player m : seating.role_players())
    for (const std::optional<Player>& t : confession_options(seating)) out.push_back({m, t});
  return out;
}

Side side_in(const Seating& seating, const World& world, Player player) {
  if (player == world.mutineer) return Side::mutineer;
  if (player == seating.holder(Role::chaplain) && world.sworn()) return Side::mutineer;
  return Side::crew;
}

}  // namespace skb::mutiny
