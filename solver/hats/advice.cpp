#include "solver/hats/advice.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

#include "solver/core/sampled_race.h"
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

// The advice of a race (AdviceOptions::budget).
Advice race(const Evidence& e, const WorldSampler& sampler, const std::vector<Move>& moves,
            const std::vector<const Policy*>& policies, const AdviceOptions& options) {
  RaceOptions ro;
  ro.first_round = static_cast<std::uint64_t>(options.playouts);
  ro.budget = std::max<std::uint64_t>(options.budget, ro.first_round * moves.size());
  ro.sigmas = options.sigmas;
  ro.seed = options.seed;
  ro.threads = ro.first_round * moves.size() >= 64 ? options.threads : 1;
  ro.cancel = options.cancel;
  const auto result = race_in_sampled_worlds<3, 2>(
      moves.size(), [&](Rng& rng) { return sampler.sample(rng); },
      [&](const DealtGame& world, std::size_t m, Rng& rng) {
        DealtGame game = world;
        game.play(moves[m], rng);
        return measures(play_out(game, policies, rng), e.viewer);
      },
      ro);
  Advice advice;
  advice.playouts = options.playouts;
  advice.separated = result.separated;
  advice.cancelled = result.cancelled;
  advice.plays = result.plays;
  advice.rounds = result.rounds;
  advice.budget_spent = result.budget_spent;
  for (const std::size_t m : result.ranking) {
    const OptionEstimate<3>& x = result.options[m];
    advice.moves.push_back(
        {moves[m], x.mean[0], x.error[0], x.mean[1], x.error[1], x.tied_with_best, result.draws[m]});
    advice.stopped += static_cast<std::uint64_t>(std::llround(x.mean[2] * static_cast<double>(result.draws[m])));
  }
  return advice;
}

}  // namespace

Advice advise(const Evidence& e, const Policy& rollout, const AdviceOptions& options) {
  if (e.table.over()) throw std::invalid_argument("the game is over");
  if (e.viewer != e.table.to_move()) throw std::invalid_argument("the viewer is not the player to move");
  if (options.playouts < 1) throw std::invalid_argument("advice needs at least one playout per move");
  const WorldSampler sampler(e);
  const std::vector<Move> moves = e.table.legal_moves();
  const std::vector<const Policy*> policies(static_cast<std::size_t>(e.table.players()), &rollout);
  if (options.budget > 0) return race(e, sampler, moves, policies, options);
  SampledWorldsOptions so;
  so.budget = static_cast<std::uint64_t>(options.playouts);
  so.first_round = options.stop_when_separated ? std::min<std::uint64_t>(so.budget, kFirstRound) : 0;
  so.stop_when_separated = options.stop_when_separated;
  so.sigmas = options.sigmas;
  so.seed = options.seed;
  // Below 64 playouts in all, a second thread costs more than it saves.
  so.threads = so.budget * moves.size() >= 64 ? options.threads : 1;
  so.cancel = options.cancel;
  // Measures: the viewer's final margin, their share of the win (both ranked), and whether the
  // playout stopped at the turn limit (counted).
  const auto evaluation = evaluate_in_sampled_worlds<3, 2>(
      moves.size(), [&](Rng& rng) { return sampler.sample(rng); },
      [&](const DealtGame& world, std::size_t m, Rng& rng) {
        DealtGame game = world;
        game.play(moves[m], rng);
        return measures(play_out(game, policies, rng), e.viewer);
      },
      so);
  Advice advice;
  advice.playouts = static_cast<int>(evaluation.draws);
  advice.separated = evaluation.separated;
  advice.cancelled = evaluation.cancelled;
  for (const std::size_t m : evaluation.ranking) {
    const OptionEstimate<3>& x = evaluation.options[m];
    advice.moves.push_back({moves[m], x.mean[0], x.error[0], x.mean[1], x.error[1], x.tied_with_best, evaluation.draws});
    advice.stopped += static_cast<std::uint64_t>(std::llround(x.mean[2] * static_cast<double>(evaluation.draws)));
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
