// Cards of the hat game: the ten character kinds, the hats that fit them, the magic hat, and
// the two variants (standard, no-magic) with how many cards of each kind the box holds.
//
// A Kind names a hat card's face: one of the ten character kinds 1..10 (the hat that fits that
// character) or the magic hat M. Characters only ever have kinds 1..10. Kinds are stored as an
// index 0..10 (kind k is index k-1, M is 10) so that per-kind counts are plain arrays.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace skb::hats {

inline constexpr int kCharacterKinds = 10;  // kinds 1..10
inline constexpr int kHatKinds = 11;        // kinds 1..10 and M
inline constexpr int kPositions = 7;        // positions 1..7 at setup
inline constexpr int kPositionsAtEnd = 3;   // the game ends when 3 positions remain
inline constexpr int kCharacterCopies = 2;  // two cards of every character kind
inline constexpr int kCharacterCards = 20;  // 10 kinds x 2
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 6;

class Kind {
 public:
  constexpr Kind() = default;
  // The character kind `number` (1..10).
  static constexpr Kind character(int number) { return Kind(static_cast<std::uint8_t>(number - 1)); }
  static constexpr Kind magic() { return Kind(10); }
  // The kind with index `index` (0..10).
  static constexpr Kind from_index(int index) { return Kind(static_cast<std::uint8_t>(index)); }

  constexpr int index() const { return index_; }
  constexpr bool is_magic() const { return index_ == 10; }
  // The character number 1..10 (not for M).
  constexpr int number() const { return index_ + 1; }
  // Whether a hat of this kind fits the character `character`: the same kind, or magic.
  constexpr bool fits(Kind character) const { return index_ == character.index_ || is_magic(); }
  // Whether a hat of this kind matches the character (the same kind: a pair).
  constexpr bool matches(Kind character) const { return index_ == character.index_; }
  constexpr auto operator<=>(const Kind&) const = default;

 private:
  constexpr explicit Kind(std::uint8_t index) : index_(index) {}
  std::uint8_t index_ = 0;
};

// "1".."10", "M".
std::string kind_text(Kind k);
// Parses "1".."10" or "M" (hats); nothing for anything else.
std::optional<Kind> parse_hat(std::string_view text);
// Parses "1".."10" (characters); nothing for anything else.
std::optional<Kind> parse_character(std::string_view text);

enum class Variant : std::uint8_t { standard, no_magic };

// "standard", "no-magic".
std::string_view variant_name(Variant v);
std::optional<Variant> parse_variant(std::string_view text);

// Hat cards of each kind in the box: 2 of every character kind, 4 magic hats (0 in no-magic).
using KindCounts = std::array<int, kHatKinds>;
KindCounts hat_deck(Variant v);
// All hat cards of the variant: 24 (20 in no-magic).
int hat_cards(Variant v);

}  // namespace skb::hats
