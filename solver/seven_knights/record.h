// Record: a game of Seven Knights Bewitched as written down at the table (record-format.md),
// after reading but before the rules are checked (see rules_check.h).
//
// Names are resolved to indices: players are seats 0..N-1 in seating order (clockwise, First
// player first), and positions in play are the seats followed by the center slots C1, C2, ...
// (position index N + i for C(i+1)). Values use the codes of variant.h (0 = W, 1..7 Knights).
// Every statement keeps its line, column and text, so that errors and contradictions can name
// it in the player's own words.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "solver/seven_knights/predicate.h"
#include "solver/seven_knights/variant.h"

namespace skb::seven_knights {

enum class RuleSet : std::uint8_t { strict, lenient };

enum class StatementKind : std::uint8_t {
  variant,
  players,
  rules,
  lie_rate,
  view,
  look,
  tile,
  ask,
  vote,
  captain,
};

struct Statement {
  StatementKind kind;
  int line = 0;
  int column = 0;    // column of the keyword
  std::string text;  // the statement as written, without comment or surrounding blanks
};

struct Look {
  int statement = 0;
  int player = 0;
  int position = 0;
  int position_column = 0;
};

struct TileFact {
  int statement = 0;
  int position = 0;
  int value = 0;
  int position_column = 0;
  int value_column = 0;
};

struct Question {
  int statement = 0;
  int asker = 0;
  int answerer = 0;
  Predicate predicate;
  bool answer = false;  // true = yes
  int asker_column = 0;
  int answerer_column = 0;
};

struct Vote {
  int statement = 0;
  int voter = 0;
  int candidate = 0;
  int candidate_column = 0;
};

struct CaptainClaim {
  int statement = 0;
  int player = 0;
  int player_column = 0;
};

// Returns the center slot a name denotes, 0 for C1 to 3 for C4 (whether or not the variant
// deals it), or nothing if the name is not C1..C4.
std::optional<int> parse_center_slot(std::string_view name);

struct Record {
  std::string file;  // as given on the command line; "<stdin>" for standard input
  const Variant* variant = nullptr;
  std::vector<std::string> players;  // in Unicode Normalization Form C (skb::nfc)
  RuleSet rules = RuleSet::strict;
  double lie_rate = 0.5;
  std::optional<int> view;  // a player, or nothing for a spectator's view

  std::vector<Statement> statements;
  std::vector<Look> looks;
  std::vector<TileFact> tiles;
  std::vector<Question> questions;
  std::vector<Vote> votes;
  std::optional<CaptainClaim> captain;

  int player_count() const { return static_cast<int>(players.size()); }
  int center_count() const { return variant->center[player_count()]; }
  int position_count() const { return player_count() + center_count(); }
  bool is_seat(int position) const { return position < player_count(); }
  // Returns the record's name of a position: the player's name, or C1..C4.
  std::string position_name(int position) const;
  // Returns the position index of a player's name or C1..C4, or nothing.
  // Names are compared exactly, after bringing `name` to NFC.
  std::optional<int> find_position(std::string_view name) const;
  std::optional<int> find_player(std::string_view name) const;
};

}  // namespace skb::seven_knights
