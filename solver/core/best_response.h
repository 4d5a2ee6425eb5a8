// Best response and NashConv on a game graph (game_graph.h).
//
// A best response of one player to everyone else's strategy is a strategy of that player that
// maximises their expected utility; its gain over the player's own strategy is how much the
// profile can be exploited by that player alone, and NashConv is the sum of the gains over all
// players (zero exactly at a Nash equilibrium). The computation is the classic one: the
// probability that the others and chance reach each node (summed over the node's paths), then
// values from the last level up, choosing at each of the player's information sets the option
// whose values, weighted by those probabilities over the set's nodes, is largest (the first such
// option on ties). With perfect recall this is an exact best response. In a game whose
// information sets forget (an abstraction), it is the best strategy that decides each set given
// its later choices, so the gain it reports is a lower bound on the true one: the result says
// which, from the game's facts (game.h's GameFacts::perfect_recall).
#pragma once

#include <vector>

#include "solver/core/game_graph.h"

namespace skb {

struct BestResponse {
  int player = 0;
  double value = 0;     // the best responder's expected utility
  double baseline = 0;  // their expected utility under the profile itself
  double gain() const { return value - baseline; }
  bool exact = false;  // the game has perfect recall: a true best response (else a lower bound on the gain)
  Strategy strategy;  // the profile with the player's sets replaced by the (pure) response
};

// Returns `player`'s best response to `strategy` (see above).
BestResponse best_response(const GameGraph& graph, const Strategy& strategy, int player);

struct NashConv {
  std::vector<double> gains;  // per player
  double total = 0;           // the sum of the gains
  bool exact = false;         // the game has perfect recall (else each gain is a lower bound)
};

// Returns each player's best-response gain against `strategy` and their sum.
NashConv nash_conv(const GameGraph& graph, const Strategy& strategy);

}  // namespace skb
