// The card-level trick rules of Nyet!, the one home of each (the double-dummy engine includes
// this header as its rules):
//
// - Following: a player must play a card of the led card's suit if they hold one; otherwise any
//   card. Suits are by terms.h: a supertrump follows as the trump colour, never as its printed
//   colour, so when that colour is led a player whose only cards of it are supertrumps may play
//   anything.
// - The trick winner: the last supertrump played, if any; else the highest trump (suit = trump
//   colour), if any; else the highest card of the led suit. Among equal cards (same suit and
//   value: the copies of a 1) the one played last wins, within the trump line as within the
//   led-suit line; a supertrump beats a plain 1 of the trump colour.
// - Loot: every 1 (any colour, supertrumps included) played to a trick by a player of the side
//   opposing the trick's winner is loot for the winner's side. A trick gives its winner's side
//   one unit, and one more per loot.
// - Cards that play alike: two cards of one hand are interchangeable when they are copies of
//   one 1, or when neither is a 1, they follow as the same suit and no card still in play
//   outside the hand ranks between them in that suit.
//
// Header-only, standard library, cards.h, terms.h and seat.h only.
#pragma once

#include <optional>
#include <span>

#include "solver/nyet/cards.h"
#include "solver/nyet/seat.h"
#include "solver/nyet/terms.h"

namespace skb::nyet {

// Returns the cards of `hand` that may be played: all of them when leading (`led` is nothing),
// else those whose suit is `led` if there are any, else all of them.
constexpr CardSet legal_cards(CardSet hand, std::optional<Colour> led, const Trumps& t) {
  if (!led) return hand;
  const CardSet following = hand & suit_cards(*led, t);
  return following.empty() ? hand : following;
}

// Returns a card's rank within its suit: its value (1..13), or 14 for a supertrump (above the
// trump 13). Equal ranks in one suit are equal cards.
constexpr int suit_rank(Card c, const Trumps& t) { return is_supertrump(c, t) ? 14 : value_of(c); }

// Returns the strength of `c` in a trick whose led suit is `led`: supertrumps above trumps above
// the led suit; 0 for a card that cannot win. A card at least as strong as the best so far takes
// the lead (the last of equals wins).
constexpr int trick_strength(Card c, Colour led, const Trumps& t) {
  if (is_supertrump(c, t)) return 3 * 16;
  const Colour suit = colour_of(c);
  if (suit == t.trump) return 2 * 16 + value_of(c);
  if (suit == led) return 16 + value_of(c);
  return 0;
}

// Returns whether `card`, played after `winning` (the card winning the trick so far) to a trick
// whose led suit is `led`, takes the trick from it: it is at least as strong (the last of equals
// wins). A trick's winner is the fold of this over its cards in play order.
constexpr bool takes_trick(Card card, Card winning, Colour led, const Trumps& t) {
  return trick_strength(card, led, t) >= trick_strength(winning, led, t);
}

// Returns the position, in play order, of the card that wins the trick `cards` (cards[0] was
// led; at least one card).
constexpr int trick_winner(std::span<const Card> cards, const Trumps& t) {
  const Colour led = suit_of(cards[0], t);
  int best = 0;
  for (std::size_t i = 1; i < cards.size(); ++i)
    if (takes_trick(cards[i], cards[static_cast<std::size_t>(best)], led, t)) best = static_cast<int>(i);
  return best;
}

// Returns the seat that played cards[position] in a trick led by `leader` at `players` seats.
constexpr Seat seat_in_trick(Seat leader, int position, int players) { return leader.after(position, players); }

// Returns the loot of a complete trick won by the card at position `won_at` in play order (as
// trick_winner returns it): the 1s in it played by seats not on the winner's side. `cards[i]` was
// played by seat_in_trick(leader, i, players); `side` is one side (the other is its complement).
constexpr int loot_won_at(std::span<const Card> cards, Seat leader, int players, SeatSet side, int won_at) {
  const Seat winner = seat_in_trick(leader, won_at, players);
  const bool winner_in_side = side.contains(winner);
  int loot = 0;
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (is_one(cards[i]) && side.contains(seat_in_trick(leader, static_cast<int>(i), players)) != winner_in_side)
      ++loot;
  return loot;
}

// Returns the loot of a complete trick (loot_won_at its winner).
constexpr int trick_loot(std::span<const Card> cards, Seat leader, int players, SeatSet side, const Trumps& t) {
  return loot_won_at(cards, leader, players, side, trick_winner(cards, t));
}

// Returns the units a complete trick gives the winning side: 1 for the trick, plus its loot.
constexpr int trick_units(std::span<const Card> cards, Seat leader, int players, SeatSet side, const Trumps& t) {
  return 1 + trick_loot(cards, leader, players, side, t);
}

// Returns the cards of `hand` that play like `card` (a card of `hand`; the result holds it):
// its other copies if it is a 1; else the run of non-1 cards of `hand` of its suit around it
// with no card of `live` outside `hand` ranked between them. `live` is every card still in play
// (in any hand; cards already played to earlier tricks or discarded are not in it).
constexpr CardSet alike_cards(Card card, CardSet hand, CardSet live, const Trumps& t) {
  if (is_one(card)) return hand & copies_of(kind_of(card));
  const CardSet suit = suit_cards(suit_of(card, t), t) - all_ones();  // non-1 cards follow by value
  const CardSet others = (live - hand) & suit;
  const int colour = card.colour();  // a non-1 card's suit is its colour
  CardSet run(card);
  for (int bit = card.bit() + 1; bit <= value_bit(kMaxValue); ++bit) {  // upwards until a card outside the hand
    const Card c(colour, bit);
    if (others.contains(c)) break;
    if (hand.contains(c)) run.add(c);
  }
  for (int bit = card.bit() - 1; bit >= 3; --bit) {  // downwards, down to the 2 (bit 3)
    const Card c(colour, bit);
    if (others.contains(c)) break;
    if (hand.contains(c)) run.add(c);
  }
  return run;
}

// Returns one card of each group of `hand`'s cards that play alike (the lowest of each), so that
// a search tries each group once. `live` as for alike_cards.
constexpr CardSet alike_representatives(CardSet hand, CardSet live, const Trumps& t) {
  CardSet left = hand;
  CardSet out;
  while (!left.empty()) {
    const Card c = left.lowest();
    out.add(c);
    left -= alike_cards(c, hand, live, t);
  }
  return out;
}

}  // namespace skb::nyet
