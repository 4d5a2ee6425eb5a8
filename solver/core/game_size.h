// Game size: how many histories a game has (paths from the root to the end), how many
// decision points each player meets and how many information sets each player has, counted exactly with memoisation
// over the dynamics key (game.h: states with equal dynamics have equal subtrees), in arbitrary-precision integers since
// full games easily pass 2^64.
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include <gmpxx.h>

#include "solver/core/game.h"

namespace skb {

struct GameSize {
  mpz_class histories;               // terminal histories
  std::vector<mpz_class> decisions;  // per player: histories that end at that player's decision
};

// Returns the size of the subtree of every state reachable from the root of `game`.
template <Game G>
GameSize game_size(const G& game) {
  std::unordered_map<std::string, GameSize> memo;
  const auto players = static_cast<std::size_t>(game.players());
  const auto count = [&](const auto& self, const typename G::State& s) -> GameSize {
    GameSize size;
    size.decisions.assign(players, 0);
    const NodeKind kind = game.kind(s);
    if (kind == NodeKind::terminal) {
      size.histories = 1;
      return size;
    }
    std::string key;
    game.dynamics(s, key);
    if (auto found = memo.find(key); found != memo.end()) return found->second;
    size.histories = 0;
    if (kind == NodeKind::decision) size.decisions[static_cast<std::size_t>(game.actor(s))] += 1;
    for (const typename G::State& child : children_of(game, s)) {
      const GameSize below = self(self, child);
      size.histories += below.histories;
      for (std::size_t p = 0; p < players; ++p) size.decisions[p] += below.decisions[p];
    }
    memo.emplace(std::move(key), size);
    return size;
  };
  return count(count, game.root());
}

// Returns how many information sets `player` has in `game`: the number of distinct information
// keys (game.h's `information_for`) among the reachable states where `player` decides. In a game
// of perfect recall a player's key never loses what it held, so the keys below a point of the
// player's view extend its key, and their number depends only on the states the player cannot
// tell apart there. The count walks the player's view: a view is the set of states with one
// key; its children are the next states grouped by the player's key; the number of keys below
// a view is memoised on the set of its states' dynamics keys (what decides everything after), so
// that views that differ only in what was seen before are counted once.
template <Game G>
requires HasInformationFor<G>
mpz_class count_information_sets(const G& game, int player) {
  using State = typename G::State;
  std::unordered_map<std::string, mpz_class> memo;
  const auto count = [&](const auto& self, const std::vector<State>& view) -> mpz_class {
    // The memo key: the sorted, distinct dynamics keys of the view's states.
    std::vector<std::string> dynamics;
    for (const State& s : view) {
      std::string d;
      game.dynamics(s, d);
      dynamics.push_back(std::move(d));
    }
    std::sort(dynamics.begin(), dynamics.end());
    dynamics.erase(std::unique(dynamics.begin(), dynamics.end()), dynamics.end());
    std::string key;
    for (const std::string& d : dynamics) {
      key += std::to_string(d.size());
      key += ':';
      key += d;
    }
    if (auto found = memo.find(key); found != memo.end()) return found->second;
    mpz_class total = 0;
    // The view's states share the player's key, so they are alike in whether the player decides.
    const State& first = view.front();
    if (game.kind(first) == NodeKind::decision && game.actor(first) == player) total += 1;
    std::map<std::string, std::vector<State>> next;  // the children by the player's key
    for (const State& s : view) {
      if (game.kind(s) == NodeKind::terminal) continue;
      const std::vector<std::uint64_t> weights =
          game.kind(s) == NodeKind::chance ? game.chance_weights(s) : std::vector<std::uint64_t>{};
      std::vector<State> children = children_of(game, s);
      for (std::size_t k = 0; k < children.size(); ++k) {
        if (!weights.empty() && weights[k] == 0) continue;  // never happens
        std::string info;
        game.information_for(children[k], player, info);
        next[info].push_back(std::move(children[k]));
      }
    }
    for (const auto& [info, states] : next) total += self(self, states);
    memo.emplace(std::move(key), total);
    return total;
  };
  return count(count, std::vector<State>{game.root()});
}

}  // namespace skb
