// Positions and moves of the hat game.
//
// A Position is a place in the row, 1..7 from left to right at setup (stored 0..6); positions
// keep their numbers when others are removed. A PositionSet is a set of positions (a bit each).
// A Move is what a player does on their turn: look at a hat, swap two hats, or open a hat.
#pragma once

#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "solver/hats/cards.h"

namespace skb::hats {

class Position {
 public:
  constexpr Position() = default;
  // The position numbered `number` (1..7).
  static constexpr Position numbered(int number) { return Position(number - 1); }
  static constexpr Position from_index(int index) { return Position(index); }
  constexpr int index() const { return index_; }
  constexpr int number() const { return index_ + 1; }
  constexpr auto operator<=>(const Position&) const = default;

 private:
  constexpr explicit Position(int index) : index_(static_cast<std::int8_t>(index)) {}
  std::int8_t index_ = 0;
};

class PositionSet {
 public:
  constexpr PositionSet() = default;
  static constexpr PositionSet from_bits(std::uint8_t bits) { return PositionSet(bits); }
  static constexpr PositionSet all() { return PositionSet((1u << kPositions) - 1); }
  constexpr bool contains(Position p) const { return (bits_ >> p.index()) & 1u; }
  constexpr void insert(Position p) { bits_ = static_cast<std::uint8_t>(bits_ | (1u << p.index())); }
  constexpr void erase(Position p) { bits_ = static_cast<std::uint8_t>(bits_ & ~(1u << p.index())); }
  constexpr int size() const { return std::popcount(static_cast<unsigned>(bits_)); }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr std::uint8_t bits() const { return bits_; }
  constexpr auto operator<=>(const PositionSet&) const = default;
  // Calls f(Position) for every member, in increasing order.
  template <class F>
  constexpr void for_each(F&& f) const {
    for (unsigned b = bits_; b != 0; b &= b - 1) f(Position::from_index(std::countr_zero(b)));
  }

 private:
  constexpr explicit PositionSet(unsigned bits) : bits_(static_cast<std::uint8_t>(bits)) {}
  std::uint8_t bits_ = 0;
};

enum class MoveKind : std::uint8_t { look, swap, open };

struct Move {
  MoveKind kind = MoveKind::look;
  Position first;   // the position looked at or opened; the first of a swap
  Position second;  // the second of a swap (the larger position, as moves are normalised)

  static constexpr Move look(Position p) { return {MoveKind::look, p, p}; }
  static constexpr Move open(Position p) { return {MoveKind::open, p, p}; }
  // A swap of two different positions, stored with the smaller first.
  static constexpr Move swap(Position p, Position q) {
    return p < q ? Move{MoveKind::swap, p, q} : Move{MoveKind::swap, q, p};
  }
  constexpr bool operator==(const Move&) const = default;
};

// "look 3", "swap 2 5", "open 7".
std::string move_text(Move m);
// The keyword of a move kind: "look", "swap", "open".
std::string_view move_keyword(MoveKind k);

}  // namespace skb::hats
