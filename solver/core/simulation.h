// Simulation harness: many independent games played in parallel, with results that do not
// depend on the number of threads or processes.
//
// Game i of a run gets its own random stream, seeded by game_seed(seed, i), and is played by the
// game's own `play(i)`; each thread adds results into totals of its own (on its own cache line),
// and totals are exact integers, so any split of the games (threads, MPI ranks: see ranks.h)
// adds up to the same numbers. Games are counted, never listed, so memory does not grow with
// their number. The Wilson interval turns a count of successes into a 95% interval.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <exception>
#include <functional>
#include <stdexcept>
#include <vector>

#include <omp.h>

#include "enumerate/mix.h"
#include "solver/core/counters.h"
#include "solver/core/error.h"
#include "solver/core/parallel.h"

namespace skb {

// The most games one run may ask for: a trillion, beyond any run that can finish (at a million
// games a second, eleven days) and far from overflowing a count of games times cells.
inline constexpr std::uint64_t kMaxGames = 1'000'000'000'000;

// Returns the seed of game i of a run seeded with `seed`: a reproducible stream per game.
inline std::uint64_t game_seed(std::uint64_t seed, std::uint64_t i) { return mix64(mix64(seed) ^ mix64(i + 1)); }

// Plays games first, first + stride, first + 2 stride, ... below `count` (stride 1: all of them;
// MPI ranks take first = rank, stride = ranks) on `threads` threads (0: OpenMP's default) and
// returns the sum of their results. `play(i)` returns game i's Result; Totals has
// `add(const Result&)` and is a counter record (counters.h) or has `operator+=`. `on_result(i, result)` (optional) is called for every
// game, from the calling thread, in increasing order of i; `progress(done)` (optional) now and
// then with the number of this call's games finished so far. An exception from a game is
// rethrown here, after its batch.
//
// Games go in batches, played in parallel and then reported in order. The first batch holds one
// game per thread and batches double while one takes under kQuickBatch seconds, so that progress
// is reported (and the cancel flag honoured) within a fraction of a second even when a game takes
// a tenth of a second, while quick games still go thousands to a batch. Once `cancel` (optional,
// set from elsewhere: an interrupt) is set, no further game starts: the batch in progress is
// dropped and the totals of the complete batches are returned, so they are always those of the
// games first, first + stride, ... up to some point (their number is the Totals' game count).
// A game that itself looks at the flag (a long one: a look-ahead player's playouts) stops by
// throwing skb::Cancelled (solver/core/error.h), which counts as the flag seen: its batch is
// dropped too, and nothing is rethrown.
inline constexpr double kQuickBatch = 0.1;

template <class Totals, class Result, class Play>
Totals play_games(std::uint64_t count, std::uint64_t first, std::uint64_t stride, int threads, const Play& play,
                  const std::function<void(std::uint64_t, const Result&)>& on_result = {},
                  const std::function<void(std::uint64_t)>& progress = {},
                  const std::atomic<bool>* cancel = nullptr) {
  if (stride == 0) throw std::invalid_argument("stride must be positive");
  threads = thread_count(threads);
  const std::uint64_t games = first < count ? (count - first - 1) / stride + 1 : 0;  // never overflows
  Totals totals{};
  const std::uint64_t max_batch = on_result ? 256 : 4096;
  std::uint64_t batch = std::min<std::uint64_t>(max_batch, static_cast<std::uint64_t>(threads));
  const auto cancelled = [cancel] { return cancel != nullptr && cancel->load(std::memory_order_relaxed); };
  struct alignas(64) PerThread {  // a cache line (or more) each: threads add to their own
    Totals totals{};
  };
  std::vector<PerThread> per_thread(static_cast<std::size_t>(threads));
  std::vector<Result> results;
  for (std::uint64_t start = 0, end = 0; start < games && !cancelled(); start = end) {
    const auto began = std::chrono::steady_clock::now();
    end = std::min(games, start + batch);
    results.assign(on_result ? end - start : 0, Result{});
    for (auto& t : per_thread) t.totals = Totals{};
    std::exception_ptr failure;
    std::atomic<bool> skipped{false};
#pragma omp parallel for num_threads(threads) schedule(dynamic, 1)
    for (std::uint64_t k = start; k < end; ++k) {
      if (cancelled()) {
        skipped.store(true, std::memory_order_relaxed);
        continue;
      }
      try {
        Result r = play(first + k * stride);
        per_thread[static_cast<std::size_t>(omp_get_thread_num())].totals.add(r);
        if (on_result) results[k - start] = std::move(r);
      } catch (const Cancelled&) {  // the game saw the cancel flag
        skipped.store(true, std::memory_order_relaxed);
      } catch (...) {
#pragma omp critical
        failure = std::current_exception();
      }
    }
    if (failure) std::rethrow_exception(failure);
    if (skipped.load()) break;  // an incomplete batch: dropped
    for (const auto& t : per_thread) {
      if constexpr (CounterRecord<Totals>)
        add_counters(totals, t.totals);
      else
        totals += t.totals;
    }
    if (on_result)
      for (std::uint64_t k = start; k < end; ++k) on_result(first + k * stride, results[k - start]);
    if (progress) progress(end);
    const std::uint64_t played = end - start;
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count() < kQuickBatch)
      batch = std::min(max_batch, played * 2);
  }
  return totals;
}

// A 95% Wilson score interval for `successes` out of `trials` (both 0 when trials is 0).
struct Interval {
  double low = 0, high = 0;
};
Interval wilson_interval(std::uint64_t successes, std::uint64_t trials);
// The same for a success count that need not be whole: games whose win k players share count
// 1/k to each (the hat game's win rates).
Interval wilson_interval_fractional(double successes, std::uint64_t trials);

// A sample mean and its standard error (0 with fewer than two values).
struct MeanEstimate {
  double mean = 0, se = 0;
};

// Returns the mean and standard error of `count` values whose sum is `sum` and sum of squares
// `sum2` (the counters a simulation keeps); both 0 when count is 0.
MeanEstimate mean_estimate(std::uint64_t count, double sum, double sum2);

}  // namespace skb
