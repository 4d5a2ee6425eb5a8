// Policies: how a player of the hat game chooses a move from what they know, as players of
// every game do (solver/core/policy.h). A policy sees the table (public: characters, who knows
// which position, scores, the previous move) and the faces of the hats its player knows, and
// returns a move, drawing from a random stream where it chooses among equals. The policies whose
// choice has a probability that can be written down (random, memory) are models: they give
// P(move | what the player knows) and can serve as a model of play for the posterior
// (posterior.h). The search policy (advice.h) plays by the advise engine.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "solver/hats/history.h"
#include "solver/core/policy.h"
#include "solver/core/random.h"
#include "solver/hats/table.h"

namespace skb::hats {

// What the player to move knows.
struct PlayerView {
  const Table* table = nullptr;
  int player = 0;
  // The face of every hat the player knows, by position (nothing where they do not know it).
  std::array<std::optional<Kind>, kPositions> face{};
  // What has been seen since the game began (faces only where this player saw them); given to
  // policies that reason about hidden hats (search), else null.
  const History* history = nullptr;
};

// The hat game's decisions (solver/core/policy.h): a player decides from their PlayerView; the
// legal moves are the table's, in its order.
struct HatDecisions {
  using View = PlayerView;
  using Action = Move;
  static std::vector<Move> legal(const PlayerView& view) { return view.table->legal_moves(); }
};

using Policy = skb::Policy<HatDecisions>;

// Every legal move alike.
class RandomPolicy final : public Model<HatDecisions> {
 public:
  std::string_view name() const override { return "random"; }
  std::vector<std::uint64_t> weights(const PlayerView& view, const std::vector<Move>& legal) const override;
  // The same draw as Model's (one draw below the number of legal moves), without listing them.
  Move choose(const PlayerView& view, Rng& rng) const override;
  double probability(const PlayerView& view, const Move& m) const override;
};

// Perfect memory: open a hat known to match its character; else take a hat known to be magic;
// else look at a hat nobody knows (else one this player does not know, else any); each choice
// uniform among its equals. Never swaps and never opens a hat not known to fit, so it never
// repeats a known mistake.
class MemoryPolicy final : public Model<HatDecisions> {
 public:
  std::string_view name() const override { return "memory"; }
  std::vector<std::uint64_t> weights(const PlayerView& view, const std::vector<Move>& legal) const override;
  // A draw among the equals in their own order (known matches, magic hats, looks by position).
  Move choose(const PlayerView& view, Rng& rng) const override;
  double probability(const PlayerView& view, const Move& m) const override;
};

// Returns whether `policy` reads each hat its player knows only by whether it is magic and
// whether it matches the character at its position (random, which reads no hat, and memory),
// so that the exact posterior's model tables can lump the other kinds together (posterior.h).
bool reads_faces_by_fit(const Policy& policy);

// The names of the policies that need no settings: "random", "memory" (and "search", made by
// advice.h's SearchPolicy, with a budget).
std::span<const std::string_view> policy_names();

}  // namespace skb::hats
