#include "solver/nyet/players.h"

#include <array>

#include "solver/core/error.h"
#include "solver/nyet/advice.h"
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

Action PimcPolicy::choose(const PlayerView& view, Rng& rng) const {
  const State& state = *view.state;
  if (state.phase() != Phase::tricks) return before_.choose(view, rng);
  if (view.log == nullptr) throw std::logic_error("pimc needs the round's log (reads_history)");
  const Seat me = state.to_move();
  // Written and read back: the replay marks what the record says by its statements.
  const Record record = read_record(write_record(record_of(*view.log, me)), "pimc.nyet");
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
