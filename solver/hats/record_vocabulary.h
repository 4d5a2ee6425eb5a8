// Record vocabulary: every word a `.hats` record spells (docs/hats/record-format.md), written
// once, for the reader that reads it and the writer that writes it: the statements' keywords and
// the word before a new character. The words a player may not be called are made from them.
// (Hats, characters, positions and variants are spelt by cards.h; move.h's move_keyword reads
// the moves' keywords here.)
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace skb::hats {

// The statements of a record: the header (players first, then variant, view, characters) and
// the events (the three moves of a turn, and a dead table revealed).
enum class Keyword : std::uint8_t { players, variant, view, characters, look, swap, open, dead_table };

// The keyword of each statement, in the order of Keyword.
inline constexpr std::array<std::string_view, 8> kKeywords{"players", "variant", "view", "characters",
                                                           "look",    "swap",    "open", "dead-table"};

// The word before the character laid in place of a pair: `open NAME P HAT new C`.
inline constexpr std::string_view kNewWord = "new";

// Returns the statement's keyword as records write it ("dead-table").
constexpr std::string_view keyword(Keyword k) { return kKeywords[static_cast<std::size_t>(k)]; }

// Returns the statement whose keyword is `word`, or nothing.
constexpr std::optional<Keyword> keyword_of(std::string_view word) {
  for (std::size_t k = 0; k < kKeywords.size(); ++k)
    if (kKeywords[k] == word) return static_cast<Keyword>(k);
  return std::nullopt;
}

// The words no player may be called: every keyword that could be a name (those without a
// hyphen), and `new`.
inline constexpr std::array<std::string_view, 8> kReservedWords = [] {
  std::array<std::string_view, 8> out{};
  std::size_t n = 0;
  for (const std::string_view k : kKeywords)
    if (k.find('-') == std::string_view::npos) out[n++] = k;
  out[n++] = kNewWord;
  if (n != out.size()) throw "kReservedWords: the count is wrong";  // not a constant: a compile error
  return out;
}();

}  // namespace skb::hats
