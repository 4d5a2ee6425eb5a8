#include "solver/hats/record_maker.h"

#include <optional>
#include <string>

#include "solver/hats/deal.h"
#include "solver/hats/playout.h"

namespace skb::hats {

MadeRecord make_record(int players, Variant variant, std::span<const Policy* const> policies, std::uint64_t seed,
                       std::optional<int> turns, std::optional<int> view) {
  static constexpr const char* kNames[kMaxPlayers] = {"Ann", "Ben", "Cat", "Dan", "Eve", "Fay"};
  MadeRecord out;
  Record& r = out.record;
  for (int s = 0; s < players; ++s) r.players.emplace_back(kNames[s]);
  r.variant = variant;
  r.view = view;
  Rng rng(seed);
  std::vector<std::vector<Kind>> setup_dead;
  DealtGame game(players, variant, rng, &setup_dead);
  // The characters laid out at setup: a dead table reshuffles hats only.
  game.table().positions().for_each(
      [&](Position p) { r.characters[static_cast<std::size_t>(p.index())] = game.table().character(p); });
  const auto add_dead = [&](const std::vector<std::vector<Kind>>& tables) {
    for (const auto& faces : tables) {
      Event e;
      e.kind = EventKind::dead_table;
      e.faces = faces;
      r.events.push_back(std::move(e));
    }
  };
  add_dead(setup_dead);
  std::optional<History> history;
  for (const Policy* p : policies)
    if (p->reads_history() && !history) {
      history.emplace(game.table());
      history->live(game.table());
    }
  while (!game.table().over() && (!turns || game.table().turns() < *turns) && game.table().turns() < kTurnLimit) {
    const PlayerView v = view_of(game, history ? &*history : nullptr);
    const Move m = policies[static_cast<std::size_t>(v.player)]->choose(v, rng);
    TurnLog log;
    game.play(m, rng, history ? &*history : nullptr, &log);
    Event e;
    e.player = v.player;
    e.move = m;
    e.hat = log.hat;
    e.character = log.character;
    r.events.push_back(std::move(e));
    add_dead(log.dead_tables);
  }
  game.table().positions().for_each([&](Position p) { out.truth[static_cast<std::size_t>(p.index())] = game.face(p); });
  return out;
}

}  // namespace skb::hats
