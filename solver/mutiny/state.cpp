#include "solver/mutiny/state.h"

#include "solver/mutiny/rule_error.h"

namespace skb::mutiny {

State State::deal(const Seating& seating, Player mutineer) {
  if (!seating.seated(mutineer) || !seating.is_role_player(mutineer)) {
    throw RuleError("the Mutineer must be one of the four role players, not " + seating.describe(mutineer));
  }
  return State(seating, mutineer);
}

State State::deal(int players, const std::array<Player, role_count>& holders, Player mutineer) {
  return deal(Seating::make(players, holders), mutineer);
}

std::vector<State> State::all_deals(const Seating& seating) {
  std::vector<State> out;
  for (const Role r : all_roles) out.push_back(deal(seating, seating.holder(r)));
  return out;
}

std::optional<VoteId> current_vote(const State& state) {
  if (state.phase() == Phase::innocence_vote) {
    return innocence_vote_at(state.seating(), state.innocence_votes().size());
  }
  if (state.phase() == Phase::guilt_vote) {
    return guilt_vote_at(state.seating(), state.condemned(), state.boatswain_waits(), state.guilt_votes().size());
  }
  return std::nullopt;
}

std::optional<Player> current_player(const State& state) {
  const PhaseRule& rule = rule_of(state.phase());
  switch (rule.decider) {
    case Decider::role:
      return state.holder(rule.role);
    case Decider::voter:
      return current_vote(state)->caster;
    case Decider::named:
      return state.change_course_named();
    case Decider::nobody:
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace skb::mutiny
