// The greedy player: a rule of thumb for every decision of a Nyet! round (a veto, the first
// player's team choice and Bonus, a discard, the pass, a card), reading only what the player to
// move knows: their own hand, discards and passed card, the board, the terms, the teams and the
// cards played. The rules read only that view, so another player's hand can never leak into a
// decision: GreedyView holds it by value (for tests and documentation), and greedy_action reads
// the same fields of the State by reference (no copy per decision: simulations make millions).
//
// The rules (docs/nyet/players.md states them for users):
// - strength: a hand's estimated tricks in quarters under trumps (a supertrump 4, a trump 2, or
//   4 from the fourth-highest value up, a non-trump top card 3, the next 2, the next 1); a hand
//   is *good* when that is at least its share of the round's tricks (hand size / players), and
//   with -2 points when it is at most that share (at -2 every unit costs, so a weak hand is
//   the good one);
// - veto: each empty box gets a desirability for this hand (trump: the colour's strength;
//   supertrump: the 1s held of the colour; points: high when good, -2 when not; first player:
//   oneself; discards: a weak hand likes discards); the player covers the box furthest below
//   the best empty box of its line;
// - teams: 4 players, the partner across the table; 3 players, alone when good, else with the
//   left neighbour; 5 players, the side of 2 with the Bonus when good (partner two seats left),
//   else the side of 3 with the players two and four seats left;
// - discards: drop the cards of least keep value (non-trumps before trumps, low before high,
//   the shorter colour first, so that voids appear; at -2 points the reverse: drop winners);
// - pass: to an opponent the card of least keep value (a 1 first at positive points: it is loot
//   in their hand); to a partner the highest non-trump card of the shortest colour;
// - cards: when the trick is not the player's side's, win it with the cheapest card that takes
//   it, else throw the lowest card, a 1 last (it would be loot); when it is the side's, throw a
//   1, else the lowest card; leading, a sure winner (no unseen card of its suit can beat it),
//   else the lowest card of the longest non-trump colour; at -2 points the reverse (duck with
//   the highest card that does not take the trick, throw 1s on the opponents' tricks, lead low).
// Among equally good choices, `rng` picks one uniformly, so a seed fixes the player.
#pragma once

#include <optional>
#include <vector>

#include "solver/core/random.h"
#include "solver/nyet/board.h"
#include "solver/nyet/cards.h"
#include "solver/nyet/state.h"

namespace skb::nyet {

// What the player to move knows of the round: nothing about another player's hand.
struct GreedyView {
  Table table;
  Seat me;
  Phase phase = Phase::veto;
  Board board{2};
  CardSet hand;                      // now (dealt, less discards; after the pass, with the card received)
  CardSet discards;                  // own discards
  std::optional<Card> passed;        // the card this player passed, once passed
  std::optional<Terms> terms;        // once the veto phase is over
  std::optional<Seat> first_player;  // once the veto phase is over
  std::optional<Teams> teams;        // once chosen
  TrickPlay tricks;                  // the trick phase: the cards played and the trick in progress
};

// Returns what the player to move in `state` knows (the state's phase must not be over).
GreedyView greedy_view(const State& state);

// Returns the greedy player's action for state.to_move(): one of state.legal_actions().
Action greedy_action(const State& state, Rng& rng);

// The rule for each decision, on the view alone (exposed for tests and documentation). Each
// returns a legal action of `legal` (the state's legal actions, not empty).
Action greedy_veto(const GreedyView& view, const std::vector<Action>& legal, Rng& rng);
Action greedy_teams(const GreedyView& view, const std::vector<Action>& legal, Rng& rng);
Action greedy_discard(const GreedyView& view, const std::vector<Action>& legal, Rng& rng);
Action greedy_pass(const GreedyView& view, const std::vector<Action>& legal, Rng& rng);
Action greedy_play(const GreedyView& view, const std::vector<Action>& legal, Rng& rng);

// Returns the estimated tricks of `hand` under `trumps`, in quarter tricks, at a table of
// `players` (the rule above).
int strength_quarters(CardSet hand, const Trumps& trumps, int players);

}  // namespace skb::nyet
