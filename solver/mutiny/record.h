// Record: a game of Mutiny as written down at the table (docs/mutiny/record-format.md), once
// read: the seating and who holds which crew card, whose knowledge it is written from, the
// settings of the model (lie rate, confession rate), the facts the viewer knows, and every
// action of both rounds in the order of play.
//
// Names are resolved to seats: players are seats 0..N-1 in the order of the `players`
// statement. Every statement keeps its line, column and text, so that errors and
// contradictions can name it in the players' own words; facts and actions keep the columns of
// their words. A Record that read_record returns is legal: its actions follow the rules of
// play in every world where the game has not ended (record_reader.h); whether the viewer can
// know its facts depends on the view, which the command line may change, and is checked when it
// is solved (facts.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/mutiny/report.h"
#include "solver/mutiny/seating.h"
#include "solver/mutiny/types.h"

namespace skb::mutiny {

enum class StatementKind : std::uint8_t {
  // the header
  players,
  boatswain,
  chaplain,
  helmsman,
  navigator,
  view,
  lie_rate,
  confession_rate,
  // a fact the viewer knows
  fact,
  // the actions, in the order of play
  search,
  report,
  innocence_vote,
  dead_reckoning,
  condemn,
  wait,
  guilt_vote,
  forgive,
  change_course,
  move,
};

// The keyword of each kind, and every other word a record spells, is record_vocabulary.h's.

struct Statement {
  StatementKind kind = StatementKind::players;
  int line = 0;
  int column = 0;    // the column of the keyword
  std::string text;  // the statement as written, without comment or surrounding blanks
};

// The facts a viewer may know, each a statement about the world (world.h): with X its player,
//   mutineer X            X is the Mutineer
//   not_mutineer X        X is not the Mutineer
//   heard X               the Chaplain heard X's confession (`confession X`)
//   heard_confessed X     ... and X confessed: X is the Mutineer (`confession X confessed`)
//   heard_denied X        ... and X denied: X is not the Mutineer (`confession X denied`)
//   heard_nobody          the Chaplain heard no confession (`confession nobody`)
//   not_heard X           the Chaplain did not hear X's confession (`no-confession X`)
//   sworn, not_sworn      the Chaplain is (is not) sworn: he heard the Mutineer's confession
enum class FactKind : std::uint8_t {
  mutineer,
  not_mutineer,
  heard,
  heard_confessed,
  heard_denied,
  heard_nobody,
  not_heard,
  sworn,
  not_sworn,
};

struct Fact {
  int statement = 0;
  FactKind kind = FactKind::mutineer;
  std::optional<Player> player;  // X; nothing for heard_nobody, sworn, not_sworn
  int player_column = 0;
  friend bool operator==(const Fact& a, const Fact& b) { return a.kind == b.kind && a.player == b.player; }
};

// One action statement, as written: who acted and what they named. Which fields it uses:
//   search          actor (the Boatswain), target (nothing: `nobody`)
//   report          actor (the Boatswain or the Chaplain), report (silent, or a claim about a player)
//   innocence_vote, guilt_vote
//                   actor (the voter), target, and second for a player who casts two votes
//   dead_reckoning  actor (the Navigator); caster, from, target: caster's vote for `from` moved
//                   to `target`; all three nothing for `nobody`
//   condemn         actor (the Helmsman), target (nothing: `nobody`)
//   wait            actor (the Boatswain): bosun knows best, he votes last
//   forgive         actor (the Chaplain); caster, from: caster's vote for `from` taken for the
//                   Chaplain; both nothing for `nobody`
//   change_course   actor (the Navigator), target: the player named (nothing: `nobody`)
//   move            actor (the player named by change course), from, target: their vote for
//                   `from` moved to `target`
struct RecordedAction {
  int statement = 0;
  StatementKind kind = StatementKind::search;
  Player actor{0};
  std::optional<Player> target;
  std::optional<Player> second;
  std::optional<Player> caster;
  std::optional<Player> from;
  Report report;
  std::vector<int> columns;  // the column of each word after the keyword
};

struct Record {
  std::string file;                  // as given on the command line; "<stdin>" for standard input
  std::vector<std::string> players;  // in seat order, in Unicode Normalization Form C
  std::optional<Seating> seating;    // set once the four crew cards are read
  std::optional<Player> view;        // whose knowledge; nothing for a spectator's view
  double lie_rate = 0.5;
  double confession_rate = 0.75;  // the prior probability that the Chaplain hears a confession
  // The `confession-rate` statement that set confession_rate, if any (and no override since).
  std::optional<int> confession_rate_statement;

  std::vector<Statement> statements;
  std::vector<Fact> facts;
  std::vector<RecordedAction> actions;

  int player_count() const { return static_cast<int>(players.size()); }
  // Returns the player's name.
  const std::string& name(Player p) const { return players[static_cast<std::size_t>(p.index)]; }
  // Returns the player with this name (compared after bringing it to NFC), or nothing.
  std::optional<Player> find_player(std::string_view name) const;
  // Returns the players' names joined by ", " (for messages that list them).
  std::string player_list() const;
};

// The default prior probability that the Chaplain hears a confession: uniform over nobody and
// each of the three others gives 3/4.
inline constexpr double default_confession_rate = 0.75;
inline constexpr double default_lie_rate = 0.5;

}  // namespace skb::mutiny
