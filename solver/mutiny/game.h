// The game of Mutiny as the analysis algorithms of solver/core see it (core/game.h): chance
// picks the Mutineer, then every decision of rules.h is a decision node whose options are
// legal_actions in their order; at the end every player on the winning side scores 1, everyone
// else 0.
//
// What a player knows at a decision is their information (`information`):
// - their private knowledge (knowledge.h's facts): their role, whether they are the Mutineer,
//   the Boatswain's search result, the Chaplain's confession and its answer, whether the
//   Chaplain chose them;
// - the public record of the game so far as the table sees it: the search, the reports, each
//   vote once its vote is complete (the waiting Boatswain sees the others' guilt votes before
//   casting his), the moves, the innocent player, the condemned player, the Boatswain's wait;
// - their own votes in a vote under way, and which decision this is.
// With Memory::perfect a player remembers all of it (perfect recall: the game of rules.md).
// Memory::short_term is the reduction the analysis solves (see `Memory`).
//
// The dynamics key holds what decides the rest of the game, whoever knows what: the Mutineer,
// whether the Chaplain is sworn, the phase, the votes standing, the innocent and condemned
// players. The transposition key adds every player's information.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "solver/core/game.h"
#include "solver/mutiny/seating.h"
#include "solver/mutiny/state.h"

namespace skb::mutiny {

// How much of the public record players remember in round 2.
// - perfect: everything (the game of rules.md; perfect recall).
// - short_term: in round 2 a player remembers their private knowledge, the search and the two
//   reports, the innocent player, and round 2 itself, but not the individual innocence votes nor
//   the dead reckoning (nor their own innocence votes). This is the reduction the analysis
//   solves: it keeps every decision and every option of the game, and forgets only what round 2
//   has least use for once the innocence vote is counted.
// - none: a player remembers their private knowledge and what is still part of the game's
//   state (the votes standing as far as they see them, the innocent and condemned players, the
//   Boatswain's wait, the moves of round 2), but not the search, the reports, nor the innocence
//   votes once counted. Against a profile that reads nothing (`random`), whose choices are
//   uniform over options that do not depend on the hidden Mutineer, nothing forgotten tells the
//   responder anything about the Mutineer or about what comes next, so a best response that
//   remembers this little is a best response of the full game.
enum class Memory : std::uint8_t { perfect, short_term, none };

class MutinyGame {
 public:
  // A node: before the deal (chance), or a game in progress or over.
  struct State {
    std::optional<mutiny::State> game;
  };

  // The whole game: chance deals the Mutineer, each role player with weight 1.
  MutinyGame(const Seating& seating, Memory memory)
      : seating_(seating), memory_(memory), everyone_(seating.everyone()) {}

  // The game from given positions (e.g. the start of the trial in each world of interest):
  // chance picks one of `starts`, each with weight 1. All must be on `seating`.
  MutinyGame(const Seating& seating, Memory memory, std::vector<mutiny::State> starts)
      : seating_(seating), memory_(memory), starts_(std::move(starts)), everyone_(seating.everyone()) {}

  const Seating& seating() const { return seating_; }
  Memory memory() const { return memory_; }

  int players() const { return seating_.players(); }
  State root() const { return {}; }
  game::NodeKind kind(const State& s) const;
  int actor(const State& s) const;
  int options(const State& s) const;
  State child(const State& s, int option) const;
  // Every child in option order, listing the legal actions once.
  std::vector<State> children(const State& s) const;
  // Each role player is the Mutineer with weight 1, in role order (State::all_deals), or each
  // start with weight 1.
  std::vector<std::uint64_t> chance_weights(const State& s) const;
  std::vector<std::int64_t> utilities(const State& s) const;
  void information(const State& s, std::string& key) const;
  void dynamics(const State& s, std::string& key) const;
  void transposition(const State& s, std::string& key) const;

  // Appends `player`'s information in `state` (as `information` does for the player to act).
  void information_of(const mutiny::State& state, Player player, std::string& key) const;
  void information_for(const State& s, int player, std::string& key) const {
    if (s.game) information_of(*s.game, Player(player), key);
  }

 private:
  // Returns the root's children: the starts, or the four deals.
  std::vector<mutiny::State> first_states() const;

  Seating seating_;
  Memory memory_;
  std::vector<mutiny::State> starts_;
  std::vector<Player> everyone_;  // seating_.everyone(), listed once
};

static_assert(game::Game<MutinyGame>);

}  // namespace skb::mutiny
