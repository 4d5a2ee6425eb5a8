#include "solver/hats/advice.h"

#include <cmath>
#include <stdexcept>

#include "solver/core/parallel.h"
#include "solver/core/simulation.h"
#include "solver/core/tie_order.h"
#include "solver/hats/playout.h"
#include "solver/hats/sampler.h"

namespace skb::hats {

namespace {

struct Sums {
  double margin = 0, margin2 = 0, win = 0, win2 = 0;
};

double standard_error(double sum, double sum2, int n) {
  if (n < 2) return 0;
  const double mean = sum / n;
  const double var = std::max(0.0, (sum2 - n * mean * mean) / (n - 1));
  return std::sqrt(var / n);
}

}  // namespace

Advice advise(const Evidence& e, const Policy& rollout, const AdviceOptions& options) {
  if (e.table.over()) throw std::invalid_argument("the game is over");
  if (e.viewer != e.table.to_move()) throw std::invalid_argument("the viewer is not the player to move");
  const WorldSampler sampler(e);
  const std::vector<Move> moves = e.table.legal_moves();
  const int players = e.table.players();
  std::vector<const Policy*> policies(static_cast<std::size_t>(players), &rollout);
  const auto n = static_cast<std::size_t>(options.playouts);
  // results[i * moves + m]: playout i's margin and win share for move m.
  std::vector<std::pair<int, double>> results(n * moves.size());
  std::vector<std::uint8_t> stopped(n * moves.size(), 0);
  const int threads = n * moves.size() >= 64 ? thread_count(options.threads) : 1;
  parallel_for(n, threads, [&](std::size_t i, int) {
    Rng world_rng(game_seed(options.seed, 2 * i));
    const DealtGame world = sampler.sample(world_rng);
    for (std::size_t m = 0; m < moves.size(); ++m) {
      Rng rng(game_seed(options.seed, 2 * i + 1));
      DealtGame game = world;
      game.play(moves[m], rng);
      const GameOutcome out = play_out(game, policies, rng);
      results[i * moves.size() + m] = {out.margin(e.viewer), out.win_share(e.viewer)};
      stopped[i * moves.size() + m] = out.stopped ? 1 : 0;
    }
  });
  Advice advice;
  advice.playouts = options.playouts;
  std::vector<RankKeys> keys;
  std::vector<MoveValue> values;
  for (std::size_t m = 0; m < moves.size(); ++m) {
    Sums s;
    for (std::size_t i = 0; i < n; ++i) {
      const auto& [margin, win] = results[i * moves.size() + m];
      s.margin += margin;
      s.margin2 += static_cast<double>(margin) * margin;
      s.win += win;
      s.win2 += win * win;
      advice.stopped += stopped[i * moves.size() + m];
    }
    const int count = options.playouts;
    values.push_back({moves[m], s.margin / count, standard_error(s.margin, s.margin2, count), s.win / count,
                      standard_error(s.win, s.win2, count)});
    keys.push_back({values.back().margin, values.back().win});
  }
  for (const std::size_t i : rank_top(keys, keys.size())) advice.moves.push_back(values[i]);
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
    if (own == nullptr && rollout_.has_probability() && rollout_.probability(view, m.move) > 0) own = &m;
  const MoveValue& top = advice.moves.front();
  if (own == nullptr) return top.move;
  const double error = std::sqrt(top.margin_error * top.margin_error + own->margin_error * own->margin_error);
  return top.margin - own->margin > 2 * error ? top.move : own->move;
}

}  // namespace skb::hats
