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

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <exception>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solver/core/block_list.h"
#include "solver/core/game.h"
#include "solver/core/key_index.h"
#include "solver/core/parallel.h"

namespace skb {

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

namespace detail {

// What one state of a level expands to: found for many states at once (in parallel), then
// numbered in level order (build_graph). Keys and children live in the worker that expanded it.
struct Expansion {
  NodeKind kind = NodeKind::terminal;
  std::int8_t actor = -1;
  int options = 0;
  double total = 0;             // a chance node's total weight
  std::size_t key_first = 0;    // terminal: its utilities' bytes; decision: its information key
  std::size_t key_length = 0;   //   (in the worker's text)
  std::size_t child_first = 0;  // its children (in the worker's lists)
  std::size_t child_count = 0;
  int worker = 0;
};

struct ExpandedChild {
  std::uint64_t weight = 0;    // chance nodes: the option's weight (never 0); else 0
  std::uint64_t key_hash = 0;  // KeyIndex::hash of its key
  std::size_t key_first = 0;
  std::size_t key_length = 0;
};

// One thread's output for a window of states, and its scratch space; cleared, not freed, from
// window to window.
template <class State>
struct ExpansionWorker {
  std::string text;
  std::vector<ExpandedChild> children;
  std::vector<State> states;  // one per child
  WeightedChildren<State> listed;
  std::exception_ptr error;
  std::size_t error_at = 0;  // the state whose expansion threw
  void clear() {
    text.clear();
    children.clear();
    states.clear();
    error = nullptr;
  }
  std::string_view key_at(std::size_t first, std::size_t length) const {
    return std::string_view(text).substr(first, length);
  }
};

// Expands `state` into `out` and `worker` (see build_graph for what each kind of node gives).
template <Game G>
void expand(const G& game, const typename G::State& state, ExpansionWorker<typename G::State>& worker, Expansion& out) {
  using State = typename G::State;
  out.kind = game.kind(state);
  out.child_first = worker.children.size();
  out.child_count = 0;
  out.key_first = worker.text.size();
  if (out.kind == NodeKind::terminal) {
    const std::vector<std::int64_t> utilities = game.utilities(state);
    worker.text.append(reinterpret_cast<const char*>(utilities.data()), utilities.size() * sizeof(std::int64_t));
    out.key_length = worker.text.size() - out.key_first;
    return;
  }
  std::vector<std::uint64_t>& weights = worker.listed.weights;
  std::vector<State>& children = worker.listed.children;
  weights.clear();
  children.clear();
  bool positive_only = false;  // children holds only the options of positive weight
  double total = 0;
  std::size_t possible = 0;  // chance options of positive weight
  if (out.kind == NodeKind::chance) {
    if constexpr (HasWeightedChildren<G>) {
      game.weighted_children(state, worker.listed);
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
  // chance leaves at most half of its options possible (a fixed player's deterministic choice
  // against a profile), only the possible ones, one by one.
  const bool sparse = !positive_only && out.kind == NodeKind::chance && 2 * possible <= weights.size();
  if (!positive_only && !sparse) children = children_of(game, state);
  if (positive_only && children.size() != possible)
    throw std::logic_error("weighted_children must give one child per option of positive weight");
  const bool chance = out.kind == NodeKind::chance;
  out.options = static_cast<int>(chance ? weights.size() : children.size());
  out.total = total;
  if (out.kind == NodeKind::decision) {
    out.actor = static_cast<std::int8_t>(game.actor(state));
    game.information(state, worker.text);
  }
  out.key_length = worker.text.size() - out.key_first;
  std::size_t next_child = 0;  // with positive_only, the child of the next possible option
  for (int k = 0; k < out.options; ++k) {
    // A chance option of weight 0 never happens: it gets no edge.
    const std::uint64_t weight = chance ? weights[static_cast<std::size_t>(k)] : 0;
    if (chance && weight == 0) continue;
    State child = sparse          ? game.child(state, k)
                  : positive_only ? std::move(children[next_child++])
                                  : std::move(children[static_cast<std::size_t>(k)]);
    const std::size_t first = worker.text.size();
    if (game.kind(child) == NodeKind::terminal) {
      // A terminal node has no future: nodes with equal utilities are one.
      worker.text += '\x00';
      for (std::int64_t u : game.utilities(child)) worker.text.append(reinterpret_cast<const char*>(&u), sizeof u);
    } else {
      worker.text += '\x01';
      game.transposition(child, worker.text);
    }
    const std::size_t length = worker.text.size() - first;
    worker.children.push_back({weight, KeyIndex::hash(worker.key_at(first, length)), first, length});
    worker.states.push_back(std::move(child));
    ++out.child_count;
  }
}

}  // namespace detail

// Returns the game of `game` as a graph, merging states at equal depth with equal transposition
// keys. `progress(levels done, nodes so far)` is called after each level, and
// `on_infoset(set, state)` with the first state met of each information set (for what a game
// knows of its options beyond their number). At a chance node of a game with
// `weighted_children` (game.h), the weights and the possible children come from it in one pass.
// Otherwise each node's children come from the game's `children` (children_of), except at a
// chance node that gives at most half of its options a positive weight, whose possible children
// alone come from `child`: the same states, without making the impossible ones.
//
// Each level is taken in windows of states: the states of a window are expanded (their
// children made and every key written) by OpenMP's default number of threads (one when called
// from a parallel region), then numbered one by one in level order. The graph is the same for
// any number of threads; the game's const functions must be safe to call from several threads.
// Throws GraphTooLarge beyond `max_nodes` nodes, and std::logic_error if the game breaks the
// contract of game.h (an information set spread over two depths, players or option counts).
template <Game G>
GameGraph build_graph(const G& game, std::uint64_t max_nodes,
                      const std::function<void(std::size_t, std::uint64_t)>& progress = {},
                      const std::function<void(InfosetId, const typename G::State&)>& on_infoset = {}) {
  using State = typename G::State;
  // States expanded together, and by one thread at a time: enough to share among threads,
  // little enough that a window's children take a few megabytes.
  constexpr std::size_t kWindow = 4096;
  constexpr std::size_t kChunk = 64;
  constexpr std::size_t kAhead = 4;  // states whose children's index slots are fetched ahead
  const int threads = omp_in_parallel() ? 1 : thread_count(0);
  std::vector<detail::ExpansionWorker<State>> workers(static_cast<std::size_t>(threads));
  std::vector<detail::Expansion> expansions(kWindow);
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
  for (std::uint32_t depth = 0; !level.empty(); ++depth) {
    const std::uint64_t next_first = g.level_first.back() + level.size();
    g.level_first.push_back(next_first);
    next.clear();
    next_of_key.clear();
    for (std::size_t start = 0; start < level.size(); start += kWindow) {
      const std::size_t count = std::min(kWindow, level.size() - start);
      for (auto& w : workers) w.clear();
      // Expand the window: each chunk of states by one thread, into that thread's worker.
      const std::size_t chunks = (count + kChunk - 1) / kChunk;
      parallel_for(chunks, count > kChunk ? threads : 1, [&](std::size_t chunk, int thread) {
        detail::ExpansionWorker<State>& worker = workers[static_cast<std::size_t>(thread)];
        if (worker.error) return;
        for (std::size_t i = chunk * kChunk; i < std::min(count, (chunk + 1) * kChunk); ++i) {
          try {
            detail::Expansion& e = expansions[i];
            e.worker = thread;
            detail::expand(game, level[start + i], worker, e);
          } catch (...) {
            worker.error = std::current_exception();
            worker.error_at = i;
            return;
          }
        }
      });
      // The first state (in level order) whose expansion failed decides the error.
      const detail::ExpansionWorker<State>* failed = nullptr;
      for (const auto& w : workers)
        if (w.error && (!failed || w.error_at < failed->error_at)) failed = &w;
      if (failed) std::rethrow_exception(failed->error);
      // Number the window's states and their children, in level order.
      for (std::size_t i = 0; i < count; ++i) {
        const detail::Expansion& e = expansions[i];
        detail::ExpansionWorker<State>& worker = workers[static_cast<std::size_t>(e.worker)];
        const std::string_view key = worker.key_at(e.key_first, e.key_length);
        g.kind.push_back(e.kind);
        g.actor.push_back(-1);
        g.infoset.push_back(0);
        g.payoff.push_back(0);
        if (e.kind == NodeKind::terminal) {
          const auto [row, added] = payoff_of_key.insert(key, static_cast<std::uint32_t>(g.payoffs.size()));
          if (added) {
            std::vector<double>& payoffs = g.payoffs.emplace_back(key.size() / sizeof(std::int64_t));
            for (std::size_t p = 0; p < payoffs.size(); ++p) {
              std::int64_t u = 0;
              std::memcpy(&u, key.data() + p * sizeof u, sizeof u);
              payoffs[p] = static_cast<double>(u);
            }
          }
          g.payoff.back() = row;
          g.first_edge.push_back(g.edge_child.size());
          continue;
        }
        if (e.kind == NodeKind::decision) {
          g.actor.back() = e.actor;
          const auto [set, added] = infoset_of_key.insert(key, static_cast<InfosetId>(g.infoset_player.size()));
          if (added) {
            g.infoset_player.push_back(e.actor);
            g.infoset_depth.push_back(depth);
            g.infoset_first.push_back(g.infoset_first.back() + static_cast<std::uint64_t>(e.options));
            g.infoset_key.emplace_back(key);
            if (on_infoset) on_infoset(set, level[start + i]);
          } else if (g.infoset_player[set] != e.actor || g.infoset_depth[set] != depth || g.options(set) != e.options) {
            throw std::logic_error("an information set's nodes differ in player, depth or options");
          }
          g.infoset.back() = set;
        }
        const bool chance = e.kind == NodeKind::chance;
        // The children's slots in the index are fetched ahead (their hashes are known): looking
        // them up is most of this loop's time, and mostly waiting for memory.
        if (i + kAhead < count) {
          const detail::Expansion& later = expansions[i + kAhead];
          const detail::ExpansionWorker<State>& w = workers[static_cast<std::size_t>(later.worker)];
          for (std::size_t c = later.child_first; c < later.child_first + later.child_count; ++c)
            next_of_key.prefetch(w.children[c].key_hash);
        }
        for (std::size_t c = e.child_first; c < e.child_first + e.child_count; ++c) {
          const detail::ExpandedChild& child = worker.children[c];
          const auto [node, added] = next_of_key.insert(worker.key_at(child.key_first, child.key_length),
                                                        child.key_hash, static_cast<NodeId>(next_first + next.size()));
          if (added) {
            if (next_first + next.size() >= max_nodes)
              throw GraphTooLarge("the game graph needs more than " + std::to_string(max_nodes) + " nodes");
            next.push_back(std::move(worker.states[c]));
          }
          g.edge_child.push_back(node);
          g.edge_chance.push_back(chance ? static_cast<double>(child.weight) / e.total : 0.0);
          g.edge_weight.push_back(child.weight);
        }
        g.first_edge.push_back(g.edge_child.size());
      }
    }
    level.swap(next);
    if (progress) progress(depth + 1, g.nodes());
  }
  return g;
}

}  // namespace skb
