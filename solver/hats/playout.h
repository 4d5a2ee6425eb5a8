// Playing a dealt game to its end with a policy in every seat: the one loop that simulations,
// the advise engine's playouts and the search policy share.
#pragma once

#include <array>
#include <span>

#include "solver/hats/deal.h"
#include "solver/hats/policy.h"

namespace skb::hats {

// Games longer than this many turns are stopped (and counted as stopped): random play ends
// long before it in practice, but no rule bounds a game's length.
inline constexpr int kTurnLimit = 2000;

struct GameOutcome {
  int players = 0;
  std::array<Score, kMaxPlayers> scores{};
  int turns = 0;
  int redeals = 0;       // times the table was dealt anew, setup included
  bool stopped = false;  // the turn limit was reached before the end
  // Each seat's share of the win: 1/k for each of k players sharing the highest score.
  double win_share(int seat) const;
  // Seat's score minus the best score among the others.
  int margin(int seat) const;
};

// The view of the player to move in `game` (faces of the hats they know), with `history`.
PlayerView view_of(const DealtGame& game, const History* history);

// Plays `game` on until it ends (or kTurnLimit turns from the start of the game have been
// played), seat s choosing by policies[s]. With a `history`, keeps it up to date (needed by
// policies that need one).
GameOutcome play_out(DealtGame& game, std::span<const Policy* const> policies, Rng& rng, History* history = nullptr);

}  // namespace skb::hats
