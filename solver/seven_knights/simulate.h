// Simulation: many rounds of one (variant, player count, policies) played in parallel by the
// toolkit's harness (solver/core/simulation.h), with totals that are exact integers, so that any
// split of the games (threads, MPI ranks) adds up to the same numbers.
//
// Game i is played on a deal and with a random stream that depend only on (seed, i): with
// `all_deals`, game i is played on deal i of the universe (every deal once); otherwise the deal
// is drawn uniformly from the universe by game i's stream. So results do not depend on the
// number of threads or on how games are shared out.
#pragma once

#include <atomic>
#include <tuple>
#include <cstdint>
#include <functional>

#include "solver/core/counters.h"
#include "solver/core/simulation.h"
#include "solver/seven_knights/round.h"

namespace skb::seven_knights {

struct SimulationTotals {
  std::uint64_t games = 0;
  std::uint64_t knights_wins = 0;
  std::uint64_t witch_captains = 0;      // rounds whose Captain was on the Witch team
  std::uint64_t right_arrangements = 0;  // rounds where a Knights Captain laid the winning arrangement
  std::uint64_t captain_deals = 0;       // sum over Knights Captains of the consistent deals they faced
  std::uint64_t lies = 0;                // false Witch-team answers
  std::uint64_t questions = 0;           // questions asked, Captains' included

  void add(const RoundResult& r);

  static constexpr auto kCounters = std::tuple{
      counter("games", &SimulationTotals::games),
      counter("knights_wins", &SimulationTotals::knights_wins),
      counter("witch_captains", &SimulationTotals::witch_captains),
      counter("right_arrangements", &SimulationTotals::right_arrangements),
      counter("captain_deals", &SimulationTotals::captain_deals),
      counter("lies", &SimulationTotals::lies),
      counter("questions", &SimulationTotals::questions)};
};

struct SimulationPlan {
  RoundSettings round;
  std::uint64_t seed = 1;
  bool all_deals = false;  // play every deal of the universe once (games = universe size)
  std::uint64_t games = 1000;
  int threads = 0;  // 0: OpenMP's default
  // Set from elsewhere (an interrupt): simulate() and simulate_games() start no further game,
  // stop a rollout round in progress (RoundSettings::cancel) and return the totals of the games
  // finished in order so far (play_games, solver/core/simulation.h). classify_deals ignores it
  // (a part of the deals is no exact answer; its rounds are deterministic and quick).
  const std::atomic<bool>* cancel = nullptr;
};

// Returns the number of games the plan plays.
std::uint64_t game_count(const SimulationPlan& plan);

// Returns the deal and the seed of game `i`.
std::uint32_t game_deal(const SimulationPlan& plan, std::uint64_t i);
std::uint64_t game_seed(const SimulationPlan& plan, std::uint64_t i);

// Plays games first, first + stride, first + 2 stride, ... below game_count(plan) (stride 1:
// all of them; MPI ranks take first = rank, stride = ranks) and returns their totals.
// `on_round(i, result)` (optional) is called for every game, from the calling thread, in
// increasing order of i. `progress(done)` (optional) is called from the calling thread now and
// then with the number of games finished so far.
SimulationTotals simulate(const SimulationPlan& plan, std::uint64_t first = 0, std::uint64_t stride = 1,
                          const std::function<void(std::uint64_t, const RoundResult&)>& on_round = {},
                          const std::function<void(std::uint64_t)>& progress = {});

}  // namespace skb::seven_knights
