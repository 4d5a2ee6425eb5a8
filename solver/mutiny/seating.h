// Seating: who sits at the table and which crew card each role player holds.
//
// Players are seats 0..N-1 with N = 4, 5 or 6. Four of them hold the four crew cards, one role
// each (the role players); the other 0, 1 or 2 are jurors, who have no role, no action, are
// never the Mutineer and are never voted for. The seating is general: any four distinct seats
// may hold the roles, in any order (`Seating::standard` is the common case, roles on seats 0..3
// in role order). Everything here is public knowledge at the table.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "solver/mutiny/types.h"

namespace skb::mutiny {

class Seating {
 public:
  // Returns the seating of `players` players where `holders[role_index(r)]` holds role r.
  // Throws RuleError if the player count is not 4, 5 or 6, or a holder is not a seat at the
  // table, or one player holds two roles.
  static Seating make(int players, const std::array<Player, role_count>& holders);

  // Returns the seating with the Boatswain, Chaplain, Helmsman and Navigator on seats 0, 1, 2,
  // 3 and the jurors (if any) on seats 4 and 5.
  static Seating standard(int players);

  // Returns the number of players at the table (4..6).
  int players() const { return players_; }

  // Returns the player holding `role`.
  Player holder(Role role) const { return holders_[static_cast<std::size_t>(role_index(role))]; }

  // Returns the role `player` holds, or nothing for a juror. Throws RuleError if `player` is not
  // a seat at the table.
  std::optional<Role> role_of(Player player) const;

  // Returns whether `player` holds a role (and so may be voted for, searched, and so on).
  bool is_role_player(Player player) const { return role_of(player).has_value(); }

  // Returns whether `player` is a seat at the table (0..N-1).
  bool seated(Player player) const { return player.index >= 0 && player.index < players_; }

  // Returns every player in seat order.
  std::vector<Player> everyone() const;

  // Returns the four role players in seat order (not role order: seat order is the order of
  // every list of options, see rules.h).
  std::vector<Player> role_players() const;

  // Returns the jurors in seat order (none with 4 players).
  std::vector<Player> jurors() const;

  // Returns the player as messages name them: "player 2 (the Helmsman)" or "player 4 (a
  // juror)".
  std::string describe(Player player) const;

  friend bool operator==(const Seating&, const Seating&) = default;

 private:
  Seating(int players, const std::array<Player, role_count>& holders) : players_(players), holders_(holders) {}

  int players_ = 0;
  std::array<Player, role_count> holders_;
};

}  // namespace skb::mutiny
