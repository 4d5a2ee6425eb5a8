// The table: the rules engine of the hat game, as the game's rules describe them (docs/hats/rules.md).
//
// A Table is the public state of a game in progress: the characters face up at the remaining
// positions, which hat card lies at each (an identity, HatId, not its face: faces are hidden,
// and whoever needs them, a simulation or a record's reader, keeps them beside the table), who
// knows which position's hat, the scores, the piles' sizes, whose turn it is and what the
// previous turn did. Every rule of play has its one home here: which moves are legal (the
// no-repeat rules), what a look, a swap and an open do (pairs, magic hats, penalties, new cards
// and removed positions, knowledge moving with swaps), the dead-table redeal, and the end.
//
// Chance is supplied by the caller: the face of an opened hat, the character drawn to replace
// a pair, and when the table is dead (a simulation knows the faces; a record says so). Each hat
// laid on the table gets a fresh HatId, so that "the same hat" is a comparison of ids.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "solver/hats/cards.h"
#include "solver/hats/move.h"

namespace skb::hats {

using HatId = std::uint32_t;

struct Score {
  int pairs = 0;
  int penalties = 0;
  int magic = 0;  // magic hats held
  // Pairs minus the penalties that magic hats do not cancel.
  int value() const { return pairs - (penalties > magic ? penalties - magic : 0); }
};

enum class OpenResult : std::uint8_t { match, magic, penalty };

class Table {
 public:
  // A game of `players` (2..6) in `variant`, right after setup: `characters` laid face up at
  // positions 1..7, a fresh hat at each, nobody knowing any, the first player to move.
  Table(int players, Variant variant, const std::array<Kind, kPositions>& characters);

  int players() const { return players_; }
  Variant variant() const { return variant_; }
  int to_move() const { return to_move_; }
  int turns() const { return turns_; }
  // True once 3 positions remain.
  bool over() const { return positions_.size() <= kPositionsAtEnd; }
  PositionSet positions() const { return positions_; }
  Kind character(Position p) const { return character_[static_cast<std::size_t>(p.index())]; }
  HatId hat(Position p) const { return hat_[static_cast<std::size_t>(p.index())]; }
  // The positions whose hat `player` knows.
  PositionSet known(int player) const { return known_[static_cast<std::size_t>(player)]; }
  // The players who know the hat at `p`, as a bit set of seats.
  unsigned knowers(Position p) const;
  const Score& score(int player) const { return score_[static_cast<std::size_t>(player)]; }
  int characters_left() const { return characters_left_; }
  int hats_left() const { return hats_left_; }
  // Hat cards taken off the table so far (pairs and magic hats), per kind.
  const KindCounts& taken() const { return taken_; }
  const std::optional<Move>& previous() const { return previous_; }
  // The number of hat identities issued so far: every HatId is below it.
  HatId hat_ids() const { return next_id_; }
  // How many times the table has been dealt anew (dead tables).
  int redeals() const { return redeals_; }

  // Returns why `m` is not allowed now, in the players' words, or nothing if it is legal.
  std::optional<std::string> illegal(Move m) const;
  // Every legal move, in the fixed order: looks by position, swaps by pair, opens by position.
  std::vector<Move> legal_moves() const;
  // Calls f(Move) for every legal move in that order (no allocation).
  template <class F>
  void for_each_legal(F&& f) const;

  // The player to move looks at `p` (which must be legal).
  void look(Position p);
  // The player to move swaps the hats at `p` and `q`; knowledge moves with them.
  void swap(Position p, Position q);
  // The player to move opens the hat at `p`, whose face is `hat`. For a match while characters
  // are left, `new_character` is the character laid at `p` (and must be given); otherwise it
  // must be nothing. Returns what the open did.
  OpenResult open(Position p, Kind hat, std::optional<Kind> new_character);
  // Plays `m`, with `hat` and `new_character` for an open (as open() takes them).
  void play(Move m, Kind hat = Kind{}, std::optional<Kind> new_character = std::nullopt);
  // Whether opening a hat of face `hat` at `p` would take a new character from the pile.
  bool draws_character(Position p, Kind hat) const { return hat.matches(character(p)) && characters_left_ > 0; }

  // The table was dead: every hat is laid anew (fresh ids) and all knowledge of them is void.
  void redeal();

 private:
  void end_turn(Move m);
  HatId fresh_id() { return next_id_++; }

  int players_;
  Variant variant_;
  std::array<Kind, kPositions> character_{};
  std::array<HatId, kPositions> hat_{};
  PositionSet positions_ = PositionSet::all();
  std::array<PositionSet, kMaxPlayers> known_{};
  std::array<Score, kMaxPlayers> score_{};
  KindCounts taken_{};
  std::optional<Move> previous_;
  int to_move_ = 0;
  int turns_ = 0;
  int characters_left_ = kCharacterCards - kPositions;
  int hats_left_ = 0;
  int redeals_ = 0;
  HatId next_id_ = 0;
};

template <class F>
void Table::for_each_legal(F&& f) const {
  const bool look_ban = previous_ && previous_->kind == MoveKind::look;
  const bool swap_ban = previous_ && previous_->kind == MoveKind::swap;
  positions_.for_each([&](Position p) {
    if (!(look_ban && previous_->first == p)) f(Move::look(p));
  });
  positions_.for_each([&](Position p) {
    positions_.for_each([&](Position q) {
      if (q <= p) return;
      if (swap_ban && previous_->first == p && previous_->second == q) return;
      f(Move::swap(p, q));
    });
  });
  positions_.for_each([&](Position p) { f(Move::open(p)); });
}

}  // namespace skb::hats
