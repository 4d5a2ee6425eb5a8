#include "solver/nyet/players.h"

#include <algorithm>
#include <array>

#include "solver/core/error.h"
#include "solver/nyet/advice.h"
#include "solver/nyet/decision_advice.h"
#include "solver/nyet/greedy.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/record_writer.h"

namespace skb::nyet {

namespace {

// greedy.h's rule of thumb at every decision.
class GreedyPolicy final : public Policy {
 public:
  std::string_view name() const override { return "greedy"; }
  Action choose(const PlayerView& view, Rng& rng) const override { return greedy_action(*view.state, rng); }
};

}  // namespace

Action RandomPolicy::choose(const PlayerView& view, Rng& rng) const {
  const std::vector<Action> legal = view.state->legal_actions();
  return pick(std::span<const Action>(legal), rng);
}

Kind pimc_card(const Replay& replay, const PimcOptions& options, std::uint64_t seed) {
  const std::optional<Seat> viewer = replay.record().view;
  if (!viewer) throw NoCardDecision(NoCardDecision::Why::no_viewer, replay.phase(), std::nullopt);
  if (replay.phase() == Phase::tricks && replay.to_move() == viewer) {
    const std::vector<Kind> kinds = legal_kinds(replay, *viewer);
    if (kinds.size() == 1) return kinds.front();  // no choice: nothing to weigh
  }
  AdviceOptions a;
  a.exact_limit = options.budget;
  a.budget = options.budget;
  a.first_round = options.budget;  // one round: every decision weighs the same number of deals
  a.seed = seed;
  a.threads = 1;  // the games are played in parallel, each decision on its game's thread
  a.node_limit = options.node_limit;
  a.cancel = options.cancel;
  const Advice advice = advise(replay, a);
  if (advice.cancelled) throw Cancelled("pimc: stopped by the cancel flag");
  return advice.cards.front().kind;
}

Record PimcPolicy::seat_record(const PlayerView& view) {
  if (view.log == nullptr) throw std::logic_error("pimc needs the round's log (reads_history)");
  return read_record(write_record(record_of(*view.log, view.state->to_move())), "pimc.nyet");
}

Action PimcPolicy::before_tricks(const PlayerView& view, Rng& rng) const {
  if (!options_.advise_before_tricks) return before_.choose(view, rng);
  const Record record = seat_record(view);
  const Replay replay = Replay::of(record);
  DecisionAdviceOptions a;
  a.budget = options_.decision_budget;
  a.first_round = std::min<std::uint64_t>(kDecisionFirstRound, options_.decision_budget);
  a.seed = rng();
  a.threads = 1;
  a.node_limit = options_.decision_node_limit;
  a.cancel = options_.cancel;
  const DecisionAdvice advice = advise_decision(replay, a);
  if (advice.cancelled) throw Cancelled("pimc: stopped by the cancel flag");
  // The advice's option names cards of a drawn deal: the legal action that reads the same (the
  // copies of a 1 are told apart only by label).
  const Table& table = view.state->table();
  const std::string best = action_text(advice.options.front().action, table);
  for (const Action& legal : view.state->legal_actions())
    if (action_text(legal, table) == best) return legal;
  throw std::logic_error("pimc: the advised option " + best + " is not legal");
}

Action PimcPolicy::choose(const PlayerView& view, Rng& rng) const {
  const State& state = *view.state;
  if (state.phase() != Phase::tricks) return before_tricks(view, rng);
  const Seat me = state.to_move();
  const Record record = seat_record(view);
  const Replay replay = Replay::of(record);
  const std::uint64_t seed = rng();
  decisions_.fetch_add(1, std::memory_order_relaxed);
  try {
    return Play{lowest_copy(state.hand(me), pimc_card(replay, options_, seed))};
  } catch (const DdLimitReached&) {
    fallbacks_.fetch_add(1, std::memory_order_relaxed);
    return before_.choose(view, rng);
  }
}

std::span<const std::string_view> policy_names() {
  static constexpr std::array<std::string_view, 3> kNames{"random", "greedy", "pimc"};
  return kNames;
}

Players::Players(PimcOptions pimc) : greedy_(std::make_unique<GreedyPolicy>()), pimc_(*greedy_, pimc) {}

const Policy* Players::find(std::string_view name) const {
  if (name == "random") return &random_;
  if (name == "greedy") return greedy_.get();
  if (name == "pimc") return &pimc_;
  return nullptr;
}

}  // namespace skb::nyet
