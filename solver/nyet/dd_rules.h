// Nyet!'s trick rules as the double-dummy engine's rules (solver/tricks/rules.h, TrickRules):
// each answer is one of trick.h's, the one home of the rules, so the engine plays exactly the
// game the replay checks.
//
// - seats and sides: the table's seats in play order; side 0 is the seats of `side` (teams.h),
//   side 1 the others;
// - suit, legality, the winner (`beats` is trick.h's takes_trick: the last of equal cards wins)
//   and units (1 per trick plus loot, trick.h's loot_won_at);
// - a 1 may give one extra unit (loot) to the other side's trick;
// - bands (which cards play alike, solver/tricks/bands.h): in each colour the three 1s are one
//   *equal* band (identical copies: trick.h's alike_cards groups them, and never with another
//   card), the values 2..13 (2..10 with 3 players) a *ranked* band (cards of one suit that no
//   card in play ranks between play alike). The supertrumps are the equal band of the
//   supertrump colour's 1s, following as the trump suit;
// - with points of -2 every team plays to take as few units as it can: the engine then credits a
//   trick to the side that lost it (loser_scores), so its value is the contract's (docs/nyet/
//   rules.md): the units of the mover's team minus the other team's, negated at -2.
#pragma once

#include <array>
#include <span>
#include <stdexcept>

#include "solver/nyet/cards.h"
#include "solver/nyet/seat.h"
#include "solver/nyet/terms.h"
#include "solver/nyet/trick.h"
#include "solver/tricks/bands.h"
#include "solver/tricks/rules.h"

namespace skb::nyet {

class DdRules {
 public:
  static constexpr bool kFollowSuit = true;

  // The rules of a round at a table of `players` with trumps `trumps`, `side` one team (the other
  // its complement) and `points` per unit (one of kPointBoxes). Throws std::invalid_argument on
  // a player count out of 2..5 or an empty or full side.
  DdRules(int players, const Trumps& trumps, SeatSet side, int points)
      : players_(players), trumps_(trumps), side_(side), points_(points) {
    if (players < kMinPlayers || players > kMaxPlayers) throw std::invalid_argument("DdRules: 2 to 5 players");
    if (side.empty() || side.complement(players).empty() || (side.bits() >> players) != 0)
      throw std::invalid_argument("DdRules: two teams of the table's seats");
    const int top = players == 3 ? value_bit(10) : value_bit(kMaxValue);
    for (int c = 0; c < kColourCount; ++c) {
      bands_.add(c, 0, 2, tricks::BandKind::equal);
      bands_.add(c, value_bit(2), top, tricks::BandKind::ranked);
    }
    for (const Colour c : kColours)
      suit_cards_[static_cast<std::size_t>(colour_index(c))] = nyet::suit_cards(c, trumps_) & bands_.cards();
  }

  int players() const { return players_; }
  const Trumps& trumps() const { return trumps_; }
  SeatSet team() const { return side_; }
  int points() const { return points_; }

  int seats() const { return players_; }
  tricks::Side side(tricks::Seat s) const { return tricks::Side(side_.contains(Seat(s.index())) ? 0 : 1); }
  int suit(Card c) const { return colour_index(suit_of(c, trumps_)); }
  CardSet suit_cards(int suit) const { return suit_cards_[static_cast<std::size_t>(suit)]; }
  CardSet legal(CardSet hand, Card led) const { return legal_cards(hand, suit_of(led, trumps_), trumps_); }
  bool beats(Card c, Card winning, Card led) const { return takes_trick(c, winning, suit_of(led, trumps_), trumps_); }
  int trick_units(const Card* cards, int count, tricks::Seat leader, int winner) const {
    const std::span<const Card> trick(cards, static_cast<std::size_t>(count));
    return 1 + loot_won_at(trick, Seat(leader.index()), players_, side_, winner);
  }
  // A 1 is loot when the other side takes the trick it is played to.
  int extra_units(Card c) const { return is_one(c) ? 1 : 0; }
  const tricks::Bands& bands() const { return bands_; }
  // At -2 points a unit costs: the side that loses a trick is the one whose score it helps.
  bool loser_scores() const { return points_ < 0; }

 private:
  int players_;
  Trumps trumps_;
  SeatSet side_;
  int points_;
  tricks::Bands bands_;
  std::array<CardSet, kColourCount> suit_cards_{};
};

static_assert(tricks::TrickRules<DdRules>);

}  // namespace skb::nyet
