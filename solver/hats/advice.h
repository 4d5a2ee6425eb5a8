// The advise engine: every legal move of the player to move, valued in sampled worlds
// (solver/core/sampled_worlds.h) drawn from the exact posterior.
//
// Each playout draws a world (the faces the viewer does not know, both piles) from the
// posterior without a model (sampler.h); every move is then played in that same world with the
// same random stream (common random numbers), and the game is played to its end with the
// rollout policy in every seat, the viewer's included. A move's value is the mean of the
// viewer's final score margin (their score minus the best other score) and of their share of
// the win, with standard errors; moves whose margin is within `sigmas` standard errors of the
// best's (paired) are marked as tied with it. The numbers are the same for any number of
// threads.
//
// With a budget (advise's default), the playouts race (sampled_worlds.h, contenders_only): every move
// gets `playouts` playouts, then the moves still tied with the best get more, round after round,
// until the best stands apart or the budget (playouts in all) is spent; the advice says which.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "solver/hats/evidence.h"
#include "solver/hats/policy.h"

namespace skb::hats {

struct AdviceOptions {
  int playouts = 1000;  // per move (at most, with stop_when_separated; the first round, with a budget)
  // Playouts in all for a race (0: no race, every move gets `playouts`); at least playouts times
  // the legal moves.
  std::uint64_t budget = 0;
  std::uint64_t seed = 1;
  int threads = 0;  // 0: the default
  // Stop early, at 100, 200, 400, ... playouts, once the best move is separated from every other
  // by `sigmas` standard errors (sampled_worlds.h); else play every playout.
  bool stop_when_separated = false;
  double sigmas = 2;
  const std::atomic<bool>* cancel = nullptr;  // set by an interrupt: stop after the current round
};

// The first round of playouts before the stopping rule is first checked.
inline constexpr std::uint64_t kFirstRound = 100;

struct MoveValue {
  Move move;
  double margin = 0, margin_error = 0;  // mean final score margin, its standard error
  double win = 0, win_error = 0;        // mean share of the win, its standard error
  bool tied_with_best = false;          // within the error of the best move (never the best itself)
  std::uint64_t playouts = 0;           // the playouts it got
};

struct Advice {
  std::vector<MoveValue> moves;  // best first: by margin, then win, then the legal-move order
  int playouts = 0;              // per move (the first round, in a race)
  std::uint64_t stopped = 0;     // playouts stopped at the turn limit
  bool separated = false;        // no other move is tied with the best
  bool cancelled = false;        // an interrupt stopped it before the budget
  // In a race: the playouts in all, the rounds, and whether the budget ran out with the best
  // still tied.
  std::uint64_t plays = 0, rounds = 0;
  bool budget_spent = false;
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
  bool reads_history() const override { return true; }
  int playouts() const { return playouts_; }

 private:
  const Policy& rollout_;
  int playouts_;
};

}  // namespace skb::hats
