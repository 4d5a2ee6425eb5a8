// Seats and sets of seats at a Nyet! table: 2 to 5 players, seated clockwise, seat 0 first in
// the record's `players` statement. The player to a seat's left is the next seat clockwise.
// A set of seats (a side, the known players) is a bit per seat. Header-only, standard library
// only, so that the trick rules (trick.h) can name the sides of a trick.
#pragma once

#include <bit>
#include <cstdint>

namespace skb::nyet {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 5;

// One seat, 0 .. players-1.
class Seat {
 public:
  constexpr Seat() = default;
  constexpr explicit Seat(int index) : index_(static_cast<std::int8_t>(index)) {}
  constexpr int index() const { return index_; }
  // Returns the seat `steps` places clockwise (to the left) at a table of `players`.
  constexpr Seat after(int steps, int players) const { return Seat((index_ + steps % players + players) % players); }
  // Returns the next seat clockwise: the left neighbour.
  constexpr Seat left(int players) const { return after(1, players); }
  // Returns the previous seat: the right neighbour.
  constexpr Seat right(int players) const { return after(-1, players); }
  friend constexpr bool operator==(Seat, Seat) = default;
  friend constexpr auto operator<=>(Seat, Seat) = default;

 private:
  std::int8_t index_ = 0;
};

// A set of seats: one bit per seat.
class SeatSet {
 public:
  constexpr SeatSet() = default;
  constexpr explicit SeatSet(std::uint32_t bits) : bits_(bits) {}
  constexpr SeatSet(Seat s) : bits_(std::uint32_t{1} << s.index()) {}  // NOLINT: a seat is a set of one
  // Returns every seat of a table of `players`.
  static constexpr SeatSet all(int players) { return SeatSet((std::uint32_t{1} << players) - 1); }

  constexpr std::uint32_t bits() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr int size() const { return std::popcount(bits_); }
  constexpr bool contains(Seat s) const { return (bits_ >> s.index() & 1U) != 0; }
  constexpr void add(Seat s) { bits_ |= std::uint32_t{1} << s.index(); }
  // Returns the lowest seat of the set (not empty).
  constexpr Seat lowest() const { return Seat(std::countr_zero(bits_)); }
  constexpr SeatSet operator|(SeatSet o) const { return SeatSet(bits_ | o.bits_); }
  constexpr SeatSet operator&(SeatSet o) const { return SeatSet(bits_ & o.bits_); }
  // Returns the seats of a table of `players` that are not in this set.
  constexpr SeatSet complement(int players) const { return SeatSet(all(players).bits_ & ~bits_); }
  friend constexpr bool operator==(SeatSet, SeatSet) = default;

 private:
  std::uint32_t bits_ = 0;
};

}  // namespace skb::nyet
