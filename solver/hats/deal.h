// A dealt game: the table (table.h) together with what a simulation knows and the players do
// not: the face of every hat, and the order of both piles. It plays moves with the cards it
// holds, and after every turn but the last applies the dead-table rule: while no position's hat
// matches its character or is magic, every table hat is shuffled back into the hat pile and the
// table is dealt again.
#pragma once

#include <array>
#include <vector>

#include "solver/hats/history.h"
#include "solver/core/random.h"
#include "solver/hats/table.h"

namespace skb::hats {

// What a turn showed, for a record of it: the face looked at or opened, the character laid in
// place of a pair, and the faces of every dead table revealed after it (in position order).
struct TurnLog {
  std::optional<Kind> hat;
  std::optional<Kind> character;
  std::vector<std::vector<Kind>> dead_tables;
};

class DealtGame {
 public:
  // A new game of `players` in `variant`: both piles shuffled with `rng`, seven characters and
  // seven hats laid out, dealt again while the table is dead (each dead table's faces appended
  // to `setup_dead` when given).
  DealtGame(int players, Variant variant, Rng& rng, std::vector<std::vector<Kind>>* setup_dead = nullptr);
  // A game in a given state: `table`, the faces of its current hats by position, and the piles
  // (drawn from the back).
  DealtGame(const Table& table, const std::array<Kind, kPositions>& faces, std::vector<Kind> hat_pile,
            std::vector<Kind> character_pile);

  const Table& table() const { return table_; }
  // The face of the hat at `p` (a remaining position).
  Kind face(Position p) const { return face_[static_cast<std::size_t>(p.index())]; }
  // The faces of the table's hats by position (removed positions: unspecified).
  const std::array<Kind, kPositions>& faces() const { return face_; }
  // Whether no hat on the table matches its character or is magic.
  bool dead() const;

  // Plays the legal move `m` for the player to move, then deals again while the table is dead
  // (unless the game is over). Returns how many times the table was dealt anew. With a
  // `history`, records there what was seen (with the true faces), the turn and the checks.
  // With a `log`, fills it with what the turn showed.
  int play(Move m, Rng& rng, History* history = nullptr, TurnLog* log = nullptr);

 private:
  void redeal_while_dead(Rng& rng, History* history, std::vector<std::vector<Kind>>* dead);

  // The piles come first: the table is made from the character pile.
  std::vector<Kind> hat_pile_;
  std::vector<Kind> character_pile_;
  Table table_;
  std::array<Kind, kPositions> face_{};
};

}  // namespace skb::hats
