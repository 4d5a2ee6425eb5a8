// Record vocabulary: every keyword a `.nyet` record spells (docs/nyet/record-format.md), written
// once, for the reader that reads it and the writer that writes it, and the words a player may
// not be called, made from them. (Cards and colours are spelt by cards.h, the lines and boxes by
// board.h, the characters by setup.h.)
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace skb::nyet {

// The statements of a record: the header (players first, then characters, dealer or terms, view)
// and the rest (hands, vetoes, teams and the Bonus, discards and passes, units, tricks).
enum class Keyword : std::uint8_t {
  players,
  characters,
  dealer,
  view,
  terms,
  hand,
  veto,
  teams,
  bonus,
  discard,
  pass,
  units,
  trick
};

// The keyword of each statement, in the order of Keyword.
inline constexpr std::array<std::string_view, 13> kKeywords{"players", "characters", "dealer", "view",  "terms",
                                                            "hand",    "veto",       "teams",  "bonus", "discard",
                                                            "pass",    "units",      "trick"};

// The word between the two sides of `teams`, the empty discard (`discard NAME none`), and the
// words of `terms`.
inline constexpr std::string_view kVersusWord = "vs";
inline constexpr std::string_view kNoneWord = "none";

// Returns the statement's keyword as records write it.
constexpr std::string_view keyword(Keyword k) { return kKeywords[static_cast<std::size_t>(k)]; }

// Returns the statement whose keyword is `word`, or nothing.
constexpr std::optional<Keyword> keyword_of(std::string_view word) {
  for (std::size_t k = 0; k < kKeywords.size(); ++k)
    if (kKeywords[k] == word) return static_cast<Keyword>(k);
  return std::nullopt;
}

// The words no player may be called: the keywords, `vs`, `none`, the names of the board's lines
// and of line 2's first box, the characters, and `spectator`, `all`, `nobody`.
inline constexpr std::array<std::string_view, 28> kReservedWords{
    "players", "characters", "dealer", "view",  "terms",      "hand",   "veto",  "teams",     "bonus", "discard",
    "pass",    "units",      "trick",  "vs",    "none",       "nyet",   "first", "trump",     "supertrump",
    "points",  "bear",       "crane",  "eagle", "tiger",      "wolf",   "spectator", "all",   "nobody"};

}  // namespace skb::nyet
