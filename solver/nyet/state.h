// State: one round of Nyet! with every hand known, as a value that only apply(action) changes.
//
// The round walks through its phases (docs/nyet/rules.md):
//   veto     players + 14 vetoes, the dealer first, clockwise (board.h)
//   teams    the first player chooses the sides and the Bonus holder (teams.h); skipped with 2
//            players, where each plays alone
//   discard  every player once, clockwise from the first player: a Discard (line 2's number of
//            cards; nothing under nyet is skipped as a phase) or a Pass; the cards move once all
//            have chosen, so that a card received cannot be passed on (discards.h)
//   tricks   the first player leads; clockwise; the winner leads the next (trick_play.h)
//   over     scores(): each player scores their side's units times line 5's points, the Bonus
//            holder double
// Simultaneous choices are sequential decisions here; a later chooser must not be shown the
// earlier choices (the code built on this library decides what each player observes).
//
// legal_actions lists each distinct choice once: the copies of a 1 are one card, so a hand with
// two G1s offers one "play G1" (the lowest copy held), and a discard of two cards is offered
// once per pair of kinds. apply throws RuleError with the rule in the players' words.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "solver/nyet/board.h"
#include "solver/nyet/cards.h"
#include "solver/nyet/setup.h"
#include "solver/nyet/teams.h"
#include "solver/nyet/terms.h"
#include "solver/nyet/trick_play.h"

namespace skb::nyet {

enum class Phase : std::uint8_t { veto, teams, discard, tricks, over };

struct Veto {
  Box box;
};
struct ChooseTeams {
  Teams teams;
};
struct Discard {
  CardSet cards;  // 0, 1 or 2 cards
};
struct Pass {
  Card card;
};
struct Play {
  Card card;
};
using Action = std::variant<Veto, ChooseTeams, Discard, Pass, Play>;

// A round in the trick phase, every hand known: a double-dummy problem (the terms that matter
// for the tricks, the sides, the hands now, the trick in progress and the units so far).
struct Position {
  Table table;
  Trumps trumps;
  int points = 1;
  Teams teams;
  std::vector<CardSet> hands;  // by seat, as they are now
  TrickPlay tricks;            // leader, the trick in progress, units so far, tricks left
  Seat to_move() const { return tricks.to_play(); }
};

class State {
 public:
  // The round just dealt: `hands` by seat (hand_size cards each, disjoint, from the deck), and
  // with 2 players the 30 cards set aside. Throws RuleError if the deal is not one.
  static State deal(const Table& table, Seat dealer, const std::vector<CardSet>& hands, CardSet aside = {});
  // The round at `position` (the trick phase).
  static State at_position(const Position& position);

  const Table& table() const { return table_; }
  int players() const { return table_.players(); }
  Phase phase() const { return phase_; }
  Seat dealer() const { return dealer_; }
  // The player to act (the phase must not be over).
  Seat to_move() const;
  const Board& board() const { return board_; }
  int vetoes() const { return vetoes_; }
  // The terms and the first player, once the veto phase is over.
  const std::optional<Terms>& terms() const { return terms_; }
  const std::optional<Seat>& first_player() const { return first_; }
  const std::optional<Teams>& teams() const { return teams_; }
  CardSet hand(Seat s) const { return hands_[index(s)]; }
  CardSet discards(Seat s) const { return discards_[index(s)]; }
  // The card `s` passed to the left, once every player has chosen theirs.
  std::optional<Card> passed(Seat s) const { return passed_[index(s)]; }
  // The card `s` chose to pass (given once every player has chosen), if chosen.
  std::optional<Card> chosen_pass(Seat s) const { return passed_[index(s)] ? passed_[index(s)] : pending_pass_[index(s)]; }
  // How many players have made their discard choice (clockwise from the first player).
  int discard_choices() const { return discarded_; }
  CardSet aside() const { return aside_; }
  // The trick phase (tricks, over).
  const TrickPlay& tricks() const { return tricks_; }
  // The position (trick phase only).
  Position position() const;

  std::vector<Action> legal_actions() const;
  // Returns the cards the player to move may play in the trick phase, one per kind (the Play
  // actions of legal_actions, in the same order).
  CardSet playable() const;
  // Applies `action` for to_move(); throws RuleError if the rules forbid it.
  void apply(const Action& action);
  // Each seat's score for the round (the round must be over).
  std::vector<int> scores() const;

 private:
  State() = default;
  static std::size_t index(Seat s) { return static_cast<std::size_t>(s.index()); }
  void apply_veto(const Veto& v);
  void apply_teams(const ChooseTeams& t);
  void apply_discard(const Discard& d);
  void apply_pass(const Pass& p);
  void apply_play(const Play& p);
  void after_teams();
  void next_discarder();
  void start_tricks();
  std::vector<Action> discard_actions() const;

  Table table_;
  Seat dealer_;
  Phase phase_ = Phase::veto;
  Board board_{2};
  int vetoes_ = 0;
  std::optional<Terms> terms_;
  std::optional<Seat> first_;
  std::optional<Teams> teams_;
  std::vector<CardSet> hands_, discards_;
  std::vector<std::optional<Card>> passed_, pending_pass_;
  int discarded_ = 0;  // players who have made their discard choice
  CardSet aside_;
  TrickPlay tricks_;
};

// Returns each seat's score for a round whose tricks are `tricks`: their side's units times
// `points`, double for the Bonus card's holder.
std::vector<int> round_scores(const TrickPlay& tricks, const Teams& teams, int points);

// Returns `cards` with one copy of each 1 (the lowest): one card per kind.
CardSet one_per_kind(CardSet cards);

// Returns the action as a record writes it, for messages and tests ("veto trump R", "play B7").
std::string action_text(const Action& action, const Table& table);

}  // namespace skb::nyet
