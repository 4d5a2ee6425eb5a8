#include "solver/hats/simulate.h"

#include <algorithm>
#include <optional>

#include "solver/core/simulation.h"

namespace skb::hats {

void SimulationTotals::add(const GameOutcome& g) {
  ++games;
  stopped += g.stopped ? 1 : 0;
  turns += static_cast<std::uint64_t>(g.turns);
  turns2 += static_cast<std::uint64_t>(g.turns) * static_cast<std::uint64_t>(g.turns);
  redeals += static_cast<std::uint64_t>(g.redeals);
  for (int s = 0; s < g.players; ++s) {
    SeatTotals& seat = seats[static_cast<std::size_t>(s)];
    const Score& score = g.scores[static_cast<std::size_t>(s)];
    seat.wins += static_cast<std::uint64_t>(g.win_share(s) * kWinUnit + 0.5);
    seat.score += score.value();
    seat.score2 += static_cast<std::uint64_t>(score.value() * score.value());
    seat.pairs += static_cast<std::uint64_t>(score.pairs);
    seat.penalties += static_cast<std::uint64_t>(score.penalties);
    seat.magic += static_cast<std::uint64_t>(score.magic);
  }
}

SimulationTotals& SimulationTotals::operator+=(const SimulationTotals& o) {
  games += o.games;
  stopped += o.stopped;
  turns += o.turns;
  turns2 += o.turns2;
  redeals += o.redeals;
  for (std::size_t s = 0; s < seats.size(); ++s) {
    seats[s].wins += o.seats[s].wins;
    seats[s].score += o.seats[s].score;
    seats[s].score2 += o.seats[s].score2;
    seats[s].pairs += o.seats[s].pairs;
    seats[s].penalties += o.seats[s].penalties;
    seats[s].magic += o.seats[s].magic;
  }
  return *this;
}

std::array<std::uint64_t, SimulationTotals::kCounts> SimulationTotals::counts() const {
  std::array<std::uint64_t, kCounts> c{games, stopped, turns, turns2, redeals};
  std::size_t i = 5;
  for (const SeatTotals& s : seats) {
    c[i++] = s.wins;
    c[i++] = static_cast<std::uint64_t>(s.score);  // two's complement: sums wrap back exactly
    c[i++] = s.score2;
    c[i++] = s.pairs;
    c[i++] = s.penalties;
    c[i++] = s.magic;
    c[i++] = 0;
  }
  return c;
}

SimulationTotals SimulationTotals::from_counts(const std::array<std::uint64_t, kCounts>& c) {
  SimulationTotals t;
  t.games = c[0];
  t.stopped = c[1];
  t.turns = c[2];
  t.turns2 = c[3];
  t.redeals = c[4];
  std::size_t i = 5;
  for (SeatTotals& s : t.seats) {
    s.wins = c[i++];
    s.score = static_cast<std::int64_t>(c[i++]);
    s.score2 = c[i++];
    s.pairs = c[i++];
    s.penalties = c[i++];
    s.magic = c[i++];
    ++i;
  }
  return t;
}

GameOutcome play_game(const SimulationPlan& plan, std::uint64_t i) {
  Rng rng(game_seed(plan.seed, i));
  DealtGame game(plan.players, plan.variant, rng);
  const bool history_needed =
      std::any_of(plan.seats.begin(), plan.seats.end(), [](const Policy* p) { return p->needs_history(); });
  std::optional<History> history;
  if (history_needed) {
    history.emplace(game.table());
    history->live(game.table());
  }
  return play_out(game, plan.seats, rng, history ? &*history : nullptr);
}

SimulationTotals simulate(const SimulationPlan& plan, std::uint64_t first, std::uint64_t stride,
                          const std::function<void(std::uint64_t)>& progress) {
  const auto play = [&](std::uint64_t i) { return play_game(plan, i); };
  return play_games<SimulationTotals, GameOutcome>(plan.games, first, stride, plan.threads, play, {}, progress);
}

}  // namespace skb::hats
