// A `.nyet` record (docs/nyet/record-format.md): one round of Nyet! as a player, or a spectator,
// writes it down at the table, or a position to start from.
//
// A *round record* gives the players (clockwise) and their characters, the dealer, whose
// record it is (`view`; none: a spectator's), the hands as dealt that the writer knows (the
// viewer's; a spectator's record may give any or every hand), the vetoes in order, the teams
// and the Bonus, the discards or passes the writer knows, and the tricks. A *position record*
// starts in the trick phase instead: the terms that matter for the tricks, the teams, every hand
// as it is at the start of a trick, the units each side has taken, then the tricks from there
// (a double-dummy problem, as bridge columns print them).
//
// The record keeps every statement with its line and column, so that errors and contradictions
// can name them; cards are kinds as written (the record cannot tell copies of a 1 apart).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "solver/nyet/board.h"
#include "solver/nyet/cards.h"
#include "solver/nyet/seat.h"
#include "solver/nyet/setup.h"
#include "solver/nyet/teams.h"
#include "solver/nyet/terms.h"

namespace skb::nyet {

struct Statement {
  int line = 0;
  int column = 0;
  std::string text;  // as written, without its comment
};

// A card as written, and its column (0 in records made by program).
struct CardWord {
  Kind kind;
  int column = 0;
};

struct HandEntry {
  Seat seat;
  int seat_column = 0;
  std::vector<CardWord> cards;
  int statement = -1;
};

struct VetoEntry {
  Seat seat;
  Box box;
  int seat_column = 0, box_column = 0;
  int statement = -1;
};

struct DiscardEntry {
  Seat seat;
  int seat_column = 0;
  std::vector<CardWord> cards;  // empty: `discard NAME none`
  int statement = -1;
};

struct PassEntry {
  Seat seat;  // the giver; the receiver is the left neighbour
  int seat_column = 0;
  CardWord card;
  int statement = -1;
};

struct UnitsEntry {
  Seat seat;  // any member of the side
  int seat_column = 0;
  int units = 0;
  int statement = -1;
};

struct TrickEntry {
  Seat leader;
  int leader_column = 0;
  std::vector<CardWord> cards;  // in play order, clockwise from the leader
  int statement = -1;
};

// The terms a position record gives (a position needs no discard rule and no first player).
struct PositionTerms {
  Trumps trumps;
  int points = 1;
};

struct Record {
  std::string file;
  Table table;
  std::vector<Character> characters;  // one per seat, or empty
  std::optional<Seat> dealer;         // round records
  std::optional<Seat> view;           // nothing: a spectator's record
  std::optional<PositionTerms> position;  // position records
  std::vector<HandEntry> hands;
  std::vector<VetoEntry> vetoes;
  std::optional<Teams> teams;  // as written (with the Bonus holder, given or automatic)
  bool bonus_written = false;  // a `bonus` statement was given
  int teams_statement = -1, bonus_statement = -1;
  std::vector<DiscardEntry> discards;
  std::vector<PassEntry> passes;
  std::vector<UnitsEntry> units;
  std::vector<TrickEntry> tricks;
  std::vector<Statement> statements;
  int view_statement = -1, terms_statement = -1;

  int players() const { return table.players(); }
  bool is_position() const { return position.has_value(); }
  const Statement& statement(int index) const { return statements[static_cast<std::size_t>(index)]; }
};

}  // namespace skb::nyet
