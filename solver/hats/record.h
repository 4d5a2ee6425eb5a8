// A record of a hat game (docs/hats/record-format.md): the players, the variant, whose knowledge
// it is written from, the characters laid out, and every event in order: turns (with what the
// looker saw, what was opened and the character drawn), and dead tables revealed.
//
// A Replay plays the record's events through the rules engine (table.h), keeping the history
// of what was seen (history.h); reading a record replays it statement by statement, so that
// every rule is checked where it is broken. Statements are kept with their lines and columns,
// so that errors and contradictions can name them.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "solver/hats/history.h"
#include "solver/hats/table.h"

namespace skb::hats {

struct Statement {
  int line = 0;
  int column = 0;
  std::string text;  // as written, without its comment
};

enum class EventKind : std::uint8_t { turn, dead_table };

struct Event {
  EventKind kind = EventKind::turn;
  int player = 0;  // turns: the seat that played
  Move move;
  std::optional<Kind> hat;        // look: the face seen (if written); open: the face shown
  std::optional<Kind> character;  // open of a match: the character laid in its place
  std::vector<Kind> faces;        // dead table: the faces revealed, by remaining position
  int statement = 0;              // index into Record::statements
};

struct Record {
  std::string file;
  std::vector<std::string> players;
  Variant variant = Variant::standard;
  std::optional<int> view;  // the viewer's seat; nothing for a spectator
  std::array<Kind, kPositions> characters{};
  std::vector<Event> events;
  std::vector<Statement> statements;
  int characters_statement = 0;  // the statement that laid the characters out

  int player_count() const { return static_cast<int>(players.size()); }
  std::optional<int> find_player(std::string_view name) const;
  std::string player_list() const;  // "Ann, Ben, Cat"
  const Statement& statement(int index) const { return statements[static_cast<std::size_t>(index)]; }
};

// The record's events played through the rules: the table now and the history. Throws
// RecordError for an event the rules forbid and skb::Contradiction ("hat layout") for events
// that cannot all have happened.
class Replay {
 public:
  explicit Replay(const Record& record);
  // Plays the record's next event (record.events[played()]).
  void play_next();
  // Plays every event not yet played; then the table as it is now was live.
  void play_all();
  // Ends the record after the events played: the table as it is now was live (unless the game
  // is over). Called once, by play_all or by the reader at the end of the text.
  void finish();
  int played() const { return played_; }
  const Table& table() const { return table_; }
  const History& history() const { return history_; }
  // The statement of turn `turn` (0-based), or of the deal it follows (-1: the last deal).
  int turn_statement(int turn) const;
  // The statement that first showed the face of hat `id` (to anyone), or -1.
  int shown_by(HatId id) const { return id < shown_by_.size() ? shown_by_[id] : -1; }
  // How many characters of kind `c` have been laid out so far (setup and new ones): at most
  // kCharacterCopies, the box's copies, so a new one may be laid only below that.
  int characters_laid(Kind c) const { return characters_seen_[static_cast<std::size_t>(c.index())]; }

 private:
  [[noreturn]] void fail(const Event& e, int column, const std::string& message) const;
  void learn(HatId id, Kind face, int statement, unsigned seen_by);
  void check_counts(Kind face) const;
  void check_live_deal() const;
  const Record& record_;
  Table table_;
  History history_;
  int played_ = 0;
  bool pending_check_ = true;  // the table now is live unless a dead table follows
  std::vector<int> turn_statements_;
  int deal_statement_ = 0;
  // The statement that first showed each hat's face (-1: not shown), and the statements that
  // took each kind off the table before the current deal.
  std::vector<int> shown_by_;
  std::array<std::vector<int>, kHatKinds> taken_by_{};
  std::array<std::vector<int>, kHatKinds> taken_in_deal_{};
  std::array<int, kHatKinds> characters_seen_{};
};

// Checks that `viewer` (nothing: a spectator) can be the record's viewer: every look of the
// viewer says what they saw. Throws RecordError at the first that does not.
void check_view(const Record& record, std::optional<int> viewer);

}  // namespace skb::hats
