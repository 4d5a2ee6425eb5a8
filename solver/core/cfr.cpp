#include "solver/core/cfr.h"

#include <algorithm>

namespace skb {

Cfr::Cfr(const GameGraph& graph)
    : graph_(graph),
      regret_(graph.infoset_first.back(), 0.0),
      cumulative_(graph.infoset_first.back(), 0.0),
      strategy_(uniform_strategy(graph)),
      reach_others_(graph.nodes()),
      reach_own_(graph.nodes()),
      value_(graph.nodes()) {}

void Cfr::match(InfosetId set, Strategy& strategy) const {
  const std::uint64_t row = graph_.infoset_first[set];
  const std::uint64_t end = graph_.infoset_first[set + 1];
  double positive = 0;
  for (std::uint64_t a = row; a < end; ++a) positive += std::max(0.0, regret_[a]);
  for (std::uint64_t a = row; a < end; ++a)
    strategy[a] = positive > 0 ? std::max(0.0, regret_[a]) / positive : 1.0 / static_cast<double>(end - row);
}

Strategy Cfr::current() const { return strategy_; }

Strategy Cfr::average() const {
  Strategy average(graph_.infoset_first.back());
  for (InfosetId set = 0; set < graph_.infosets(); ++set) {
    const std::uint64_t row = graph_.infoset_first[set];
    const std::uint64_t end = graph_.infoset_first[set + 1];
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
    for (int player = 0; player < graph_.players; ++player) update(player);
  }
}

void Cfr::update(int player) {
  const GameGraph& g = graph_;
  const std::size_t nodes = g.nodes();
  std::fill(reach_others_.begin(), reach_others_.end(), 0.0);
  std::fill(reach_own_.begin(), reach_own_.end(), 0.0);
  reach_others_[0] = reach_own_[0] = 1.0;
  for (std::size_t n = 0; n < nodes; ++n) {
    if (g.kind[n] == NodeKind::terminal) continue;
    const double others = reach_others_[n];
    const double own = reach_own_[n];
    if (others == 0 && own == 0) continue;
    const std::uint64_t first = g.first_edge[n];
    const bool chance = g.kind[n] == NodeKind::chance;
    const bool mine = !chance && g.actor[n] == player;
    const std::uint64_t row = chance ? 0 : g.infoset_first[g.infoset[n]];
    for (std::uint64_t e = first; e < g.first_edge[n + 1]; ++e) {
      const double p = chance ? g.edge_chance[e] : strategy_[row + (e - first)];
      const NodeId c = g.edge_child[e];
      reach_others_[c] += mine ? others : others * p;
      reach_own_[c] += mine ? own * p : own;
    }
  }
  const auto weight = static_cast<double>(iterations_);
  for (std::size_t n = nodes; n-- > 0;) {
    if (g.kind[n] == NodeKind::terminal) {
      value_[n] = g.payoffs[g.payoff[n]][static_cast<std::size_t>(player)];
      continue;
    }
    const std::uint64_t first = g.first_edge[n];
    const bool chance = g.kind[n] == NodeKind::chance;
    const std::uint64_t row = chance ? 0 : g.infoset_first[g.infoset[n]];
    double v = 0;
    for (std::uint64_t e = first; e < g.first_edge[n + 1]; ++e) {
      const double p = chance ? g.edge_chance[e] : strategy_[row + (e - first)];
      v += p * value_[g.edge_child[e]];
    }
    value_[n] = v;
    if (chance || g.actor[n] != player) continue;
    const double others = reach_others_[n];
    const double own = reach_own_[n] * weight;
    for (std::uint64_t e = first; e < g.first_edge[n + 1]; ++e) {
      const std::uint64_t a = row + (e - first);
      regret_[a] += others * (value_[g.edge_child[e]] - v);
      cumulative_[a] += own * strategy_[a];
    }
  }
  for (InfosetId set = 0; set < g.infosets(); ++set) {
    if (g.infoset_player[set] != player) continue;
    for (std::uint64_t a = g.infoset_first[set]; a < g.infoset_first[set + 1]; ++a)
      regret_[a] = std::max(0.0, regret_[a]);
    match(set, strategy_);
  }
}

}  // namespace skb
