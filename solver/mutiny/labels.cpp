#include "solver/mutiny/labels.h"

#include <algorithm>
#include <numeric>

namespace skb::mutiny {

Labels::Labels(const Seating& seating) {
  for (const Role role : all_roles) label_[static_cast<std::size_t>(seating.holder(role).index)] = role_index(role);
  int rank = 0;
  for (const Player juror : seating.jurors()) label_[static_cast<std::size_t>(juror.index)] = role_count + rank++;
}

void Labels::write(const Action& action, std::string& key) const {
  constexpr char none = 0x7f;
  const auto player = [&](std::optional<Player> p) { key += p ? static_cast<char>(of(*p)) : none; };
  key += static_cast<char>(action.kind);
  player(action.target);
  key += action.moved ? static_cast<char>(of(*action.moved)) : none;
  key += static_cast<char>(action.report.claim);
  player(action.report.about);
  key += static_cast<char>(action.waits ? 1 : 0);
}

std::vector<int> Labels::label_order(const std::vector<Action>& actions) const {
  std::vector<std::string> written(actions.size());
  for (std::size_t k = 0; k < actions.size(); ++k) write(actions[k], written[k]);
  std::vector<int> order(actions.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(),
            [&](int a, int b) { return written[static_cast<std::size_t>(a)] < written[static_cast<std::size_t>(b)]; });
  return order;
}

}  // namespace skb::mutiny
