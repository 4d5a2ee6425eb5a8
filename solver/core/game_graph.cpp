#include "solver/core/game_graph.h"

namespace skb {

std::int64_t GameGraph::find_infoset(const std::string& key) const {
  for (std::size_t i = 0; i < g_.infoset_key.size(); ++i)
    if (g_.infoset_key[i] == key) return static_cast<std::int64_t>(i);
  return -1;
}

std::size_t GameGraph::infosets_of(int player) const {
  std::size_t count = 0;
  for (std::int8_t p : g_.infoset_player) count += p == player ? 1 : 0;
  return count;
}

Strategy uniform_strategy(const GameGraph& graph) {
  Strategy strategy(graph.strategy_size());
  for (InfosetId i = 0; i < graph.infosets(); ++i)
    for (int a = 0; a < graph.options(i); ++a) strategy[graph.first_slot(i) + static_cast<std::uint64_t>(a)] = 1.0 / graph.options(i);
  return strategy;
}

std::vector<double> expected_utilities(const GameGraph& graph, const Strategy& strategy) {
  const auto players = static_cast<std::size_t>(graph.players());
  std::vector<double> value(graph.nodes() * players, 0.0);
  for (NodeId n = static_cast<NodeId>(graph.nodes()); n-- > 0;) {
    double* v = &value[n * players];
    if (graph.kind(n) == NodeKind::terminal) {
      const auto payoff = graph.payoff(n);
      for (std::size_t p = 0; p < players; ++p) v[p] = static_cast<double>(payoff[p]);
      continue;
    }
    for (const GameGraph::Edge& e : graph.edges(n)) {
      const double p = e.probability(strategy);
      if (p == 0) continue;
      const double* c = &value[e.child * players];
      for (std::size_t q = 0; q < players; ++q) v[q] += p * c[q];
    }
  }
  return {value.begin(), value.begin() + static_cast<std::ptrdiff_t>(players)};
}

std::vector<double> node_values(const GameGraph& graph, const Strategy& strategy, std::size_t entry) {
  std::vector<double> value(graph.nodes(), 0.0);
  for (NodeId n = static_cast<NodeId>(graph.nodes()); n-- > 0;) {
    if (graph.kind(n) == NodeKind::terminal) {
      value[n] = static_cast<double>(graph.payoff(n)[entry]);
      continue;
    }
    double v = 0;
    for (const GameGraph::Edge& e : graph.edges(n)) v += e.probability(strategy) * value[e.child];
    value[n] = v;
  }
  return value;
}

std::vector<double> reach_probabilities(const GameGraph& graph, const Strategy& strategy) {
  std::vector<double> reach(graph.nodes(), 0.0);
  if (reach.empty()) return reach;
  reach[0] = 1.0;
  for (NodeId n = 0; n < graph.nodes(); ++n) {
    if (reach[n] == 0 || graph.kind(n) == NodeKind::terminal) continue;
    for (const GameGraph::Edge& e : graph.edges(n)) reach[e.child] += reach[n] * e.probability(strategy);
  }
  return reach;
}

}  // namespace skb
