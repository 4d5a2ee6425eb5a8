// Posterior: the exact answer to a Mutiny record (the game's rules, "What the solver computes
// from a record"; docs/mutiny/record-format.md).
//
// Every world (world.h: the Mutineer and the Chaplain's confession target, 16 in all) weighs
//   prior x facts x reports x model x the record's own course, where
// - prior: the Mutineer uniform over the four role players (1/4 each); the confession target
//   nobody with probability 1 - c and each other role player with c/3, c the confession rate
//   (default 3/4: uniform over the four choices), independently;
// - facts (facts.h): 1 where the fact holds, 0 where it does not;
// - reports: a report by a player on the crew's side in the world must be true (1, else 0); a
//   report by the Mutineer or a sworn Chaplain weighs 1 - λ if true and λ if false (λ the lie
//   rate); silence weighs 1, and so does every report the viewer made himself;
// - model: with a profile (profile.h), the probability of every decision the record shows
//   (play.h), played in that world, each with the tremble (a mistake: a uniformly random legal
//   option with probability t); without one, 1;
// - course: 0 when the game ended in the world in round 1 (its Mutineer declared innocent) but
//   the record goes on to round 2.
// Weights are exact rationals (the lie rate and the confession rate are read as the exact value
// of their double), so every probability is the nearest double to its exact value: equal
// chances are exactly equal. A record that no world satisfies is a Contradiction naming a
// smallest set of statements that cannot all hold (remove any one and some world fits). A record
// that some world satisfies, but none under the model (possible only with tremble 0), is a
// Contradiction that says so: it names the model, the statements whose actions the model never
// takes, one such action in words, and the way out (a tremble above 0, or no model).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "solver/core/fraction.h"
#include "solver/mutiny/profile.h"
#include "solver/mutiny/record.h"
#include "solver/mutiny/world.h"

namespace skb::mutiny {

struct Posterior {
  std::vector<World> worlds;                // all_worlds of the record's seating
  std::vector<Fraction> world_probability;  // the exact probability of each world
  std::size_t consistent_worlds = 0;        // worlds with probability > 0

  std::vector<double> mutineer;                           // per player: P(the player is the Mutineer); 0 for jurors
  double sworn = 0;                                       // P(the Chaplain is sworn)
  std::vector<double> mutineer_side;                      // per player: P(on the Mutineer's side)
  std::vector<std::optional<Player>> confession_options;  // confession_options(seating)
  std::vector<double> confession;                         // per option: P(the Chaplain heard it)

  // The votes as the record leaves them (public, the same in every world).
  bool innocence_counted = false;
  std::optional<Player> innocent;  // once counted: the innocent player, or nobody (a tie)
  bool guilt_counted = false;
  std::optional<Player> guilty;  // once counted: the guilty player, or nobody (a tie)

  double game_over = 0;          // P(the game is over at the end of the record)
  double crew_won = 0;           // P(it is over and the crew has won: the Mutineer is guilty)
  double mutineer_side_won = 0;  // P(it is over and the Mutineer's side has won)

  std::vector<std::string> notes;  // what the viewer knows but the record does not state (facts.h)
};

struct SolveOptions {
  const Profile* model = nullptr;  // the model of play, or none: actions are not evidence
  double tremble = 0;              // with a model: the chance of a uniformly random legal option, 0 to 1
  // A player whose optional decision after a complete vote at the record's end is left open
  // rather than declined (play.h's finish): the viewer of `advise`, about to take it.
  std::optional<Player> open_for;
};

// Returns the posterior of `record` (as read by read_record, with any overrides of its view, lie
// rate and confession rate applied). Throws RecordError for a fact its viewer cannot know, and
// Contradiction when no world satisfies the record.
Posterior solve(const Record& record, const SolveOptions& options = {});

}  // namespace skb::mutiny
