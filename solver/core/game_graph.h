// Game graph: a game (game.h) laid out once as arrays, with equal subgames merged, for the
// algorithms that sweep it many times (best response, CFR, exact values). build_graph.h makes it.
//
// Nodes are numbered level by level (depth 0 is the root) and a node's children are always on
// the next level, so every child's number is larger than its parent's: a pass in number order
// visits parents first, a pass in reverse order children first. States at the same depth with
// equal transposition keys (game.h) become one node, so the graph is a DAG whose size is the
// number of distinct subgames rather than of histories; probabilities that reach a node are
// sums over its paths. Terminal nodes at the same depth with equal utilities are one node
// whatever their keys, since nothing follows them; their utilities stay exact integers. Chance
// options of weight 0 are left out. Every information set's nodes lie at one depth (build_graph
// checks it), which lets a best response choose level by level.
//
// Strategies over the graph are flat arrays of probabilities (Strategy), one entry per option of
// every information set: a decision edge's `slot` is its option's entry. An algorithm walks a
// node's edges with `edges(n)`; an edge's probability under a strategy is
// `edge.probability(strategy)` (the chance probability at a chance node), and its integer weight
// under integer weights `edge.weight_under(weights)`: the one place that tells chance from play.
#pragma once

#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "solver/core/game.h"

namespace skb {

using NodeId = std::uint32_t;
using InfosetId = std::uint32_t;
using Strategy = std::vector<double>;

class GameGraph;

namespace detail {

// The graph's arrays, as build_graph fills them (build_graph.h); GameGraph reads them.
struct GraphLayout {
  int players = 0;
  GameFacts facts;
  std::vector<NodeKind> kind;                       // per node
  std::vector<std::int8_t> actor;                   // per node: the player to act, -1 if none
  std::vector<InfosetId> infoset;                   // per node: decision nodes' information set
  std::vector<std::uint32_t> payoff;                // per node: terminal nodes' row of payoffs
  std::vector<std::uint64_t> first_edge;            // per node + 1: edges first_edge[n] .. first_edge[n+1]-1
  std::vector<NodeId> edge_child;                   // per edge
  std::vector<double> edge_chance;                  // per edge: the probability at chance nodes, else 0
  std::vector<std::uint64_t> edge_weight;           // per edge: the chance weight at chance nodes, else 0
  std::vector<std::uint64_t> level_first;           // per depth + 1: nodes level_first[d] .. level_first[d+1]-1
  std::vector<std::vector<std::int64_t>> payoffs;   // distinct utility vectors (game.h's utilities)
  std::vector<std::int8_t> infoset_player;          // per information set
  std::vector<std::uint32_t> infoset_depth;         // per information set
  std::vector<std::uint64_t> infoset_first;         // per information set + 1: its options in a Strategy
  std::vector<std::string> infoset_key;             // per information set: the game's key
  bool operator==(const GraphLayout&) const = default;
};

}  // namespace detail

class GameGraph {
 public:
  // One edge of a node: the option taken and the node it leads to.
  struct Edge {
    NodeId child = 0;
    int option = 0;          // the option's number at its node (chance options of weight 0 have no edge)
    std::uint64_t slot = 0;  // decision: the option's entry in a Strategy; chance: unused
    double chance = 0;       // chance: the option's probability; decision: 0
    std::uint64_t weight = 0;  // chance: the option's integer weight; decision: 0
    bool by_chance = false;

    // Returns the probability of taking this edge when everyone plays `strategy`.
    double probability(const Strategy& strategy) const { return by_chance ? chance : strategy[slot]; }
    // Returns the edge's integer weight when decisions weigh their options by `weights` (one per
    // Strategy entry): the chance weight at a chance node.
    template <class W>
    std::uint64_t weight_under(std::span<const W> weights) const {
      return by_chance ? weight : static_cast<std::uint64_t>(weights[slot]);
    }
  };

  // The edges of one node, in option order.
  class Edges {
   public:
    class Iterator {
     public:
      Iterator(const detail::GraphLayout& g, std::uint64_t e, std::uint64_t first, std::uint64_t row, bool chance)
          : g_(&g), e_(e), first_(first), row_(row), chance_(chance) {}
      Edge operator*() const {
        const std::uint64_t k = e_ - first_;
        return {g_->edge_child[e_], static_cast<int>(k), row_ + k, g_->edge_chance[e_], g_->edge_weight[e_], chance_};
      }
      Iterator& operator++() {
        ++e_;
        return *this;
      }
      bool operator==(const Iterator& o) const { return e_ == o.e_; }

     private:
      const detail::GraphLayout* g_;
      std::uint64_t e_, first_, row_;
      bool chance_;
    };
    Edges(const detail::GraphLayout& g, NodeId n)
        : g_(g),
          first_(g.first_edge[n]),
          end_(g.first_edge[n + 1]),
          row_(g.kind[n] == NodeKind::decision ? g.infoset_first[g.infoset[n]] : 0),
          chance_(g.kind[n] == NodeKind::chance) {}
    Iterator begin() const { return {g_, first_, first_, row_, chance_}; }
    Iterator end() const { return {g_, end_, first_, row_, chance_}; }
    std::size_t size() const { return end_ - first_; }

   private:
    const detail::GraphLayout& g_;
    std::uint64_t first_, end_, row_;
    bool chance_;
  };

  GameGraph() = default;
  explicit GameGraph(detail::GraphLayout layout) : g_(std::move(layout)) {}

  // The game's players and facts (game.h), as the game gave them.
  int players() const { return g_.players; }
  const GameFacts& facts() const { return g_.facts; }

  std::size_t nodes() const { return g_.kind.size(); }
  std::size_t edge_count() const { return g_.edge_child.size(); }
  NodeKind kind(NodeId n) const { return g_.kind[n]; }
  // The player to act at a decision node (-1 elsewhere).
  int actor(NodeId n) const { return g_.actor[n]; }
  // A decision node's information set.
  InfosetId infoset(NodeId n) const { return g_.infoset[n]; }
  // A terminal node's utilities, exact (game.h: one per player, then the game's own figures).
  std::span<const std::int64_t> payoff(NodeId n) const { return g_.payoffs[g_.payoff[n]]; }
  // Returns how many distinct utility vectors the terminal nodes hold.
  std::size_t distinct_payoffs() const { return g_.payoffs.size(); }
  Edges edges(NodeId n) const { return Edges(g_, n); }

  // Depths: nodes level_begin(d) .. level_end(d) - 1 are at depth d.
  std::size_t levels() const { return g_.level_first.size() - 1; }
  NodeId level_begin(std::size_t depth) const { return static_cast<NodeId>(g_.level_first[depth]); }
  NodeId level_end(std::size_t depth) const { return static_cast<NodeId>(g_.level_first[depth + 1]); }

  // Information sets: their player, depth, options, key, and their entries in a Strategy
  // (first_slot(i) .. first_slot(i) + options(i) - 1).
  std::size_t infosets() const { return g_.infoset_player.size(); }
  int infoset_player(InfosetId i) const { return g_.infoset_player[i]; }
  std::uint32_t infoset_depth(InfosetId i) const { return g_.infoset_depth[i]; }
  int options(InfosetId i) const { return static_cast<int>(g_.infoset_first[i + 1] - g_.infoset_first[i]); }
  std::uint64_t first_slot(InfosetId i) const { return g_.infoset_first[i]; }
  const std::string& infoset_key(InfosetId i) const { return g_.infoset_key[i]; }
  // Returns the number of entries of a Strategy on this graph.
  std::uint64_t strategy_size() const { return g_.infoset_first.back(); }
  // Returns the information set of the game's key, or -1 if none has it.
  std::int64_t find_infoset(const std::string& key) const;
  // Returns how many information sets belong to `player`.
  std::size_t infosets_of(int player) const;

  // The arrays as built, for tests that compare two graphs entry by entry.
  const detail::GraphLayout& layout() const { return g_; }

 private:
  detail::GraphLayout g_;
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

}  // namespace skb
