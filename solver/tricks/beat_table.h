// The rules' beats relation (rules.h) as card sets, worked out once per solve so that the search
// asks "who can still take this trick?" with a few AND operations instead of calls to the rules.
#pragma once

#include <array>
#include <cstdint>

#include "solver/tricks/bands.h"
#include "solver/tricks/cards.h"
#include "solver/tricks/rules.h"

namespace skb::tricks {

// For each card w and each band of a led card: the cards that would take the trick from w, and
// the cards w would take it from; for each card, the cards that can beat it after some lead, and
// the cards it beats whatever was led.
class BeatTable {
 public:
  template <TrickRules R>
  explicit BeatTable(const R& rules) {
    const Bands& bands = rules.bands();
    for (const Card w : bands.cards()) always_[w.index()] = bands.cards();
    for (int b = 0; b < bands.count(); ++b) {
      const Card led = bands.band(b).lowest();
      for (const Card w : bands.cards()) {
        CardSet over;
        for (const Card x : bands.cards())
          if (x != w && rules.beats(x, w, led)) over.add(x);
        over_[w.index()][b] = over;
        ever_[w.index()] |= over;
        for (const Card x : over) under_[x.index()][b].add(w);
        for (const Card x : bands.cards())
          if (!over.contains(x)) always_[x.index()].remove(w);
      }
    }
    for (const Card w : bands.cards()) {
      always_[w.index()].remove(w);
      extra_[w.index()] = static_cast<std::int8_t>(rules.extra_units(w));
      if (extra_[w.index()] > 0) with_extra_.add(w);
      if (extra_[w.index()] > max_extra_) max_extra_ = extra_[w.index()];
    }
    for (int s = 0; s < kSuits; ++s) {
      const CardSet suit = rules.suit_cards(s);
      bool dominant = !suit.empty();
      for (const Card c : suit) dominant = dominant && (bands.cards() - suit - always_[c.index()]).empty();
      dominant_[s] = dominant;
    }
  }
  // The cards that beat `w` (winning the trick so far) in a trick led with a card of band `led_band`.
  CardSet over(Card w, int led_band) const { return over_[w.index()][led_band]; }
  // The cards `x` beats, played after them, in a trick led with a card of band `led_band`.
  CardSet under(Card x, int led_band) const { return under_[x.index()][led_band]; }
  // The cards that beat `w` after some lead.
  CardSet ever_over(Card w) const { return ever_[w.index()]; }
  // Whether every card of suit `s` beats every card of every other suit whatever was led (bridge's
  // trump suit; no suit at notrump).
  bool dominant(int s) const { return dominant_[s]; }
  // The sum of the rules' extra units of `cards` (rules.h), and the most of one card.
  int extra(CardSet cards) const {
    int sum = 0;
    for (const Card c : cards & with_extra_) sum += extra_[c.index()];
    return sum;
  }
  int max_card_extra() const { return max_extra_; }
  // The cards `x` beats, played after them, whatever was led.
  CardSet always_under(Card x) const { return always_[x.index()]; }

 private:
  std::array<std::array<CardSet, kMaxBands>, 64> over_{}, under_{};
  std::array<CardSet, 64> ever_{}, always_{};
  std::array<bool, kSuits> dominant_{};
  std::array<std::int8_t, 64> extra_{};
  CardSet with_extra_;
  int max_extra_ = 0;
};

}  // namespace skb::tricks
