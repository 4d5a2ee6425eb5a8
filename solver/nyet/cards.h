// Nyet!'s cards in the trick engine's encoding (solver/tricks/cards.h): four colours, blue, red,
// yellow and green (letters B R Y G), lanes 0..3; in each colour three cards of value 1, which
// play identically but are three physical cards (bits 0, 1 and 2 of the lane), and one card of
// each value 2..13 (value v at bit v + 1). 60 cards; with 3 players the 11, 12 and 13 of every
// colour are out of the deck (48 cards).
//
// A card *kind* is a colour and a value: the three 1s of a colour are one kind with three
// copies, every other kind has one. Records and reports write kinds (`B7`, `R13`, `G1`); the
// rules and the solver hold physical cards, so that a hand can hold two G1s.
//
// Header-only, standard library and solver/tricks/cards.h only: the double-dummy engine
// includes it as the one home of these definitions.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "solver/tricks/cards.h"

namespace skb::nyet {

using tricks::Card;
using tricks::CardSet;

enum class Colour : std::uint8_t { blue, red, yellow, green };

inline constexpr int kColourCount = 4;
inline constexpr std::array<Colour, kColourCount> kColours{Colour::blue, Colour::red, Colour::yellow, Colour::green};
inline constexpr int kMinValue = 1;
inline constexpr int kMaxValue = 13;
inline constexpr int kOneCopies = 3;  // the 1s of a colour

constexpr int colour_index(Colour c) { return static_cast<int>(c); }
// Returns 'B', 'R', 'Y' or 'G'.
constexpr char colour_letter(Colour c) { return "BRYG"[colour_index(c)]; }
// Returns "blue", "red", "yellow" or "green".
constexpr std::string_view colour_name(Colour c) {
  constexpr std::array<std::string_view, kColourCount> names{"blue", "red", "yellow", "green"};
  return names[static_cast<std::size_t>(colour_index(c))];
}
// Returns the colour written with `letter` (B R Y G, capitals), or nothing.
constexpr std::optional<Colour> colour_from_letter(char letter) {
  for (Colour c : kColours)
    if (colour_letter(c) == letter) return c;
  return std::nullopt;
}

// Returns the card's colour (its printed colour; its suit may differ: terms.h).
constexpr Colour colour_of(Card c) { return static_cast<Colour>(c.colour()); }
// Returns the card's value, 1..13.
constexpr int value_of(Card c) { return c.bit() <= 2 ? 1 : c.bit() - 1; }
constexpr bool is_one(Card c) { return c.bit() <= 2; }
// Returns the lane bit of `value` (2..13); the 1s are bits 0..2.
constexpr int value_bit(int value) { return value + 1; }
// Returns the physical card of `colour` and `value`; for a 1, copy 0, 1 or 2.
constexpr Card make_card(Colour colour, int value, int copy = 0) {
  return Card(colour_index(colour), value == 1 ? copy : value_bit(value));
}

// A card kind: a colour and a value.
struct Kind {
  Colour colour = Colour::blue;
  int value = 1;
  friend constexpr bool operator==(Kind, Kind) = default;
  // Kinds in lane order: colour, then value.
  friend constexpr auto operator<=>(Kind a, Kind b) {
    return a.colour != b.colour ? colour_index(a.colour) <=> colour_index(b.colour) : a.value <=> b.value;
  }
};

constexpr Kind kind_of(Card c) { return Kind{colour_of(c), value_of(c)}; }
// Returns the index of a kind, 0..51 (colour * 13 + value - 1), for tables indexed by kind.
constexpr int kind_index(Kind k) { return colour_index(k.colour) * kMaxValue + k.value - 1; }
inline constexpr int kKindCount = kColourCount * kMaxValue;
constexpr Kind kind_from_index(int index) { return Kind{kColours[static_cast<std::size_t>(index / kMaxValue)], index % kMaxValue + 1}; }

// Returns the physical cards of a kind: the three 1s of a colour, or the one card.
constexpr CardSet copies_of(Kind k) {
  return k.value == 1 ? CardSet::lane(colour_index(k.colour), 0b111) : CardSet(make_card(k.colour, k.value));
}
// Returns the 1s of `colour`.
constexpr CardSet ones_of(Colour colour) { return CardSet::lane(colour_index(colour), 0b111); }
// Returns every 1 of every colour (12 cards).
constexpr CardSet all_ones() { return CardSet(0x0007'0007'0007'0007ULL); }

// Returns the deck for `players` players: 60 cards, or 48 with 3 players (no 11, 12, 13).
constexpr CardSet deck(int players) {
  const std::uint64_t lane = players == 3 ? 0x0fffULL : 0x7fffULL;  // bits 0..11 (values up to 10) or 0..14
  return CardSet(lane | lane << 16 | lane << 32 | lane << 48);
}

// Returns the kind written as text: "B7", "R13", "G1".
inline std::string kind_text(Kind k) { return std::string(1, colour_letter(k.colour)) + std::to_string(k.value); }
inline std::string card_text(Card c) { return kind_text(kind_of(c)); }

// Returns the kind `text` writes (a colour letter B R Y G and a value 1..13 without leading
// zeros), or nothing.
constexpr std::optional<Kind> parse_kind(std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  const auto colour = colour_from_letter(text[0]);
  if (!colour) return std::nullopt;
  int value = 0;
  for (std::size_t i = 1; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    value = value * 10 + (text[i] - '0');
  }
  if (text[1] == '0' || value < kMinValue || value > kMaxValue) return std::nullopt;
  return Kind{*colour, value};
}

// Returns the number of copies of `k` in `cards`.
constexpr int count_of(CardSet cards, Kind k) { return (cards & copies_of(k)).size(); }

// Returns the lowest copy of `k` in `cards` (cards must hold one).
constexpr Card lowest_copy(CardSet cards, Kind k) { return (cards & copies_of(k)).lowest(); }

}  // namespace skb::nyet
