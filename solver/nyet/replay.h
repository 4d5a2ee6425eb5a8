// Replay: a record's statements played through the rules, keeping what its writer knows.
//
// Reading a record replays it statement by statement, so that every rule is checked where it
// is broken: a veto out of turn or on a decided line, teams of the wrong sizes, a discard the
// rule forbids, a card a known player does not hold or that does not follow suit, a trick led by
// the wrong player. Those throw RecordError at the statement's line and column (exit status 2).
// Statements that cannot all be true throw skb::Contradiction naming them (exit status 3): a
// card seen more often than the deck holds it, a play in a suit the player has shown void in (or
// a card the writer passed them, still unplayed, in a suit they have shown void in), a card
// other than a 1 from a player known to hold only 1s.
//
// What the writer knows (the *known* players: the viewer, or every player whose hand a
// spectator's record gives): each known hand as dealt and now, the known discards and passes,
// and every card played. For every other player: the size of their hand and of their discard
// pile, the suits they have shown void in, and the card a known player passed them (until they
// play a card of that kind). Physical cards: copies of a 1 are told apart only by label; a card
// whose label the writer fixes (held by a known player, received, played) is *accounted*.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "solver/nyet/board.h"
#include "solver/nyet/record.h"
#include "solver/nyet/state.h"
#include "solver/nyet/trick_play.h"

namespace skb::nyet {

// Where something was written: a statement (an index into Record::statements; -1: nowhere) and
// the column of the word that says it.
struct At {
  int statement = -1;
  int column = 0;
  bool given() const { return statement >= 0; }
};

// What the writer knows of one seat.
struct SeatView {
  bool known = false;
  CardSet dealt;      // known: the hand as dealt (a position: as it was at the start)
  CardSet hand;       // known: the hand now
  CardSet discarded;  // known: the discards
  int hand_size = 0;  // now
  int discards = 0;   // cards in the seat's discard pile
  std::array<At, kColourCount> void_at{};  // the play that showed a void, by suit
  At only_ones_at;        // `discard NAME none`: a hand of only 1s (1-not-one)
  At hand_statement;      // known: `hand NAME ...`
  At discard_statement;   // `discard NAME ...`
  At pass_statement;      // the seat's pass (`pass NAME CARD`)
};

// A card a known player passed to a player the writer does not know: in the receiver's hand
// until the receiver plays a card of that kind.
struct PassedCard {
  Seat to;
  Card card;
  At at;  // the pass statement
  bool played = false;
};

class Replay {
 public:
  // Starts the replay of `record` after its header (players, characters, dealer or terms, view).
  // The replay refers to the record, which must outlive it (hence no temporaries).
  explicit Replay(const Record& record);
  explicit Replay(const Record&& record) = delete;
  // Replays the whole record.
  static Replay of(const Record& record);
  static Replay of(const Record&& record) = delete;

  // Each statement, in the order of the record (the entries must be the record's).
  void hand(const HandEntry& e);
  void veto(const VetoEntry& e);
  void teams();  // the record's teams statement
  void bonus();  // the record's bonus statement
  void discard(const DiscardEntry& e);
  void pass(const PassEntry& e);
  void units(const UnitsEntry& e);
  void trick(const TrickEntry& e);
  // The end of the record: checks what must be there, and closes the discard phase when every
  // known discard is written.
  void finish();

  const Record& record() const { return record_; }
  int players() const { return record_.players(); }
  Phase phase() const { return phase_; }
  const Board& board() const { return board_; }
  int vetoes() const { return vetoes_; }
  const std::optional<Terms>& terms() const { return terms_; }
  const std::optional<Trumps>& trumps() const { return trumps_; }
  const std::optional<Seat>& first_player() const { return first_; }
  const std::optional<Teams>& teams_chosen() const { return teams_; }
  // The side reports name first: the first player's (a position: the side written first), once
  // the teams are chosen.
  SeatSet first_side() const;
  SeatSet known() const { return known_; }
  const SeatView& seat(Seat s) const { return seats_[static_cast<std::size_t>(s.index())]; }
  const std::vector<PassedCard>& passed_cards() const { return passed_; }
  // The card `giver` passes (or passed) to the left, when the record says it.
  const std::optional<Card>& pass_card(Seat giver) const { return pass_cards_[static_cast<std::size_t>(giver.index())]; }
  // The trick phase (phase tricks or over).
  const TrickPlay& tricks() const { return tricks_; }
  // The player to act, if the record is not over.
  std::optional<Seat> to_move() const;
  // Physical cards whose label the writer fixed (see above).
  CardSet accounted() const { return accounted_; }
  // The statements where each kind was seen (for contradictions), by kind_index.
  const std::vector<At>& sightings(Kind k) const {
    return sightings_[static_cast<std::size_t>(kind_index(k))];
  }
  // The position now, when every hand is known and the trick phase has begun; otherwise throws
  // std::logic_error saying what is missing.
  Position position() const;
  // Whether position() can be made.
  bool has_position() const;

 private:
  [[noreturn]] void fail(int statement, int column, const std::string& message) const;
  [[noreturn]] void contradiction(const std::vector<At>& statements) const;
  SeatView& view_of(Seat s) { return seats_[static_cast<std::size_t>(s.index())]; }
  Card claim(Kind kind, int statement, int column);
  void need_hands_before(int statement) const;
  void check_deck(const CardWord& w, int statement) const;
  void close_veto_phase();
  void check_teams_chosen(int statement, int column) const;
  bool discards_written() const;
  void close_discards(int statement);
  void close_position(int statement, Seat leader);
  void play(Seat s, const CardWord& w, int statement);
  void play_unknown(Seat s, const CardWord& w, int statement, std::optional<Colour> led, Card& physical);

  const Record& record_;
  Phase phase_ = Phase::veto;
  Board board_;
  int vetoes_ = 0;
  std::optional<Terms> terms_;
  std::optional<Trumps> trumps_;
  std::optional<Seat> first_;
  std::optional<Teams> teams_;
  SeatSet known_;
  std::vector<SeatView> seats_;
  std::vector<PassedCard> passed_;
  std::vector<std::optional<Card>> pass_cards_;  // each seat's pass, when written
  TrickPlay tricks_;
  CardSet accounted_;
  std::vector<std::vector<At>> sightings_;  // by kind_index
  std::array<int, 2> units_{};              // position records: for the side of teams_->side, the other
  std::array<int, 2> units_statement_{-1, -1};
  bool setup_closed_ = false;  // position records: the hands are checked, the tricks begun
  bool ended_incomplete_trick_ = false;
};

}  // namespace skb::nyet
