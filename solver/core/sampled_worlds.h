// Sampled worlds: the value of each of a player's options, measured by playing it out in hidden
// worlds drawn from what the player believes (determinised playouts, "perfect-information Monte
// Carlo"), the one evaluator every game's advice and look-ahead players use.
//
// Draw i takes a world from the game's sampler with a random stream seeded by
// game_seed(seed, 2i), then plays the options in that same world with a stream seeded by
// game_seed(seed, 2i + 1), the same stream for every option (common random numbers: two options
// are compared on the same world and the same luck, so their difference is not noise between
// worlds). A play returns M measures (a score margin, a win share, ...); an option's estimate is
// each measure's mean over its draws (draws 0 .. n-1 of the one sequence) and its standard error.
// Draw i's numbers depend only on (seed, i), so the result is the same on any number of threads.
//
// Ranking: by the means of the first `Ranked` measures, larger first, lexicographically (values
// within the tie tolerance, tie_order.h, count as equal), then by the caller's option order (so a
// caller puts its preferred option first to win exact ties).
//
// Uncertainty: an option is *tied with the best* when the best option's lead over it on the
// first measure is at most `sigmas` standard errors of the paired difference (the per-draw
// difference of the two options over the draws both have, whose error common random numbers
// keep small). When no other option is tied with the best, the best is *separated*.
//
// Rounds: every option is first played in `first_round` draws. After each round, with
// `stop_when_separated`, a separated best ends the evaluation. Otherwise the next round plays the
// options that are still *in play* up to twice the draws of the most played of them, cut to the
// largest count that fits both budgets (`budget` draws of any one option, `play_budget` plays in
// all); when nothing more fits, the evaluation ends (with the best still tied: `budget_spent`).
// Which options stay in play is the allocation:
//   - every option (the default): all options get the same draws, first_round, then doubling up
//     to `budget`;
//   - `contenders_only` (a race): only the best and the options tied with it get more draws,
//     while the options already told apart wait (one comes back if a new best cannot be told from
//     it), so the playouts go where the ranking is still in doubt.
// Rounds end at counts that follow from the numbers alone, so the stopping too is the same on
// every thread count. A cancel flag (Ctrl-C) is looked at between draws, and a sample or a play
// that looks at it itself (a long one) stops by throwing Cancelled: either way a cancelled
// evaluation keeps the draws of its last complete round and says it was cancelled.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
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
  std::uint64_t budget = 1000;  // draws at most of any one option
  std::uint64_t play_budget = 0;  // plays at most in all, one option in one draw being one (0: budget x options)
  std::uint64_t first_round = 0;  // draws of every option before the first check (0: the budget)
  bool stop_when_separated = false;  // stop at the end of a round where the best is separated
  bool contenders_only = false;  // after the first round, more draws only for the best and the options tied with it
  double sigmas = 2;  // how many standard errors of a difference make two options distinct
  std::uint64_t seed = 1;
  int threads = 1;  // 0: OpenMP's default
  const std::atomic<bool>* cancel = nullptr;  // set from elsewhere (a signal): stop soon
};

// One option's estimate.
template <std::size_t M>
struct OptionEstimate {
  std::array<double, M> mean{};   // per measure, over the option's draws
  std::array<double, M> error{};  // per measure: the standard error of the mean (0 below 2 draws)
  std::uint64_t draws = 0;        // the draws the option was played in
  bool tied_with_best = false;    // within `sigmas` paired standard errors of the best (the best itself: false)
};

template <std::size_t M>
struct SampledEvaluation {
  std::vector<OptionEstimate<M>> options;  // in the caller's order
  std::vector<std::size_t> ranking;        // option indices, best first
  std::uint64_t draws = 0;                 // worlds drawn (the draws of the most played option)
  std::uint64_t plays = 0;                 // plays in all
  std::uint64_t rounds = 0;                // rounds played, the first included
  bool separated = false;                  // no other option is tied with the best
  bool budget_spent = false;               // ended by the budgets with the best still tied
  bool cancelled = false;                  // stopped by the cancel flag before the budget
};

namespace detail {

// Option k's measures in draw i are at values[k][i].
template <std::size_t M>
using DrawTable = std::vector<std::vector<std::array<double, M>>>;

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

// Fills every option's estimate, the ranking, the ties and the counts of `out` from `values`.
template <std::size_t M, std::size_t Ranked>
void summarise(const DrawTable<M>& values, double sigmas, SampledEvaluation<M>& out) {
  const std::size_t options = values.size();
  out.options.assign(options, OptionEstimate<M>{});
  out.draws = out.plays = 0;
  std::vector<RankKeys> keys(options);
  for (std::size_t k = 0; k < options; ++k) {
    out.options[k].draws = values[k].size();
    out.draws = std::max<std::uint64_t>(out.draws, values[k].size());
    out.plays += values[k].size();
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

// Plays every option from its draws so far up to target[k] (draw i serves the options whose
// target passes it). Returns false, with `values` as it was, when the cancel flag stopped it.
template <std::size_t M, class Sample, class Play>
bool play_round(DrawTable<M>& values, const std::vector<std::uint64_t>& target, const Sample& sample,
                const Play& play, const SampledWorldsOptions& o, int threads) {
  const std::size_t options = values.size();
  std::vector<std::uint64_t> had(options);
  std::uint64_t low = std::numeric_limits<std::uint64_t>::max(), high = 0;
  for (std::size_t k = 0; k < options; ++k) {
    had[k] = values[k].size();
    if (target[k] > had[k]) low = std::min(low, had[k]);
    high = std::max(high, target[k]);
    values[k].resize(target[k]);
  }
  if (low >= high) return true;
  std::atomic<bool> stopped{false};
  parallel_for(static_cast<std::size_t>(high - low), threads, [&](std::size_t j, int) {
    if (o.cancel != nullptr && o.cancel->load(std::memory_order_relaxed)) {
      stopped.store(true, std::memory_order_relaxed);
      return;
    }
    const std::uint64_t i = low + j;
    try {
      Rng world_rng(game_seed(o.seed, 2 * i));
      const auto world = sample(world_rng);
      for (std::size_t k = 0; k < options; ++k) {
        if (i < had[k] || i >= target[k]) continue;
        Rng rng(game_seed(o.seed, 2 * i + 1));
        values[k][i] = play(world, k, rng);
      }
    } catch (const Cancelled&) {  // a long sample or play that looked at the flag itself
      stopped.store(true, std::memory_order_relaxed);
    }
  });
  if (!stopped.load()) return true;
  for (std::size_t k = 0; k < options; ++k) values[k].resize(had[k]);
  return false;
}

// Returns each option's draws after the next round (see the header: the options in play up to
// twice the most played of them, cut to what the budgets allow), or nothing when nothing more
// fits.
template <std::size_t M>
std::vector<std::uint64_t> next_targets(const SampledEvaluation<M>& now, const SampledWorldsOptions& o,
                                        std::uint64_t play_budget) {
  const std::size_t options = now.options.size();
  const auto in_play = [&](std::size_t k) {
    return !o.contenders_only || k == now.ranking.front() || now.options[k].tied_with_best;
  };
  std::uint64_t least = std::numeric_limits<std::uint64_t>::max(), most = 0;
  for (std::size_t k = 0; k < options; ++k)
    if (in_play(k)) {
      least = std::min(least, now.options[k].draws);
      most = std::max(most, now.options[k].draws);
    }
  const auto cost = [&](std::uint64_t to) {
    std::uint64_t c = 0;
    for (std::size_t k = 0; k < options; ++k)
      if (in_play(k) && to > now.options[k].draws) c += to - now.options[k].draws;
    return c;
  };
  // The largest count in [least, min(2 most, budget)] whose cost fits: cost(least) = 0 fits.
  std::uint64_t goal = least, top = std::max(least, std::min(2 * most, o.budget));
  while (goal < top) {
    const std::uint64_t mid = goal + (top - goal + 1) / 2;
    if (now.plays + cost(mid) <= play_budget)
      goal = mid;
    else
      top = mid - 1;
  }
  if (cost(goal) == 0) return {};
  std::vector<std::uint64_t> target(options);
  for (std::size_t k = 0; k < options; ++k)
    target[k] = in_play(k) ? std::max(goal, now.options[k].draws) : now.options[k].draws;
  return target;
}

}  // namespace detail

// Evaluates `options` options (at least one) in sampled worlds. `sample(Rng&)` returns a world
// drawn from the player's belief; `play(const World&, option, Rng&)` plays option `option` (0 ..
// options-1) out in that world and returns its M measures as std::array<double, M>. Both are
// called from several threads at once when threads > 1, so they must not share mutable state.
// The first `Ranked` measures rank the options (1 or 2); the rest are only averaged. Throws
// std::invalid_argument when the budgets cannot hold the first round, Cancelled when the cancel
// flag stops the first round.
template <std::size_t M, std::size_t Ranked = M, class Sample, class Play>
SampledEvaluation<M> evaluate_in_sampled_worlds(std::size_t options, const Sample& sample, const Play& play,
                                                const SampledWorldsOptions& o) {
  static_assert(M >= 1 && Ranked >= 1 && Ranked <= 2 && Ranked <= M, "one or two ranked measures, among M");
  if (options == 0) throw std::invalid_argument("sampled worlds: no option to evaluate");
  if (o.budget == 0) throw std::invalid_argument("sampled worlds: the budget must be at least one draw");
  const std::uint64_t first = o.first_round == 0 ? o.budget : std::min(o.budget, o.first_round);
  const std::uint64_t every = o.budget > std::numeric_limits<std::uint64_t>::max() / options
                                  ? std::numeric_limits<std::uint64_t>::max()
                                  : o.budget * options;
  const std::uint64_t play_budget = o.play_budget == 0 ? every : o.play_budget;
  if (play_budget / options < first)
    throw std::invalid_argument("sampled worlds: the play budget is below the first round of every option");
  detail::DrawTable<M> values(options);
  std::vector<std::uint64_t> target(options, first);
  SampledEvaluation<M> out;
  const int threads = thread_count(o.threads);
  for (;;) {
    if (!detail::play_round<M>(values, target, sample, play, o, threads)) {
      if (out.rounds == 0) throw Cancelled("sampled worlds: cancelled before the first round of draws finished");
      out.cancelled = true;
      return out;  // the summary of the last complete round
    }
    ++out.rounds;
    detail::summarise<M, Ranked>(values, o.sigmas, out);
    if (o.stop_when_separated && out.separated) return out;
    target = detail::next_targets(out, o, play_budget);
    if (target.empty()) {
      out.budget_spent = !out.separated;
      return out;
    }
  }
}

}  // namespace skb
