#include "solver/seven_knights/record.h"

namespace skb {

std::string Record::position_name(int position) const {
  if (is_seat(position)) return players[position];
  return "C" + std::to_string(position - player_count() + 1);
}

std::optional<int> Record::find_player(std::string_view name) const {
  for (int i = 0; i < player_count(); ++i)
    if (players[i] == name) return i;
  return std::nullopt;
}

std::optional<int> Record::find_position(std::string_view name) const {
  if (name.size() == 2 && name[0] == 'C' && name[1] >= '1' && name[1] <= '4') {
    int slot = name[1] - '1';
    if (slot < center_count()) return player_count() + slot;
    return std::nullopt;
  }
  return find_player(name);
}

}  // namespace skb
