#include "solver/nyet/advice.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <mutex>

#include "solver/core/error.h"
#include "solver/core/parallel.h"
#include "solver/core/sampled_worlds.h"
#include "solver/nyet/deal_count.h"
#include "solver/nyet/deal_enumeration.h"
#include "solver/nyet/greedy.h"
#include "solver/nyet/locations.h"
#include "solver/nyet/sampled_advice.h"
#include "solver/nyet/solver_pool.h"
#include "solver/nyet/trick.h"

namespace skb::nyet {

NoCardDecision::NoCardDecision(Why why, Phase phase, std::optional<Seat> actor)
    : std::runtime_error("no card to play for the viewer"), why_(why), phase_(phase), actor_(actor) {}

namespace {

// Throws NoCardDecision unless the record's viewer is to play a card.
Seat check_decision(const Replay& replay) {
  const Record& r = replay.record();
  if (!r.view) throw NoCardDecision(NoCardDecision::Why::no_viewer, replay.phase(), std::nullopt);
  if (replay.phase() == Phase::over) throw NoCardDecision(NoCardDecision::Why::round_over, replay.phase(), std::nullopt);
  if (replay.phase() != Phase::tricks)
    throw NoCardDecision(NoCardDecision::Why::not_trick_phase, replay.phase(), replay.to_move());
  const Seat mover = replay.tricks().to_play();
  if (mover != *r.view) throw NoCardDecision(NoCardDecision::Why::another_player, replay.phase(), mover);
  return mover;
}

// The cards' values in one deal at a time, on several threads (a solver pool).
class CardSolves {
 public:
  CardSolves(const Replay& replay, const std::vector<Kind>& kinds, const AdviceOptions& o)
      : replay_(replay),
        kinds_(kinds),
        options_(o),
        pool_(replay.tricks().tricks_left() <= kAdviceSmallTableTricks ? kAdviceSmallTableBytes : kAdviceTableBytes,
              o.progress) {}

  // Returns every legal kind's double-dummy value in `world`, then 0 (or, with
  // play_out_over_limit and `rng`, when the solve passes the node limit: every kind's value on
  // the round played out by the greedy rule, then 1). Throws Cancelled when the cancel flag stops
  // the solve, DdLimitReached when the node limit does (without that option).
  std::vector<double> values(const World& world, Rng* rng = nullptr) {
    std::vector<double> out(kinds_.size(), std::numeric_limits<double>::quiet_NaN());
    DdOptions dd;
    dd.node_limit = options_.node_limit;
    dd.poll = [this](std::uint64_t) {
      if (options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed))
        throw Cancelled("advice: cancelled in the middle of a deal's solve");
    };
    out.push_back(0);
    try {
      const DdResult result = pool_.borrow()->card_values(position_in(replay_, world), dd);
      for (std::size_t k = 0; k < kinds_.size(); ++k)
        for (const KindValue& kv : result.cards)
          if (kv.kind == kinds_[k]) out[k] = kv.value;
    } catch (const DdLimitReached&) {
      if (!options_.play_out_over_limit || rng == nullptr) throw;
      out = played_out(position_in(replay_, world), *rng);
      out.push_back(1);
    }
    pool_.solved();
    return out;
  }

 private:
  // Returns every kind's value (the viewer's team's units from the position to the end minus the
  // other team's, negated at -2 points) on the round played out by the greedy rule after it.
  std::vector<double> played_out(const Position& position, Rng& rng) const {
    std::vector<double> out;
    const Seat viewer = position.to_move();
    const Rng start = rng;
    for (const Kind k : kinds_) {
      Rng r = start;  // every card's playout from the same coins
      State s = State::at_position(position);
      const std::array<int, 2> before = s.tricks().units();
      const bool first_side = s.tricks().side().contains(viewer);
      s.apply(Play{lowest_copy(position.hands[static_cast<std::size_t>(viewer.index())], k)});
      while (s.phase() == Phase::tricks) s.apply(greedy_action(s, r));
      const std::array<int, 2> after = s.tricks().units();
      const int mine = first_side ? 0 : 1;
      const int diff = (after[mine] - before[mine]) - (after[1 - mine] - before[1 - mine]);
      out.push_back(position.points < 0 ? -diff : diff);
    }
    rng();  // the stream moves on, as after a draw
    return out;
  }

  const Replay& replay_;
  const std::vector<Kind>& kinds_;
  const AdviceOptions& options_;
  SolverPool pool_;
};

// Puts the cards best first: by value (exact fractions when exact), then lane order.
void rank(Advice& a) {
  std::stable_sort(a.cards.begin(), a.cards.end(), [&](const CardAdvice& x, const CardAdvice& y) {
    if (a.exact) return x.numerator > y.numerator;  // one denominator: the count
    return x.value > y.value;
  });
}

// Every outcome listed and solved; a card's value is the weighted mean (exact).
void advise_exact(const Replay& replay, const WorldSampler& worlds, const std::vector<Kind>& kinds,
                  const AdviceOptions& o, Advice& a) {
  const std::vector<WeightedDeal> deals = enumerate_deals(worlds.problem(), static_cast<std::size_t>(o.exact_limit));
  CardSolves pool(replay, kinds, o);
  std::vector<std::vector<double>> values(deals.size());
  // A solve stopped by the node limit or the cancel flag throws; parallel_for passes it on.
  parallel_for(deals.size(), thread_count(o.threads), [&](std::size_t i, int) {
    if (o.cancel != nullptr && o.cancel->load(std::memory_order_relaxed))
      throw Cancelled("advice: cancelled before every deal was solved");
    values[i] = pool.values(worlds.world_of(deals[i].places));
  });
  mpz_class weights = 0;
  for (const WeightedDeal& d : deals) weights += mpz_class(static_cast<unsigned long>(d.weight));
  if (weights != a.deals) throw std::logic_error("advise: the listed deals' weights do not add up to their count");
  a.exact = true;
  a.outcomes = deals.size();
  for (std::size_t k = 0; k < kinds.size(); ++k) {
    mpz_class sum = 0;
    for (std::size_t i = 0; i < deals.size(); ++i)
      sum += mpz_class(static_cast<long>(values[i][k])) * mpz_class(static_cast<unsigned long>(deals[i].weight));
    CardAdvice c{kinds[k], 0, 0, false, sum, a.deals};
    c.value = mpq_class(sum, a.deals).get_d();
    a.cards.push_back(c);
  }
  rank(a);
  a.separated = true;
  for (std::size_t k = 1; k < a.cards.size(); ++k) {
    a.cards[k].tied_with_best = a.cards[k].numerator == a.cards[0].numerator;
    if (a.cards[k].tied_with_best) a.separated = false;
  }
}

// Deals drawn uniformly, measured by the sampled-worlds evaluator.
void advise_sampled(const Replay& replay, const WorldSampler& worlds, const std::vector<Kind>& kinds,
                    const AdviceOptions& o, Advice& a) {
  CardSolves pool(replay, kinds, o);
  const SampledWorldsOptions so = sampled_worlds_options(o);
  const auto sample = [&](Rng& rng) {
    const World world = worlds.sample(rng);
    return pool.values(world, &rng);
  };
  // Measures: the card's value, and whether the deal was played out (the last of the values).
  const auto play = [](const std::vector<double>& values, std::size_t k, Rng&) {
    return std::array<double, 2>{values[k], values.back()};
  };
  // A solve stopped by the cancel flag throws Cancelled, which the evaluator takes as the flag seen
  // (the round in progress dropped); the node limit's DdLimitReached passes through unless the
  // options play such deals out.
  const SampledEvaluation<2> e = evaluate_in_sampled_worlds<2, 1>(kinds.size(), sample, play, so);
  a.draws = e.draws;
  a.rounds = e.rounds;
  a.separated = e.separated;
  a.budget_spent = e.budget_spent;
  a.cancelled = e.cancelled;
  a.played_out = played_out_deals(e, 1);
  for (std::size_t k : e.ranking) {
    const OptionEstimate<2>& x = e.options[k];
    a.cards.push_back(CardAdvice{kinds[k], x.mean[0], x.error[0], x.tied_with_best, 0, 1});
  }
}

}  // namespace

std::vector<Kind> legal_kinds(const Replay& replay, Seat player) {
  const CardSet hand = replay.seat(player).hand;
  std::vector<Kind> out;
  for (Card c : one_per_kind(legal_cards(hand, replay.tricks().led_suit(), *replay.trumps()))) out.push_back(kind_of(c));
  return out;
}

Position position_in(const Replay& replay, const World& world) {
  return Position{replay.record().table, *replay.trumps(), replay.terms()->points, *replay.teams_chosen(), world.hands,
                  replay.tricks()};
}

Advice advise(const Replay& replay, const AdviceOptions& options) {
  if (options.budget == 0 || options.first_round == 0)
    throw std::invalid_argument("advise: the budget and the first round must be at least one deal");
  Advice a;
  a.viewer = check_decision(replay);
  {
    std::vector<Place> places;
    a.deals = count_deals(deal_problem(replay, places));
  }
  if (sgn(a.deals) == 0) (void)locate(replay);  // throws the Contradiction naming the statements
  const WorldSampler worlds(replay);
  const std::vector<Kind> kinds = legal_kinds(replay, a.viewer);
  if (a.deals <= mpz_class(static_cast<unsigned long>(options.exact_limit)))
    advise_exact(replay, worlds, kinds, options, a);
  else
    advise_sampled(replay, worlds, kinds, options, a);
  return a;
}

}  // namespace skb::nyet
