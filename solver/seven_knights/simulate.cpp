#include "solver/seven_knights/simulate.h"

#include "solver/core/random.h"

namespace skb::seven_knights {

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
  return plan.all_deals ? variant_tables(*plan.round.variant, plan.round.players).universe.size() : plan.games;
}

std::uint64_t game_seed(const SimulationPlan& plan, std::uint64_t i) { return skb::game_seed(plan.seed, i); }

std::uint32_t game_deal(const SimulationPlan& plan, std::uint64_t i) {
  const std::size_t deals = variant_tables(*plan.round.variant, plan.round.players).universe.size();
  if (plan.all_deals) return static_cast<std::uint32_t>(i);
  // A stream of its own, so that the deal does not shift the round's random choices.
  Rng rng(mix64(game_seed(plan, i)));
  return static_cast<std::uint32_t>(below(rng, deals));
}

SimulationTotals simulate(const SimulationPlan& plan, std::uint64_t first, std::uint64_t stride,
                          const std::function<void(std::uint64_t, const RoundResult&)>& on_round,
                          const std::function<void(std::uint64_t)>& progress) {
  variant_tables(*plan.round.variant, plan.round.players);  // build the tables before the threads start
  RoundSettings round = plan.round;
  round.cancel = plan.cancel;  // a rollout round in progress stops too (play_games drops it)
  return play_games<SimulationTotals, RoundResult>(
      game_count(plan), first, stride, plan.threads,
      [&](std::uint64_t i) { return play_round(round, game_deal(plan, i), game_seed(plan, i)); }, on_round,
      progress, plan.cancel);
}

}  // namespace skb::seven_knights
