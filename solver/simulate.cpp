#include "solver/simulate.h"

#include <cmath>
#include <random>
#include <stdexcept>

#include <omp.h>

#include "enumerate/mix.h"

namespace skb {

SimulationTotals& SimulationTotals::operator+=(const SimulationTotals& o) {
  games += o.games;
  knights_wins += o.knights_wins;
  witch_captains += o.witch_captains;
  right_arrangements += o.right_arrangements;
  captain_deals += o.captain_deals;
  lies += o.lies;
  questions += o.questions;
  return *this;
}

void SimulationTotals::add(const RoundResult& r) {
  ++games;
  knights_wins += r.knights_win;
  witch_captains += r.captain_witch_team;
  right_arrangements += !r.captain_witch_team && r.knights_win;
  captain_deals += r.captain_deals;
  lies += static_cast<std::uint64_t>(r.lies);
  questions += static_cast<std::uint64_t>(r.questions);
}

std::uint64_t game_count(const SimulationPlan& plan) {
  return plan.all_deals ? game_tables(*plan.round.variant, plan.round.players).universe.size() : plan.games;
}

std::uint64_t game_seed(const SimulationPlan& plan, std::uint64_t i) { return mix64(mix64(plan.seed) ^ mix64(i + 1)); }

std::uint32_t game_deal(const SimulationPlan& plan, std::uint64_t i) {
  const std::size_t deals = game_tables(*plan.round.variant, plan.round.players).universe.size();
  if (plan.all_deals) return static_cast<std::uint32_t>(i);
  // A stream of its own, so that the deal does not shift the round's random choices.
  std::mt19937_64 rng(mix64(game_seed(plan, i)));
  return static_cast<std::uint32_t>(std::uniform_int_distribution<std::size_t>(0, deals - 1)(rng));
}

SimulationTotals simulate(const SimulationPlan& plan, std::uint64_t first, std::uint64_t stride,
                          const std::function<void(std::uint64_t, const RoundResult&)>& on_round,
                          const std::function<void(std::uint64_t)>& progress) {
  if (stride == 0) throw std::invalid_argument("stride must be positive");
  game_tables(*plan.round.variant, plan.round.players);  // build the tables before the threads start
  const std::uint64_t total = game_count(plan);
  const int threads = plan.threads > 0 ? plan.threads : omp_get_max_threads();
  SimulationTotals totals;
  // Games go in batches: the batch is played in parallel, then reported in order.
  const std::uint64_t batch = on_round ? 256 : 4096;
  std::vector<std::uint64_t> games;
  for (std::uint64_t i = first; i < total; i += stride) games.push_back(i);
  std::uint64_t done = 0;
  for (std::size_t start = 0; start < games.size(); start += batch) {
    const std::size_t end = std::min<std::size_t>(games.size(), start + batch);
    std::vector<RoundResult> results(on_round ? end - start : 0);
    struct alignas(64) PerThread {  // a cache line (or more) each: threads add to their own
      SimulationTotals totals;
    };
    std::vector<PerThread> per_thread(static_cast<std::size_t>(threads));
    std::exception_ptr failure;
#pragma omp parallel for num_threads(threads) schedule(dynamic, 1)
    for (std::size_t k = start; k < end; ++k) {
      try {
        RoundResult r = play_round(plan.round, game_deal(plan, games[k]), game_seed(plan, games[k]));
        per_thread[static_cast<std::size_t>(omp_get_thread_num())].totals.add(r);
        if (on_round) results[k - start] = std::move(r);
      } catch (...) {
#pragma omp critical
        failure = std::current_exception();
      }
    }
    if (failure) std::rethrow_exception(failure);
    for (const auto& t : per_thread) totals += t.totals;
    if (on_round)
      for (std::size_t k = start; k < end; ++k) on_round(games[k], results[k - start]);
    done += end - start;
    if (progress) progress(done);
  }
  return totals;
}

Interval wilson_interval(std::uint64_t successes, std::uint64_t trials) {
  if (trials == 0) return {};
  const double z = 1.959963984540054;
  const double n = static_cast<double>(trials), p = static_cast<double>(successes) / n;
  const double denominator = 1 + z * z / n;
  const double centre = (p + z * z / (2 * n)) / denominator;
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator;
  // At 0 (or all) successes the bound is exactly 0 (or 1); computed, it is off by a rounding
  // error (6.9e-18 for 0 of 50, 0.9999999999999999 for 10 of 10).
  return {successes == 0 ? 0.0 : std::max(0.0, centre - half),
          successes == trials ? 1.0 : std::min(1.0, centre + half)};
}

}  // namespace skb
