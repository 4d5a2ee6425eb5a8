#include "solver/hats/advice.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

#include "solver/core/sampled_worlds.h"
#include "solver/hats/playout.h"
#include "solver/hats/sampler.h"

namespace skb::hats {

namespace {

// The measures of one playout: the viewer's final margin, their share of the win (both ranked),
// and whether the playout stopped at the turn limit (counted).
std::array<double, 3> measures(const GameOutcome& out, int viewer) {
  return {static_cast<double>(out.margin(viewer)), out.win_share(viewer), out.stopped ? 1.0 : 0.0};
}

// The sampled-worlds settings of `options` for `moves` legal moves: a race among the contenders
// with a budget, else every move the same playouts (stopping early when asked).
SampledWorldsOptions evaluation_options(const AdviceOptions& options, std::size_t moves) {
  SampledWorldsOptions so;
  const auto playouts = static_cast<std::uint64_t>(options.playouts);
  if (options.budget > 0) {
    so.first_round = playouts;
    so.play_budget = std::max<std::uint64_t>(options.budget, playouts * moves);
    so.budget = so.play_budget;
    so.contenders_only = true;
    so.stop_when_separated = true;
  } else {
    so.budget = playouts;
    so.first_round = options.stop_when_separated ? std::min<std::uint64_t>(playouts, kFirstRound) : 0;
    so.stop_when_separated = options.stop_when_separated;
  }
  so.sigmas = options.sigmas;
  so.seed = options.seed;
  // Below 64 playouts in the first round, a second thread costs more than it saves.
  so.threads = std::min(playouts, so.budget) * moves >= 64 ? options.threads : 1;
  so.cancel = options.cancel;
  return so;
}

}  // namespace

Advice advise(const Evidence& e, const Policy& rollout, const AdviceOptions& options) {
  if (e.table.over()) throw std::invalid_argument("the game is over");
  if (e.viewer != e.table.to_move()) throw std::invalid_argument("the viewer is not the player to move");
  if (options.playouts < 1) throw std::invalid_argument("advice needs at least one playout per move");
  const WorldSampler sampler(e);
  const std::vector<Move> moves = e.table.legal_moves();
  const std::vector<const Policy*> policies(static_cast<std::size_t>(e.table.players()), &rollout);
  const auto evaluation = evaluate_in_sampled_worlds<3, 2>(
      moves.size(), [&](Rng& rng) { return sampler.sample(rng); },
      [&](const DealtGame& world, std::size_t m, Rng& rng) {
        DealtGame game = world;
        game.play(moves[m], rng);
        return measures(play_out(game, policies, rng), e.viewer);
      },
      evaluation_options(options, moves.size()));
  Advice advice;
  advice.playouts = options.budget > 0 ? options.playouts : static_cast<int>(evaluation.draws);
  advice.separated = evaluation.separated;
  advice.cancelled = evaluation.cancelled;
  if (options.budget > 0) {
    advice.plays = evaluation.plays;
    advice.rounds = evaluation.rounds;
    advice.budget_spent = evaluation.budget_spent;
  }
  for (const std::size_t m : evaluation.ranking) {
    const OptionEstimate<3>& x = evaluation.options[m];
    advice.moves.push_back({moves[m], x.mean[0], x.error[0], x.mean[1], x.error[1], x.tied_with_best, x.draws});
    advice.stopped += static_cast<std::uint64_t>(std::llround(x.mean[2] * static_cast<double>(x.draws)));
  }
  return advice;
}

Move SearchPolicy::choose(const PlayerView& view, Rng& rng) const {
  if (view.history == nullptr) throw std::logic_error("the search policy needs the history");
  const Evidence e = make_evidence(*view.table, *view.history, view.player);
  AdviceOptions options;
  options.playouts = playouts_;
  options.seed = rng();
  options.threads = 1;
  const Advice advice = advise(e, rollout_, options);
  // The rollout policy's own best move, unless another beats it by more than two standard
  // errors: with few playouts the best of 35 noisy values is mostly luck.
  const MoveValue* own = nullptr;
  for (const MoveValue& m : advice.moves)
    if (own == nullptr && rollout_.is_model() && rollout_.probability(view, m.move) > 0) own = &m;
  const MoveValue& top = advice.moves.front();
  if (own == nullptr) return top.move;
  const double error = std::sqrt(top.margin_error * top.margin_error + own->margin_error * own->margin_error);
  return top.margin - own->margin > 2 * error ? top.move : own->move;
}

}  // namespace skb::hats
