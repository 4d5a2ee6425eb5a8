// The plain reference for the trick engine: minimax over every legal card, no pruning, no
// table, no equivalences, its own trick bookkeeping (hands, the table, the leader), using only
// the game's rules (who may play what, who wins a trick, what it is worth). Slow and obviously
// right; the engine must agree with it on every position.
#pragma once

#include <array>
#include <vector>

#include "solver/tricks/cards.h"
#include "solver/tricks/rules.h"
#include "solver/tricks/seats.h"

namespace skb::tricks::test {

// A position as the reference sees it.
struct PlainPosition {
  std::array<CardSet, kMaxSeats> hands{};
  Seat leader;             // the leader of the trick in progress
  std::vector<Card> table; // the trick in progress, in play order
};

// The player to move in `p`.
template <TrickRules R>
Seat to_move(const R& rules, const PlainPosition& p) {
  return p.leader.after(static_cast<int>(p.table.size()), rules.seats());
}

// The cards the player to move in `p` may play.
template <TrickRules R>
CardSet legal_cards(const R& rules, const PlainPosition& p) {
  const CardSet hand = p.hands[to_move(rules, p).index()];
  return p.table.empty() ? hand : rules.legal(hand, p.table[0]);
}

// Plays card `c` of the player to move in `p`, taking the trick if it completes it, and returns
// after(units) with `p` the position then (`units`: what the trick gave, plus for the side of
// `perspective`, minus for the other; 0 if the trick goes on); `p` is as it was on return.
template <TrickRules R, class After>
int with_card(const R& rules, PlainPosition& p, Card c, Side perspective, const After& after) {
  const int seats = rules.seats();
  const Seat me = to_move(rules, p);
  p.hands[me.index()].remove(c);
  p.table.push_back(c);
  int v = 0;
  if (static_cast<int>(p.table.size()) == seats) {
    const std::vector<Card> trick = p.table;
    const Seat leader = p.leader;
    const int w = trick_winner(rules, trick.data(), seats);
    const Seat winner = leader.after(w, seats);
    const int units = rules.trick_units(trick.data(), seats, leader, w);
    p.table.clear();
    p.leader = winner;
    v = after(rules.side(winner) == perspective ? units : -units);
    p.leader = leader;
    p.table = trick;
  } else {
    v = after(0);
  }
  p.table.pop_back();
  p.hands[me.index()].add(c);
  return v;
}

// Returns the units `perspective` wins from `p` to the end of the round minus the other side's.
template <TrickRules R>
int minimax(const R& rules, PlainPosition& p, Side perspective) {
  if (p.hands[to_move(rules, p).index()].empty()) return 0;
  const bool maximizing = rules.side(to_move(rules, p)) == perspective;
  int best = maximizing ? -1000 : 1000;
  for (const Card c : legal_cards(rules, p)) {
    const int v = with_card(rules, p, c, perspective, [&](int units) { return units + minimax(rules, p, perspective); });
    if (maximizing ? v > best : v < best) best = v;
  }
  return best;
}

// Returns the same value as minimax, by plain alpha-beta (no table, no equivalences, cards in
// increasing order): fast enough to check the engine on larger positions; checked against
// minimax itself on small ones.
template <TrickRules R>
int alphabeta(const R& rules, PlainPosition& p, Side perspective, int alpha, int beta) {
  if (p.hands[to_move(rules, p).index()].empty()) return 0;
  const bool maximizing = rules.side(to_move(rules, p)) == perspective;
  int best = maximizing ? -1000 : 1000;
  for (const Card c : legal_cards(rules, p)) {
    const int v = with_card(rules, p, c, perspective, [&](int units) {
      return units + alphabeta(rules, p, perspective, alpha - units, beta - units);
    });
    if (maximizing) {
      if (v > best) best = v;
      if (best > alpha) alpha = best;
    } else {
      if (v < best) best = v;
      if (best < beta) beta = best;
    }
    if (alpha >= beta) break;
  }
  return best;
}

// Returns the value of each legal card of the player to move (in increasing card order), from
// that player's side's view.
template <TrickRules R>
std::vector<int> minimax_card_values(const R& rules, PlainPosition p) {
  const Side side = rules.side(to_move(rules, p));
  std::vector<int> out;
  for (const Card c : legal_cards(rules, p))
    out.push_back(with_card(rules, p, c, side, [&](int units) { return units + minimax(rules, p, side); }));
  return out;
}

}  // namespace skb::tricks::test
