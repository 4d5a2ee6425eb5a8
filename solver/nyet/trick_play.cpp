#include "solver/nyet/trick_play.h"

#include <stdexcept>

#include <fmt/format.h>

#include "solver/nyet/discards.h"
#include "solver/nyet/rule_error.h"
#include "solver/nyet/trick.h"

namespace skb::nyet {

TrickPlay::TrickPlay(int players, const Trumps& trumps, SeatSet side, Seat leader, int tricks)
    : players_(players), trumps_(trumps), side_(side), leader_(leader), tricks_left_(tricks) {}

TrickPlay TrickPlay::at_position(int players, const Trumps& trumps, SeatSet side, Seat leader,
                                 const std::vector<Card>& current, int tricks, std::array<int, 2> units) {
  TrickPlay t(players, trumps, side, leader, tricks);
  t.units_ = units;
  for (Card c : current) t.play(c);
  return t;
}

std::optional<Colour> TrickPlay::led_suit() const {
  if (current_.empty()) return std::nullopt;
  return suit_of(current_.front(), trumps_);
}

void TrickPlay::play(Card card) {
  if (over()) throw std::logic_error("TrickPlay::play: every trick has been played");
  current_.push_back(card);
  if (static_cast<int>(current_.size()) < players_) return;
  const Seat winner = seat_in_trick(leader_, trick_winner(current_, trumps_), players_);
  const int units = trick_units(current_, leader_, players_, side_, trumps_);
  units_[side_.contains(winner) ? 0 : 1] += units;
  history_.push_back({leader_, current_, winner, units});
  current_.clear();
  leader_ = winner;
  --tricks_left_;
}

void check_play(CardSet hand, Card card, std::optional<Colour> led, const Trumps& trumps, const std::string& name) {
  if (!hand.contains(card))
    throw RuleError(fmt::format("{} cannot play {}: {} does not hold it", name, card_text(card), name));
  if (legal_cards(hand, led, trumps).contains(card)) return;
  const CardSet following = hand & suit_cards(*led, trumps);
  std::string note;
  if (colour_of(card) == *led && is_supertrump(card, trumps))
    note = fmt::format(" ({} is a supertrump: it follows as {})", card_text(card), colour_name(trumps.trump));
  const std::string holds = following.size() <= 3
                                ? cards_text(following)
                                : fmt::format("{} {} cards", following.size(), colour_name(*led));
  throw RuleError(fmt::format("{} cannot play {}: {} holds {} and must follow {}{}", name, card_text(card), name, holds,
                              colour_name(*led), note));
}

}  // namespace skb::nyet
