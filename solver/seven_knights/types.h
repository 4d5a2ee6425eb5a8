// Players, positions and tile values: three kinds of small integers of Seven Knights that must
// not be mixed up.
//
// A player is a seat, 0..N-1 in seating order. A position is a place a tile lies in play: the
// seats 0..N-1 (a player's own tile), then the center slots C1, C2, ... (N, N+1, ...). A tile
// value is a code: 0 for the Witch W, 1..7 for the Knights. The typed records (record.h) keep
// plain indices for speed; the functions that take several of them side by side take these
// types, so that `add_look(record, Player{ann}, Position{c1})` cannot be written the wrong way
// round. Each converts to its index explicitly (`.index`, `.code`).
#pragma once

#include <compare>

namespace skb::seven_knights {

struct Player {
  int index = 0;
  constexpr explicit Player(int i) : index(i) {}
  friend constexpr auto operator<=>(Player, Player) = default;
};

struct Position {
  int index = 0;
  constexpr explicit Position(int i) : index(i) {}
  // Returns a player's own seat.
  static constexpr Position seat_of(Player p) { return Position(p.index); }
  friend constexpr auto operator<=>(Position, Position) = default;
};

struct TileValue {
  int code = 0;
  constexpr explicit TileValue(int c) : code(c) {}
  friend constexpr auto operator<=>(TileValue, TileValue) = default;
};

}  // namespace skb::seven_knights
