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

// Returns the units `perspective` wins from `p` to the end of the round minus the other side's.
template <TrickRules R>
int minimax(const R& rules, PlainPosition& p, Side perspective) {
  const int seats = rules.seats();
  const Seat me = p.leader.after(static_cast<int>(p.table.size()), seats);
  const CardSet hand = p.hands[me.index()];
  if (hand.empty()) return 0;
  const CardSet legal = p.table.empty() ? hand : rules.legal(hand, p.table[0]);
  const bool maximizing = rules.side(me) == perspective;
  int best = maximizing ? -1000 : 1000;
  for (const Card c : legal) {
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
      v = (rules.side(winner) == perspective ? units : -units) + minimax(rules, p, perspective);
      p.leader = leader;
      p.table = trick;
    } else {
      v = minimax(rules, p, perspective);
    }
    p.table.pop_back();
    p.hands[me.index()].add(c);
    if (maximizing ? v > best : v < best) best = v;
  }
  return best;
}

// Returns the same value as minimax, by plain alpha-beta (no table, no equivalences, cards in
// increasing order): fast enough to check the engine on larger positions; checked against
// minimax itself on small ones.
template <TrickRules R>
int alphabeta(const R& rules, PlainPosition& p, Side perspective, int alpha, int beta) {
  const int seats = rules.seats();
  const Seat me = p.leader.after(static_cast<int>(p.table.size()), seats);
  const CardSet hand = p.hands[me.index()];
  if (hand.empty()) return 0;
  const CardSet legal = p.table.empty() ? hand : rules.legal(hand, p.table[0]);
  const bool maximizing = rules.side(me) == perspective;
  int best = maximizing ? -1000 : 1000;
  for (const Card c : legal) {
    p.hands[me.index()].remove(c);
    p.table.push_back(c);
    int v = 0;
    if (static_cast<int>(p.table.size()) == seats) {
      const std::vector<Card> trick = p.table;
      const Seat leader = p.leader;
      const int w = trick_winner(rules, trick.data(), seats);
      const Seat winner = leader.after(w, seats);
      const int units = rules.side(winner) == perspective ? rules.trick_units(trick.data(), seats, leader, w)
                                                          : -rules.trick_units(trick.data(), seats, leader, w);
      p.table.clear();
      p.leader = winner;
      v = units + alphabeta(rules, p, perspective, alpha - units, beta - units);
      p.leader = leader;
      p.table = trick;
    } else {
      v = alphabeta(rules, p, perspective, alpha, beta);
    }
    p.table.pop_back();
    p.hands[me.index()].add(c);
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
  const int seats = rules.seats();
  const Seat me = p.leader.after(static_cast<int>(p.table.size()), seats);
  const Side side = rules.side(me);
  const CardSet hand = p.hands[me.index()];
  const CardSet legal = p.table.empty() ? hand : rules.legal(hand, p.table[0]);
  std::vector<int> out;
  for (const Card c : legal) {
    p.hands[me.index()].remove(c);
    p.table.push_back(c);
    int v = 0;
    if (static_cast<int>(p.table.size()) == seats) {
      const int w = trick_winner(rules, p.table.data(), seats);
      const Seat winner = p.leader.after(w, seats);
      const int units = rules.trick_units(p.table.data(), seats, p.leader, w);
      PlainPosition next{p.hands, winner, {}};
      v = (rules.side(winner) == side ? units : -units) + minimax(rules, next, side);
    } else {
      v = minimax(rules, p, side);
    }
    p.table.pop_back();
    p.hands[me.index()].add(c);
    out.push_back(v);
  }
  return out;
}

}  // namespace skb::tricks::test
