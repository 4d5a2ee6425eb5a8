// Sampled worlds: the value of each of a player's options, measured by playing it out in hidden
// worlds drawn from what the player believes (determinised playouts, "perfect-information Monte
// Carlo"), the one evaluator every game's advice and look-ahead players use.
//
// Draw i takes a world from the game's sampler with a random stream seeded by
// game_seed(seed, 2i), then plays every option in that same world with a stream seeded by
// game_seed(seed, 2i + 1), the same stream for every option (common random numbers: two options
// are compared on the same world and the same luck, so their difference is not noise between
// worlds). A play returns M measures (a score margin, a win share, ...); an option's estimate is
// each measure's mean over the draws and its standard error. Draw i's numbers depend only on
// (seed, i), so the result is the same on any number of threads.
//
// Ranking: by the means of the first `Ranked` measures, larger first, lexicographically (values
// within the tie tolerance, tie_order.h, count as equal), then by the caller's option order (so a
// caller puts its preferred option first to win exact ties).
//
// Uncertainty: an option is *tied with the best* when the best option's lead over it on the
// first measure is at most `sigmas` standard errors of the paired difference (the per-draw
// difference of the two options, whose error common random numbers keep small). The stopping
// rule: draws go in rounds (the first `first_round` draws, then doubling, up to the budget);
// after each round, when no other option is tied with the best, the best is *separated* and the
// evaluation stops early (with `stop_when_separated`; otherwise every draw of the budget is
// played). Rounds end at fixed draw counts, so the early stop too is the same on every thread
// count. A cancel flag (Ctrl-C) is looked at between draws: a cancelled evaluation keeps the
// draws of its last complete round and says it was cancelled.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <tuple>
#include <vector>

#include "solver/core/error.h"
#include "solver/core/parallel.h"
#include "solver/core/random.h"
#include "solver/core/simulation.h"
#include "solver/core/tie_order.h"

namespace skb {

struct SampledWorldsOptions {
  std::uint64_t budget = 1000;  // draws at most (every option is played in every draw)
  std::uint64_t first_round = 0;  // draws before the first check of the stopping rule (0: all of the budget)
  bool stop_when_separated = false;  // stop at the end of a round where the best is separated
  double sigmas = 2;  // how many standard errors of a difference make two options distinct
  std::uint64_t seed = 1;
  int threads = 1;  // 0: OpenMP's default
  const std::atomic<bool>* cancel = nullptr;  // set from elsewhere (a signal): stop soon
};

// One option's estimate.
template <std::size_t M>
struct OptionEstimate {
  std::array<double, M> mean{};   // per measure, over the draws
  std::array<double, M> error{};  // per measure: the standard error of the mean (0 below 2 draws)
  bool tied_with_best = false;    // within `sigmas` paired standard errors of the best (the best itself: false)
};

template <std::size_t M>
struct SampledEvaluation {
  std::vector<OptionEstimate<M>> options;  // in the caller's order
  std::vector<std::size_t> ranking;        // option indices, best first
  std::uint64_t draws = 0;                 // worlds drawn; every option was played in each
  bool separated = false;                  // no other option is tied with the best
  bool cancelled = false;                  // stopped by the cancel flag before the budget
};

namespace detail {

// Returns the mean and the standard error of the mean of n values given their sum and sum of
// squares (error 0 below two values).
inline std::pair<double, double> mean_and_error(double sum, double sum2, std::uint64_t n) {
  if (n == 0) return {0, 0};
  const double count = static_cast<double>(n);
  const double mean = sum / count;
  if (n < 2) return {mean, 0};
  const double variance = std::max(0.0, (sum2 - count * mean * mean) / (count - 1));
  return {mean, std::sqrt(variance / count)};
}

// Fills every option's means and errors, the ranking and the ties from the first `draws` rows of
// `values` (row i: option k's measures at [(i * options + k) * M ...]).
template <std::size_t M, std::size_t Ranked>
void summarise(const std::vector<double>& values, std::size_t options, std::uint64_t draws, double sigmas,
               SampledEvaluation<M>& out) {
  out.options.assign(options, OptionEstimate<M>{});
  out.draws = draws;
  const auto at = [&](std::uint64_t i, std::size_t k, std::size_t m) { return values[(i * options + k) * M + m]; };
  for (std::size_t k = 0; k < options; ++k)
    for (std::size_t m = 0; m < M; ++m) {
      double sum = 0, sum2 = 0;
      for (std::uint64_t i = 0; i < draws; ++i) {
        sum += at(i, k, m);
        sum2 += at(i, k, m) * at(i, k, m);
      }
      std::tie(out.options[k].mean[m], out.options[k].error[m]) = mean_and_error(sum, sum2, draws);
    }
  std::vector<RankKeys> keys(options);
  for (std::size_t k = 0; k < options; ++k) {
    keys[k].first = out.options[k].mean[0];
    if constexpr (Ranked > 1) keys[k].second = out.options[k].mean[1];
  }
  out.ranking = rank_top(keys, options);
  const std::size_t best = out.ranking.front();
  out.separated = true;
  for (std::size_t k = 0; k < options; ++k) {
    if (k == best) continue;
    double sum = 0, sum2 = 0;
    for (std::uint64_t i = 0; i < draws; ++i) {
      const double d = at(i, best, 0) - at(i, k, 0);
      sum += d;
      sum2 += d * d;
    }
    const auto [lead, error] = mean_and_error(sum, sum2, draws);
    out.options[k].tied_with_best = lead <= sigmas * error + kTieTolerance;
    if (out.options[k].tied_with_best) out.separated = false;
  }
}

}  // namespace detail

// Evaluates `options` options (at least one) in sampled worlds. `sample(Rng&)` returns a world
// drawn from the player's belief; `play(const World&, option, Rng&)` plays option `option` (0 ..
// options-1) out in that world and returns its M measures as std::array<double, M>. Both are
// called from several threads at once when threads > 1, so they must not share mutable state.
// The first `Ranked` measures rank the options (1 or 2); the rest are only averaged.
template <std::size_t M, std::size_t Ranked = M, class Sample, class Play>
SampledEvaluation<M> evaluate_in_sampled_worlds(std::size_t options, const Sample& sample, const Play& play,
                                                const SampledWorldsOptions& o) {
  static_assert(M >= 1 && Ranked >= 1 && Ranked <= 2 && Ranked <= M, "one or two ranked measures, among M");
  if (options == 0) throw std::invalid_argument("sampled worlds: no option to evaluate");
  if (o.budget == 0) throw std::invalid_argument("sampled worlds: the budget must be at least one draw");
  std::vector<double> values;
  SampledEvaluation<M> out;
  std::uint64_t done = 0;
  std::uint64_t round_end = o.first_round == 0 ? o.budget : std::min(o.budget, o.first_round);
  const int threads = thread_count(o.threads);
  for (;;) {
    values.resize(static_cast<std::size_t>(round_end) * options * M);
    std::atomic<bool> stopped{false};
    parallel_for(static_cast<std::size_t>(round_end - done), threads, [&](std::size_t j, int) {
      if (o.cancel != nullptr && o.cancel->load(std::memory_order_relaxed)) {
        stopped.store(true, std::memory_order_relaxed);
        return;
      }
      const std::uint64_t i = done + j;
      Rng world_rng(game_seed(o.seed, 2 * i));
      const auto world = sample(world_rng);
      for (std::size_t k = 0; k < options; ++k) {
        Rng rng(game_seed(o.seed, 2 * i + 1));
        const std::array<double, M> measures = play(world, k, rng);
        std::copy(measures.begin(), measures.end(), values.begin() + static_cast<std::ptrdiff_t>((i * options + k) * M));
      }
    });
    if (stopped.load()) {
      out.cancelled = true;
      if (done == 0) throw Cancelled("sampled worlds: cancelled before the first round of draws finished");
      break;
    }
    done = round_end;
    detail::summarise<M, Ranked>(values, options, done, o.sigmas, out);
    if (done >= o.budget || (o.stop_when_separated && out.separated)) return out;
    round_end = std::min(o.budget, 2 * round_end);
  }
  detail::summarise<M, Ranked>(values, options, done, o.sigmas, out);
  return out;
}

}  // namespace skb
