#include "solver/mutiny/equilibrium.h"

#include <algorithm>
#include <chrono>

#include <fmt/format.h>

#include "solver/core/best_response.h"
#include "solver/core/build_graph.h"
#include "solver/core/cfr.h"
#include "solver/core/error.h"
#include "solver/core/exact_graph_value.h"
#include "solver/core/game_graph.h"
#include "solver/mutiny/extensive_game.h"
#include "solver/mutiny/reduction.h"
#include "solver/mutiny/rules.h"

namespace skb::mutiny {

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Returns the decisions whose first option is "none" (phase.h), in the order of play.
constexpr auto optional_decisions() {
  constexpr std::size_t count = static_cast<std::size_t>(
      std::count_if(kPhaseRules.begin(), kPhaseRules.end(), [](const PhaseRule& r) { return r.none_first; }));
  std::array<Phase, count> out{};
  std::size_t k = 0;
  for (const PhaseRule& r : kPhaseRules)
    if (r.none_first) out[k++] = r.phase;
  return out;
}
constexpr std::array kDecisions = optional_decisions();

// Returns how often each decision comes up and is used under `strategy` (see DecisionUse).
std::vector<DecisionUse> decision_uses(const ReducedGraph& reduced, const skb::Strategy& strategy) {
  const skb::GameGraph& graph = reduced.graph;
  const std::vector<double> reach = skb::reach_probabilities(graph, strategy);
  std::vector<DecisionUse> uses;
  for (Phase phase : kDecisions) {
    DecisionUse use;
    use.phase = phase;
    uses.push_back(use);
  }
  for (skb::NodeId n = 0; n < graph.nodes(); ++n) {
    if (graph.kind(n) != skb::NodeKind::decision || reach[n] == 0) continue;
    const skb::InfosetId set = graph.infoset(n);
    const ReducedGraph::SetFacts& f = reduced.facts[set];
    const auto it = std::find(kDecisions.begin(), kDecisions.end(), f.phase);
    if (it == kDecisions.end()) continue;
    DecisionUse& use = uses[static_cast<std::size_t>(it - kDecisions.begin())];
    const std::uint64_t row = graph.first_slot(set);
    const double used = reach[n] * (1.0 - strategy[row]);
    use.reached += reach[n];
    use.used += used;
    (f.mutineer ? use.used_by_mutineer : use.used_by_crew) += used;
    for (std::size_t k = 0; k < f.false_report.size(); ++k)
      if (f.false_report[k]) use.false_report += reach[n] * strategy[row + k];
  }
  return uses;
}

}  // namespace

ReducedGraph build_reduced_graph(int players, const Variant& variant, std::uint64_t max_nodes,
                                 const std::atomic<bool>* cancel) {
  const auto start = std::chrono::steady_clock::now();
  const Seating seating = Seating::standard(players);
  const Reduction reduction = reduction_of(players);
  const MutinyGame game(seating, reduction.memory, reduced_variant(reduction, variant));
  const Labels labels(seating);
  ReducedGraph reduced;
  reduced.graph = skb::build_graph(game, max_nodes, {}, [&](skb::InfosetId set, const MutinyGame::State& node) {
    const State& s = *node.game;
    const std::vector<Action> actions = game.actions(s);
    if (reduced.order.size() <= set) {
      reduced.order.resize(set + 1);
      reduced.facts.resize(set + 1);
    }
    reduced.order[set] = labels.label_order(actions);
    ReducedGraph::SetFacts& f = reduced.facts[set];
    f.phase = s.phase();
    f.mutineer = current_player(s) == s.mutineer();
    if (s.phase() == Phase::boatswain_report || s.phase() == Phase::chaplain_report) {
      // Whether a report is false is known to its reporter: the same at every node of the set.
      for (const Action& a : actions)
        f.false_report.push_back(report_truth(a.report, s.mutineer(), s.confession_target()) == false);
    }
  }, cancel);
  reduced.build_seconds = seconds_since(start);
  return reduced;
}

TableFigures measure_table(const ReducedGraph& reduced, const skb::StrategyTable& table) {
  const skb::GameGraph& graph = reduced.graph;
  const int players = graph.players();
  TableFigures figures;
  const std::vector<std::uint32_t> weights = table.weights_on_graph(graph, reduced.order);
  const skb::Strategy played = skb::StrategyTable::probabilities(weights);
  figures.seat_win = skb::expected_utilities(graph, played);
  figures.crew_win = skb::exact_graph_value(graph, weights, static_cast<std::size_t>(players));
  // The root deals the Mutineer, one role per option in role order (State::all_deals).
  const std::vector<double> crew = skb::node_values(graph, played, static_cast<std::size_t>(players));
  for (const skb::GameGraph::Edge& e : graph.edges(0)) figures.crew_win_by_mutineer.push_back(crew[e.child]);
  figures.uses = decision_uses(reduced, played);
  const skb::NashConv nc = skb::nash_conv(graph, played);
  figures.gains = nc.gains;
  figures.nash_conv = nc.total;
  return figures;
}

Equilibrium solve_equilibrium(int players, const EquilibriumOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  const auto say = [&](const std::string& step, int done, int total) {
    if (options.progress) options.progress(step, done, total);
  };
  Equilibrium result;
  result.players = players;
  result.variant = options.variant;

  say("building the reduced game", 0, 0);
  const ReducedGraph reduced = build_reduced_graph(players, options.variant, options.max_graph_nodes, options.cancel);
  const skb::GameGraph& graph = reduced.graph;
  result.size.nodes = graph.nodes();
  result.size.edges = graph.edge_count();
  for (int p = 0; p < players; ++p) result.size.infosets.push_back(graph.infosets_of(p));
  result.size.build_seconds = reduced.build_seconds;

  const auto cfr_start = std::chrono::steady_clock::now();
  skb::Cfr cfr(graph);
  const int total = std::max(1, options.iterations);
  while (cfr.iterations() < total) {
    const int step =
        options.check_every > 0 ? std::min(options.check_every, total - cfr.iterations()) : total - cfr.iterations();
    // Iterate in small steps so that progress is reported often, one at a time so that an
    // interrupt waits for one iteration at most.
    for (int done = 0; done < step; ++done) {
      if (options.cancel != nullptr && options.cancel->load(std::memory_order_relaxed))
        throw skb::Cancelled("solving the equilibrium: cancelled");
      cfr.iterate(1);
      if ((done + 1) % 10 == 0 || done + 1 == step) say("CFR+", cfr.iterations(), total);
    }
    CfrCheckpoint checkpoint;
    checkpoint.iterations = cfr.iterations();
    checkpoint.seconds = seconds_since(cfr_start);
    checkpoint.nash_conv = skb::nash_conv(graph, cfr.average()).total;
    result.trace.push_back(checkpoint);
  }
  result.iterations = cfr.iterations();

  say("rounding and measuring the table", 0, 0);
  result.table = skb::StrategyTable::from_graph(graph, cfr.average(), reduced.order);
  result.figures = measure_table(reduced, result.table);
  result.seconds = seconds_since(start);
  return result;
}

std::string equilibrium_metadata(const Equilibrium& e) {
  std::string trace;
  for (const CfrCheckpoint& c : e.trace)
    trace += fmt::format("{}[{}, {:.3f}, {:.6g}]", trace.empty() ? "" : ", ", c.iterations, c.seconds, c.nash_conv);
  const Reduction reduction = reduction_of(e.players);
  return fmt::format(
      "{{\"game\": \"mutiny\", \"profile\": \"equilibrium\", \"players\": {}, \"variant\": \"{}\", "
      "\"memory\": \"{}\", \"reduction_removes\": \"{}\", \"algorithm\": \"CFR+\", \"iterations\": {}, "
      "\"nash_conv_reduced\": {:.6g}, \"crew_win\": {:.6g}, \"trace\": [{}]}}",
      e.players, e.variant.describe(), memory_name(reduction.memory),
      reduction.removed.standard() ? "nothing" : reduction.removed.describe(), e.iterations, e.figures.nash_conv,
      e.figures.crew_win.get_d(), trace);
}

}  // namespace skb::mutiny
