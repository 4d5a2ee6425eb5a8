#include "solver/mutiny/seating.h"

#include "solver/mutiny/rule_error.h"

namespace skb::mutiny {

Seating Seating::make(int players, const std::array<Player, role_count>& holders) {
  if (players < min_players || players > max_players) {
    throw RuleError("Mutiny is played by 4, 5 or 6 players, not " + std::to_string(players));
  }
  for (int r = 0; r < role_count; ++r) {
    const Player p = holders[static_cast<std::size_t>(r)];
    if (p.index < 0 || p.index >= players) {
      throw RuleError("the " + std::string(role_name(all_roles[static_cast<std::size_t>(r)])) + " must be one of the " +
                      std::to_string(players) + " players (0.." + std::to_string(players - 1) + "), not player " +
                      std::to_string(p.index));
    }
    for (int s = 0; s < r; ++s) {
      if (holders[static_cast<std::size_t>(s)] == p) {
        throw RuleError("player " + std::to_string(p.index) + " cannot hold two crew cards");
      }
    }
  }
  return Seating(players, holders);
}

Seating Seating::standard(int players) { return make(players, {Player{0}, Player{1}, Player{2}, Player{3}}); }

std::optional<Role> Seating::role_of(Player player) const {
  if (!seated(player)) throw RuleError("there is no player " + std::to_string(player.index) + " at the table");
  for (const Role r : all_roles) {
    if (holder(r) == player) return r;
  }
  return std::nullopt;
}

std::vector<Player> Seating::everyone() const {
  std::vector<Player> out;
  for (int i = 0; i < players_; ++i) out.emplace_back(i);
  return out;
}

std::vector<Player> Seating::role_players() const {
  std::vector<Player> out;
  for (const Player p : everyone()) {
    if (is_role_player(p)) out.push_back(p);
  }
  return out;
}

std::vector<Player> Seating::jurors() const {
  std::vector<Player> out;
  for (const Player p : everyone()) {
    if (!is_role_player(p)) out.push_back(p);
  }
  return out;
}

std::string Seating::describe(Player player) const {
  const std::string name = "player " + std::to_string(player.index);
  if (!seated(player)) return name;
  const std::optional<Role> role = role_of(player);
  return role ? name + " (the " + std::string(role_name(*role)) + ")" : name + " (a juror)";
}

}  // namespace skb::mutiny
