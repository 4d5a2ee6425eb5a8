// Move ordering: the cards of the player to move, one per group of equivalent cards (bands.h),
// sorted so that the card most likely to prove the search's point comes first (an alpha-beta
// search is fastest when the first card it tries at each node is the best one). The scores follow
// the ideas of DDS's Moves and Stockfish's movepick: the card the transposition table remembers
// as best comes first, then the card that last caused a cut-off at the same depth (the killer),
// then cards by what they do to the trick: win it cheaply when no later opponent can beat them,
// duck low when partner is winning it, and lead winners the opponents cannot beat.
#pragma once

#include <array>
#include <cstdint>

#include "solver/tricks/cards.h"
#include "solver/tricks/position.h"
#include "solver/tricks/rules.h"

namespace skb::tricks {

// A short list of cards with scores, sorted best first.
struct MoveList {
  std::array<Card, 16> cards{};
  std::array<int, 16> scores{};
  int count = 0;

  void add(Card c, int score) {
    int i = count++;
    while (i > 0 && scores[i - 1] < score) {
      cards[i] = cards[i - 1];
      scores[i] = scores[i - 1];
      --i;
    }
    cards[i] = c;
    scores[i] = score;
  }
};

// What the ordering needs beyond the position: for each card w and each band b of a led card,
// the cards that would take the trick from w (rules.beats), computed once per solve.
class BeatTable {
 public:
  template <TrickRules R>
  explicit BeatTable(const R& rules) {
    const Bands& bands = rules.bands();
    for (int b = 0; b < bands.count(); ++b) {
      const Card led = bands.band(b).lowest();
      for (const Card w : bands.cards()) {
        CardSet over;
        for (const Card x : bands.cards())
          if (x != w && rules.beats(x, w, led)) over.add(x);
        over_[w.index()][b] = over;
      }
    }
  }
  // The cards that beat `w` (winning the trick so far) in a trick led with a card of band `led_band`.
  CardSet over(Card w, int led_band) const { return over_[w.index()][led_band]; }

 private:
  std::array<std::array<CardSet, kMaxBands>, 64> over_{};
};

// Scores and sorts `moves` (cards of the player to move in `pos`) for a search in which `mine` is
// the side of the player to move. `hint`/`killer` come first and second when present.
template <TrickRules R>
MoveList order_moves(const Position<R>& pos, const BeatTable& beat, CardSet moves, Card hint, bool have_hint,
                     Card killer, bool have_killer) {
  const R& rules = pos.rules();
  const Bands& bands = rules.bands();
  const int seats = pos.seats();
  const Seat me = pos.to_move();
  const Side mine = rules.side(me);
  MoveList list;
  // The opponents still to play in this trick after me.
  std::array<CardSet, kMaxSeats> later{};
  int later_count = 0;
  for (int k = pos.played() + 1; k < seats; ++k) {
    const Seat s = pos.leader().after(k, seats);
    if (rules.side(s) != mine) later[later_count++] = pos.hand(s);
  }
  for (const Card c : moves) {
    int score = 0;
    const Card led = pos.played() == 0 ? c : pos.table(0);
    const int led_band = bands.band_of(led);
    // Whether some opponent still to play can take the trick from c (following suit if able).
    auto beaten_later = [&](Card w) {
      const CardSet over = beat.over(w, led_band);
      for (int i = 0; i < later_count; ++i)
        if (!(rules.legal(later[i], led) & over).empty()) return true;
      return false;
    };
    if (pos.played() == 0) {
      score = beaten_later(c) ? 20 - c.bit() : 60 + c.bit();
    } else {
      const Card w = pos.table(pos.winning());
      const bool partner_winning = rules.side(pos.leader().after(pos.winning(), seats)) == mine;
      const bool wins_now = beat.over(w, led_band).contains(c);
      if (partner_winning && !beaten_later(w)) {
        score = -c.bit();
      } else if (wins_now) {
        score = beaten_later(c) ? 30 + c.bit() : 80 - c.bit();
      } else {
        score = -c.bit() - (partner_winning ? 0 : 5);
      }
    }
    if (have_killer && c == killer) score += 200;
    if (have_hint && c == hint) score += 400;
    list.add(c, score);
  }
  return list;
}

}  // namespace skb::tricks
