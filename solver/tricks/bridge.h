// Contract bridge as the engine's reference game (as Kuhn poker is solver/core's): four seats,
// North (0), East (1), South (2) and West (3) in play order, North-South (side 0) against
// East-West (side 1); a trump suit or none (notrump); each suit's ranks 2..A at bits 2..14 of its
// colour's lane. Every trick gives one unit, so a value v of a position with t tricks left means
// (t + v) / 2 tricks to the side to move. Colours 0..3 are spades, hearts, diamonds, clubs, as
// DDS numbers its suits (DDS's strain 4 is notrump, Strain::notrump here).
#pragma once

#include <stdexcept>

#include "solver/tricks/bands.h"
#include "solver/tricks/cards.h"
#include "solver/tricks/rules.h"
#include "solver/tricks/seats.h"

namespace skb::tricks {

enum class Strain : int { spades = 0, hearts = 1, diamonds = 2, clubs = 3, notrump = 4 };

class BridgeRules {
 public:
  static constexpr bool kOneUnitPerTrick = true;
  static constexpr bool kFollowSuit = true;
  static constexpr int kLowBit = 2;   // the 2
  static constexpr int kHighBit = 14; // the ace

  explicit BridgeRules(Strain strain) : trump_(static_cast<int>(strain)) {
    if (trump_ < 0 || trump_ > 4) throw std::invalid_argument("BridgeRules: no such strain");
    for (int c = 0; c < kColours; ++c) bands_.add(c, kLowBit, kHighBit, BandKind::ranked);
  }

  Strain strain() const { return static_cast<Strain>(trump_); }
  int seats() const { return 4; }
  Side side(Seat s) const { return Side(s.index() & 1); }
  int suit(Card c) const { return c.colour(); }
  CardSet suit_cards(int suit) const { return bands_.cards() & CardSet::colour(suit); }
  // Follow suit when able.
  CardSet legal(CardSet hand, Card led) const {
    const CardSet follow = hand.of_colour(led.colour());
    return follow.empty() ? hand : follow;
  }
  // A higher card of the same suit, or a trump over a card of another suit.
  bool beats(Card c, Card winning, Card /*led*/) const {
    if (c.colour() == winning.colour()) return c.bit() > winning.bit();
    return c.colour() == trump_;
  }
  int trick_units(const Card* /*cards*/, int /*count*/, Seat /*leader*/, int /*winner*/) const { return 1; }
  int extra_units(Card /*card*/) const { return 0; }
  const Bands& bands() const { return bands_; }

  // Returns the card of `rank` (2..14, 14 the ace) in colour `colour`.
  static Card card(int colour, int rank) { return Card(colour, rank); }

 private:
  int trump_;
  Bands bands_;
};

static_assert(TrickRules<BridgeRules>);

}  // namespace skb::tricks
