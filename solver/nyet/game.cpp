#include "solver/nyet/game.h"

#include <algorithm>

#include "solver/nyet/deal.h"

namespace skb::nyet {

SeatSet winners(const std::vector<int>& totals) {
  SeatSet out;
  if (totals.empty()) return out;
  const int best = *std::max_element(totals.begin(), totals.end());
  for (std::size_t i = 0; i < totals.size(); ++i)
    if (totals[i] == best) out.add(Seat(static_cast<int>(i)));
  return out;
}

void play_random_round(State& state, Rng& rng) {
  while (state.phase() != Phase::over) {
    const std::vector<Action> actions = state.legal_actions();
    state.apply(pick(std::span<const Action>(actions), rng));
  }
}

GameResult play_random_game(const Table& table, Rng& rng) {
  const int n = table.players();
  GameResult result;
  result.totals.assign(static_cast<std::size_t>(n), 0);
  const Seat first_dealer(static_cast<int>(below(rng, static_cast<std::uint64_t>(n))));
  for (int round = 0; round < rounds_per_game(n); ++round) {
    const Dealt d = deal_cards(n, rng);
    State state = State::deal(table, dealer_of_round(first_dealer, round, n), d.hands, d.aside);
    play_random_round(state, rng);
    const std::vector<int> scores = state.scores();
    for (std::size_t i = 0; i < scores.size(); ++i) result.totals[i] += scores[i];
    result.rounds.push_back(scores);
  }
  result.winners = winners(result.totals);
  return result;
}

}  // namespace skb::nyet
