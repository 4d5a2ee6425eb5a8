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


// The seats of a trick as the ordering sees them: the opponents and the partners still to play
// after the player to move, and (within a trick) every card the opponents may still play to it.
struct TrickSeats {
  std::array<CardSet, kMaxSeats> opponents{}, partners{};
  int n_opponents = 0, n_partners = 0;
  CardSet their_legal;
};

template <TrickRules R>
TrickSeats later_seats(const Position<R>& pos) {
  const R& rules = pos.rules();
  const Side mine = rules.side(pos.to_move());
  TrickSeats t;
  for (int k = pos.played() + 1; k < pos.seats(); ++k) {
    const Seat s = pos.leader().after(k, pos.seats());
    if (rules.side(s) != mine) {
      t.opponents[t.n_opponents++] = pos.hand(s);
      if (pos.played() > 0) t.their_legal |= rules.legal(pos.hand(s), pos.table(0));
    } else {
      t.partners[t.n_partners++] = pos.hand(s);
    }
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

// What the lead's score needs of a suit, the same for every card of it: its weight from the
// opponents' choices and ruffs, its top card and who holds it.
struct LeadSuit {
  int weight = 0;
  bool opponent_ruffs = false, partner_top = false, single_top = false;
  Card top;
};

// DDS's weights for the leader (WeightAlloc), in terms of any rules: a suit where the opponents
// have few cards to choose from and cannot ruff (a card outside the suit beating the one led),
// where partner can ruff.
template <TrickRules R>
LeadSuit lead_suit(const Position<R>& pos, const BeatTable& beat, const TrickSeats& t, Card c) {
  const R& rules = pos.rules();
  const Bands& bands = rules.bands();
  const CardSet suit = rules.suit_cards(rules.suit(c));
  const CardSet ruffers = beat.over(c, bands.band_of(c)) - suit;
  LeadSuit out;
  int alternatives = 0;
  bool partner_ruffs = false;
  for (int i = 0; i < t.n_opponents; ++i) {
    const int n = (t.opponents[i] & suit).size();
    alternatives += n > 0 ? n : pos.tricks_left() + 1;
    out.opponent_ruffs = out.opponent_ruffs || (n == 0 && !(t.opponents[i] & ruffers).empty());
  }
  for (int i = 0; i < t.n_partners; ++i)
    partner_ruffs = partner_ruffs || ((t.partners[i] & suit).empty() && !(t.partners[i] & ruffers).empty());
  out.weight = -(alternatives * 128) / (13 * (t.n_opponents > 0 ? t.n_opponents : 1));
  if (out.opponent_ruffs) out.weight -= 12;
  if (partner_ruffs) out.weight += 17;
  out.top = top_of(pos.in_play() & suit, bands, beat);
  for (int i = 0; i < t.n_partners; ++i) out.partner_top = out.partner_top || t.partners[i].contains(out.top);
  for (int i = 0; i < t.n_opponents; ++i)
    out.single_top = out.single_top || (t.opponents[i] & suit) == CardSet(out.top);
  return out;
}

// The lead's score: winners of the leader's side first, partner's winners led to, low cards from
// suits the opponents control; a card worth extra units to whoever takes it (Nyet!'s 1s) is not
// led into a trick the opponents may take.
template <TrickRules R>
int lead_score(const Position<R>& pos, const LeadSuit& s, Card c) {
  const CardSet suit = pos.rules().suit_cards(pos.rules().suit(c));
  const CardSet hand = pos.hand(pos.to_move());
  const int rel = (pos.in_play() & suit & CardSet::colour(c.colour()) & CardSet(c.mask() - 1)).size();
  if ((hand.contains(s.top) || s.partner_top) && !s.opponent_ruffs) {
    if (c == s.top) return s.weight + 31;
    return s.weight + (s.partner_top ? 28 : -3) + rel;
  }
  const int weight = s.weight - 15 * pos.rules().extra_units(c);
  if (s.single_top) return weight + 2 + rel;
  if (hand.contains(s.top)) return weight + (c == s.top ? 38 : -14 + rel);
  if (s.partner_top) return weight + 34 + rel;
  return weight + 8 + rel;
}

// A follower's score: win as cheaply as possible when no later opponent can beat the card, play
// low when partner is winning, or will win, safely; otherwise low, discarding from the longest suit.
template <TrickRules R>
int follow_score(const Position<R>& pos, const BeatTable& beat, const TrickSeats& t, bool partner_winning_safely,
                 bool partner_winning, Card c) {
  const R& rules = pos.rules();
  const Card led = pos.table(0);
  const int led_band = rules.bands().band_of(led);
  const int discard = rules.suit(c) != rules.suit(led)
                          ? ((pos.hand(pos.to_move()) & rules.suit_cards(rules.suit(c))).size() * 64) / 36
                          : 0;
  // Cards worth extra units to whoever takes them (Nyet!'s 1s): give them to partner's trick, not
  // to the opponents'.
  const int loot = rules.extra_units(c);
  if (partner_winning_safely) return -c.bit() + discard + 10 * loot;
  if (beat.over(pos.table(pos.winning()), led_band).contains(c))
    return (t.their_legal & beat.over(c, led_band)).empty() ? 80 - c.bit() : 30 - c.bit();
  return -c.bit() - (partner_winning ? 0 : 5) + discard - 20 * loot;
}

// Scores and sorts `moves` (cards of the player to move in `pos`); `hint` (the transposition
// table's best card) and `killer` get bonuses when present.
template <TrickRules R>
MoveList order_moves(const Position<R>& pos, const BeatTable& beat, CardSet moves, Card hint, bool have_hint,
                     Card killer = Card(), bool have_killer = false) {
  const R& rules = pos.rules();
  const TrickSeats t = later_seats(pos);
  MoveList list;
  if (pos.played() == 0) {
    std::array<LeadSuit, kSuits> suits{};
    std::array<bool, kSuits> known{};
    for (const Card c : moves) {
      const int s = rules.suit(c);
      if (!known[s]) {
        suits[s] = lead_suit(pos, beat, t, c);
        known[s] = true;
      }
      int score = lead_score(pos, suits[s], c);
      if (have_hint && c == hint) score += 40;
      if (have_killer && c == killer) score += 120;
      list.add(c, score);
    }
    return list;
  }
  const int w = pos.winning();
  const bool partner_winning = rules.side(pos.leader().after(w, pos.seats())) == rules.side(pos.to_move());
  const int led_band = rules.bands().band_of(pos.table(0));
  bool safely = partner_winning && (t.their_legal & beat.over(pos.table(w), led_band)).empty();
  // A partner still to play who can take the trick whatever the opponents play: play low too.
  for (int i = 0; i < t.n_partners && !safely; ++i)
    for (const Card x : rules.legal(t.partners[i], pos.table(0)) & beat.over(pos.table(w), led_band))
      if ((t.their_legal & beat.over(x, led_band)).empty()) {
        safely = true;
        break;
      }
  for (const Card c : moves) {
    int score = follow_score(pos, beat, t, safely, partner_winning, c);
    if (have_hint && c == hint) score += 40;
    if (have_killer && c == killer) score += 120;
    list.add(c, score);
  }
  return list;
}

}  // namespace skb::tricks
