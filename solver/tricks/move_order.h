// Move ordering: the cards of the player to move, one per group of equivalent cards (bands.h),
// sorted so that the card most likely to prove the search's point comes first (an alpha-beta
// search is fastest when the first card it tries at each node is the best one). The scores follow
// the ideas of DDS's Moves and Stockfish's movepick: by what a card does to the trick (win it
// cheaply when no later opponent can beat it, duck low when partner is winning it safely, discard
// from the longest suit; lead where the opponents have few cards to choose from, and winners they
// cannot beat), with bonuses for the card the transposition table remembers as best and for the
// killer (the card that last proved its point at the same depth, in the same trick so far: DDS's
// best move per depth; a killer taken from a different trick cost four times the nodes).
#pragma once

#include <array>
#include <cstdint>

#include "solver/tricks/beat_table.h"
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


// Scores and sorts `moves` (cards of the player to move in `pos`); `hint` (the transposition
// table's best card) and `killer` get bonuses when present.
template <TrickRules R>
MoveList order_moves(const Position<R>& pos, const BeatTable& beat, CardSet moves, Card hint, bool have_hint,
                     Card killer = Card(), bool have_killer = false) {
  const R& rules = pos.rules();
  const Bands& bands = rules.bands();
  const int seats = pos.seats();
  const Seat me = pos.to_move();
  const Side mine = rules.side(me);
  const CardSet hand = pos.hand(me);
  MoveList list;
  // The opponents still to play in this trick after me.
  std::array<CardSet, kMaxSeats> later{};
  int later_count = 0;
  for (int k = pos.played() + 1; k < seats; ++k) {
    const Seat s = pos.leader().after(k, seats);
    if (rules.side(s) != mine) later[later_count++] = pos.hand(s);
  }
  const int tricks = pos.tricks_left();
  for (const Card c : moves) {
    int score = 0;
    const Card led = pos.played() == 0 ? c : pos.table(0);
    const int led_band = bands.band_of(led);
    const CardSet suit = rules.suit_cards(rules.suit(c));
    // Whether some opponent still to play can take the trick from w (following suit if able).
    auto beaten_later = [&](Card w) {
      const CardSet over = beat.over(w, led_band);
      for (int i = 0; i < later_count; ++i)
        if (!(rules.legal(later[i], led) & over).empty()) return true;
      return false;
    };
    if (pos.played() == 0) {
      int alternatives = 0;
      for (int i = 0; i < later_count; ++i) {
        const int n = (later[i] & suit).size();
        alternatives += n > 0 ? n : tricks + 1;
      }
      score = -(alternatives * 64) / (19 * (later_count > 0 ? later_count : 1));
      score += beaten_later(c) ? 20 - c.bit() : 60 + c.bit();
    } else {
      const Card w = pos.table(pos.winning());
      const bool partner_winning = rules.side(pos.leader().after(pos.winning(), seats)) == mine;
      const bool wins_now = beat.over(w, led_band).contains(c);
      const int discard = rules.suit(c) != rules.suit(led) ? ((hand & suit).size() * 64) / 36 : 0;
      if (partner_winning && !beaten_later(w)) {
        score = -c.bit() + discard;
      } else if (wins_now) {
        score = beaten_later(c) ? 30 + c.bit() : 80 - c.bit();
      } else {
        score = -c.bit() - (partner_winning ? 0 : 5) + discard;
      }
    }
    if (have_hint && c == hint) score += 40;
    if (have_killer && c == killer) score += 120;
    list.add(c, score);
  }
  return list;
}

}  // namespace skb::tricks
