// The game of Mutiny as the analysis algorithms of solver/core see it (core/game.h): chance
// picks the Mutineer, then every decision of rules.h is a decision node whose options are
// allowed_actions (variant.h) in their order; at the end every player on the winning side
// scores 1, everyone else 0 (and an extra entry says whether the crew won).
//
// What a player knows at a decision is their information (`information`):
// - their private knowledge (facts.h): their role, whether they are the Mutineer,
//   the Boatswain's search result, the Chaplain's confession and its answer, whether the
//   Chaplain chose them;
// - the public record of the game so far as the table sees it: the search, the reports, each
//   vote once its vote is complete (the waiting Boatswain sees the others' guilt votes before
//   casting his), the moves, the innocent player, the condemned player, the Boatswain's wait;
// - their own votes in a vote under way, and which decision this is.
// With Memory::perfect a player remembers all of it (perfect recall: the game of rules.md).
// Memory::reduced is the reduction the equilibrium is solved on (see `Memory`).
//
// The dynamics key holds what decides the rest of the game, whoever knows what: the Mutineer,
// whether the Chaplain is sworn, the phase, the votes standing, the innocent and condemned
// players. The transposition key adds the information of every player who may still decide:
// everyone's, except for the move change course forces, after which only its mover acts.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "solver/core/game.h"
#include "solver/mutiny/labels.h"
#include "solver/mutiny/seating.h"
#include "solver/mutiny/state.h"
#include "solver/mutiny/variant.h"

namespace skb::mutiny {

// How much of the public record players remember.
// - perfect: everything (the game of rules.md; perfect recall).
// - short_term: in round 2 a player remembers their private knowledge, the search and the two
//   reports, the innocent player, and round 2 itself, but not the individual innocence votes nor
//   the dead reckoning (nor their own innocence votes). It keeps every decision and every option
//   of the game, and forgets only what round 2 has least use for once the innocence vote is
//   counted. Best responses fall back to it when a perfect memory's graph is too large.
// - reduced: short_term, and once the guilt vote is cast (for the waiting Boatswain: once he
//   sees the others' votes), a player no longer recalls the search and the reports: the votes
//   in front of them stand for what the table thought. Their private knowledge (their side,
//   the Boatswain's search and its result, the Chaplain's confession) stays. This is the game
//   the equilibrium is solved on (equilibrium.h): small enough for counterfactual regret
//   minimisation (3.7 million merged states with 4 players), with every decision and option of
//   the game kept.
// - none: a player remembers their private knowledge and what is still part of the game's
//   state (the votes standing as far as they see them, the innocent and condemned players, the
//   Boatswain's wait, the moves of round 2), but not the search, the reports, nor the innocence
//   votes once counted. Against a profile that reads nothing (`random`), whose choices are
//   uniform over options that do not depend on the hidden Mutineer, nothing forgotten tells the
//   responder anything about the Mutineer or about what comes next, so a best response that
//   remembers this little is a best response of the full game.
// - tallied: reduced, and of the guilt vote a player keeps only the count: once they see the
//   votes, how many each player holds (not who cast them); before, only the votes they have cast
//   themselves while it is still their turn (the condemned player's first vote as he casts his
//   second). It is meant for the game without forgiveness and change course (variant.h), the
//   only actions that ask who cast a vote; that game with this memory is the 6-player reduction
//   (reduction.h), whose states then merge by the count of the guilt votes.
enum class Memory : std::uint8_t { perfect, short_term, reduced, none, tallied };

// Returns the memory's name as files and reports spell it ("perfect", "short_term", "reduced",
// "state" for none, "tallied").
std::string_view memory_name(Memory memory);

class MutinyGame {
 public:
  // A node: before the deal (chance), or a game in progress or over.
  struct State {
    std::optional<mutiny::State> game;
  };

  // The whole game: chance deals the Mutineer, each role player with weight 1. `variant`
  // takes powers away (variant.h): the options of every decision are allowed_actions. Throws
  // std::invalid_argument for Memory::tallied in a variant with forgiveness or change course
  // (whose options name who cast a vote, which that memory forgets).
  MutinyGame(const Seating& seating, Memory memory, Variant variant = {})
      : seating_(seating),
        memory_(memory),
        variant_(variant),
        everyone_(seating.everyone()),
        counted_guilt_votes_(checked_counting(memory, variant)) {}

  // The game from given positions (e.g. the start of the trial in each world of interest):
  // chance picks one of `starts`, each with weight 1. All must be on `seating`.
  MutinyGame(const Seating& seating, Memory memory, std::vector<mutiny::State> starts, Variant variant = {})
      : seating_(seating),
        memory_(memory),
        variant_(variant),
        starts_(std::move(starts)),
        everyone_(seating.everyone()),
        counted_guilt_votes_(checked_counting(memory, variant)) {}

  const Seating& seating() const { return seating_; }
  Memory memory() const { return memory_; }
  const Variant& variant() const { return variant_; }

  // Returns the options of the decision at `state` (allowed_actions under the variant), in
  // option order.
  std::vector<Action> actions(const mutiny::State& state) const { return allowed_actions(state, variant_); }
  // The same at a decision node of the game tree (listed once by AgainstProfile for a fixed
  // player's weights and children), and the child after one of them.
  std::vector<Action> actions(const State& s) const { return actions(*s.game); }
  State child(const State& s, const Action& action) const;

  int players() const { return seating_.players(); }
  // Not zero-sum (each winner scores 1); perfect recall with Memory::perfect only.
  skb::GameFacts facts() const { return {false, memory_ == Memory::perfect}; }
  // The name of option k: the action as the record writes it, or the Mutineer's seat at the
  // deal.
  std::string option_name(const State& s, int option) const;
  // utilities' one figure after the seats': whether the crew won.
  std::vector<std::string> figure_names() const { return {"crew_win"}; }
  State root() const { return {}; }
  skb::NodeKind kind(const State& s) const;
  int actor(const State& s) const;
  int options(const State& s) const;
  State child(const State& s, int option) const;
  // Every child in option order, listing the legal actions once.
  std::vector<State> children(const State& s) const;
  // Each role player is the Mutineer with weight 1, in role order (State::all_deals), or each
  // start with weight 1.
  std::vector<std::uint64_t> chance_weights(const State& s) const;
  // Each seat's utility (1 when on the winning side, else 0), then one figure (game.h): 1 when
  // the crew won (so that a graph or an evaluation reads the crew's win beside the seats').
  std::vector<std::int64_t> utilities(const State& s) const;
  void information(const State& s, std::string& key) const;
  void dynamics(const State& s, std::string& key) const;
  void transposition(const State& s, std::string& key) const;

  // Appends `player`'s information in `state` (as `information` does for the player to act),
  // with players, votes and moves written in labels (labels.h): the same at every seating.
  void information_of(const mutiny::State& state, Player player, std::string& key) const;
  void information_for(const State& s, int player, std::string& key) const {
    if (s.game) information_of(*s.game, Player(player), key);
  }

 private:
  // Returns the root's children: the starts, or the four deals.
  std::vector<mutiny::State> first_states() const;
  // Returns whether in `variant` nothing after the guilt vote asks who cast a vote (forgiveness
  // and change course removed), so that the dynamics key writes only how many votes each
  // player holds.
  static bool counts_guilt_votes(const Variant& variant) {
    return variant.removes(Power::forgiveness) && variant.removes(Power::change_course);
  }
  // Returns counts_guilt_votes(variant), after checking that `memory` can be played in it.
  static bool checked_counting(Memory memory, const Variant& variant) {
    const bool counted = counts_guilt_votes(variant);
    if (memory == Memory::tallied && !counted)
      throw std::invalid_argument("Memory::tallied needs a game without forgiveness and change course");
    return counted;
  }

  Seating seating_;
  Memory memory_;
  Variant variant_;
  std::vector<mutiny::State> starts_;
  std::vector<Player> everyone_;  // seating_.everyone(), listed once
  bool counted_guilt_votes_;      // counts_guilt_votes(variant_)
  Labels labels_{seating_};
};

static_assert(skb::Game<MutinyGame>);

// Appends what `player` knows in `state` under `memory` (MutinyGame::information_of), written in
// `labels` (those of the state's seating).
void write_information(const State& state, Player player, Memory memory, const Labels& labels, std::string& key);

}  // namespace skb::mutiny
