// Advice before the tricks: for a veto, the first player's choice of teams (with the Bonus), a
// discard or the pass that the viewer of a record is to make, every legal option with its value.
//
// The value of an option, in one deal consistent with the record (drawn exactly uniformly by
// world_sampler.h): apply the option; make every later decision of the pre-trick phases (the
// other vetoes, the viewer's own later vetoes too, the teams, the discards, the pass) by the
// greedy rule of thumb (greedy.h: the stated policy of the other players and of the viewer's
// future self); then solve the resulting deal double dummy at the first lead (double_dummy.h)
// and play the solver's line of best play to the end of the round. Two measures:
//   score  the viewer's score for the round in points: the units the viewer's team takes on that
//          line times the round's points, doubled when the viewer holds the Bonus card (what the
//          rules score; it is how options that change the points, the teams or the Bonus compare);
//   units  the double-dummy value from the viewer's team's side, as the card advice gives it:
//          that team's units minus the other team's, negated at -2 points.
// Options are ranked by the mean score over the drawn deals (the shared sampled-worlds
// evaluator, solver/core/sampled_worlds.h: every option in the same deals, rounds of doubling
// size from `first_round` up to `budget`, standard errors, ties within 2 paired standard errors,
// the same numbers on any thread count).
//
// Bounds: a draw costs one full-deal solve per distinct resulting deal (options that lead to
// the same terms, teams and hands share it), each bounded by `node_limit` nodes. Full deals are
// hard for the engine (docs/nyet/double-dummy.md: with 3 players or more most need tens of
// millions of nodes): in a deal where a solve passes the limit, every option's round is instead
// played out by the greedy rule (the cards too), so that the options are still compared alike in
// that deal, and the advice counts those deals (`played_out`): their values are the greedy
// players', not best play. Time: at most options x budget solves of node_limit nodes (a failing
// solve ends its deal's solving). Memory: a 32 MB transposition table per thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <gmpxx.h>

#include "solver/core/random.h"
#include "solver/nyet/replay.h"
#include "solver/nyet/state.h"

namespace skb::nyet {

// Deals drawn at most by default, and in the first round.
inline constexpr std::uint64_t kDefaultDecisionBudget = 8;
inline constexpr std::uint64_t kDecisionFirstRound = 4;
// The node limit of one full-deal solve by default: about a quarter of a second on one core.
inline constexpr std::uint64_t kDefaultDecisionNodeLimit = 1'000'000;

struct DecisionAdviceOptions {
  std::uint64_t budget = kDefaultDecisionBudget;
  std::uint64_t first_round = kDecisionFirstRound;
  std::uint64_t seed = 1;
  int threads = 1;  // 0: OpenMP's default
  std::uint64_t node_limit = kDefaultDecisionNodeLimit;  // per full-deal solve (0: none)
  const std::atomic<bool>* cancel = nullptr;
  // Called after each solve with the solves so far (one call at a time).
  std::function<void(std::uint64_t solves)> progress;
};

struct DecisionOption {
  Action action;
  std::vector<std::string> lines;  // the statements the record adds for it ("veto Ann trump R"; teams and bonus)
  double score = 0, score_error = 0;  // the viewer's points for the round
  double units = 0, units_error = 0;  // the viewer's team's units less the other's (negated at -2)
  bool tied_with_best = false;        // within 2 paired standard errors of the best's score (the best: false)
};

struct DecisionAdvice {
  Seat viewer;
  Phase phase = Phase::veto;      // veto, teams or discard (a discard or the pass)
  mpz_class deals;                // consistent deals
  std::uint64_t draws = 0, rounds = 0;
  std::uint64_t played_out = 0;   // deals played out by the greedy rule: a solve passed the node limit
  bool separated = false, budget_spent = false, cancelled = false;
  std::vector<DecisionOption> options;  // every legal option, best first
};

// Whether the record's viewer is to make a pre-trick decision (a veto on their turn, the teams
// as first player, their discard or pass not yet written).
bool has_pre_trick_decision(const Replay& replay);

// Returns the statements a record adds for `action` by `who` (record-format.md): "veto Ann
// trump R", "teams Ann Cat vs Ben Dan" (then "bonus Ann" with 5 players), "discard Ann B7 R13",
// "discard Ann none", "pass Ann G1".
std::vector<std::string> action_lines(const Action& action, Seat who, const Table& table);

// Returns the state of the round in `hands` (as dealt, by seat; with 2 players `aside`) after the
// record's vetoes and teams: the record replayed on a full deal.
State replay_on_deal(const Replay& replay, const std::vector<CardSet>& hands, CardSet aside);

// Returns the discard or pass the record writes for `s` (a known player's, `discard NAME none`,
// a pass a known player received), as an action on `state`'s cards, or nothing.
std::optional<Action> written_discard(const Replay& replay, const State& state, Seat s);

// Plays `state` (before the tricks) to the first lead: `option` for the viewer at their decision,
// the discards and passes the record writes as written, every other pre-trick decision by the
// greedy rule with `rng`.
State complete_with_greedy(State state, const Replay& replay, Seat viewer, const Action& option, Rng& rng);

// Returns the advice (see above). Throws NoCardDecision (advice.h) when the viewer has no
// pre-trick decision, skb::Contradiction when no deal fits, skb::Cancelled before
// the first round, std::invalid_argument for a zero budget or first round.
DecisionAdvice advise_decision(const Replay& replay, const DecisionAdviceOptions& options = {});

}  // namespace skb::nyet
