#include "solver/mutiny/outcome.h"

#include "solver/mutiny/rule_error.h"

namespace skb::mutiny {

bool is_terminal(const State& state) { return state.phase() == Phase::over; }

Side side_of(const State& state, Player player) {
  if (!state.seating().seated(player)) throw RuleError("there is no player " + std::to_string(player.index));
  if (player == state.mutineer()) return Side::mutineer;
  if (player == state.holder(Role::chaplain) && state.chaplain_sworn()) return Side::mutineer;
  return Side::crew;
}

bool crew_wins(const State& state) {
  if (!is_terminal(state)) throw RuleError("the game is not over yet: nobody has won");
  return state.guilty() == state.mutineer();
}

Side winning_side(const State& state) { return crew_wins(state) ? Side::crew : Side::mutineer; }

std::vector<Player> winners(const State& state) {
  const Side side = winning_side(state);
  std::vector<Player> out;
  for (const Player p : state.seating().everyone()) {
    if (side_of(state, p) == side) out.push_back(p);
  }
  return out;
}

}  // namespace skb::mutiny
