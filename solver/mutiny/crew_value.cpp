#include "solver/mutiny/crew_value.h"

#include "solver/core/error.h"
#include "solver/mutiny/boundary.h"
#include "solver/mutiny/outcome.h"
#include "solver/mutiny/rules.h"

namespace skb::mutiny {

CrewValue::CrewValue(const Seating& seating, const Profile& profile, const ValueTable* table,
                     const std::atomic<bool>* cancel, std::uint8_t boundaries)
    : game_(seating, Memory::perfect), profile_(profile), table_(table), cancel_(cancel), boundaries_(boundaries) {}

const Fraction* CrewValue::from_table(const State& state) {
  if (table_ == nullptr) return nullptr;
  const std::optional<Boundary> boundary = boundary_of(state);
  if (!boundary || !table_->covers(*boundary) || table_->players() != state.players()) return nullptr;
  if (((boundaries_ >> static_cast<unsigned>(*boundary)) & 1u) == 0) return nullptr;
  std::string key;
  write_value_key(canonical_state(state), profile_, key);
  return table_->find(key);
}

const Fraction& CrewValue::value(const State& state) {
  if (is_terminal(state)) return crew_wins(state) ? one_ : zero_;
  std::string key;
  game_.dynamics(MutinyGame::State{state}, key);
  profile_.context(state, key);
  if (const auto found = memo_.find(key); found != memo_.end()) {
    ++stats_.merged;
    return found->second;
  }
  if (const Fraction* known = from_table(state)) {
    ++stats_.from_table;
    return memo_.emplace(std::move(key), *known).first->second;
  }
  if (cancel_ != nullptr && (stats_.expanded & 1023) == 0 && cancel_->load(std::memory_order_relaxed))
    throw skb::Cancelled("the exact values were cancelled");
  ++stats_.expanded;
  const std::vector<Action> actions = legal_actions(state);
  const std::vector<std::uint64_t> weights = profile_.weights_of(state, actions);
  std::uint64_t total = 0;
  Fraction sum(0);
  for (std::size_t k = 0; k < actions.size(); ++k) {
    total += weights[k];
    if (weights[k] == 0) continue;
    const Fraction& child = value(apply_legal(state, actions[k]));
    sum += child * static_cast<unsigned long>(weights[k]);
  }
  sum /= static_cast<unsigned long>(total);
  return memo_.emplace(std::move(key), std::move(sum)).first->second;
}

}  // namespace skb::mutiny
