#include "solver/nyet/decision_advice.h"

#include <array>
#include <memory>
#include <stdexcept>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/core/sampled_worlds.h"
#include "solver/nyet/advice.h"
#include "solver/nyet/deal_count.h"
#include "solver/nyet/discards.h"
#include "solver/nyet/double_dummy.h"
#include "solver/nyet/greedy.h"
#include "solver/nyet/locations.h"
#include "solver/nyet/sampled_advice.h"
#include "solver/nyet/solver_pool.h"
#include "solver/nyet/world_sampler.h"

namespace skb::nyet {

namespace {

// A deal's measures for every option: score, units, and (the same for every option) 1 when the
// deal was played out by the greedy rule because a solve passed the node limit, else 0.
using Measures = std::array<double, 3>;
using DrawValues = std::vector<Measures>;

// The first lead of a round: what makes two completions the same double-dummy problem.
struct Completion {
  Terms terms;
  Seat first;
  Teams teams;
  std::vector<CardSet> hands;
};

bool same_completion(const Completion& a, const Completion& b, int players) {
  return a.terms == b.terms && a.first == b.first && a.teams.same_as(b.teams, players) && a.hands == b.hands;
}

// Returns the measures of a round whose tricks are all played (`done`) for `viewer`: the score
// (their side's units times the points, doubled for the Bonus holder) and the units (their
// side's less the other's, negated at -2 points).
Measures round_measures(const TrickPlay& done, const Teams& teams, int points, Seat viewer) {
  const int n = done.players();
  const int mine = done.units_of(viewer), theirs = done.units_of(teams.side_of(viewer, n).complement(n).lowest());
  const int score = mine * points * (teams.bonus == viewer ? 2 : 1);
  return {static_cast<double>(score), static_cast<double>((points < 0 ? -1 : 1) * (mine - theirs)), 0};
}

// Full-deal solves on several threads (a solver pool).
class Solvers {
 public:
  explicit Solvers(const DecisionAdviceOptions& o) : options_(o), pool_(kAdviceTableBytes, o.progress) {}

  // Returns the score and units of the completed round `s` for `viewer` (see the header).
  Measures solve(const State& s, Seat viewer) {
    DdOptions dd;
    dd.node_limit = options_.node_limit;
    dd.poll = [this](std::uint64_t) {
      if (options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed))
        throw Cancelled("decision advice: cancelled in the middle of a solve");
    };
    const Position p = s.position();
    const std::vector<Card> best = pool_.borrow()->line(p, dd);
    pool_.solved();
    TrickPlay line = p.tricks;
    for (Card c : best) line.play(c);
    if (!line.over()) throw std::logic_error("decision advice: the line of best play stops before the round ends");
    return round_measures(line, p.teams, p.points, viewer);
  }

 private:
  const DecisionAdviceOptions& options_;
  SolverPool pool_;
};

// Every completed round's measures, solved double dummy (each distinct completion once). Throws
// DdLimitReached when a solve passes the node limit.
DrawValues solved_values(const std::vector<State>& completed, Seat viewer, Solvers& solvers) {
  std::vector<std::pair<Completion, Measures>> solved;
  DrawValues out;
  for (const State& s : completed) {
    const int n = s.players();
    Completion c{*s.terms(), *s.first_player(), *s.teams(), {}};
    for (int i = 0; i < n; ++i) c.hands.push_back(s.hand(Seat(i)));
    const Measures* found = nullptr;
    for (const auto& [done, m] : solved)
      if (same_completion(done, c, n)) found = &m;
    if (found == nullptr) {
      solved.emplace_back(c, solvers.solve(s, viewer));
      found = &solved.back().second;
    }
    out.push_back(*found);
  }
  return out;
}

// Every completed round's measures with its tricks played by the greedy rule (each with the same
// random stream), marked as played out (measure 2).
DrawValues played_values(const std::vector<State>& completed, Seat viewer, std::uint64_t play_seed) {
  DrawValues out;
  for (State s : completed) {
    Rng rng(game_seed(play_seed, 1));
    while (s.phase() == Phase::tricks) s.apply(greedy_action(s, rng));
    Measures m = round_measures(s.tricks(), *s.teams(), s.terms()->points, viewer);
    m[2] = 1;
    out.push_back(m);
  }
  return out;
}

// Every option's measures in one deal: each option completed by the greedy rule with the same
// random stream, then solved double dummy; when a solve passes the node limit, every option's
// round is played out by the greedy rule instead (so that the options are still compared alike).
DrawValues values_in(const Replay& replay, const World& world, const std::vector<Action>& options, Seat viewer,
                     std::uint64_t play_seed, Solvers& solvers) {
  const State base = replay_on_deal(replay, world.hands, world.aside);
  std::vector<State> completed;
  for (const Action& option : options) {
    Rng rng(play_seed);
    completed.push_back(complete_with_greedy(base, replay, viewer, option, rng));
  }
  try {
    return solved_values(completed, viewer, solvers);
  } catch (const DdLimitReached&) {
    return played_values(completed, viewer, play_seed);
  }
}

// Throws NoCardDecision unless the viewer is to make a pre-trick decision.
Seat check_pre_trick_decision(const Replay& replay) {
  const Record& r = replay.record();
  if (!r.view) throw NoCardDecision(NoCardDecision::Why::no_viewer, replay.phase(), std::nullopt);
  if (replay.phase() == Phase::over) throw NoCardDecision(NoCardDecision::Why::round_over, replay.phase(), std::nullopt);
  if (!has_pre_trick_decision(replay))
    throw NoCardDecision(NoCardDecision::Why::another_player, replay.phase(), replay.to_move());
  return *r.view;
}

}  // namespace

bool has_pre_trick_decision(const Replay& replay) {
  const Record& r = replay.record();
  if (!r.view || r.is_position()) return false;
  // Teams written without the Bonus holder they need (5 players): the record waits for `bonus`.
  if (r.teams && replay.players() == 5 && !r.teams->bonus) return false;
  switch (replay.phase()) {
    case Phase::veto:
    case Phase::teams:
      return replay.to_move() == r.view;
    case Phase::discard:
      return !replay.seat(*r.view).discard_statement.given() && !replay.pass_card(*r.view);
    case Phase::tricks:
    case Phase::over:
      break;
  }
  return false;
}

std::vector<std::string> action_lines(const Action& action, Seat who, const Table& table) {
  const std::string& name = table.name(who);
  if (const auto* v = std::get_if<Veto>(&action))
    return {fmt::format("veto {} {} {}", name, line_name(v->box.line), box_text(v->box, table))};
  if (const auto* t = std::get_if<ChooseTeams>(&action)) {
    const int n = table.players();
    std::vector<std::string> out{
        fmt::format("teams {} vs {}", table.names_of(t->teams.side), table.names_of(t->teams.side.complement(n)))};
    if (n == 5 && t->teams.bonus) out.push_back("bonus " + table.name(*t->teams.bonus));
    return out;
  }
  if (const auto* d = std::get_if<Discard>(&action))
    return {fmt::format("discard {} {}", name, d->cards.empty() ? std::string("none") : cards_text(d->cards))};
  if (const auto* p = std::get_if<Pass>(&action)) return {fmt::format("pass {} {}", name, card_text(p->card))};
  return {fmt::format("play {}", card_text(std::get<Play>(action).card))};
}

State replay_on_deal(const Replay& replay, const std::vector<CardSet>& hands, CardSet aside) {
  const Record& r = replay.record();
  State s = State::deal(r.table, *r.dealer, hands, aside);
  for (const VetoEntry& e : r.vetoes) s.apply(Veto{e.box});
  if (r.teams && s.phase() == Phase::teams) s.apply(ChooseTeams{*r.teams});
  return s;
}

std::optional<Action> written_discard(const Replay& replay, const State& state, Seat s) {
  const SeatView& v = replay.seat(s);
  if (const std::optional<Card>& card = replay.pass_card(s))
    return Pass{lowest_copy(state.hand(s) & copies_of(kind_of(*card)), kind_of(*card))};
  if (!v.discard_statement.given()) return std::nullopt;
  if (v.known) return Discard{v.discarded};
  if (v.only_ones_at.given()) return Discard{};
  return std::nullopt;
}

State complete_with_greedy(State state, const Replay& replay, Seat viewer, const Action& option, Rng& rng) {
  bool chosen = false;
  while (state.phase() == Phase::veto || state.phase() == Phase::teams || state.phase() == Phase::discard) {
    const Seat mover = state.to_move();
    if (!chosen && mover == viewer) {
      state.apply(option);
      chosen = true;
      continue;
    }
    const std::optional<Action> written =
        state.phase() == Phase::discard ? written_discard(replay, state, mover) : std::nullopt;
    state.apply(written ? *written : greedy_action(state, rng));
  }
  return state;
}

DecisionAdvice advise_decision(const Replay& replay, const DecisionAdviceOptions& o) {
  if (o.budget == 0 || o.first_round == 0)
    throw std::invalid_argument("advise: the budget and the first round must be at least one deal");
  DecisionAdvice a;
  a.viewer = check_pre_trick_decision(replay);
  a.phase = replay.phase();
  {
    std::vector<Place> places;
    a.deals = count_deals(deal_problem(replay, places));
  }
  if (sgn(a.deals) == 0) (void)locate(replay);  // throws the Contradiction naming the statements
  const WorldSampler worlds(replay);
  std::vector<Action> options;
  {
    Rng first_rng(o.seed);
    const World w = worlds.sample(first_rng);
    State s = replay_on_deal(replay, w.hands, w.aside);
    while (s.to_move() != a.viewer) {  // earlier discarders
      const std::optional<Action> written = written_discard(replay, s, s.to_move());
      s.apply(written ? *written : greedy_action(s, first_rng));
    }
    options = s.legal_actions();
  }
  Solvers solvers(o);
  const auto sample = [&](Rng& rng) {
    const World w = worlds.sample(rng);
    return values_in(replay, w, options, a.viewer, rng(), solvers);
  };
  const auto play = [](const DrawValues& v, std::size_t k, Rng&) { return v[k]; };
  const SampledWorldsOptions so = sampled_worlds_options(o);
  const SampledEvaluation<3> e = evaluate_in_sampled_worlds<3, 1>(options.size(), sample, play, so);
  a.draws = e.draws;
  a.rounds = e.rounds;
  a.separated = e.separated;
  a.budget_spent = e.budget_spent;
  a.cancelled = e.cancelled;
  a.played_out = played_out_deals(e, 2);
  for (std::size_t k : e.ranking) {
    const OptionEstimate<3>& x = e.options[k];
    a.options.push_back(DecisionOption{options[k], action_lines(options[k], a.viewer, replay.record().table), x.mean[0],
                                       x.error[0], x.mean[1], x.error[1], x.tied_with_best});
  }
  return a;
}

}  // namespace skb::nyet
