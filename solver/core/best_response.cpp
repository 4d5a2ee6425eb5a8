#include "solver/core/best_response.h"

namespace skb {

namespace {

// Returns, per node, the probability that chance and every player but `player` reach it
// (summed over its paths), `player` choosing to reach it.
std::vector<double> reach_of_others(const GameGraph& graph, const Strategy& strategy, int player) {
  std::vector<double> reach(graph.nodes(), 0.0);
  reach[0] = 1.0;
  for (NodeId n = 0; n < graph.nodes(); ++n) {
    if (reach[n] == 0 || graph.kind(n) == NodeKind::terminal) continue;
    const bool own = graph.kind(n) == NodeKind::decision && graph.actor(n) == player;
    for (const GameGraph::Edge& e : graph.edges(n)) reach[e.child] += reach[n] * (own ? 1.0 : e.probability(strategy));
  }
  return reach;
}

// Sets `player`'s sets on the level begin .. end - 1 of `result` to their best option: each
// option's value weighted by the others' reach, summed over the set's nodes (the first best
// option on ties).
void choose_on_level(const GameGraph& graph, NodeId begin, NodeId end, int player, const std::vector<double>& reach,
                     const std::vector<double>& value, std::vector<double>& action_value, BestResponse& result) {
  std::vector<InfosetId> sets;
  for (NodeId n = begin; n < end; ++n) {
    if (graph.kind(n) != NodeKind::decision || graph.actor(n) != player) continue;
    for (const GameGraph::Edge& e : graph.edges(n)) action_value[e.slot] += reach[n] * value[e.child];
    sets.push_back(graph.infoset(n));
  }
  for (InfosetId set : sets) {
    const std::uint64_t row = graph.first_slot(set);
    const int options = graph.options(set);
    int best = 0;
    for (int a = 1; a < options; ++a)
      if (action_value[row + static_cast<std::uint64_t>(a)] > action_value[row + static_cast<std::uint64_t>(best)])
        best = a;
    for (int a = 0; a < options; ++a) result.strategy[row + static_cast<std::uint64_t>(a)] = a == best ? 1.0 : 0.0;
  }
}

}  // namespace

BestResponse best_response(const GameGraph& graph, const Strategy& strategy, int player) {
  BestResponse result;
  result.player = player;
  result.strategy = strategy;
  result.exact = graph.facts().perfect_recall;
  const std::vector<double> reach = reach_of_others(graph, strategy, player);
  std::vector<double> value(graph.nodes(), 0.0);
  std::vector<double> action_value(graph.strategy_size(), 0.0);
  for (std::size_t level = graph.levels(); level-- > 0;) {
    const NodeId begin = graph.level_begin(level), end = graph.level_end(level);
    choose_on_level(graph, begin, end, player, reach, value, action_value, result);
    for (NodeId n = begin; n < end; ++n) {
      if (graph.kind(n) == NodeKind::terminal) {
        value[n] = static_cast<double>(graph.payoff(n)[static_cast<std::size_t>(player)]);
        continue;
      }
      double v = 0;
      for (const GameGraph::Edge& e : graph.edges(n)) {
        const double p = e.probability(result.strategy);
        if (p != 0) v += p * value[e.child];
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
  result.exact = graph.facts().perfect_recall;
  for (int p = 0; p < graph.players(); ++p) {
    result.gains.push_back(best_response(graph, strategy, p).gain());
    result.total += result.gains.back();
  }
  return result;
}

}  // namespace skb
