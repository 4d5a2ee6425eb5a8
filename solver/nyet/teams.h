// Teams and the Bonus card. After the veto phase the first player splits the table into two
// sides, made public:
//   2 players: each plays alone (no choice);
//   3 players: alone, or with a partner of their choice; the player on the one-player side holds
//              the Bonus card (the first player or not);
//   4 players: one teammate, 2 v 2;
//   5 players: which players form the side of 2 and which the side of 3, the first player on
//              either, and which member of the side of 2 holds the Bonus card.
// There is no Bonus card with 2 or 4 players. The Bonus holder scores double.
#pragma once

#include <optional>
#include <vector>

#include "solver/nyet/seat.h"
#include "solver/nyet/setup.h"

namespace skb::nyet {

struct Teams {
  SeatSet side;               // one side; the other is its complement
  std::optional<Seat> bonus;  // the Bonus card's holder (3 and 5 players)

  // Whether `a` and `b` play on the same side.
  bool same_side(Seat a, Seat b) const { return side.contains(a) == side.contains(b); }
  // Returns the side of `s` at a table of `players`.
  SeatSet side_of(Seat s, int players) const { return side.contains(s) ? side : side.complement(players); }
  // Two choices are equal when they make the same sides and give the Bonus to the same player.
  bool same_as(const Teams& o, int players) const {
    return side_of(Seat(0), players) == o.side_of(Seat(0), players) && bonus == o.bonus;
  }
};

// Returns the sizes of the smaller and the larger side: 1 and 1, 1 and 2, 2 and 2, 2 and 3.
int smaller_side(int players);

// Returns every choice the first player `first` has, with `side` their own side (in a fixed
// order: by side, then by Bonus holder).
std::vector<Teams> team_choices(int players, Seat first);

// Throws RuleError, in the players' words, unless `teams` is a choice the rules allow:
// check_sides (the sizes of the sides) and check_bonus (with 3 players on the player alone, with
// 5 on a member of the side of 2, none with 2 or 4 players).
void check_teams(const Teams& teams, const Table& table);
void check_sides(SeatSet side, const Table& table);
void check_bonus(const Teams& teams, const Table& table);

// Returns the Bonus holder the rules give without a choice: the player alone with 3 players.
std::optional<Seat> automatic_bonus(SeatSet side, int players);

}  // namespace skb::nyet
