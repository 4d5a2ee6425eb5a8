// The table and the numbers of a game of Nyet! that depend on the number of players (2 to 5):
// the players' names in seat order (clockwise), the five characters (line 1 of the board has one
// box per character; a character nobody chose has its box covered for the whole game), the deal
// (2 players 15 cards each and 30 set aside unseen; 3 players 16 each from the 48-card deck; 4
// players 15; 5 players 12) and the length of a game (8 rounds with 2 or 4 players, 9 with 3,
// 10 with 5; the deal passes clockwise each round).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/nyet/seat.h"

namespace skb::nyet {

// Returns the cards each player is dealt.
constexpr int hand_size(int players) { return players == 2 ? 15 : players == 3 ? 16 : players == 4 ? 15 : 12; }
// Returns the cards set aside unseen: 30 with 2 players, else none.
constexpr int aside_size(int players) { return players == 2 ? 30 : 0; }
// Returns the rounds of a game.
constexpr int rounds_per_game(int players) { return players == 3 ? 9 : players == 5 ? 10 : 8; }
// Returns the dealer of round `round` (0-based) when `first` dealt the first round.
constexpr Seat dealer_of_round(Seat first, int round, int players) { return first.after(round, players); }

// The five characters; line 1 of the board has one box per character.
enum class Character : std::uint8_t { bear, crane, eagle, tiger, wolf };
inline constexpr std::array<Character, 5> kCharacters{Character::bear, Character::crane, Character::eagle,
                                                      Character::tiger, Character::wolf};
std::string_view character_name(Character c);
std::optional<Character> parse_character(std::string_view name);

// The players' names in seat order.
class Table {
 public:
  Table() = default;
  // Throws RuleError unless there are 2 to 5 names, all different.
  explicit Table(std::vector<std::string> names);
  int players() const { return static_cast<int>(names_.size()); }
  const std::string& name(Seat s) const { return names_[static_cast<std::size_t>(s.index())]; }
  const std::vector<std::string>& names() const { return names_; }
  std::optional<Seat> find(std::string_view name) const;
  // "Ann, Ben, Cat".
  std::string list() const;
  // Returns the names of the seats of `seats`, in seat order, joined by `separator`.
  std::string names_of(SeatSet seats, std::string_view separator = " ") const;

 private:
  std::vector<std::string> names_;
};

}  // namespace skb::nyet
