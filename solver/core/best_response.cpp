#include "solver/core/best_response.h"

namespace skb {

namespace {

// Returns, per node, the probability that chance and every player but `player` reach it
// (summed over its paths), `player` choosing to reach it.
std::vector<double> reach_of_others(const GameGraph& graph, const Strategy& strategy, int player) {
  std::vector<double> reach(graph.nodes(), 0.0);
  reach[0] = 1.0;
  for (std::size_t n = 0; n < graph.nodes(); ++n) {
    if (reach[n] == 0 || graph.kind[n] == NodeKind::terminal) continue;
    const std::uint64_t first = graph.first_edge[n];
    const bool chance = graph.kind[n] == NodeKind::chance;
    const bool own = !chance && graph.actor[n] == player;
    const std::uint64_t row = chance ? 0 : graph.infoset_first[graph.infoset[n]];
    for (std::uint64_t e = first; e < graph.first_edge[n + 1]; ++e) {
      const double p = chance ? graph.edge_chance[e] : own ? 1.0 : strategy[row + (e - first)];
      reach[graph.edge_child[e]] += reach[n] * p;
    }
  }
  return reach;
}

}  // namespace

BestResponse best_response(const GameGraph& graph, const Strategy& strategy, int player) {
  BestResponse result;
  result.player = player;
  result.strategy = strategy;
  const std::vector<double> reach = reach_of_others(graph, strategy, player);
  std::vector<double> value(graph.nodes(), 0.0);
  std::vector<double> action_value(graph.infoset_first.back(), 0.0);
  for (std::size_t level = graph.levels(); level-- > 0;) {
    const std::uint64_t begin = graph.level_first[level];
    const std::uint64_t end = graph.level_first[level + 1];
    // The player's sets on this level: weigh each option over the set's nodes, then choose.
    std::vector<InfosetId> sets;
    for (std::uint64_t n = begin; n < end; ++n) {
      if (graph.kind[n] != NodeKind::decision || graph.actor[n] != player) continue;
      const InfosetId set = graph.infoset[n];
      const std::uint64_t row = graph.infoset_first[set];
      const std::uint64_t first = graph.first_edge[n];
      for (std::uint64_t e = first; e < graph.first_edge[n + 1]; ++e)
        action_value[row + (e - first)] += reach[n] * value[graph.edge_child[e]];
      sets.push_back(set);
    }
    for (InfosetId set : sets) {
      const std::uint64_t row = graph.infoset_first[set];
      const int options = graph.options(set);
      int best = 0;
      for (int a = 1; a < options; ++a)
        if (action_value[row + static_cast<std::uint64_t>(a)] > action_value[row + static_cast<std::uint64_t>(best)])
          best = a;
      for (int a = 0; a < options; ++a) result.strategy[row + static_cast<std::uint64_t>(a)] = a == best ? 1.0 : 0.0;
    }
    for (std::uint64_t n = begin; n < end; ++n) {
      if (graph.kind[n] == NodeKind::terminal) {
        value[n] = graph.payoffs[graph.payoff[n]][static_cast<std::size_t>(player)];
        continue;
      }
      const std::uint64_t first = graph.first_edge[n];
      const bool chance = graph.kind[n] == NodeKind::chance;
      const std::uint64_t row = chance ? 0 : graph.infoset_first[graph.infoset[n]];
      double v = 0;
      for (std::uint64_t e = first; e < graph.first_edge[n + 1]; ++e) {
        const double p = chance ? graph.edge_chance[e] : result.strategy[row + (e - first)];
        if (p != 0) v += p * value[graph.edge_child[e]];
      }
      value[n] = v;
    }
  }
  result.value = value[0];
  result.baseline = expected_utilities(graph, strategy)[static_cast<std::size_t>(player)];
  return result;
}

NashConv nash_conv(const GameGraph& graph, const Strategy& strategy) {
  NashConv result;
  for (int p = 0; p < graph.players; ++p) {
    result.gains.push_back(best_response(graph, strategy, p).gain());
    result.total += result.gains.back();
  }
  return result;
}

}  // namespace skb
