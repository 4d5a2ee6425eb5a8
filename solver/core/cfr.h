// CFR: counterfactual regret minimisation on a game graph (game_graph.h), in the CFR+ form.
//
// Each iteration updates the players in turn (alternating updates). For player i: the strategy
// of every information set is regret matching on its accumulated regrets; the probabilities
// that chance and the others (R-i) and that i (Ri) reach each node are summed over the node's
// paths; i's expected utility is computed from the last level up; each of i's options then gains
// the regret R-i(n) (v(child) - v(n)) summed over the set's nodes, regrets are floored at zero
// (CFR+), and the strategy is added to the average with weight t Ri(n) (linear averaging). In
// two-player zero-sum games of perfect recall the average strategy converges to an equilibrium;
// otherwise it need not (converges() says which, from the game's facts), so the NashConv of the
// result must be measured (best_response.h), never assumed.
#pragma once

#include <cstdint>
#include <vector>

#include "solver/core/game_graph.h"

namespace skb {

class Cfr {
 public:
  // The solver starts from uniform play. `graph` must outlive the solver.
  explicit Cfr(const GameGraph& graph);

  // Runs `count` more iterations.
  void iterate(int count = 1);

  // Returns whether the game is one where CFR+'s average provably approaches an equilibrium: two
  // players, zero-sum, perfect recall (game.h's GameFacts).
  bool converges() const {
    return graph_.players() == 2 && graph_.facts().zero_sum && graph_.facts().perfect_recall;
  }

  // Returns the iterations run so far.
  int iterations() const { return iterations_; }

  // Returns the strategy regret matching plays now.
  Strategy current() const;

  // Returns the average strategy (the one that approaches an equilibrium); uniform at sets never
  // reached.
  Strategy average() const;

 private:
  void update(int player);
  void match(InfosetId set, Strategy& strategy) const;

  const GameGraph& graph_;
  std::vector<double> regret_;
  std::vector<double> cumulative_;
  Strategy strategy_;
  std::vector<double> reach_others_;
  std::vector<double> reach_own_;
  std::vector<double> value_;
  int iterations_ = 0;
};

}  // namespace skb
