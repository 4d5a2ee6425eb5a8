// Simulation: many whole games of Nyet! with a policy in every seat (players.h), counted as
// exact integers on the harness of solver/core/simulation.h: game i is seeded by
// game_seed(seed, i) (its first dealer, every deal and every coin its players flip), so any
// split of the games over threads or MPI ranks adds up to the same numbers.
//
// A game is 8, 9 or 10 rounds by player count, the deal passing clockwise (game.h, setup.h);
// the first dealer is drawn. The plan gives a *lineup*, one policy per slot; seat s plays slot
// s, or, with `rotate`, game i seats slot 0 at seat i mod players and the others in order after
// it (slot k at seat (i + k) mod players), so that over the games slot 0's policy plays every
// seat alike (skb nyet analyze: one seat plays A, the others B). Totals are kept by slot.
//
// Counted per slot: points per round and per game (sums and sums of squares), game wins (a win
// shared by k players counts kWinUnit / k to each), rounds as first player, rounds holding the
// Bonus card. Per round: the terms the veto led to (each box of each line; line 1 as the first
// player's place after the dealer), the first player's points against the others', the first
// player alone (3 players), and the Bonus card: its holder's points, what the doubling added
// (their side's units times the points) and, with 5 players, the teammate's points.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <tuple>
#include <vector>

#include "solver/core/counters.h"
#include "solver/nyet/players.h"
#include "solver/nyet/round_log.h"
#include "solver/nyet/setup.h"

namespace skb::nyet {

// A shared win is counted in sixtieths: 60/k to each of k winners (60 is divisible by 1..5).
inline constexpr std::uint64_t kWinUnit = 60;

// One round as played: its terms and sides and each seat's points.
struct RoundOutcome {
  Seat dealer;
  Terms terms;
  Seat first;
  Teams teams;
  std::vector<int> scores;  // by seat
  int first_units = 0;      // the units of the first player's side
  int other_units = 0;      // the other side's
};

struct GameOutcome {
  int players = 0;
  int shift = 0;  // slot k sat at seat (shift + k) mod players
  std::vector<RoundOutcome> rounds;
  std::vector<int> totals;  // by seat
  SeatSet winners;
  std::vector<RoundLog> logs;  // each round's log, when the plan keeps them
  // Returns the slot of the lineup that played at `seat`.
  int slot_of(Seat seat) const { return (seat.index() - shift + players) % players; }
};

struct SlotTotals {
  std::uint64_t wins = 0;              // in kWinUnit per game won alone
  std::int64_t round_points = 0;       // sum over rounds
  std::uint64_t round_points2 = 0;     // sum of squares
  std::int64_t game_points = 0;        // sum over games of the final totals
  std::uint64_t game_points2 = 0;      // sum of squares
  std::uint64_t first = 0, bonus = 0;  // rounds as first player, holding the Bonus

  static constexpr auto kCounters = std::tuple{counter("wins", &SlotTotals::wins),
                                               counter("round_points", &SlotTotals::round_points),
                                               counter("round_points2", &SlotTotals::round_points2),
                                               counter("game_points", &SlotTotals::game_points),
                                               counter("game_points2", &SlotTotals::game_points2),
                                               counter("first", &SlotTotals::first),
                                               counter("bonus", &SlotTotals::bonus)};
};

// What the rounds' terms and sides came to (see above).
struct RoundTotals {
  std::array<std::uint64_t, kMaxPlayers>
      first_after_dealer{};                   // the first player's place after the dealer (0: the dealer)
  std::array<std::uint64_t, 5> discard{};     // by kDiscardRules
  std::array<std::uint64_t, 4> trump{};       // by colour
  std::array<std::uint64_t, 5> supertrump{};  // by colour, 4: none
  std::array<std::uint64_t, 5> points{};      // by kPointBoxes
  std::uint64_t supertrump_is_trump = 0;
  std::int64_t first_points = 0;  // the first player's points
  std::uint64_t first_points2 = 0;
  std::int64_t other_points = 0;   // every other player's points, summed (rounds x (players - 1) of them)
  std::uint64_t first_alone = 0;   // 3 players: the first player played alone
  std::uint64_t bonus_rounds = 0;  // rounds with a Bonus card (3 and 5 players)
  std::int64_t bonus_points = 0;   // the Bonus holder's points
  std::uint64_t bonus_points2 = 0;
  std::int64_t bonus_gain = 0;  // what the doubling added: the holder's side's units x points
  std::uint64_t bonus_gain2 = 0;
  std::int64_t mate_points = 0;  // 5 players: the Bonus holder's teammate's points

  static constexpr auto kCounters = std::tuple{counter("first_after_dealer", &RoundTotals::first_after_dealer),
                                               counter("discard", &RoundTotals::discard),
                                               counter("trump", &RoundTotals::trump),
                                               counter("supertrump", &RoundTotals::supertrump),
                                               counter("points", &RoundTotals::points),
                                               counter("supertrump_is_trump", &RoundTotals::supertrump_is_trump),
                                               counter("first_points", &RoundTotals::first_points),
                                               counter("first_points2", &RoundTotals::first_points2),
                                               counter("other_points", &RoundTotals::other_points),
                                               counter("first_alone", &RoundTotals::first_alone),
                                               counter("bonus_rounds", &RoundTotals::bonus_rounds),
                                               counter("bonus_points", &RoundTotals::bonus_points),
                                               counter("bonus_points2", &RoundTotals::bonus_points2),
                                               counter("bonus_gain", &RoundTotals::bonus_gain),
                                               counter("bonus_gain2", &RoundTotals::bonus_gain2),
                                               counter("mate_points", &RoundTotals::mate_points)};
};

struct SimulationTotals {
  std::uint64_t games = 0, rounds = 0;
  std::array<SlotTotals, kMaxPlayers> slots{};
  RoundTotals round;

  void add(const GameOutcome& g);

  static constexpr auto kCounters =
      std::tuple{counter("games", &SimulationTotals::games), counter("rounds", &SimulationTotals::rounds),
                 counter("slots", &SimulationTotals::slots), counter("round", &SimulationTotals::round)};
};

struct SimulationPlan {
  Table table;                        // 2 to 5 players
  std::vector<const Policy*> lineup;  // one per slot (= seat unless rotate)
  bool rotate = false;                // game i seats slot 0 at seat i mod players
  std::uint64_t games = 100;
  std::uint64_t seed = 1;
  int threads = 0;
  bool keep_logs = false;  // GameOutcome::logs (for records)
  // Set from elsewhere (an interrupt): no further game starts; a pimc player stops its game.
  const std::atomic<bool>* cancel = nullptr;
};

// Plays game i of the plan and returns its outcome.
GameOutcome play_game(const SimulationPlan& plan, std::uint64_t i);

// Plays the plan's games first, first + stride, ... (play_games); `on_game(i, outcome)` for
// each, in order, from the calling thread (optional), and `progress(done)` now and then.
SimulationTotals simulate(const SimulationPlan& plan, std::uint64_t first = 0, std::uint64_t stride = 1,
                          const std::function<void(std::uint64_t)>& progress = {},
                          const std::function<void(std::uint64_t, const GameOutcome&)>& on_game = {});

}  // namespace skb::nyet
