// Whole games: three rounds played and scored by rules.md's "Scoring" (scoring.h), many games
// at once, sampled or exact.
//
// Players keep their places round the table; player p is the one listed p-th in round 1 (player
// 0 is round 1's First player). In a round whose First player is f, seat s of the round is
// player (f + s) mod n, so a round is played exactly as play_round plays one (seat 0 first) and
// its seats are mapped back to players; after rounds 1 and 2 the First player moves to the
// player whose seat held the lowest Knight.
//
// Sampled (`simulate_games`): game i draws its three deals uniformly, and plays them, from
// streams that depend only on (seed, i), so the totals do not depend on threads or ranks.
//
// Exact (`classify_deals` then `exact_games`): when every policy is deterministic, a round is a
// function of its deal, and (by the rotation above) of nothing else. Every deal is played once
// with seat 0 first and counted by its class: who was on the Witch team, which team won (or
// nobody), and which seat held the lowest Knight. The three rounds of a game are independent
// uniform deals, so the distribution of whole games follows exactly from the class counts by
// convolving three rounds (scores and First player as the state): every one of the U^3 equally
// likely games is counted, with integer weights.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "solver/seven_knights/scoring.h"
#include "solver/seven_knights/simulate.h"

namespace skb::seven_knights {

inline constexpr int kMaxGamePlayers = 8;

struct GameTotals {
  std::uint64_t games = 0;                                  // games counted (exact: U^3, each equally likely)
  std::array<std::uint64_t, kMaxGamePlayers> points{};      // per player, summed over games
  std::array<std::uint64_t, kMaxGamePlayers> win_shares{};  // per player, units of kWinShareUnit
  std::uint64_t round_three_decides = 0;                    // games round 3 decided
  std::uint64_t shared_wins = 0;                            // games whose win was shared (a tie)
  SimulationTotals rounds;                                  // every round played (exact: every deal once)

  static constexpr auto kCounters = std::tuple{
      counter("games", &GameTotals::games), counter("points", &GameTotals::points),
      counter("win_shares", &GameTotals::win_shares), counter("round_three_decides", &GameTotals::round_three_decides),
      counter("shared_wins", &GameTotals::shared_wins), counter("rounds", &GameTotals::rounds)};
};

// One sampled game: its score (points, First players) and its three rounds.
struct GameResult {
  GameScore score;
  std::vector<RoundResult> rounds;
};

// The scoring view of a played round: its Witch team, winner, and lowest Knight's seat.
ScoredRound scored_round(const RoundSettings& settings, const RoundResult& round);

// Adds one game to `totals` (the harness's Totals::add).
void add_game(GameTotals& totals, const GameResult& game);

// Plays one whole game: game i of a run seeded `seed`.
GameResult play_game(const RoundSettings& settings, std::uint64_t seed, std::uint64_t i);

// Plays games first, first + stride, ... below plan.games (as simulate() does for rounds) and
// returns their totals; `progress(done)` now and then, from the calling thread.
GameTotals simulate_games(const SimulationPlan& plan, std::uint64_t first = 0, std::uint64_t stride = 1,
                          const std::function<void(std::uint64_t)>& progress = {});

// Rounds by class: deals counted per (Witch team, winner, lowest Knight's seat), with the round
// totals; a counter record, so that MPI ranks add theirs up.
struct RoundClasses {
  static constexpr std::size_t kClasses = std::size_t{1} << (kMaxGamePlayers + 5);
  std::array<std::uint64_t, kClasses> classes{};  // deals per class
  SimulationTotals rounds;                         // every deal's round

  void add(const std::pair<std::size_t, RoundResult>& classified);

  static constexpr auto kCounters =
      std::tuple{counter("classes", &RoundClasses::classes), counter("rounds", &RoundClasses::rounds)};
};

// Plays deals first, first + stride, ... of the universe once each (seat 0 first) and counts
// them by class. Throws std::invalid_argument unless every policy is deterministic.
RoundClasses classify_deals(const SimulationPlan& plan, std::uint64_t first = 0, std::uint64_t stride = 1,
                            const std::function<void(std::uint64_t)>& progress = {});

// The exact totals of whole games from every deal's class (all ranks' counts added up).
GameTotals exact_games(const RoundClasses& classes, int players);

}  // namespace skb::seven_knights
