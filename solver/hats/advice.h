// The advise engine: every legal move of the player to move, valued by information-set search
// with determinised playouts seeded from the exact posterior.
//
// Each playout draws a world (the faces the viewer does not know, both piles) from the
// posterior without a model (sampler.h); every move is then played in that same world (common
// random numbers: the same world and the same random stream for every move, so that the
// differences between moves are not noise between worlds), and the game is played to its end
// with the rollout policy in every seat, the viewer's included. A move's value is the mean of
// the viewer's final score margin (their score minus the best other score) and of their share
// of the win, with standard errors. Playout i is seeded by game_seed(seed, i): the numbers are
// the same for any number of threads.
#pragma once

#include <cstdint>
#include <vector>

#include "solver/hats/evidence.h"
#include "solver/hats/policy.h"

namespace skb::hats {

struct AdviceOptions {
  int playouts = 1000;  // per move
  std::uint64_t seed = 1;
  int threads = 0;  // 0: the default
};

struct MoveValue {
  Move move;
  double margin = 0, margin_error = 0;  // mean final score margin, its standard error
  double win = 0, win_error = 0;        // mean share of the win, its standard error
};

struct Advice {
  std::vector<MoveValue> moves;  // best first: by margin, then win, then the legal-move order
  int playouts = 0;              // per move
  std::uint64_t stopped = 0;     // playouts stopped at the turn limit
};

// Values every legal move of the player to move in `evidence` (whose viewer must be that player
// and the game not over) against `rollout` played by everyone. Throws std::invalid_argument
// when no layout of the hats fits the evidence.
Advice advise(const Evidence& evidence, const Policy& rollout, const AdviceOptions& options);

// The advise engine as a player: at each turn it values its moves with `playouts` playouts per
// move of `rollout` (memory by default) and plays the best, unless it is not a move the rollout
// policy would play and beats the best of those by at most two standard errors: then it plays
// the rollout policy's best (with few playouts, the best of 35 noisy values is mostly luck).
// It needs the history in its view.
class SearchPolicy final : public Policy {
 public:
  explicit SearchPolicy(const Policy& rollout, int playouts) : rollout_(rollout), playouts_(playouts) {}
  std::string_view name() const override { return "search"; }
  Move choose(const PlayerView& view, Rng& rng) const override;
  bool needs_history() const override { return true; }
  int playouts() const { return playouts_; }

 private:
  const Policy& rollout_;
  int playouts_;
};

}  // namespace skb::hats
