// A round's terms: what the five lines of the board decided (board.h). The trick rules need only
// the trumps: the trump colour, and the supertrump colour or none. The three 1s of the
// supertrump colour are the supertrumps: they belong to the trump colour for every purpose
// ("double agents"), also when the supertrump colour is the trump colour. A card's *suit* is
// its colour, except that a supertrump's suit is the trump colour; following, voids and the
// trick winner go by suit.
//
// Header-only, standard library and cards.h only (the double-dummy engine includes it).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "solver/nyet/cards.h"

namespace skb::nyet {

struct Trumps {
  Colour trump = Colour::blue;
  std::optional<Colour> supertrump;  // nothing: no supertrumps this round
  friend constexpr bool operator==(const Trumps&, const Trumps&) = default;
};

// Returns the supertrumps: the 1s of the supertrump colour, or none.
constexpr CardSet supertrumps(const Trumps& t) { return t.supertrump ? ones_of(*t.supertrump) : CardSet(); }
constexpr bool is_supertrump(Card c, const Trumps& t) { return supertrumps(t).contains(c); }

// Returns the suit `c` follows as: its colour, or the trump colour for a supertrump.
constexpr Colour suit_of(Card c, const Trumps& t) { return is_supertrump(c, t) ? t.trump : colour_of(c); }

// Returns every card (of the full 60) whose suit is `suit`.
constexpr CardSet suit_cards(Colour suit, const Trumps& t) {
  CardSet cards = CardSet::lane(colour_index(suit), 0x7fff) - supertrumps(t);  // bits 0..14: the 15 cards
  if (suit == t.trump) cards |= supertrumps(t);
  return cards;
}

// Line 2: how many cards each player discards (or passes).
enum class DiscardRule : std::uint8_t { nyet, one, two, one_not_one, pass };
inline constexpr std::array<DiscardRule, 5> kDiscardRules{DiscardRule::nyet, DiscardRule::one, DiscardRule::two,
                                                          DiscardRule::one_not_one, DiscardRule::pass};
// Returns the box's name in records: "nyet", "1", "2", "1-not-one", "pass".
constexpr std::string_view discard_rule_name(DiscardRule r) {
  constexpr std::array<std::string_view, 5> names{"nyet", "1", "2", "1-not-one", "pass"};
  return names[static_cast<std::size_t>(r)];
}
// Returns the number of cards a player discards under `r` (0 for nyet and pass; a pass moves a
// card, it does not remove one).
constexpr int discard_count(DiscardRule r) {
  return r == DiscardRule::two ? 2 : (r == DiscardRule::one || r == DiscardRule::one_not_one) ? 1 : 0;
}

// Line 5: the points per trick and per loot.
inline constexpr std::array<int, 5> kPointBoxes{-2, 1, 2, 3, 4};

// The terms of a round, once the veto phase is over (the first player is a seat: board.h).
struct Terms {
  Trumps trumps;
  DiscardRule discard = DiscardRule::nyet;
  int points = 1;  // one of kPointBoxes
  friend constexpr bool operator==(const Terms&, const Terms&) = default;
};

}  // namespace skb::nyet
