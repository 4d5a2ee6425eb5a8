// Record vocabulary: every word a `.mutiny` record spells (docs/mutiny/record-format.md), written
// once, for the reader that reads it and the writer that writes it: the keyword of each
// statement, of each fact and of each report's claim, and the other words statements use
// (nobody, silent, what a confession showed). The words a player may not be called, and the
// reader's lists of keywords for its hints, are made from these.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

#include "solver/mutiny/record.h"
#include "solver/mutiny/report.h"

namespace skb::mutiny {

inline constexpr std::size_t statement_kind_count = static_cast<std::size_t>(StatementKind::move) + 1;

// The keyword of each statement kind, in the order of StatementKind; a fact's is "fact" (a fact
// statement starts with the fact's own keyword, below).
inline constexpr std::array<std::string_view, statement_kind_count> kStatementKeywords{
    "players",    "boatswain",      "chaplain",        "helmsman", "navigator",
    "view",       "lie-rate",       "confession-rate", "fact",     "search",
    "report",     "innocence-vote", "dead-reckoning",  "condemn",  "wait",
    "guilt-vote", "forgive",        "change-course",   "move"};

// The keyword of each fact, in the order of FactKind (record.h): the four facts of a heard
// confession share theirs.
inline constexpr std::array<std::string_view, 9> kFactKeywords{"mutineer",      "not-mutineer", "confession",
                                                               "confession",    "confession",   "confession",
                                                               "no-confession", "sworn",        "not-sworn"};

// The word of each claim of a report, in the order of Claim (report.h): "silent" for none.
inline constexpr std::array<std::string_view, 5> kClaimWords{"silent", "mutineer", "not-mutineer", "confessed",
                                                             "denied"};

// What a confession showed, after `confession NAME`: the Chaplain's claims.
inline constexpr std::string_view kConfessedWord = kClaimWords[static_cast<std::size_t>(Claim::confessed)];
inline constexpr std::string_view kDeniedWord = kClaimWords[static_cast<std::size_t>(Claim::denied)];

// The player named where a decision names nobody (search, dead reckoning, condemn, forgive,
// change course; `confession nobody`).
inline constexpr std::string_view kNobodyWord = "nobody";

// Returns the statement's keyword as records write it ("innocence-vote"); for a fact, "fact".
constexpr std::string_view keyword(StatementKind kind) { return kStatementKeywords[static_cast<std::size_t>(kind)]; }

// Returns the fact's keyword ("no-confession").
constexpr std::string_view fact_keyword(FactKind kind) { return kFactKeywords[static_cast<std::size_t>(kind)]; }

// Returns the word of the claim ("not-mutineer"; "silent" for silence).
constexpr std::string_view claim_word(Claim claim) { return kClaimWords[static_cast<std::size_t>(claim)]; }

// Every word a statement may start with: the statement keywords but "fact", then the facts'
// keywords, each once.
inline constexpr std::array<std::string_view, 24> kFirstWords = [] {
  std::array<std::string_view, 24> out{};
  std::size_t n = 0;
  for (const std::string_view k : kStatementKeywords)
    if (k != "fact") out[n++] = k;
  for (const std::string_view k : kFactKeywords) {
    bool seen = false;
    for (std::size_t i = 0; i < n; ++i) seen = seen || out[i] == k;
    if (!seen) out[n++] = k;
  }
  if (n != out.size()) throw "kFirstWords: the count is wrong";  // not a constant: a compile error
  return out;
}();

// The words no player may be called: every keyword that could be a name (those without a hyphen)
// and the other words of statements.
inline constexpr std::array<std::string_view, 19> kReservedWords = [] {
  std::array<std::string_view, 19> out{};
  std::size_t n = 0;
  for (const std::string_view k : kFirstWords)
    if (k.find('-') == std::string_view::npos) out[n++] = k;
  for (const std::string_view w : {kNobodyWord, kClaimWords[0], kConfessedWord, kDeniedWord}) out[n++] = w;
  if (n != out.size()) throw "kReservedWords: the count is wrong";  // not a constant: a compile error
  return out;
}();

}  // namespace skb::mutiny
