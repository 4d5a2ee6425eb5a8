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

GameOutcome play_game(const SimulationPlan& plan, std::uint64_t i) {
  Rng rng(game_seed(plan.seed, i));
  DealtGame game(plan.players, plan.variant, rng);
  const bool history_needed =
      std::any_of(plan.seats.begin(), plan.seats.end(), [](const Policy* p) { return p->reads_history(); });
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
  return play_games<SimulationTotals, GameOutcome>(plan.games, first, stride, plan.threads, play, {}, progress,
                                                   plan.cancel);
}

}  // namespace skb::hats
