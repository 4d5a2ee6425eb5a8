// The trick phase as everyone at the table sees it: who leads, who plays next, the cards of the
// trick in progress, and the tricks and units each side has taken. The first player leads the
// first trick; the winner of a trick leads the next; everyone plays one card, clockwise. It
// holds no hands: whether a card may be played from a hand is check_play's question (trick.h's
// legal_cards, in words), asked by whoever knows the hand.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "solver/nyet/cards.h"
#include "solver/nyet/seat.h"
#include "solver/nyet/terms.h"

namespace skb::nyet {

struct PlayedTrick {
  Seat leader;
  std::vector<Card> cards;  // in play order
  Seat winner;
  int units = 0;  // for the winner's side: 1 + loot
};

class TrickPlay {
 public:
  TrickPlay() = default;
  // The trick phase at its start: `leader` (the first player) leads the first of `tricks`.
  // `side` is one side (teams.h); units are counted for it and for its complement.
  TrickPlay(int players, const Trumps& trumps, SeatSet side, Seat leader, int tricks);
  // The same with units taken before (for `side`, for the other side) and the trick in progress
  // led by `leader` with `current` on the table; `tricks` counts the trick in progress.
  static TrickPlay at_position(int players, const Trumps& trumps, SeatSet side, Seat leader,
                               const std::vector<Card>& current, int tricks, std::array<int, 2> units);

  int players() const { return players_; }
  const Trumps& trumps() const { return trumps_; }
  SeatSet side() const { return side_; }
  bool over() const { return tricks_left_ == 0; }
  // The player to play next (the trick phase must not be over).
  Seat to_play() const { return leader_.after(static_cast<int>(current_.size()), players_); }
  Seat leader() const { return leader_; }
  const std::vector<Card>& current() const { return current_; }
  // The suit to follow, or nothing when the next card leads.
  std::optional<Colour> led_suit() const;
  // Tricks left to play, the trick in progress included.
  int tricks_left() const { return tricks_left_; }
  const std::vector<PlayedTrick>& history() const { return history_; }
  // Returns the units of `s`'s side so far.
  int units_of(Seat s) const { return units_[side_.contains(s) ? 0 : 1]; }
  // Units for `side` (index 0) and for the other side (index 1).
  const std::array<int, 2>& units() const { return units_; }
  // Plays `card` for to_play(); a full trick goes to its winner, who leads next. Legality is the
  // caller's (check_play); throws std::logic_error once the phase is over.
  void play(Card card);

 private:
  int players_ = 2;
  Trumps trumps_;
  SeatSet side_;
  Seat leader_;
  std::vector<Card> current_;
  int tricks_left_ = 0;
  std::array<int, 2> units_{};
  std::vector<PlayedTrick> history_;
};

// Throws RuleError in the players' words unless `name` may play `card` from `hand` to a trick
// whose suit to follow is `led` (nothing: leading): the card must be held, and follow suit when
// the hand can ("Ann cannot play R7: Ann holds B3 and must follow blue").
void check_play(CardSet hand, Card card, std::optional<Colour> led, const Trumps& trumps, const std::string& name);

}  // namespace skb::nyet
