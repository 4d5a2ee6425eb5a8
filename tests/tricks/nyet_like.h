// A test game with Nyet!'s features, for checking the trick engine beyond bridge: 2 to 5 seats
// on two sides in any split; four colours, each with three identical 1s (lane bits 0, 1, 2: three
// physical cards) and the values 2..13 (bits 3..14); a trump colour; optionally a supertrump
// colour whose three 1s follow as the trump suit and beat every other card, the last one played
// winning; among equal cards (same suit, same value) the one played last wins the trick; a
// trick gives its winner's side 1 unit plus one per 1 (supertrumps included) played by a seat
// of the other side ("loot"). The real Nyet! rules live with the game; this is the engine's
// test of them, checked against a plain minimax (minimax.h).
#pragma once

#include <array>
#include <stdexcept>

#include "solver/tricks/bands.h"
#include "solver/tricks/cards.h"
#include "solver/tricks/rules.h"
#include "solver/tricks/seats.h"

namespace skb::tricks::test {

class NyetLikeRules {
 public:
  static constexpr int kNoSupertrump = -1;
  static constexpr bool kFollowSuit = true;

  // `sides[s]` is the side (0 or 1) of seat s, for seats 0 .. seats-1; the values run 2 .. top_bit-1
  // (bits 3 .. top_bit: 14 for values up to 13, 11 with the 11, 12 and 13 removed).
  NyetLikeRules(int seats, std::array<int, kMaxSeats> sides, int trump, int supertrump, int top_bit = 14)
      : seats_(seats), sides_(sides), trump_(trump), supertrump_(supertrump) {
    if (seats < kMinSeats || seats > kMaxSeats) throw std::invalid_argument("NyetLikeRules: 2 to 5 seats");
    for (int c = 0; c < kColours; ++c) {
      bands_.add(c, 0, 2, BandKind::equal);
      bands_.add(c, 3, top_bit, BandKind::ranked);
    }
    for (int s = 0; s < kSuits; ++s) suit_cards_[s] = bands_.cards() & CardSet::colour(s);
    if (supertrump_ >= 0) {
      const CardSet super = CardSet::lane(supertrump_, 0b111);
      for (int s = 0; s < kSuits; ++s) suit_cards_[s] -= super;
      suit_cards_[trump_] |= super;
    }
  }

  int seats() const { return seats_; }
  Side side(Seat s) const { return Side(sides_[s.index()]); }
  bool supertrump(Card c) const { return c.colour() == supertrump_ && c.bit() < 3; }
  int suit(Card c) const { return supertrump(c) ? trump_ : c.colour(); }
  CardSet suit_cards(int suit) const { return suit_cards_[suit]; }
  CardSet legal(CardSet hand, Card led) const {
    const CardSet follow = hand & suit_cards_[suit(led)];
    return follow.empty() ? hand : follow;
  }
  // 1 for every 1, else 2..13.
  static int value(Card c) { return c.bit() < 3 ? 1 : c.bit() - 1; }
  bool beats(Card c, Card winning, Card led) const {
    const int a = strength(c, led), b = strength(winning, led);
    if (a != b) return a > b;
    if (a == 0) return false;
    if (a == 3) return true;  // the last supertrump wins
    return value(c) >= value(winning);  // same suit: the higher, or the later of equals
  }
  int trick_units(const Card* cards, int count, Seat leader, int winner) const {
    const Side won = side(leader.after(winner, seats_));
    int units = 1;
    for (int i = 0; i < count; ++i)
      if (cards[i].bit() < 3 && side(leader.after(i, seats_)) != won) ++units;
    return units;
  }
  // A 1 is loot for the other side's trick.
  int extra_units(Card c) const { return c.bit() < 3 ? 1 : 0; }
  const Bands& bands() const { return bands_; }

 private:
  // 3 a supertrump, 2 a trump, 1 a card of the led suit, 0 any other card.
  int strength(Card c, Card led) const {
    if (supertrump(c)) return 3;
    if (suit(c) == trump_) return 2;
    return suit(c) == suit(led) ? 1 : 0;
  }

  int seats_;
  std::array<int, kMaxSeats> sides_;
  int trump_, supertrump_;
  Bands bands_;
  std::array<CardSet, kSuits> suit_cards_{};
};

static_assert(TrickRules<NyetLikeRules>);

}  // namespace skb::tricks::test
