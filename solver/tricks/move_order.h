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


// The seats of a trick as the ordering sees them: the player to move, the opponents and the
// partners still to play after it.
struct TrickSeats {
  std::array<CardSet, kMaxSeats> opponents{}, partners{};
  int n_opponents = 0, n_partners = 0;
};

template <TrickRules R>
TrickSeats later_seats(const Position<R>& pos) {
  const R& rules = pos.rules();
  const Side mine = rules.side(pos.to_move());
  TrickSeats t;
  for (int k = pos.played() + 1; k < pos.seats(); ++k) {
    const Seat s = pos.leader().after(k, pos.seats());
    if (rules.side(s) != mine) t.opponents[t.n_opponents++] = pos.hand(s);
    else t.partners[t.n_partners++] = pos.hand(s);
  }
  return t;
}

// Returns the card of `suit` (cards still in play) that no other card of it beats when led.
inline Card top_of(CardSet suit, const Bands& bands, const BeatTable& beat) {
  for (CardSet left = suit; !left.empty();) {
    const Card t = left.highest();
    if ((beat.over(t, bands.band_of(t)) & suit).empty()) return t;
    left.remove(t);
  }
  return suit.highest();
}

// The lead's score (DDS's WeightAlloc for the leader, in terms of any rules): a suit where the
// opponents have few cards to choose from and cannot ruff (a card outside the suit beating it),
// where partner can ruff; winners of the leader's side first, partner's winners led to, low cards
// from suits the opponents control.
template <TrickRules R>
int lead_score(const Position<R>& pos, const BeatTable& beat, const TrickSeats& t, Card c) {
  const R& rules = pos.rules();
  const Bands& bands = rules.bands();
  const CardSet suit = rules.suit_cards(rules.suit(c));
  const CardSet in_suit = pos.in_play() & suit;
  const CardSet ruffers = beat.over(c, bands.band_of(c)) - suit;
  int alternatives = 0;
  bool opponent_ruffs = false, partner_ruffs = false;
  for (int i = 0; i < t.n_opponents; ++i) {
    const int n = (t.opponents[i] & suit).size();
    alternatives += n > 0 ? n : pos.tricks_left() + 1;
    opponent_ruffs = opponent_ruffs || (n == 0 && !(t.opponents[i] & ruffers).empty());
  }
  for (int i = 0; i < t.n_partners; ++i)
    partner_ruffs = partner_ruffs || ((t.partners[i] & suit).empty() && !(t.partners[i] & ruffers).empty());
  int score = -(alternatives * 128) / (13 * (t.n_opponents > 0 ? t.n_opponents : 1));
  if (opponent_ruffs) score -= 12;
  if (partner_ruffs) score += 17;
  const Card top = top_of(in_suit, bands, beat);
  const CardSet hand = pos.hand(pos.to_move());
  bool partner_top = false, single_top = false;
  for (int i = 0; i < t.n_partners; ++i) partner_top = partner_top || t.partners[i].contains(top);
  for (int i = 0; i < t.n_opponents; ++i) single_top = single_top || (t.opponents[i] & suit) == CardSet(top);
  const int rel = (in_suit & CardSet::colour(c.colour()) & CardSet(c.mask() - 1)).size();
  if ((hand.contains(top) || partner_top) && !opponent_ruffs) {
    if (c == top) return score + 31;
    return score + (partner_top ? 28 : -3) + rel;
  }
  if (single_top) return score + 2 + rel;
  if (hand.contains(top)) return score + (c == top ? 38 : -14 + rel);
  if (partner_top) return score + 34 + rel;
  return score + 17 - rel;
}

// A follower's score: win as cheaply as possible when no later opponent can beat the card, play
// low when partner is winning safely, otherwise low, discarding from the longest suit.
template <TrickRules R>
int follow_score(const Position<R>& pos, const BeatTable& beat, const TrickSeats& t, Card c) {
  const R& rules = pos.rules();
  const Card led = pos.table(0);
  const int led_band = rules.bands().band_of(led);
  auto beaten_later = [&](Card w) {
    const CardSet over = beat.over(w, led_band);
    for (int i = 0; i < t.n_opponents; ++i)
      if (!(rules.legal(t.opponents[i], led) & over).empty()) return true;
    return false;
  };
  const Card w = pos.table(pos.winning());
  const bool partner_winning = rules.side(pos.leader().after(pos.winning(), pos.seats())) == rules.side(pos.to_move());
  const CardSet suit = rules.suit_cards(rules.suit(c));
  const int discard =
      rules.suit(c) != rules.suit(led) ? ((pos.hand(pos.to_move()) & suit).size() * 64) / 36 : 0;
  if (partner_winning && !beaten_later(w)) return -c.bit() + discard;
  if (beat.over(w, led_band).contains(c)) return beaten_later(c) ? 30 + c.bit() : 80 - c.bit();
  return -c.bit() - (partner_winning ? 0 : 5) + discard;
}

// Scores and sorts `moves` (cards of the player to move in `pos`); `hint` (the transposition
// table's best card) and `killer` get bonuses when present.
template <TrickRules R>
MoveList order_moves(const Position<R>& pos, const BeatTable& beat, CardSet moves, Card hint, bool have_hint,
                     Card killer = Card(), bool have_killer = false) {
  const TrickSeats t = later_seats(pos);
  MoveList list;
  for (const Card c : moves) {
    int score = pos.played() == 0 ? lead_score(pos, beat, t, c) : follow_score(pos, beat, t, c);
    if (have_hint && c == hint) score += 40;
    if (have_killer && c == killer) score += 120;
    list.add(c, score);
  }
  return list;
}

}  // namespace skb::tricks
