// Building the game graph (game_graph.h) of a game (game.h): level by level, merging states of
// equal depth and equal transposition keys, in parallel.
//
// Each level is taken in windows of states: the states of a window are expanded (their
// children made and every key written) by OpenMP's default number of threads (one when called
// from a parallel region), then numbered one by one in level order. The graph is the same for
// any number of threads; the game's const functions must be safe to call from several threads.
#pragma once

#include <algorithm>
#include <atomic>
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
#include "solver/core/error.h"
#include "solver/core/game.h"
#include "solver/core/game_graph.h"
#include "solver/core/key_index.h"
#include "solver/core/parallel.h"

namespace skb {

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
    if (utilities.size() < static_cast<std::size_t>(game.players()))
      throw std::logic_error("utilities must give every player an entry (game.h)");
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


// Makes a graph's layout level by level (build_graph below): one level's states are expanded in
// windows, then each window's states and children are numbered in level order.
template <Game G>
class GraphBuilder {
 public:
  using State = typename G::State;

  GraphBuilder(const G& game, std::uint64_t max_nodes,
               const std::function<void(InfosetId, const State&)>& on_infoset,
               const std::atomic<bool>* cancel = nullptr)
      : game_(game),
        max_nodes_(max_nodes),
        on_infoset_(on_infoset),
        cancel_(cancel),
        threads_(omp_in_parallel() ? 1 : thread_count(0)),
        workers_(static_cast<std::size_t>(threads_)),
        expansions_(kWindow) {
    g_.players = game.players();
    g_.facts = facts_of(game);
    g_.level_first = {0};
    g_.first_edge = {0};
    g_.infoset_first = {0};
  }

  // Builds every level from the root, calling progress(levels done, nodes so far) after each.
  GraphLayout build(const std::function<void(std::size_t, std::uint64_t)>& progress) {
    level_.push_back(game_.root());
    for (std::uint32_t depth = 0; !level_.empty(); ++depth) {
      next_first_ = g_.level_first.back() + level_.size();
      g_.level_first.push_back(next_first_);
      next_.clear();
      next_of_key_.clear();
      for (std::size_t start = 0; start < level_.size(); start += kWindow) {
        if (cancel_ != nullptr && cancel_->load(std::memory_order_relaxed))
          throw Cancelled("building a game graph: cancelled");
        const std::size_t count = std::min(kWindow, level_.size() - start);
        expand_window(start, count);
        for (std::size_t i = 0; i < count; ++i) number(start, i, count, depth);
      }
      level_.swap(next_);
      if (progress) progress(depth + 1, g_.kind.size());
    }
    return std::move(g_);
  }

 private:
  // States expanded together, and by one thread at a time: enough to share among threads,
  // little enough that a window's children take a few megabytes.
  static constexpr std::size_t kWindow = 4096;
  static constexpr std::size_t kChunk = 64;
  static constexpr std::size_t kAhead = 4;  // states whose children's index slots are fetched ahead

  // Expands states start .. start + count - 1 of the level: each chunk by one thread, into that
  // thread's worker. Rethrows the error of the first state (in level order) that failed.
  void expand_window(std::size_t start, std::size_t count) {
    for (auto& w : workers_) w.clear();
    const std::size_t chunks = (count + kChunk - 1) / kChunk;
    parallel_for(chunks, count > kChunk ? threads_ : 1, [&](std::size_t chunk, int thread) {
      ExpansionWorker<State>& worker = workers_[static_cast<std::size_t>(thread)];
      if (worker.error) return;
      for (std::size_t i = chunk * kChunk; i < std::min(count, (chunk + 1) * kChunk); ++i) {
        try {
          Expansion& e = expansions_[i];
          e.worker = thread;
          expand(game_, level_[start + i], worker, e);
        } catch (...) {
          worker.error = std::current_exception();
          worker.error_at = i;
          return;
        }
      }
    });
    const ExpansionWorker<State>* failed = nullptr;
    for (const auto& w : workers_)
      if (w.error && (!failed || w.error_at < failed->error_at)) failed = &w;
    if (failed) std::rethrow_exception(failed->error);
  }

  // Numbers the window's state i (of count) at `depth`: its node, its information set or
  // payoff row, and its edges to the next level's nodes.
  void number(std::size_t start, std::size_t i, std::size_t count, std::uint32_t depth) {
    const Expansion& e = expansions_[i];
    ExpansionWorker<State>& worker = workers_[static_cast<std::size_t>(e.worker)];
    const std::string_view key = worker.key_at(e.key_first, e.key_length);
    g_.kind.push_back(e.kind);
    g_.actor.push_back(-1);
    g_.infoset.push_back(0);
    g_.payoff.push_back(0);
    if (e.kind == NodeKind::terminal) {
      g_.payoff.back() = payoff_row(key);
      g_.first_edge.push_back(g_.edge_child.size());
      return;
    }
    if (e.kind == NodeKind::decision) {
      g_.actor.back() = e.actor;
      g_.infoset.back() = infoset_of(key, e, depth, level_[start + i]);
    }
    // The children's slots in the index are fetched ahead (their hashes are known): looking
    // them up is most of this loop's time, and mostly waiting for memory.
    if (i + kAhead < count) {
      const Expansion& later = expansions_[i + kAhead];
      const ExpansionWorker<State>& w = workers_[static_cast<std::size_t>(later.worker)];
      for (std::size_t c = later.child_first; c < later.child_first + later.child_count; ++c)
        next_of_key_.prefetch(w.children[c].key_hash);
    }
    const bool chance = e.kind == NodeKind::chance;
    for (std::size_t c = e.child_first; c < e.child_first + e.child_count; ++c) {
      const ExpandedChild& child = worker.children[c];
      const auto [node, added] = next_of_key_.insert(worker.key_at(child.key_first, child.key_length), child.key_hash,
                                                     static_cast<NodeId>(next_first_ + next_.size()));
      if (added) {
        if (next_first_ + next_.size() >= max_nodes_)
          throw GraphTooLarge("the game graph needs more than " + std::to_string(max_nodes_) + " nodes");
        next_.push_back(std::move(worker.states[c]));
      }
      g_.edge_child.push_back(node);
      g_.edge_chance.push_back(chance ? static_cast<double>(child.weight) / e.total : 0.0);
      g_.edge_weight.push_back(child.weight);
    }
    g_.first_edge.push_back(g_.edge_child.size());
  }

  // Returns the payoff row of a terminal node's utilities (its key's bytes), adding it if new.
  std::uint32_t payoff_row(std::string_view key) {
    const auto [row, added] = payoff_of_key_.insert(key, static_cast<std::uint32_t>(g_.payoffs.size()));
    if (added) {
      std::vector<std::int64_t>& payoffs = g_.payoffs.emplace_back(key.size() / sizeof(std::int64_t));
      for (std::size_t p = 0; p < payoffs.size(); ++p) std::memcpy(&payoffs[p], key.data() + p * sizeof(std::int64_t), sizeof(std::int64_t));
    }
    return row;
  }

  // Returns the information set of a decision node's key, adding it if new. Throws
  // std::logic_error when a set's nodes differ in player, depth or options (game.h).
  InfosetId infoset_of(std::string_view key, const Expansion& e, std::uint32_t depth, const State& state) {
    const auto [set, added] = infoset_of_key_.insert(key, static_cast<InfosetId>(g_.infoset_player.size()));
    if (added) {
      g_.infoset_player.push_back(e.actor);
      g_.infoset_depth.push_back(depth);
      g_.infoset_first.push_back(g_.infoset_first.back() + static_cast<std::uint64_t>(e.options));
      g_.infoset_key.emplace_back(key);
      if (on_infoset_) on_infoset_(set, state);
    } else if (g_.infoset_player[set] != e.actor || g_.infoset_depth[set] != depth ||
               g_.infoset_first[set + 1] - g_.infoset_first[set] != static_cast<std::uint64_t>(e.options)) {
      throw std::logic_error("an information set's nodes differ in player, depth or options");
    }
    return set;
  }

  const G& game_;
  std::uint64_t max_nodes_;
  const std::function<void(InfosetId, const State&)>& on_infoset_;
  const std::atomic<bool>* cancel_;  // looked at before each window of states
  int threads_;
  std::vector<ExpansionWorker<State>> workers_;
  std::vector<Expansion> expansions_;
  GraphLayout g_;
  KeyIndex infoset_of_key_, payoff_of_key_, next_of_key_;
  // A level's states in blocks (block_list.h): never moving the (possibly large) states already
  // made, as a vector does each time it doubles. The two levels swap their memory.
  BlockList<State> level_, next_;
  std::uint64_t next_first_ = 0;  // the number of the next level's first node
};

}  // namespace detail

// Returns the game of `game` as a graph, merging states at equal depth with equal transposition
// keys. `progress(levels done, nodes so far)` is called after each level, and
// `on_infoset(set, state)` with the first state met of each information set (for what a game
// knows of its options beyond their number). At a chance node of a game with
// `weighted_children` (game.h), the weights and the possible children come from it in one pass.
// Otherwise each node's children come from the game's `children` (children_of), except at a
// chance node that gives at most half of its options a positive weight, whose possible children
// alone come from `child`: the same states, without making the impossible ones. Throws
// GraphTooLarge beyond `max_nodes` nodes, std::logic_error if the game breaks the contract of
// game.h (an information set spread over two depths, players or option counts; utilities
// without an entry per player), and skb::Cancelled once `cancel` (optional, set from elsewhere:
// an interrupt) is set, looked at every few thousand states.
template <Game G>
GameGraph build_graph(const G& game, std::uint64_t max_nodes,
                      const std::function<void(std::size_t, std::uint64_t)>& progress = {},
                      const std::function<void(InfosetId, const typename G::State&)>& on_infoset = {},
                      const std::atomic<bool>* cancel = nullptr) {
  return GameGraph(detail::GraphBuilder<G>(game, max_nodes, on_infoset, cancel).build(progress));
}

}  // namespace skb
