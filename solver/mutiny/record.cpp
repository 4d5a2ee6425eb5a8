#include "solver/mutiny/record.h"

#include "solver/core/record_text.h"

namespace skb::mutiny {

std::string_view keyword(StatementKind kind) {
  switch (kind) {
    case StatementKind::players:
      return "players";
    case StatementKind::boatswain:
      return "boatswain";
    case StatementKind::chaplain:
      return "chaplain";
    case StatementKind::helmsman:
      return "helmsman";
    case StatementKind::navigator:
      return "navigator";
    case StatementKind::view:
      return "view";
    case StatementKind::lie_rate:
      return "lie-rate";
    case StatementKind::confession_rate:
      return "confession-rate";
    case StatementKind::fact:
      return "fact";
    case StatementKind::search:
      return "search";
    case StatementKind::report:
      return "report";
    case StatementKind::innocence_vote:
      return "innocence-vote";
    case StatementKind::dead_reckoning:
      return "dead-reckoning";
    case StatementKind::condemn:
      return "condemn";
    case StatementKind::wait:
      return "wait";
    case StatementKind::guilt_vote:
      return "guilt-vote";
    case StatementKind::forgive:
      return "forgive";
    case StatementKind::change_course:
      return "change-course";
    case StatementKind::move:
      return "move";
  }
  return "?";
}

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
