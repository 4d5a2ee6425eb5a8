#include "solver/hats/playout.h"

#include <algorithm>

namespace skb::hats {

double GameOutcome::win_share(int seat) const {
  int best = scores[0].value();
  for (int s = 1; s < players; ++s) best = std::max(best, scores[static_cast<std::size_t>(s)].value());
  if (scores[static_cast<std::size_t>(seat)].value() != best) return 0;
  int winners = 0;
  for (int s = 0; s < players; ++s) winners += scores[static_cast<std::size_t>(s)].value() == best ? 1 : 0;
  return 1.0 / winners;
}

int GameOutcome::margin(int seat) const {
  int best_other = -1'000'000;
  for (int s = 0; s < players; ++s)
    if (s != seat) best_other = std::max(best_other, scores[static_cast<std::size_t>(s)].value());
  return scores[static_cast<std::size_t>(seat)].value() - best_other;
}

PlayerView view_of(const DealtGame& game, const History* history) {
  PlayerView v;
  v.table = &game.table();
  v.player = game.table().to_move();
  v.history = history;
  game.table().known(v.player).for_each(
      [&](Position p) { v.face[static_cast<std::size_t>(p.index())] = game.face(p); });
  return v;
}

GameOutcome play_out(DealtGame& game, std::span<const Policy* const> policies, Rng& rng, History* history) {
  GameOutcome out;
  while (!game.table().over()) {
    if (game.table().turns() >= kTurnLimit) {
      out.stopped = true;
      break;
    }
    const PlayerView view = view_of(game, history);
    const Move m = policies[static_cast<std::size_t>(view.player)]->choose(view, rng);
    game.play(m, rng, history);
  }
  const Table& t = game.table();
  out.players = t.players();
  for (int s = 0; s < t.players(); ++s) out.scores[static_cast<std::size_t>(s)] = t.score(s);
  out.turns = t.turns();
  out.redeals = t.redeals();
  return out;
}

}  // namespace skb::hats
