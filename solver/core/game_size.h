// Game size: how many histories a game has (paths from the root to the end) and how many
// decision points each player meets, counted exactly with memoisation over the dynamics key
// (game.h: states with equal dynamics have equal subtrees), in arbitrary-precision integers
// since full games easily pass 2^64.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include <gmpxx.h>

#include "solver/core/game.h"

namespace skb::game {

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

}  // namespace skb::game
