#include "solver/nyet/dd_survey.h"

#include <span>
#include <vector>

#include "solver/core/simulation.h"
#include "solver/nyet/deal.h"
#include "solver/nyet/record_maker.h"
#include "solver/nyet/solver_pool.h"
#include "solver/nyet/trick.h"

namespace skb::nyet {

namespace {

// Returns the index of `points` among the boxes of line 5 (kPointBoxes).
std::size_t points_index(int points) {
  for (std::size_t i = 0; i < kPointBoxes.size(); ++i)
    if (kPointBoxes[i] == points) return i;
  return 0;
}

// Plays the solver's line out from the first lead of `state` and fills in what it measures: each
// side's units and loot, and the tricks a supertrump won.
void measure_line(State state, const std::vector<Card>& line, SurveyedDeal& d) {
  for (const Card c : line) state.apply(Play{c});
  const TrickPlay& t = state.tricks();
  const Trumps& trumps = t.trumps();
  const SeatSet first = d.first_side;
  for (const PlayedTrick& trick : t.history()) {
    const std::size_t side = first.contains(trick.winner) ? 0 : 1;
    d.units[side] += trick.units;
    d.loot[side] += trick.units - 1;
    const int at = trick_winner(std::span<const Card>(trick.cards), trumps);
    if (is_supertrump(trick.cards[static_cast<std::size_t>(at)], trumps)) ++d.supertrump_tricks;
  }
}

}  // namespace

Action random_action(const State& state, Rng& rng) {
  const std::vector<Action> legal = state.legal_actions();
  return pick(std::span<const Action>(legal), rng);
}

SurveyedDeal survey_deal(const Table& table, std::uint64_t seed, const PreTrickRule& rule, DoubleDummy& solver,
                         const DdOptions& options) {
  Rng rng(seed);
  const int players = table.players();
  const Seat dealer(static_cast<int>(below(rng, static_cast<std::uint64_t>(players))));
  const Dealt dealt = deal_cards(players, rng);
  State state = State::deal(table, dealer, dealt.hands, dealt.aside);
  while (state.phase() != Phase::tricks) state.apply(rule(state, rng));

  SurveyedDeal d;
  d.terms = *state.terms();
  d.first = *state.first_player();
  d.first_side = state.teams()->side_of(d.first, players);
  const CardSet trumps = suit_cards(d.terms.trumps.trump, d.terms.trumps);
  for (int s = 0; s < players; ++s)
    if (d.first_side.contains(Seat(s))) d.first_side_trumps += (state.hand(Seat(s)) & trumps).size();
  d.tricks = state.tricks().tricks_left();
  try {
    const std::uint64_t before = solver.nodes();
    const std::vector<Card> line = solver.line(state.position(), options);
    d.nodes = solver.nodes() - before;
    measure_line(state, line, d);
    // Every line of best play gives the same difference: the double-dummy value (negated at -2).
    d.difference = d.units[0] - d.units[1];
    d.solved = true;
  } catch (const DdLimitReached& e) {
    d.nodes = e.limit();
  }
  return d;
}

void SurveyTotals::add(const SurveyedDeal& d) {
  ++deals;
  nodes += d.nodes;
  if (!d.solved) {
    ++over_cap;
    return;
  }
  ++solved;
  tricks += static_cast<std::uint64_t>(d.tricks);
  difference += d.difference;
  difference2 += static_cast<std::uint64_t>(d.difference * d.difference);
  first_units += static_cast<std::uint64_t>(d.units[0]);
  other_units += static_cast<std::uint64_t>(d.units[1]);
  const int round_loot = d.loot[0] + d.loot[1];
  loot += static_cast<std::uint64_t>(round_loot);
  loot2 += static_cast<std::uint64_t>(round_loot * round_loot);
  first_loot += static_cast<std::uint64_t>(d.loot[0]);
  if (d.terms.trumps.supertrump) {
    ++supertrump_deals;
    supertrump_tricks += static_cast<std::uint64_t>(d.supertrump_tricks);
    if (d.supertrump_tricks > 0) ++supertrump_rounds;
  }
  ++points[points_index(d.terms.points)];
  TrumpLengthTotals& t = by_trump_length[static_cast<std::size_t>(d.first_side_trumps)];
  ++t.deals;
  t.units += d.units[0];
  t.difference += d.difference;
  t.difference2 += static_cast<std::uint64_t>(d.difference * d.difference);
}

SurveyTotals survey(const SurveyPlan& plan, const std::function<void(std::uint64_t, const SurveyedDeal&)>& on_deal,
                    const std::function<void(std::uint64_t)>& progress) {
  const Table table = default_table(plan.players);
  SolverPool solvers(plan.table_bytes);  // one solver a thread at most, each with its large table
  DdOptions options;
  options.node_limit = plan.node_limit;
  if (plan.cancel != nullptr)
    options.poll = [cancel = plan.cancel](std::uint64_t) {
      if (cancel->load(std::memory_order_relaxed)) throw Cancelled("survey: cancelled in the middle of a deal's solve");
    };
  const auto play = [&](std::uint64_t i) {
    const SolverPool::Lease solver = solvers.borrow();
    return survey_deal(table, game_seed(plan.seed, i), plan.rule, *solver, options);
  };
  const int threads = plan.threads;
  return play_games<SurveyTotals, SurveyedDeal>(plan.deals, 0, 1, threads, play, on_deal, progress, plan.cancel);
}

}  // namespace skb::nyet
