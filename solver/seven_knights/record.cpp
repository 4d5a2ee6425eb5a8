#include "solver/seven_knights/record.h"

namespace skb::seven_knights {

std::optional<int> parse_center_slot(std::string_view name) {
  if (name.size() == 2 && name[0] == 'C' && name[1] >= '1' && name[1] < '1' + kMaxCenter) return name[1] - '1';
  return std::nullopt;
}

std::string Record::position_name(int position) const {
  if (is_seat(position)) return players[position];
  return "C" + std::to_string(position - player_count() + 1);
}

std::optional<int> Record::find_player(std::string_view name) const {
  for (int i = 0; i < player_count(); ++i)
    if (players[i] == name) return i;
  // Names are kept in NFC: the same name written with decomposed characters is the same player.
  const std::string normal = skb::nfc(name);
  if (normal != name)
    for (int i = 0; i < player_count(); ++i)
      if (players[i] == normal) return i;
  return std::nullopt;
}

std::optional<int> Record::find_position(std::string_view name) const {
  if (const auto slot = parse_center_slot(name)) {
    if (*slot < center_count()) return player_count() + *slot;
    return std::nullopt;
  }
  return find_player(name);
}

}  // namespace skb::seven_knights
