// A race in sampled worlds: options valued as in sampled_worlds.h (draw i's world from a stream
// seeded by game_seed(seed, 2i), every option played in it with the stream game_seed(seed, 2i +
// 1): common random numbers), but the playouts go where they are needed: to the options the
// best cannot yet be told from.
//
// Every option is first played in `first_round` draws. Then, round after round, the options
// still tied with the best (within `sigmas` standard errors of the paired difference, over the
// draws both have) are played in more draws, up to twice the draws of the most played of them,
// while the options already told apart wait. A waiting option comes back if a new best cannot
// be told from it. The race ends when the best is separated from every other option, or when
// the next round would pass the budget (plays in all, an option played in one draw being one
// play): the round is then cut to what the budget allows, and if that adds nothing, the race
// stops with the best still tied ("the budget could not separate them").
//
// Each option's estimate is over its own draws (draws 0 .. n-1 of the one sequence), so the
// numbers depend only on the seed and the options, not on the thread count; rounds end at counts
// that follow from the numbers alone. A cancel flag (Ctrl-C) is looked at between draws; a
// cancelled race keeps its last complete round.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <tuple>
#include <stdexcept>
#include <vector>

#include "solver/core/parallel.h"
#include "solver/core/random.h"
#include "solver/core/sampled_worlds.h"
#include "solver/core/simulation.h"
#include "solver/core/tie_order.h"

namespace skb {

struct RaceOptions {
  std::uint64_t first_round = 1000;  // draws of every option before the first comparison
  std::uint64_t budget = 100000;     // plays in all (at least first_round times the options)
  double sigmas = 2;                 // standard errors of a difference that tell two options apart
  std::uint64_t seed = 1;
  int threads = 1;  // 0: OpenMP's default
  const std::atomic<bool>* cancel = nullptr;
};

template <std::size_t M>
struct RaceResult {
  std::vector<OptionEstimate<M>> options;  // in the caller's order
  std::vector<std::uint64_t> draws;        // per option: the draws it was played in
  std::vector<std::size_t> ranking;        // option indices, best first
  std::uint64_t plays = 0;                 // plays in all
  std::uint64_t rounds = 0;                // rounds played, the first included
  bool separated = false;                  // the best is told apart from every other option
  bool budget_spent = false;               // stopped by the budget with the best still tied
  bool cancelled = false;
};

namespace detail {

// Fills the estimates, ranking and ties of `out` from `values` (option k's draw i at
// values[k][i]).
template <std::size_t M, std::size_t Ranked>
void summarise_race(const std::vector<std::vector<std::array<double, M>>>& values, double sigmas,
                    RaceResult<M>& out) {
  const std::size_t options = values.size();
  out.options.assign(options, OptionEstimate<M>{});
  out.draws.assign(options, 0);
  std::vector<RankKeys> keys(options);
  for (std::size_t k = 0; k < options; ++k) {
    out.draws[k] = values[k].size();
    for (std::size_t m = 0; m < M; ++m) {
      double sum = 0, sum2 = 0;
      for (const auto& v : values[k]) {
        sum += v[m];
        sum2 += v[m] * v[m];
      }
      std::tie(out.options[k].mean[m], out.options[k].error[m]) = mean_and_error(sum, sum2, values[k].size());
    }
    keys[k].first = out.options[k].mean[0];
    if constexpr (Ranked > 1) keys[k].second = out.options[k].mean[1];
  }
  out.ranking = rank_top(keys, options);
  const std::size_t best = out.ranking.front();
  out.separated = true;
  for (std::size_t k = 0; k < options; ++k) {
    if (k == best) continue;
    const std::size_t common = std::min(values[k].size(), values[best].size());
    double sum = 0, sum2 = 0;
    for (std::size_t i = 0; i < common; ++i) {
      const double d = values[best][i][0] - values[k][i][0];
      sum += d;
      sum2 += d * d;
    }
    const auto [lead, error] = mean_and_error(sum, sum2, common);
    out.options[k].tied_with_best = lead <= sigmas * error + kTieTolerance;
    if (out.options[k].tied_with_best) out.separated = false;
  }
}

}  // namespace detail

// Races `options` options (at least one) in sampled worlds, with `sample` and `play` as
// evaluate_in_sampled_worlds takes them (called from several threads at once).
template <std::size_t M, std::size_t Ranked = M, class Sample, class Play>
RaceResult<M> race_in_sampled_worlds(std::size_t options, const Sample& sample, const Play& play,
                                     const RaceOptions& o) {
  static_assert(M >= 1 && Ranked >= 1 && Ranked <= 2 && Ranked <= M, "one or two ranked measures, among M");
  if (options == 0) throw std::invalid_argument("sampled race: no option to evaluate");
  if (o.first_round == 0) throw std::invalid_argument("sampled race: the first round needs at least one draw");
  if (o.budget < o.first_round * options) throw std::invalid_argument("sampled race: the budget is below the first round");
  std::vector<std::vector<std::array<double, M>>> values(options);
  std::vector<std::uint64_t> target(options, o.first_round);  // each option's draws after this round
  RaceResult<M> out;
  const int threads = thread_count(o.threads);
  for (;;) {
    // Play every option up to its target: draw i serves the options whose target passes it.
    std::uint64_t low = std::numeric_limits<std::uint64_t>::max(), high = 0;
    std::vector<std::vector<std::array<double, M>>> next = values;
    for (std::size_t k = 0; k < options; ++k) {
      if (target[k] > values[k].size()) low = std::min<std::uint64_t>(low, values[k].size());
      high = std::max(high, target[k]);
      next[k].resize(target[k]);
    }
    std::atomic<bool> stopped{false};
    parallel_for(static_cast<std::size_t>(high - low), threads, [&](std::size_t j, int) {
      if (o.cancel != nullptr && o.cancel->load(std::memory_order_relaxed)) {
        stopped.store(true, std::memory_order_relaxed);
        return;
      }
      const std::uint64_t i = low + j;
      Rng world_rng(game_seed(o.seed, 2 * i));
      const auto world = sample(world_rng);
      for (std::size_t k = 0; k < options; ++k) {
        if (i < values[k].size() || i >= target[k]) continue;
        Rng rng(game_seed(o.seed, 2 * i + 1));
        next[k][i] = play(world, k, rng);
      }
    });
    if (stopped.load()) {
      out.cancelled = true;
      if (out.rounds == 0) throw Cancelled("sampled race: cancelled before the first round of draws finished");
      detail::summarise_race<M, Ranked>(values, o.sigmas, out);
      return out;
    }
    values = std::move(next);
    ++out.rounds;
    out.plays = 0;
    for (const auto& v : values) out.plays += v.size();
    detail::summarise_race<M, Ranked>(values, o.sigmas, out);
    if (out.separated) return out;
    // The next round: the best and the options tied with it, up to twice the most played of them,
    // cut to the largest count the budget allows (the cost grows with the count).
    const auto active = [&](std::size_t k) { return k == out.ranking.front() || out.options[k].tied_with_best; };
    std::uint64_t least = std::numeric_limits<std::uint64_t>::max(), most = 0;
    for (std::size_t k = 0; k < options; ++k)
      if (active(k)) {
        least = std::min<std::uint64_t>(least, values[k].size());
        most = std::max<std::uint64_t>(most, values[k].size());
      }
    const auto cost = [&](std::uint64_t to) {
      std::uint64_t c = 0;
      for (std::size_t k = 0; k < options; ++k)
        if (active(k) && to > values[k].size()) c += to - values[k].size();
      return c;
    };
    // The largest count in [least, 2 most] whose cost fits: cost(least) = 0 fits.
    std::uint64_t goal = least, top = 2 * most;
    while (goal < top) {
      const std::uint64_t mid = goal + (top - goal + 1) / 2;
      if (out.plays + cost(mid) <= o.budget)
        goal = mid;
      else
        top = mid - 1;
    }
    if (cost(goal) == 0) {
      out.budget_spent = true;
      return out;
    }
    for (std::size_t k = 0; k < options; ++k)
      target[k] = active(k) ? std::max<std::uint64_t>(goal, values[k].size()) : values[k].size();
  }
}

}  // namespace skb
