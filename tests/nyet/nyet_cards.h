// What Nyet!'s tests share: cards from their text, hands compared by kind (a record cannot tell
// the copies of a 1 apart), and exact ratios of counts.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <vector>

#include "solver/core/fraction.h"
#include "solver/nyet/cards.h"

namespace skb::nyet::testing {

// The card written `text` ("B7"); for a 1, copy `copy`.
inline Card card(const char* text, int copy = 0) {
  const Kind k = *parse_kind(text);
  return make_card(k.colour, k.value, copy);
}

// The cards written `texts`; a 1 written twice is two copies.
inline CardSet cards(std::initializer_list<const char*> texts) {
  CardSet out;
  for (const char* t : texts) {
    const Kind k = *parse_kind(t);
    out.add(lowest_copy(copies_of(k) - out, k));
  }
  return out;
}

// Whether `a` and `b` hold the same kinds, as many of each.
inline bool same_kinds(CardSet a, CardSet b) {
  for (int k = 0; k < kKindCount; ++k)
    if (count_of(a, kind_from_index(k)) != count_of(b, kind_from_index(k))) return false;
  return true;
}

inline bool same_kinds(const std::vector<CardSet>& a, const std::vector<CardSet>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!same_kinds(a[i], b[i])) return false;
  return true;
}

// Returns a / b in lowest terms.
inline Fraction ratio(std::uint64_t a, std::uint64_t b) {
  Fraction f(static_cast<unsigned long>(a), static_cast<unsigned long>(b));
  f.canonicalize();
  return f;
}

}  // namespace skb::nyet::testing
