#include "solver/core/game_graph.h"

namespace skb {

std::int64_t GameGraph::find_infoset(const std::string& key) const {
  for (std::size_t i = 0; i < infoset_key.size(); ++i)
    if (infoset_key[i] == key) return static_cast<std::int64_t>(i);
  return -1;
}

std::size_t GameGraph::infosets_of(int player) const {
  std::size_t count = 0;
  for (std::int8_t p : infoset_player) count += p == player ? 1 : 0;
  return count;
}

Strategy uniform_strategy(const GameGraph& graph) {
  Strategy strategy(graph.infoset_first.back());
  for (InfosetId i = 0; i < graph.infosets(); ++i)
    for (std::uint64_t a = graph.infoset_first[i]; a < graph.infoset_first[i + 1]; ++a)
      strategy[a] = 1.0 / graph.options(i);
  return strategy;
}

std::vector<double> expected_utilities(const GameGraph& graph, const Strategy& strategy) {
  const std::size_t players = static_cast<std::size_t>(graph.players);
  std::vector<double> value(graph.nodes() * players, 0.0);
  for (std::size_t n = graph.nodes(); n-- > 0;) {
    double* v = &value[n * players];
    if (graph.kind[n] == NodeKind::terminal) {
      for (std::size_t p = 0; p < players; ++p) v[p] = graph.payoffs[graph.payoff[n]][p];
      continue;
    }
    const bool chance = graph.kind[n] == NodeKind::chance;
    const std::uint64_t first = graph.first_edge[n];
    const std::uint64_t own = chance ? 0 : graph.infoset_first[graph.infoset[n]];
    for (std::uint64_t e = first; e < graph.first_edge[n + 1]; ++e) {
      const double p = chance ? graph.edge_chance[e] : strategy[own + (e - first)];
      if (p == 0) continue;
      const double* c = &value[graph.edge_child[e] * players];
      for (std::size_t q = 0; q < players; ++q) v[q] += p * c[q];
    }
  }
  return {value.begin(), value.begin() + static_cast<std::ptrdiff_t>(players)};
}

std::vector<double> node_values(const GameGraph& graph, const Strategy& strategy, std::size_t entry) {
  std::vector<double> value(graph.nodes(), 0.0);
  for (std::size_t n = graph.nodes(); n-- > 0;) {
    if (graph.kind[n] == NodeKind::terminal) {
      value[n] = graph.payoffs[graph.payoff[n]][entry];
      continue;
    }
    const bool chance = graph.kind[n] == NodeKind::chance;
    const std::uint64_t first = graph.first_edge[n];
    const std::uint64_t own = chance ? 0 : graph.infoset_first[graph.infoset[n]];
    double v = 0;
    for (std::uint64_t e = first; e < graph.first_edge[n + 1]; ++e)
      v += (chance ? graph.edge_chance[e] : strategy[own + (e - first)]) * value[graph.edge_child[e]];
    value[n] = v;
  }
  return value;
}

std::vector<double> reach_probabilities(const GameGraph& graph, const Strategy& strategy) {
  std::vector<double> reach(graph.nodes(), 0.0);
  if (reach.empty()) return reach;
  reach[0] = 1.0;
  for (std::size_t n = 0; n < graph.nodes(); ++n) {
    if (reach[n] == 0 || graph.kind[n] == NodeKind::terminal) continue;
    const bool chance = graph.kind[n] == NodeKind::chance;
    const std::uint64_t first = graph.first_edge[n];
    const std::uint64_t own = chance ? 0 : graph.infoset_first[graph.infoset[n]];
    for (std::uint64_t e = first; e < graph.first_edge[n + 1]; ++e)
      reach[graph.edge_child[e]] += reach[n] * (chance ? graph.edge_chance[e] : strategy[own + (e - first)]);
  }
  return reach;
}

}  // namespace skb
