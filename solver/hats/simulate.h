// Simulation: many whole games with a policy in every seat, counted per seat (wins, scores,
// pairs, penalties, magic hats) and per game (length, dead tables, games stopped at the turn
// limit), on the harness of solver/core/simulation.h: game i is seeded by game_seed(seed, i)
// and totals are exact integers, so any split of the games over threads or MPI ranks adds up to
// the same numbers.
#pragma once

#include <atomic>
#include <array>
#include <cstdint>
#include <functional>
#include <tuple>
#include <vector>

#include "solver/core/counters.h"
#include "solver/hats/playout.h"

namespace skb::hats {

// A shared win is counted in sixtieths: 60/k to each of k winners (60 is divisible by 1..6).
inline constexpr std::uint64_t kWinUnit = 60;

struct SeatTotals {
  std::uint64_t wins = 0;    // in kWinUnit per game won alone
  std::int64_t score = 0;    // sum of final scores
  std::uint64_t score2 = 0;  // sum of squared final scores
  std::uint64_t pairs = 0, penalties = 0, magic = 0;

  static constexpr auto kCounters =
      std::tuple{counter("wins", &SeatTotals::wins),   counter("score", &SeatTotals::score),
                 counter("score2", &SeatTotals::score2), counter("pairs", &SeatTotals::pairs),
                 counter("penalties", &SeatTotals::penalties), counter("magic", &SeatTotals::magic)};
};

struct SimulationTotals {
  std::uint64_t games = 0, stopped = 0, turns = 0, turns2 = 0, redeals = 0;
  std::array<SeatTotals, kMaxPlayers> seats{};

  void add(const GameOutcome& g);

  static constexpr auto kCounters = std::tuple{
      counter("games", &SimulationTotals::games),   counter("stopped", &SimulationTotals::stopped),
      counter("turns", &SimulationTotals::turns),   counter("turns2", &SimulationTotals::turns2),
      counter("redeals", &SimulationTotals::redeals), counter("seats", &SimulationTotals::seats)};
};

struct SimulationPlan {
  int players = 4;
  Variant variant = Variant::standard;
  std::vector<const Policy*> seats;  // one per seat
  std::uint64_t games = 1000;
  std::uint64_t seed = 1;
  int threads = 0;
  // Set from elsewhere (an interrupt): simulate() starts no further game and returns the totals
  // of the games finished in order so far (play_games, solver/core/simulation.h).
  const std::atomic<bool>* cancel = nullptr;
};

// Plays the plan's games first, first + stride, ... (solver/core/simulation.h's play_games);
// `progress(done)` now and then.
SimulationTotals simulate(const SimulationPlan& plan, std::uint64_t first = 0, std::uint64_t stride = 1,
                          const std::function<void(std::uint64_t)>& progress = {});

// Plays game i of the plan and returns its outcome.
GameOutcome play_game(const SimulationPlan& plan, std::uint64_t i);

}  // namespace skb::hats
