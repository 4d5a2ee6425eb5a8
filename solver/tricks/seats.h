// Seats and sides of a trick-taking game: a seat is a place at the table (0 .. seats-1,
// clockwise: seat s+1 plays after seat s); a side is one of the two teams the seats are split
// into, given per seat by the game's rules (rules.h), in any pattern: bridge puts seats 0 and 2
// against 1 and 3, a five-seat game may put {0, 3} against {1, 2, 4}, a three-seat game one
// seat against two. The engine only ever asks which side a seat is on.
#pragma once

#include <cstdint>

namespace skb::tricks {

inline constexpr int kMaxSeats = 5;
inline constexpr int kMinSeats = 2;

// A seat, 0 .. kMaxSeats-1.
class Seat {
 public:
  constexpr Seat() = default;
  constexpr explicit Seat(int index) : index_(static_cast<std::uint8_t>(index)) {}
  constexpr int index() const { return index_; }
  // Returns the seat that plays after this one at a table of `seats` seats.
  constexpr Seat next(int seats) const { return Seat(index_ + 1 == seats ? 0 : index_ + 1); }
  // Returns the seat `k` places after this one (k >= 0); no division (the search calls this at
  // every node, with k below the number of seats).
  constexpr Seat after(int k, int seats) const {
    int i = index_ + k;
    while (i >= seats) i -= seats;
    return Seat(i);
  }
  friend constexpr bool operator==(Seat, Seat) = default;

 private:
  std::uint8_t index_ = 0;
};

// A side (team), 0 or 1.
class Side {
 public:
  constexpr Side() = default;
  constexpr explicit Side(int index) : index_(static_cast<std::uint8_t>(index)) {}
  constexpr int index() const { return index_; }
  // Returns the other side.
  constexpr Side other() const { return Side(1 - index_); }
  friend constexpr bool operator==(Side, Side) = default;

 private:
  std::uint8_t index_ = 0;
};

}  // namespace skb::tricks
