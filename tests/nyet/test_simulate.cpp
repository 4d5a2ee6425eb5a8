// Whole simulated games of Nyet! (solver/nyet/simulate.h): the same totals on 1 and 2 threads
// and when the games are split between two "ranks" (strides); the totals add up (every game's
// win shared out, the rounds' points equal to the games', every line decided once a round);
// game length by player count, the dealer passing clockwise; rotation seats slot 0 at seat
// i mod players; the kept logs write spectator records that replay to each round's scores.
#include <doctest/doctest.h>

#include <numeric>

#include "solver/core/counters.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/record_writer.h"
#include "solver/nyet/replay.h"
#include "solver/nyet/simulate.h"
#include "tests/support/sanitized.h"

using namespace skb::nyet;

namespace {

Table names(int players) {
  std::vector<std::string> all{"Ann", "Ben", "Cat", "Dan", "Eve"};
  all.resize(static_cast<std::size_t>(players));
  return Table(all);
}

SimulationPlan plan_of(const Players& players, int n, const std::vector<std::string>& lineup, std::uint64_t games) {
  SimulationPlan p;
  p.table = names(n);
  for (const std::string& name : lineup) p.lineup.push_back(players.find(name));
  p.games = games;
  p.seed = 42;
  return p;
}

template <class T>
std::uint64_t sum(const T& counts) {
  return std::accumulate(counts.begin(), counts.end(), std::uint64_t{0});
}

}  // namespace

TEST_CASE("the same totals on 1 and 2 threads and split between two ranks") {
  const Players players;
  const std::uint64_t games = skb::test::kSanitized ? 6 : 40;
  SimulationPlan plan = plan_of(players, 4, {"greedy", "random", "greedy", "random"}, games);
  plan.threads = 1;
  const SimulationTotals one = simulate(plan);
  plan.threads = 2;
  const SimulationTotals two = simulate(plan);
  SimulationTotals split = simulate(plan, 0, 2);
  skb::add_counters(split, simulate(plan, 1, 2));
  CHECK(one.games == games);
  CHECK(skb::counter_values(one) == skb::counter_values(two));
  CHECK(skb::counter_values(one) == skb::counter_values(split));
}

TEST_CASE("the totals add up") {
  const Players players;
  const std::uint64_t games = skb::test::kSanitized ? 4 : 30;
  for (int n = 2; n <= 5; ++n) {
    CAPTURE(n);
    const SimulationTotals t =
        simulate(plan_of(players, n, std::vector<std::string>(static_cast<std::size_t>(n), "greedy"), games));
    CHECK(t.games == games);
    CHECK(t.rounds == games * static_cast<std::uint64_t>(rounds_per_game(n)));
    std::uint64_t wins = 0, first = 0;
    std::int64_t round_points = 0, game_points = 0;
    for (int s = 0; s < n; ++s) {
      const SlotTotals& slot = t.slots[static_cast<std::size_t>(s)];
      wins += slot.wins;
      first += slot.first;
      round_points += slot.round_points;
      game_points += slot.game_points;
    }
    CHECK(wins == games * kWinUnit);  // every game's win shared out whole
    CHECK(first == t.rounds);         // one first player a round
    CHECK(round_points == game_points);
    CHECK(t.round.first_points + t.round.other_points == round_points);
    // Every line of the board is decided once a round.
    CHECK(sum(t.round.first_after_dealer) == t.rounds);
    CHECK(sum(t.round.discard) == t.rounds);
    CHECK(sum(t.round.trump) == t.rounds);
    CHECK(sum(t.round.supertrump) == t.rounds);
    CHECK(sum(t.round.points) == t.rounds);
    // A Bonus card with 3 and 5 players only, every round; the doubling is half its holder's points.
    CHECK(t.round.bonus_rounds == (n == 3 || n == 5 ? t.rounds : 0));
    CHECK(2 * t.round.bonus_gain == t.round.bonus_points);
    if (n != 3) CHECK(t.round.first_alone == 0);
  }
}

TEST_CASE("a game is 8, 9 or 10 rounds, the deal passing clockwise; rotation seats slot 0 at seat i mod n") {
  const Players players;
  for (int n = 2; n <= 5; ++n) {
    SimulationPlan plan = plan_of(players, n, std::vector<std::string>(static_cast<std::size_t>(n), "random"), 1);
    plan.rotate = true;
    for (std::uint64_t i = 0; i < 3; ++i) {
      const GameOutcome g = play_game(plan, i);
      REQUIRE(g.rounds.size() == static_cast<std::size_t>(rounds_per_game(n)));
      for (std::size_t r = 1; r < g.rounds.size(); ++r) CHECK(g.rounds[r].dealer == g.rounds[r - 1].dealer.left(n));
      CHECK(g.slot_of(Seat(static_cast<int>(i) % n)) == 0);
      // The same game twice.
      CHECK(play_game(plan, i).totals == g.totals);
    }
  }
}

TEST_CASE("the kept logs make spectator records that replay to every round's scores") {
  const Players players;
  for (int n = 2; n <= 5; ++n) {
    SimulationPlan plan = plan_of(players, n, std::vector<std::string>(static_cast<std::size_t>(n), "greedy"), 1);
    plan.keep_logs = true;
    const GameOutcome g = play_game(plan, 3);
    REQUIRE(g.logs.size() == g.rounds.size());
    for (std::size_t r = 0; r < g.rounds.size(); ++r) {
      const Record rec = read_record(write_record(record_of(g.logs[r], std::nullopt)), "round.nyet");
      const Replay replay = Replay::of(rec);
      REQUIRE(replay.phase() == Phase::over);
      CHECK(round_scores(replay.tricks(), *replay.teams_chosen(), replay.terms()->points) == g.rounds[r].scores);
      CHECK(*replay.first_player() == g.rounds[r].first);
    }
  }
}
