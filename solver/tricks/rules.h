// The rules a trick-taking game gives the engine, as a compile-time interface (the concept
// TrickRules): everything the engine knows of a game comes through it, so the one search serves
// bridge (bridge.h, the reference game), Nyet! and test games with 2 to 5 seats.
//
// A game's rules object answers:
// - seats(): the number of seats, 2..kMaxSeats; side(seat): the side (team) of each seat, in any
//   pattern (seats.h);
// - suit(card): the suit the card follows as, 0..3 (usually its colour; a Nyet! supertrump follows
//   as the trump colour); suit_cards(suit): every card of the game that follows as that suit;
// - legal(hand, led): the cards of `hand` that may be played to a trick whose first card is `led`;
// - beats(card, winning, led): whether `card`, played after `winning` (the card winning the trick
//   so far, `led` the trick's first card), takes the trick from it. The winner of a trick is the
//   fold of beats over its cards in play order (trick_winner below), which is how every trick game
//   the engine knows decides a trick: among equal cards the game decides whether the later wins;
// - trick_units(cards, count, leader, winner): the units the trick gives the winner's side (bridge:
//   1; Nyet!: 1 plus the 1s the opposing side played, "loot"), at least 1;
// - extra_units(card): the most units beyond one that this card can give a trick's winner when
//   the card's holder is on the other side (bridge: 0; Nyet!: 1 for a 1, 0 otherwise). A trick's
//   units are at most 1 plus the extra units of the cards the losing side played to it; the engine
//   bounds the rest of a round with these, so they must never be too small;
// - bands(): the bands of the game's cards (bands.h).
//
// What the engine relies on (the tests check it against a plain minimax on random endgames):
// legal, suit and trick_units see a card only through its band; beats(x, w, led) sees x, w and led
// only through their bands and, when x and w are of one ranked band, through which is higher; and
// for a fixed led card beats orders the cards (a trick's winner is its best card under that order,
// later cards winning ties when the game says so). Hence a trick's outcome depends on the ranks of
// one band only, the winner's, and only when another card of that band is in the trick.
//
// Optional:
// - `static constexpr bool kOneUnitPerTrick = true` when every trick gives exactly one unit
//   (bridge): values then have the parity of the tricks left, and the driver tests only those;
// - `static constexpr bool kFollowSuit = true` when legal(hand, led) is exactly "the hand's cards
//   of the led card's suit, or the whole hand if it has none" (bridge, Nyet!): the engine then
//   also counts the tricks a side can cash in a row (quick_tricks.h), which reasons with that rule
//   (a seat follows while it holds the suit, and may ruff only when void). Games with other
//   obligations (to ruff, to overtake) leave it out and lose only that shortcut.
#pragma once

#include <concepts>
#include <cstdint>

#include "solver/tricks/bands.h"
#include "solver/tricks/cards.h"
#include "solver/tricks/seats.h"

namespace skb::tricks {

inline constexpr int kSuits = 4;

template <class R>
concept TrickRules = requires(const R& r, Card c, Card w, CardSet hand, Seat seat, const Card* cards, int n, int suit) {
  { r.seats() } -> std::convertible_to<int>;
  { r.side(seat) } -> std::same_as<Side>;
  { r.suit(c) } -> std::convertible_to<int>;
  { r.suit_cards(suit) } -> std::same_as<CardSet>;
  { r.legal(hand, c) } -> std::same_as<CardSet>;
  { r.beats(c, w, c) } -> std::same_as<bool>;
  { r.trick_units(cards, n, seat, n) } -> std::convertible_to<int>;
  { r.extra_units(c) } -> std::convertible_to<int>;
  { r.bands() } -> std::same_as<const Bands&>;
};

// Whether every trick of the game gives exactly one unit (the rules' kOneUnitPerTrick, false when
// the rules do not say).
template <class R>
constexpr bool one_unit_per_trick() {
  if constexpr (requires { R::kOneUnitPerTrick; })
    return R::kOneUnitPerTrick;
  else
    return false;
}

// Whether the rules declare plain follow-suit legality (kFollowSuit, false when they do not say).
template <class R>
constexpr bool follows_suit() {
  if constexpr (requires { R::kFollowSuit; })
    return R::kFollowSuit;
  else
    return false;
}

// Returns the sum of the extra units (rules.extra_units) of `cards`: the most units beyond one per
// trick that the side not holding them can gain from them.
template <TrickRules R>
int extra_units(const R& rules, CardSet cards) {
  int sum = 0;
  for (const Card c : cards) sum += rules.extra_units(c);
  return sum;
}

// Returns the index (0 .. count-1) of the card that wins a trick of `count` cards (>= 1) in play
// order: the fold of beats, each card against the one winning so far.
template <TrickRules R>
int trick_winner(const R& rules, const Card* cards, int count) {
  int winner = 0;
  for (int i = 1; i < count; ++i)
    if (rules.beats(cards[i], cards[winner], cards[0])) winner = i;
  return winner;
}

}  // namespace skb::tricks
