#include "solver/mutiny/solved_profile.h"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "solver/mutiny/extensive_game.h"
#include "solver/mutiny/labels.h"
#include "solver/mutiny/rules.h"

namespace skb::mutiny {

std::vector<std::uint64_t> SolvedProfile::weights(const State& state) const {
  return weights_of(state, allowed_actions(state, variant_));
}

std::vector<std::uint64_t> SolvedProfile::weights_of(const State& state, const std::vector<Action>& actions) const {
  if (state.players() != players_)
    throw std::logic_error("the " + name_ + " profile was solved for " + std::to_string(players_) + " players, not " +
                           std::to_string(state.players()));
  std::vector<std::uint64_t> w(actions.size(), 0);
  if (removes_decision(reduction_.removed, state.phase()) && !actions.empty()) {
    w.front() = skb::StrategyTable::resolution;  // the reduced game's only option: "none"
    return w;
  }
  if (state.phase() == Phase::change_course_move && reduction_.removed.removes(Power::change_course)) {
    std::fill(w.begin(), w.end(), 1);
    return w;
  }
  const Labels labels(state.seating());
  std::string key;
  write_information(state, *current_player(state), reduction_.memory, labels, key);
  const std::span<const std::uint16_t> found = table_->find(key);
  if (found.size() != actions.size())
    throw std::logic_error("the " + name_ + " profile has no entry for a decision of the game");
  const std::vector<int> order = labels.label_order(actions);
  for (std::size_t i = 0; i < order.size(); ++i) w[static_cast<std::size_t>(order[i])] = found[i];
  return w;
}

std::string SolvedProfile::value_table_id() const {
  if (!variant_.standard()) return {};
  return fmt::format("equilibrium-{:016x}", table_->fingerprint());
}

void SolvedProfile::context(const State& state, std::string& key) const {
  const Labels labels(state.seating());
  for (const Player p : state.seating().everyone()) {
    write_information(state, p, reduction_.memory, labels, key);
    key += '\x1e';
  }
}

}  // namespace skb::mutiny
