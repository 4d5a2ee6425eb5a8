// The board and the veto phase. Five lines of boxes; a round's terms are the one box left empty
// on each line once the veto phase is over:
//
//   line 1  first       the first player: one box per character, so one per player here (the
//                       boxes of characters nobody chose are covered for the whole game)
//   line 2  discard     nyet (none), 1, 2, 1-not-one, pass
//   line 3  trump       B, R, Y, G
//   line 4  supertrump  B, R, Y, G, none
//   line 5  points      -2, 1, 2, 3, 4
//
// Starting with the dealer and going clockwise, each player covers one empty box on a line that
// still has at least two empty boxes; the phase ends when every line has exactly one. That takes
// players + 14 vetoes (tokens are not limited). Boxes are numbered within their line: line 1 by
// seat, line 2 in the order above (terms.h's kDiscardRules), lines 3 and 4 by colour (4 is
// none), line 5 in the order of kPointBoxes.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "solver/nyet/cards.h"
#include "solver/nyet/seat.h"
#include "solver/nyet/setup.h"
#include "solver/nyet/terms.h"

namespace skb::nyet {

enum class Line : std::uint8_t { first, discard, trump, supertrump, points };
inline constexpr int kLineCount = 5;
inline constexpr std::array<Line, kLineCount> kLines{Line::first, Line::discard, Line::trump, Line::supertrump,
                                                     Line::points};
inline constexpr int kNoSupertrumpBox = 4;  // line 4's box "none"

// Returns the line's name in records: "first", "discard", "trump", "supertrump", "points".
std::string_view line_name(Line line);
std::optional<Line> parse_line(std::string_view name);
// Returns the number of boxes of `line` at a table of `players` (line 1: one per player).
int box_count(Line line, int players);

struct Box {
  Line line = Line::first;
  int index = 0;
  friend bool operator==(const Box&, const Box&) = default;
};

// Returns the box as records write it: a player's name on line 1, else "nyet", "2", "R",
// "none", "-2", ...
std::string box_text(const Box& box, const Table& table);
// Returns the box of `line` written `text` (line 1: a player's name), or nothing.
std::optional<Box> parse_box(Line line, std::string_view text, const Table& table);
// Returns the boxes `line` offers, as records write them ("B, R, Y, G, none").
std::string box_list(Line line, const Table& table);

// Returns the seat whose turn it is to veto after `vetoes` vetoes: the dealer first, clockwise.
// The boxes of a board, at most every box of the largest table (a list without allocation).
inline constexpr int kMaxBoxes = kMaxPlayers + 5 + kColourCount + 5 + 5;
struct BoxList {
  std::array<Box, kMaxBoxes> boxes{};
  int count = 0;
  const Box* begin() const { return boxes.data(); }
  const Box* end() const { return boxes.data() + count; }
};

constexpr Seat veto_turn(Seat dealer, int vetoes, int players) { return dealer.after(vetoes, players); }
// Returns the number of vetoes of a complete veto phase: players + 14.
constexpr int vetoes_per_round(int players) { return players + 14; }

class Board {
 public:
  explicit Board(int players);
  int players() const { return players_; }
  bool covered(const Box& box) const;
  int empty_boxes(Line line) const;
  // Returns the line's one empty box, if only one is left.
  std::optional<Box> decided(Line line) const;
  // Whether the veto phase is over: every line has exactly one empty box.
  bool complete() const;
  // Returns the boxes a veto may cover now: the empty boxes of the lines with at least 2 empty,
  // by line and then index (the order of State::legal_actions).
  BoxList vetoable() const;
  // Throws RuleError, in the players' words, if `who` may not cover `box` now.
  void check_veto(const Box& box, Seat who, const Table& table) const;
  // Covers `box` (check_veto first).
  void cover(const Box& box);
  // The round's terms and first player; the board must be complete.
  Terms terms() const;
  Seat first_player() const;

 private:
  int players_;
  std::array<std::uint8_t, kLineCount> covered_{};  // a bit per box
};

}  // namespace skb::nyet
