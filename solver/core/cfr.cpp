#include "solver/core/cfr.h"

#include <algorithm>

namespace skb {

Cfr::Cfr(const GameGraph& graph)
    : graph_(graph),
      regret_(graph.strategy_size(), 0.0),
      cumulative_(graph.strategy_size(), 0.0),
      strategy_(uniform_strategy(graph)),
      reach_others_(graph.nodes()),
      reach_own_(graph.nodes()),
      value_(graph.nodes()) {}

void Cfr::match(InfosetId set, Strategy& strategy) const {
  const std::uint64_t row = graph_.first_slot(set);
  const std::uint64_t end = row + static_cast<std::uint64_t>(graph_.options(set));
  double positive = 0;
  for (std::uint64_t a = row; a < end; ++a) positive += std::max(0.0, regret_[a]);
  for (std::uint64_t a = row; a < end; ++a)
    strategy[a] = positive > 0 ? std::max(0.0, regret_[a]) / positive : 1.0 / static_cast<double>(end - row);
}

Strategy Cfr::current() const { return strategy_; }

Strategy Cfr::average() const {
  Strategy average(graph_.strategy_size());
  for (InfosetId set = 0; set < graph_.infosets(); ++set) {
    const std::uint64_t row = graph_.first_slot(set);
    const std::uint64_t end = row + static_cast<std::uint64_t>(graph_.options(set));
    double total = 0;
    for (std::uint64_t a = row; a < end; ++a) total += cumulative_[a];
    for (std::uint64_t a = row; a < end; ++a)
      average[a] = total > 0 ? cumulative_[a] / total : 1.0 / static_cast<double>(end - row);
  }
  return average;
}

void Cfr::iterate(int count) {
  for (int i = 0; i < count; ++i) {
    ++iterations_;
    for (int player = 0; player < graph_.players(); ++player) update(player);
  }
}

void Cfr::update(int player) {
  const GameGraph& g = graph_;
  const auto nodes = static_cast<NodeId>(g.nodes());
  std::fill(reach_others_.begin(), reach_others_.end(), 0.0);
  std::fill(reach_own_.begin(), reach_own_.end(), 0.0);
  reach_others_[0] = reach_own_[0] = 1.0;
  for (NodeId n = 0; n < nodes; ++n) {
    if (g.kind(n) == NodeKind::terminal) continue;
    const double others = reach_others_[n];
    const double own = reach_own_[n];
    if (others == 0 && own == 0) continue;
    const bool mine = g.kind(n) == NodeKind::decision && g.actor(n) == player;
    for (const GameGraph::Edge& e : g.edges(n)) {
      const double p = e.probability(strategy_);
      reach_others_[e.child] += mine ? others : others * p;
      reach_own_[e.child] += mine ? own * p : own;
    }
  }
  const auto weight = static_cast<double>(iterations_);
  for (NodeId n = nodes; n-- > 0;) {
    if (g.kind(n) == NodeKind::terminal) {
      value_[n] = static_cast<double>(g.payoff(n)[static_cast<std::size_t>(player)]);
      continue;
    }
    double v = 0;
    for (const GameGraph::Edge& e : g.edges(n)) v += e.probability(strategy_) * value_[e.child];
    value_[n] = v;
    if (g.kind(n) != NodeKind::decision || g.actor(n) != player) continue;
    const double others = reach_others_[n];
    const double own = reach_own_[n] * weight;
    for (const GameGraph::Edge& e : g.edges(n)) {
      regret_[e.slot] += others * (value_[e.child] - v);
      cumulative_[e.slot] += own * strategy_[e.slot];
    }
  }
  for (InfosetId set = 0; set < g.infosets(); ++set) {
    if (g.infoset_player(set) != player) continue;
    const std::uint64_t row = g.first_slot(set);
    for (std::uint64_t a = row; a < row + static_cast<std::uint64_t>(g.options(set)); ++a)
      regret_[a] = std::max(0.0, regret_[a]);
    match(set, strategy_);
  }
}

}  // namespace skb
