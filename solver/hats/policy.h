// Policies: how a player chooses a move from what they know. A policy sees the table (public:
// characters, who knows which position, scores, the previous move) and the faces of the hats
// its player knows, and returns a move, drawing from a random stream where it chooses among
// equals. Policies whose choice has a probability that can be written down (random, memory)
// also give P(move | what the player knows): they can serve as a model of play for the
// posterior (posterior.h). The search policy (search.h) plays by the advise engine.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "solver/hats/history.h"
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

class Policy {
 public:
  virtual ~Policy() = default;
  virtual std::string_view name() const = 0;
  // The move to play (legal; the game is not over).
  virtual Move choose(const PlayerView& view, Rng& rng) const = 0;
  // Whether probability() is defined.
  virtual bool has_probability() const { return false; }
  // P(the policy plays `m` | view), for a legal move `m`.
  virtual double probability(const PlayerView& view, Move m) const;
  // Whether the policy needs the history in its view.
  virtual bool needs_history() const { return false; }
};

// Every legal move alike.
class RandomPolicy final : public Policy {
 public:
  std::string_view name() const override { return "random"; }
  Move choose(const PlayerView& view, Rng& rng) const override;
  bool has_probability() const override { return true; }
  double probability(const PlayerView& view, Move m) const override;
};

// Perfect memory: open a hat known to match its character; else take a hat known to be magic;
// else look at a hat nobody knows (else one this player does not know, else any); each choice
// uniform among its equals. Never swaps and never opens a hat not known to fit, so it never
// repeats a known mistake.
class MemoryPolicy final : public Policy {
 public:
  std::string_view name() const override { return "memory"; }
  Move choose(const PlayerView& view, Rng& rng) const override;
  bool has_probability() const override { return true; }
  double probability(const PlayerView& view, Move m) const override;
};

// The names of the policies that need no settings: "random", "memory" (and "search", made by
// search.h with a budget).
std::span<const std::string_view> policy_names();

}  // namespace skb::hats
