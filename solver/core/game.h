// Game: a finite extensive-form game with chance and imperfect information, as the analysis
// algorithms of solver/core see it (exact values, the game graph, best response, CFR).
//
// A game is a tree of states. At a chance node nature picks option k with probability
// weight[k] / (sum of the weights); at a decision node the actor, one of players() players,
// picks an option; at a terminal node every player receives an integer utility. Options are
// numbered 0..n-1 in a fixed order, so an algorithm never needs to know what they mean. What the
// actor knows is its information key: two decision nodes with equal keys form one information
// set, where a strategy must act alike; the key must say how many options there are.
//
// Two keys make large games tractable by merging states whose futures are the same:
// - `dynamics` writes what decides the rest of the game (the options, chance, utilities) but
//   not what players know: enough for profiles that read nothing (such as uniform play).
// - `transposition` writes that and every player's information about the past, so that two
//   states with equal keys at the same depth have equal subgames for every strategy: the game
//   graph (game_graph.h) merges them.
// Keys are byte strings the game appends to; their layout is the game's business.
#pragma once

#include <concepts>
#include <cstdint>
#include <string>
#include <vector>

namespace skb {

enum class NodeKind : std::uint8_t { chance, decision, terminal };

template <class G>
concept Game = requires(const G& g, const typename G::State& s, int option, std::string& key) {
  typename G::State;
  { g.players() } -> std::convertible_to<int>;
  { g.root() } -> std::same_as<typename G::State>;
  { g.kind(s) } -> std::same_as<NodeKind>;
  // The player to act at a decision node (0 .. players()-1).
  { g.actor(s) } -> std::convertible_to<int>;
  // The number of options at a chance or decision node.
  { g.options(s) } -> std::convertible_to<int>;
  // The state after option `option`.
  { g.child(s, option) } -> std::same_as<typename G::State>;
  // The chance weights, one per option, at a chance node.
  { g.chance_weights(s) } -> std::same_as<std::vector<std::uint64_t>>;
  // Each player's utility at a terminal node.
  { g.utilities(s) } -> std::same_as<std::vector<std::int64_t>>;
  g.information(s, key);
  g.dynamics(s, key);
  g.transposition(s, key);
};

// What a chance node can lead to, listed in one pass by a game that has
// `weighted_children(s, out)` (optional; AgainstProfile has it when the game lists actions and
// the profile weighs a given list): it replaces out's contents with one weight per option, and
// the children of the options of positive weight only, in option order. The game graph then
// never makes the children of impossible options, the options are listed once for the weights
// and the children, and one `out` serves every node (its vectors keep their memory).
template <class State>
struct WeightedChildren {
  std::vector<std::uint64_t> weights;
  std::vector<State> children;  // one per positive weight, in option order
};

template <class G>
concept HasWeightedChildren = requires(const G& g, const typename G::State& s,
                                       WeightedChildren<typename G::State>& out) {
  g.weighted_children(s, out);
};

// Returns every child of a chance or decision node, in option order: the game's own `children`
// when it has one (computing the options once), else child() for each option.
template <Game G>
std::vector<typename G::State> children_of(const G& game, const typename G::State& s) {
  if constexpr (requires {
                  { game.children(s) } -> std::same_as<std::vector<typename G::State>>;
                }) {
    return game.children(s);
  } else {
    std::vector<typename G::State> out;
    const int n = game.options(s);
    out.reserve(static_cast<std::size_t>(n));
    for (int k = 0; k < n; ++k) out.push_back(game.child(s, k));
    return out;
  }
}

}  // namespace skb
