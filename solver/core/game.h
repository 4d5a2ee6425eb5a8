// Game: the one contract between a game and the analysis algorithms of solver/core (exact
// values, the game graph, best response, CFR, sampled CFR, sizes, play against a profile).
// Everything a game may offer them is declared here; a new game reads this file only.
//
// A game is a tree of states. At a chance node nature picks option k with probability
// weight[k] / (sum of the weights); at a decision node the actor, one of players() players,
// picks an option; at a terminal node every player receives an integer utility. Options are
// numbered 0..n-1 in a fixed order, so an algorithm never needs to know what they mean. What the
// actor knows is its information key: two decision nodes with equal keys form one information
// set, where a strategy must act alike; the key must say how many options there are.
//
// Required (the Game concept below):
// - players(), root(), kind(s), actor(s), options(s), child(s, k), chance_weights(s);
// - utilities(s) at a terminal node: entry p (0 .. players()-1) is player p's utility, an exact
//   integer; entries after the players' are the game's own *figures* (tallies the reports want,
//   such as Mutiny's "the crew won"): algorithms evaluate them (node_values, exact values) but
//   never optimise them. A game with figures names them with figure_names() (below).
// - three keys, byte strings the game appends to (their layout is the game's business):
//   - `information`: what the player to act knows (its information set);
//   - `dynamics`: what decides the rest of the game (the options, chance, utilities) but not
//     what players know: enough for profiles that read nothing (such as uniform play);
//   - `transposition`: that and every player's information about the past, so that two states
//     with equal keys at the same depth have equal subgames for every strategy: the game graph
//     (game_graph.h) merges them.
//
// Optional, each detected by its concept below:
// - children(s): every child at once, in option order (when listing them together is cheaper);
// - weighted_children(s, out): a chance node's weights and its possible children in one pass;
// - information_for(s, player, key): what any player knows, not only the player to act (play
//   against a profile, counting a player's information sets);
// - actions(s) and child(s, action): a decision's options as the game's own actions, so that a
//   profile can weigh a listed set of actions (against_profile.h);
// - option_name(s, k): option k's name as a player reads it ("condemn Cat", "pass"), so that
//   tables and reports never depend on a private option order;
// - figure_names(): the names of utilities' entries after the players';
// - facts(): static facts the algorithms check rather than assume (GameFacts below).
#pragma once

#include <concepts>
#include <cstdint>
#include <string>
#include <vector>

namespace skb {

enum class NodeKind : std::uint8_t { chance, decision, terminal };

// What a game guarantees about itself, for the algorithms to check (not assume):
// - zero_sum: the players' utilities add up to zero at every terminal node (CFR's average then
//   approaches an equilibrium with two players);
// - perfect_recall: no player's information key ever forgets what that player knew or did (a
//   best response on the graph is then exact; with forgetting keys, an abstraction, its gain is a
//   lower bound).
// A game that says nothing is taken to guarantee nothing.
struct GameFacts {
  bool zero_sum = false;
  bool perfect_recall = false;
  bool operator==(const GameFacts&) const = default;
};

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

template <class G>
concept HasInformationFor = requires(const G& g, const typename G::State& s, int player, std::string& key) {
  g.information_for(s, player, key);
};

template <class G>
concept HasOptionNames = requires(const G& g, const typename G::State& s, int option) {
  { g.option_name(s, option) } -> std::convertible_to<std::string>;
};

template <class G>
concept HasFigureNames = requires(const G& g) {
  { g.figure_names() } -> std::convertible_to<std::vector<std::string>>;
};

template <class G>
concept HasFacts = requires(const G& g) {
  { g.facts() } -> std::same_as<GameFacts>;
};

// Returns the game's facts (nothing guaranteed when it states none).
template <class G>
GameFacts facts_of(const G& game) {
  if constexpr (HasFacts<G>)
    return game.facts();
  else
    return {};
}

// Returns option k's name at a decision or chance node: the game's option_name when it has one,
// else "option k".
template <class G>
std::string option_name_of(const G& game, const typename G::State& s, int option) {
  if constexpr (HasOptionNames<G>)
    return std::string(game.option_name(s, option));
  else
    return "option " + std::to_string(option);
}

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
