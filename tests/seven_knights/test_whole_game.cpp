// Tests for solver/seven_knights/whole_game.h: whole games, sampled and exact.
//
// - Exact: exact_games (deal classes convolved over three rounds) must count exactly what a
//   brute force over every sequence of three deals counts, for standard with 4 players (120
//   deals, 120^3 = 1,728,000 games) under the deterministic smart profile: each deal played
//   once with seat 0 first, then every triple of deals scored by score_game.
// - Sampled: a game's score is its three rounds scored; totals do not depend on threads or on
//   how games are split; the sample agrees with the exact figures.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "solver/seven_knights/policy.h"
#include "solver/seven_knights/round.h"
#include "solver/seven_knights/scoring.h"
#include "solver/seven_knights/variant.h"
#include "solver/seven_knights/variant_tables.h"
#include "solver/seven_knights/whole_game.h"

using namespace skb;
using namespace skb::seven_knights;

namespace {

SimulationPlan plan_of(const char* variant, int players, const char* profile) {
  SimulationPlan plan;
  plan.round = {find_variant(variant), players, find_profile(profile)->policies, 0.5, std::nullopt, std::nullopt};
  plan.seed = 3;
  plan.threads = 2;
  return plan;
}

}  // namespace

TEST_CASE("exact whole games: the deal classes count what every triple of deals counts") {
  const SimulationPlan plan = plan_of("standard", 4, "smart");
  const std::size_t deals = variant_tables(*plan.round.variant, 4).universe.size();
  REQUIRE(deals == 120);
  std::vector<ScoredRound> by_deal;
  for (std::size_t d = 0; d < deals; ++d)
    by_deal.push_back(scored_round(plan.round, play_round(plan.round, static_cast<std::uint32_t>(d), 1)));
  GameTotals brute;
  for (std::size_t a = 0; a < deals; ++a)
    for (std::size_t b = 0; b < deals; ++b)
      for (std::size_t c = 0; c < deals; ++c) {
        const std::vector<ScoredRound> rounds = {by_deal[a], by_deal[b], by_deal[c]};
        const GameScore g = score_game(rounds);
        ++brute.games;
        const auto shares = win_shares(g.after_three);
        int winners = 0;
        for (int p = 0; p < 4; ++p) {
          brute.points[p] += static_cast<std::uint64_t>(g.after_three[p]);
          brute.win_shares[p] += shares[p];
          winners += shares[p] > 0;
        }
        brute.shared_wins += winners > 1;
        brute.round_three_decides += round_three_decides(g.after_two, g.after_three);
      }
  const GameTotals exact = exact_games(classify_deals(plan), 4);
  CHECK(exact.games == 120u * 120u * 120u);
  CHECK(exact.games == brute.games);
  CHECK(exact.points == brute.points);
  CHECK(exact.win_shares == brute.win_shares);
  CHECK(exact.shared_wins == brute.shared_wins);
  CHECK(exact.round_three_decides == brute.round_three_decides);
  // The shares add up to one win per game.
  std::uint64_t shares = 0;
  for (auto s : exact.win_shares) shares += s;
  CHECK(shares == exact.games * kWinShareUnit);
  // The round totals are those of playing every deal once.
  SimulationPlan every = plan;
  every.all_deals = true;
  CHECK(counter_values(exact.rounds) == counter_values(simulate(every)));
  // Split in two (as two MPI ranks would) and added up: the same classes.
  RoundClasses even = classify_deals(plan, 0, 2), odd = classify_deals(plan, 1, 2);
  add_counters(even, odd);
  CHECK(counter_values(even) == counter_values(classify_deals(plan)));
}

TEST_CASE("exact whole games need deterministic policies") {
  CHECK_THROWS_AS(classify_deals(plan_of("standard", 4, "naive")), std::invalid_argument);
}

TEST_CASE("a sampled game is its three rounds scored; totals do not depend on threads or splits") {
  SimulationPlan plan = plan_of("advanced", 5, "naive");
  plan.games = 60;
  const GameResult g = play_game(plan.round, plan.seed, 7);
  REQUIRE(g.rounds.size() == 3);
  std::vector<ScoredRound> scored;
  for (const RoundResult& r : g.rounds) scored.push_back(scored_round(plan.round, r));
  const GameScore again = score_game(scored);
  CHECK(g.score.after_three == again.after_three);
  CHECK(g.score.first == again.first);
  CHECK(g.score.first[0] == 0);

  const GameTotals two = simulate_games(plan);
  plan.threads = 1;
  const GameTotals one = simulate_games(plan);
  CHECK(counter_values(one) == counter_values(two));
  GameTotals split = simulate_games(plan, 0, 3);
  add_counters(split, simulate_games(plan, 1, 3));
  add_counters(split, simulate_games(plan, 2, 3));
  CHECK(counter_values(split) == counter_values(one));
  CHECK(one.games == 60);
  CHECK(one.rounds.games == 180);
  std::uint64_t shares = 0;
  for (auto s : one.win_shares) shares += s;
  CHECK(shares == 60 * kWinShareUnit);
  const std::vector<std::uint64_t> values = counter_values(one);
  CHECK(counter_values(from_counter_values<GameTotals>(values)) == values);
  // Named counters: 5 single ones, points and win shares for 8 players, 7 round totals.
  CHECK(values.size() == 5 - 2 + 2 * 8 + 7);
  CHECK(counter_names<GameTotals>()[3] == "points.2");
  CHECK(counter_names<GameTotals>().back() == "rounds.questions");
}

TEST_CASE("sampled whole games agree with the exact ones") {
  // standard with 4 players, smart: 300 sampled games against the exact figures, each seat's
  // mean points within 4 standard errors (a game's points lie between 0 and 3 + 3 + 7 = 13, so
  // the standard error is at most 13 / 2 / sqrt(300) = 0.375).
  SimulationPlan plan = plan_of("standard", 4, "smart");
  plan.games = 300;
  const GameTotals sampled = simulate_games(plan);
  const GameTotals exact = exact_games(classify_deals(plan), 4);
  for (int p = 0; p < 4; ++p) {
    CAPTURE(p);
    const double s = static_cast<double>(sampled.points[p]) / 300;
    const double e = static_cast<double>(exact.points[p]) / static_cast<double>(exact.games);
    CHECK(std::abs(s - e) < 4 * 0.375);
  }
}
