// Game graph: a game (game.h) laid out once as arrays, with equal subgames merged, for the
// algorithms that sweep it many times (best response, CFR).
//
// Nodes are numbered level by level (depth 0 is the root) and a node's children are always on
// the next level, so every child's number is larger than its parent's: a pass in number order
// visits parents first, a pass in reverse order children first. States at the same depth with
// equal transposition keys (game.h) become one node, so the graph is a DAG whose size is the
// number of distinct subgames rather than of histories; probabilities that reach a node are
// sums over its paths. Terminal nodes at the same depth with equal utilities are one node
// whatever their keys, since nothing follows them. Chance options of weight 0 are left out. Every information set's
// nodes lie at one depth (build_graph checks it), which lets a best response choose level by level.
//
// Strategies over the graph are flat arrays of probabilities (Strategy): information set I's
// options are entries infoset_first[I] .. infoset_first[I+1]-1.
#pragma once

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "solver/core/block_list.h"
#include "solver/core/game.h"
#include "solver/core/key_index.h"

namespace skb::game {

using NodeId = std::uint32_t;
using InfosetId = std::uint32_t;
using Strategy = std::vector<double>;

struct GameGraph {
  int players = 0;
  std::vector<NodeKind> kind;                // per node
  std::vector<std::int8_t> actor;            // per node: the player to act, -1 if none
  std::vector<InfosetId> infoset;            // per node: decision nodes' information set
  std::vector<std::uint32_t> payoff;         // per node: terminal nodes' row of payoffs
  std::vector<std::uint64_t> first_edge;     // per node + 1: edges first_edge[n] .. first_edge[n+1]-1
  std::vector<NodeId> edge_child;            // per edge
  std::vector<double> edge_chance;           // per edge: the probability at chance nodes, else 0
  std::vector<std::uint64_t> edge_weight;    // per edge: the chance weight at chance nodes, else 0
  std::vector<std::uint64_t> level_first;    // per depth + 1: nodes level_first[d] .. level_first[d+1]-1
  std::vector<std::vector<double>> payoffs;  // distinct utility vectors, one entry per player

  std::vector<std::int8_t> infoset_player;   // per information set
  std::vector<std::uint32_t> infoset_depth;  // per information set
  std::vector<std::uint64_t> infoset_first;  // per information set + 1: its options in a Strategy
  std::vector<std::string> infoset_key;      // per information set: the game's key

  std::size_t nodes() const { return kind.size(); }
  std::size_t infosets() const { return infoset_player.size(); }
  std::size_t levels() const { return level_first.size() - 1; }
  int options(InfosetId i) const { return static_cast<int>(infoset_first[i + 1] - infoset_first[i]); }
  // Returns the information set of the game's key, or -1 if none has it.
  std::int64_t find_infoset(const std::string& key) const;
  // Returns how many information sets belong to `player`.
  std::size_t infosets_of(int player) const;
};

// Thrown by build_graph when the graph would exceed its node budget.
class GraphTooLarge : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Returns the strategy that plays every option of every information set with equal probability.
Strategy uniform_strategy(const GameGraph& graph);

// Returns each player's expected utility at the root when everyone plays `strategy`.
std::vector<double> expected_utilities(const GameGraph& graph, const Strategy& strategy);

// Returns, per node, the expected value of utility entry `entry` from that node on when everyone
// plays `strategy` (entries beyond the players' are the game's own figures, game.h).
std::vector<double> node_values(const GameGraph& graph, const Strategy& strategy, std::size_t entry);

// Returns, per node, the probability that play reaches it when everyone plays `strategy`
// (summed over the node's paths).
std::vector<double> reach_probabilities(const GameGraph& graph, const Strategy& strategy);

// Returns the game of `game` as a graph, merging states at equal depth with equal transposition
// keys. `progress(levels done, nodes so far)` is called after each level, and
// `on_infoset(set, state)` with the first state met of each information set (for what a game
// knows of its options beyond their number). At a chance node of a game with
// `weighted_children` (game.h), the weights and the possible children come from it in one pass.
// Otherwise each node's children come from the game's `children` (children_of), except at a
// chance node that gives at most half of its options a positive weight, whose possible children
// alone come from `child`: the same states, without making the impossible ones. Throws GraphTooLarge beyond `max_nodes`
// nodes, and std::logic_error if the game breaks the contract of game.h (an information set spread over two depths,
// players or option counts).
template <Game G>
GameGraph build_graph(const G& game, std::uint64_t max_nodes,
                      const std::function<void(std::size_t, std::uint64_t)>& progress = {},
                      const std::function<void(InfosetId, const typename G::State&)>& on_infoset = {}) {
  using State = typename G::State;
  GameGraph g;
  g.players = game.players();
  g.level_first = {0};
  g.first_edge = {0};
  g.infoset_first = {0};
  KeyIndex infoset_of_key;
  KeyIndex payoff_of_key;
  KeyIndex next_of_key;
  // A level's states in blocks (block_list.h): never moving the (possibly large) states already
  // made, as a vector does each time it doubles.
  BlockList<State> level;
  BlockList<State> next;  // the level being made; the two swap their memory from level to level
  level.push_back(game.root());
  std::string key;
  // One list of a chance node's weights and children, reused at every node (game.h).
  WeightedChildren<State> listed;
  for (std::uint32_t depth = 0; !level.empty(); ++depth) {
    const std::uint64_t next_first = g.level_first.back() + level.size();
    g.level_first.push_back(next_first);
    next.clear();
    next_of_key.clear();
    level.for_each([&](const State& state) {
      const NodeKind kind = game.kind(state);
      g.kind.push_back(kind);
      g.actor.push_back(-1);
      g.infoset.push_back(0);
      g.payoff.push_back(0);
      if (kind == NodeKind::terminal) {
        const std::vector<std::int64_t> utilities = game.utilities(state);
        key.assign(reinterpret_cast<const char*>(utilities.data()), utilities.size() * sizeof(std::int64_t));
        const auto [row, added] = payoff_of_key.insert(key, static_cast<std::uint32_t>(g.payoffs.size()));
        if (added) g.payoffs.emplace_back(utilities.begin(), utilities.end());
        g.payoff.back() = row;
        g.first_edge.push_back(g.edge_child.size());
        return;
      }
      std::vector<std::uint64_t>& weights = listed.weights;
      std::vector<State>& children = listed.children;
      weights.clear();
      children.clear();
      bool positive_only = false;  // children holds only the options of positive weight
      double total = 0;
      std::size_t possible = 0;  // chance options of positive weight
      if (kind == NodeKind::chance) {
        if constexpr (HasWeightedChildren<G>) {
          game.weighted_children(state, listed);
          positive_only = true;
        } else {
          weights = game.chance_weights(state);
        }
        for (std::uint64_t w : weights) {
          total += static_cast<double>(w);
          possible += w != 0 ? 1 : 0;
        }
      }
      // The children: listed with the weights (weighted_children: the possible ones only); or all
      // at once, their number the number of options (the game lists its options once); or, where
      // chance leaves at most half of its options possible (a fixed player's deterministic
      // choice against a profile), only the possible ones, one by one.
      const bool sparse = !positive_only && kind == NodeKind::chance && 2 * possible <= weights.size();
      if (!positive_only && !sparse) children = children_of(game, state);
      if (positive_only && children.size() != possible)
        throw std::logic_error("weighted_children must give one child per option of positive weight");
      const int options = static_cast<int>(kind == NodeKind::chance ? weights.size() : children.size());
      std::size_t next_child = 0;  // with positive_only, the child of the next possible option
      if (kind == NodeKind::decision) {
        const int actor = game.actor(state);
        g.actor.back() = static_cast<std::int8_t>(actor);
        key.clear();
        game.information(state, key);
        const auto [set, added] = infoset_of_key.insert(key, static_cast<InfosetId>(g.infoset_player.size()));
        if (added) {
          g.infoset_player.push_back(static_cast<std::int8_t>(actor));
          g.infoset_depth.push_back(depth);
          g.infoset_first.push_back(g.infoset_first.back() + static_cast<std::uint64_t>(options));
          g.infoset_key.push_back(key);
          if (on_infoset) on_infoset(set, state);
        } else if (g.infoset_player[set] != actor || g.infoset_depth[set] != depth || g.options(set) != options) {
          throw std::logic_error("an information set's nodes differ in player, depth or options");
        }
        g.infoset.back() = set;
      }
      for (int k = 0; k < options; ++k) {
        const bool chance = kind == NodeKind::chance;
        // A chance option of weight 0 never happens: it gets no edge.
        if (chance && weights[static_cast<std::size_t>(k)] == 0) continue;
        State child = sparse          ? game.child(state, k)
                      : positive_only ? std::move(children[next_child++])
                                      : std::move(children[static_cast<std::size_t>(k)]);
        key.clear();
        if (game.kind(child) == NodeKind::terminal) {
          // A terminal node has no future: nodes with equal utilities are one.
          key += '\x00';
          for (std::int64_t u : game.utilities(child)) key.append(reinterpret_cast<const char*>(&u), sizeof u);
        } else {
          key += '\x01';
          game.transposition(child, key);
        }
        const auto [node, added] = next_of_key.insert(key, static_cast<NodeId>(next_first + next.size()));
        if (added) {
          if (next_first + next.size() >= max_nodes)
            throw GraphTooLarge("the game graph needs more than " + std::to_string(max_nodes) + " nodes");
          next.push_back(std::move(child));
        }
        g.edge_child.push_back(node);
        g.edge_chance.push_back(chance ? static_cast<double>(weights[static_cast<std::size_t>(k)]) / total : 0.0);
        g.edge_weight.push_back(chance ? weights[static_cast<std::size_t>(k)] : 0);
      }
      g.first_edge.push_back(g.edge_child.size());
    });
    level.swap(next);
    if (progress) progress(depth + 1, g.nodes());
  }
  return g;
}

}  // namespace skb::game
