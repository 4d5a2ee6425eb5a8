#include "solver/nyet/simulate.h"

#include <algorithm>
#include <optional>

#include "solver/core/simulation.h"
#include "solver/nyet/board.h"
#include "solver/nyet/deal.h"
#include "solver/nyet/game.h"

namespace skb::nyet {

namespace {

std::uint64_t square(std::int64_t x) { return static_cast<std::uint64_t>(x * x); }

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// Plays `state` to its end, each seat by its policy; logs the actions when `log` is given.
void play_round(State& state, const std::vector<const Policy*>& by_seat, Rng& rng, RoundLog* log) {
  while (state.phase() != Phase::over) {
    const Seat who = state.to_move();
    const Action a = by_seat[at(who.index())]->choose(PlayerView{&state, log}, rng);
    if (log != nullptr) log->add(who, a);
    state.apply(a);
  }
}

RoundOutcome outcome_of(const State& state) {
  RoundOutcome r;
  r.dealer = state.dealer();
  r.terms = *state.terms();
  r.first = *state.first_player();
  r.teams = *state.teams();
  r.scores = state.scores();
  r.first_units = state.tricks().units_of(r.first);
  const int n = state.players();
  const SeatSet others = r.teams.side_of(r.first, n).complement(n);
  r.other_units = others.empty() ? 0 : state.tricks().units_of(others.lowest());
  return r;
}

// The index of `value` among kPointBoxes.
std::size_t points_box(int value) {
  return at(static_cast<int>(std::find(kPointBoxes.begin(), kPointBoxes.end(), value) - kPointBoxes.begin()));
}

void add_round(RoundTotals& t, SlotTotals* slots, const GameOutcome& g, const RoundOutcome& r) {
  const int n = g.players;
  t.first_after_dealer[at((r.first.index() - r.dealer.index() + n) % n)]++;
  t.discard[at(static_cast<int>(r.terms.discard))]++;
  t.trump[at(colour_index(r.terms.trumps.trump))]++;
  t.supertrump[r.terms.trumps.supertrump ? at(colour_index(*r.terms.trumps.supertrump)) : at(kNoSupertrumpBox)]++;
  t.points[points_box(r.terms.points)]++;
  t.supertrump_is_trump += r.terms.trumps.supertrump == r.terms.trumps.trump ? 1 : 0;
  const std::int64_t first_points = r.scores[at(r.first.index())];
  t.first_points += first_points;
  t.first_points2 += square(first_points);
  for (int s = 0; s < n; ++s)
    if (Seat(s) != r.first) t.other_points += r.scores[at(s)];
  const SeatSet first_side = r.teams.side_of(r.first, n);
  t.first_alone += n == 3 && first_side.size() == 1 ? 1 : 0;
  slots[g.slot_of(r.first)].first++;
  if (r.teams.bonus) {
    const Seat holder = *r.teams.bonus;
    const std::int64_t points = r.scores[at(holder.index())];
    t.bonus_rounds++;
    t.bonus_points += points;
    t.bonus_points2 += square(points);
    t.bonus_gain += points / 2;  // the holder scores double: half of it is what the Bonus added
    t.bonus_gain2 += square(points / 2);
    const SeatSet mates = r.teams.side_of(holder, n) & SeatSet(holder).complement(n);
    if (n == 5) t.mate_points += r.scores[at(mates.lowest().index())];
    slots[g.slot_of(holder)].bonus++;
  }
}

}  // namespace

void SimulationTotals::add(const GameOutcome& g) {
  ++games;
  const std::uint64_t share = kWinUnit / static_cast<std::uint64_t>(g.winners.size());
  for (int s = 0; s < g.players; ++s) {
    SlotTotals& slot = slots[at(g.slot_of(Seat(s)))];
    const std::int64_t total = g.totals[at(s)];
    slot.wins += g.winners.contains(Seat(s)) ? share : 0;
    slot.game_points += total;
    slot.game_points2 += square(total);
    for (const RoundOutcome& r : g.rounds) {
      slot.round_points += r.scores[at(s)];
      slot.round_points2 += square(r.scores[at(s)]);
    }
  }
  for (const RoundOutcome& r : g.rounds) {
    ++rounds;
    add_round(round, slots.data(), g, r);
  }
}

GameOutcome play_game(const SimulationPlan& plan, std::uint64_t i) {
  const int n = plan.table.players();
  Rng rng(game_seed(plan.seed, i));
  GameOutcome g;
  g.players = n;
  g.shift = plan.rotate ? static_cast<int>(i % static_cast<std::uint64_t>(n)) : 0;
  std::vector<const Policy*> by_seat(at(n));
  for (int s = 0; s < n; ++s) by_seat[at(s)] = plan.lineup[at(g.slot_of(Seat(s)))];
  const bool logged =
      plan.keep_logs || std::any_of(by_seat.begin(), by_seat.end(), [](const Policy* p) { return p->reads_history(); });
  g.totals.assign(at(n), 0);
  const Seat first_dealer(static_cast<int>(below(rng, static_cast<std::uint64_t>(n))));
  for (int round = 0; round < rounds_per_game(n); ++round) {
    const Dealt d = deal_cards(n, rng);
    State state = State::deal(plan.table, dealer_of_round(first_dealer, round, n), d.hands, d.aside);
    std::optional<RoundLog> log;
    if (logged) log = RoundLog::of_deal(state);
    play_round(state, by_seat, rng, log ? &*log : nullptr);
    RoundOutcome r = outcome_of(state);
    for (int s = 0; s < n; ++s) g.totals[at(s)] += r.scores[at(s)];
    g.rounds.push_back(std::move(r));
    if (plan.keep_logs) g.logs.push_back(std::move(*log));
  }
  g.winners = winners(g.totals);
  return g;
}

SimulationTotals simulate(const SimulationPlan& plan, std::uint64_t first, std::uint64_t stride,
                          const std::function<void(std::uint64_t)>& progress,
                          const std::function<void(std::uint64_t, const GameOutcome&)>& on_game) {
  if (static_cast<int>(plan.lineup.size()) != plan.table.players())
    throw std::invalid_argument("simulate: one policy per seat");
  const auto play = [&](std::uint64_t i) { return play_game(plan, i); };
  return play_games<SimulationTotals, GameOutcome>(plan.games, first, stride, plan.threads, play, on_game, progress,
                                                   plan.cancel);
}

}  // namespace skb::nyet
