#include "solver/mutiny/record.h"

#include "solver/core/record_text.h"

namespace skb::mutiny {

std::optional<Player> Record::find_player(std::string_view name) const {
  const std::string normal = skb::nfc(name);
  for (std::size_t i = 0; i < players.size(); ++i)
    if (players[i] == normal) return Player{static_cast<int>(i)};
  return std::nullopt;
}

std::string Record::player_list() const {
  std::string out;
  for (const std::string& p : players) out += (out.empty() ? "" : ", ") + p;
  return out;
}

}  // namespace skb::mutiny
