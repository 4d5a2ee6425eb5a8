// A position of a trick-taking round: every seat's hand, the trick in progress (the cards on the
// table, in play order from its leader), whose turn it is, and the units each side has won since
// the position was set up; play(card) and undo() move it forward and back one card at a time.
//
// It also keeps what the search reads at every node without recounting: the cards still in
// hands, the cards on the table, the card winning the trick so far, and per seat a signature of
// how many cards of each band the seat holds (four bits per band, bands.h), the exact part of a
// transposition-table key.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <stdexcept>

#include "solver/tricks/cards.h"
#include "solver/tricks/rules.h"
#include "solver/tricks/seats.h"

namespace skb::tricks {

// The most cards a round can play: five seats of 16 cards.
inline constexpr int kMaxPlies = kMaxSeats * 16;

template <TrickRules R>
class Position {
 public:
  // Sets up the position where `leader` leads to a new trick and seat s holds hands[s]
  // (hands.size() == rules.seats()). Throws std::invalid_argument when the seat count is out of
  // range, hands overlap, a card is no card of the game, or the hand sizes cannot make whole
  // tricks (every seat must hold as many cards as the leader).
  Position(const R& rules, std::span<const CardSet> hands, Seat leader) : rules_(&rules), seats_(rules.seats()) {
    if (seats_ < kMinSeats || seats_ > kMaxSeats) throw std::invalid_argument("Position: 2 to 5 seats");
    if (static_cast<int>(hands.size()) != seats_) throw std::invalid_argument("Position: one hand per seat");
    if (leader.index() >= seats_) throw std::invalid_argument("Position: no such leader");
    for (int s = 0; s < seats_; ++s) {
      if (!(hands[s] - rules.bands().cards()).empty()) throw std::invalid_argument("Position: a card of no band");
      if (!(hands[s] & remaining_).empty()) throw std::invalid_argument("Position: a card in two hands");
      if (hands[s].size() != hands[0].size()) throw std::invalid_argument("Position: hands of different sizes");
      hands_[s] = hands[s];
      remaining_ |= hands[s];
      for (const Card c : hands[s]) signature_[s] += rules.bands().unit(c);
    }
    leader_ = leader;
  }

  const R& rules() const { return *rules_; }
  int seats() const { return seats_; }
  CardSet hand(Seat s) const { return hands_[s.index()]; }
  // The leader of the trick in progress (of the next trick when no card is on the table).
  Seat leader() const { return leader_; }
  Seat to_move() const { return leader_.after(played_, seats_); }
  // Cards on the table in the trick in progress, 0 .. seats-1.
  int played() const { return played_; }
  // The i-th card of the trick in progress (i < played()).
  Card table(int i) const { return history_[ply_ - played_ + i].card; }
  CardSet table_cards() const { return table_set_; }
  // Index in the trick in progress of the card winning it so far (played() > 0).
  int winning() const { return history_[ply_ - 1].winning; }
  // The cards still in hands, and those together with the table's.
  CardSet remaining() const { return remaining_; }
  CardSet in_play() const { return remaining_ | table_set_; }
  // Tricks not yet complete, the one in progress included.
  int tricks_left() const { return hands_[leader_.index()].size() + (played_ > 0 ? 1 : 0); }
  int units(Side s) const { return units_[s.index()]; }
  // Cards played since set-up.
  int ply() const { return ply_; }
  // The band-count signature of seat s (bands.h: four bits per band).
  std::uint32_t signature(Seat s) const { return signature_[s.index()]; }
  // The cards of the seats of side `side`.
  CardSet side_cards(Side side) const {
    CardSet out;
    for (int s = 0; s < seats_; ++s)
      if (rules_->side(Seat(s)) == side) out |= hands_[s];
    return out;
  }
  // The cards the player to move may play.
  CardSet legal() const {
    const CardSet hand = hands_[to_move().index()];
    return played_ == 0 ? hand : rules_->legal(hand, table(0));
  }
  // Units the trick completed by the last card gave (0 when the last card completed none).
  int last_units() const { return ply_ == 0 ? 0 : history_[ply_ - 1].units; }

  // Plays `c` for the player to move; the caller guarantees it is legal (legal()). Completing a
  // trick gives its units to the winner's side and makes the winner the next leader.
  void play(Card c) {
    const Seat seat = to_move();
    Step& step = history_[ply_];
    step.card = c;
    step.units = 0;
    step.leader = leader_;
    int winning_index = 0;
    if (played_ > 0) {
      winning_index = winning();
      if (rules_->beats(c, table(winning_index), table(0))) winning_index = played_;
    }
    step.winning = static_cast<std::int8_t>(winning_index);
    hands_[seat.index()].remove(c);
    remaining_.remove(c);
    signature_[seat.index()] -= rules_->bands().unit(c);
    ++ply_;
    if (++played_ < seats_) {
      table_set_.add(c);
      return;
    }
    Card trick[kMaxSeats];
    for (int i = 0; i < seats_; ++i) trick[i] = history_[ply_ - seats_ + i].card;
    const Seat winner = leader_.after(step.winning, seats_);
    step.units = static_cast<std::int8_t>(rules_->trick_units(trick, seats_, leader_, step.winning));
    units_[rules_->side(winner).index()] += step.units;
    leader_ = winner;
    played_ = 0;
    table_set_ = CardSet();
  }

  // Takes back the last card played (ply() > 0).
  void undo() {
    const Step& step = history_[--ply_];
    if (played_ == 0) {
      // The card completed a trick: take its units back and put the trick on the table again.
      const Seat winner = step.leader.after(step.winning, seats_);
      units_[rules_->side(winner).index()] -= step.units;
      leader_ = step.leader;
      played_ = seats_;
      for (int i = 1; i < seats_; ++i) table_set_.add(history_[ply_ - seats_ + i].card);
    } else {
      table_set_.remove(step.card);
    }
    --played_;
    const Seat seat = leader_.after(played_, seats_);
    hands_[seat.index()].add(step.card);
    remaining_.add(step.card);
    signature_[seat.index()] += rules_->bands().unit(step.card);
  }

 private:
  struct Step {
    Card card;
    Seat leader;              // the trick's leader
    std::int8_t winning = 0;  // index in the trick of the card winning after this one
    std::int8_t units = 0;    // units given when this card completed the trick
  };

  const R* rules_;
  int seats_;
  std::array<CardSet, kMaxSeats> hands_{};
  std::array<std::uint32_t, kMaxSeats> signature_{};
  std::array<int, 2> units_{};
  CardSet remaining_, table_set_;
  Seat leader_;
  int played_ = 0;
  int ply_ = 0;
  std::array<Step, kMaxPlies> history_{};
};

}  // namespace skb::tricks
