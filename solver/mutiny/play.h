// Play: a record's actions played through the rules engine (rules.h) in one world, so that every
// rule has one home: the reader refuses what `breach` refuses, and the solver weighs each
// action with the profile's weights in the very state the engine reaches.
//
// A record writes the public actions; a play fills in what it leaves implicit, in the order of
// the game (state.h):
// - the confession, which is secret: the world's (world.h), and not weighed (the prior is);
// - an optional decision the record passes over: a statement of a later phase means that it was
//   not taken (no search, silence, no move, nobody condemned, no waiting, nobody forgiven,
//   nobody named for change course);
// - the votes of one vote, which are simultaneous: a record writes them in any order, one
//   statement a voter (two targets for a player with two votes), and they are played in the
//   engine's casting order once the vote is complete;
// - the end of the record: a complete vote at the end is counted, the optional decisions after
//   it that the record does not write not taken (dead reckoning; forgiveness and change course),
//   and a record that stops inside a vote holds the votes cast so far in casting order (in
//   practice, everyone's but a waiting Boatswain's).
// With a profile (profile.h), every decision the record shows (written or implicit) multiplies
// the play's likelihood by its probability: the weights of the options that look the same at
// the table (the same vote moved, a player's two votes in either order) over the sum of the
// weights of every legal option. With a tremble t, a player follows the profile with
// probability 1 - t and takes a uniformly random legal option with probability t (a mistake,
// as `skb hats solve --tremble` models it), so that an action the profile never takes is
// unlikely rather than impossible:
//   P(decision) = (1 - t) * P_profile(decision) + t * (matching options) / (legal options).
//
// The game may end in round 1 in this world (the Mutineer declared innocent) while the record
// goes on: then the world cannot be the real one, and the play stops there (ended_at). Any other
// action the rules refuse is a RecordError naming the file, line, column and the rule in the
// players' words.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "solver/core/fraction.h"
#include "solver/mutiny/profile.h"
#include "solver/mutiny/record.h"
#include "solver/mutiny/state.h"
#include "solver/mutiny/world.h"

namespace skb::mutiny {

class Play {
 public:
  // Starts the game of `record` (whose seating is set) in `world`; a non-null `profile` weighs
  // every decision (it must outlive the play).
  Play(const Record& record, const World& world, const Profile* profile = nullptr, const Fraction& tremble = 0);

  // Plays action `index` of the record, with the decisions the record leaves implicit before
  // it. Actions are played in the record's order, each once. Throws RecordError if the record
  // breaks a rule there; does nothing once the game has ended in round 1 in this world.
  void play(std::size_t index);

  // Ends the record (after its last action): counts a complete vote and declines what follows
  // it, as described above. With `open_for` (the viewer asking for advice on their next
  // decision), the game goes on to that player's decision instead: the optional decisions of
  // others that the record passes over were not taken, the secret confession is the world's,
  // and the player's own optional decision (the Navigator's dead reckoning after the innocence
  // vote, say) is left open; it stops at a vote or a forced move of someone else's. Throws
  // RecordError for a record that stops inside a vote with a vote missing before others.
  void finish(std::optional<Player> open_for = std::nullopt);

  // Returns the game as the record leaves it in this world.
  const State& state() const { return state_; }

  // Returns the first action statement the record goes on with after the game ended in round 1
  // in this world, or nothing when the record never does.
  std::optional<int> ended_at() const { return ended_at_; }

  // Returns the product of the probabilities of every decision played (1 without a profile).
  const Fraction& likelihood() const { return likelihood_; }

  // Returns the statements whose decision has probability 0 under the profile in this world, in
  // file order (an implicit decision counts for the statement that implies it; at the end of the
  // record, for the last action).
  const std::vector<int>& impossible() const { return impossible_; }

  // Returns the first decision with probability 0 under the profile in this world, in the
  // players' words ("Ann skips the cabin search"), or nothing.
  const std::optional<std::string>& first_impossible() const { return first_impossible_; }

 private:
  [[noreturn]] void fail(const RecordedAction& action, std::size_t word, const std::string& message) const;
  Phase phase_of(const RecordedAction& action) const;
  void advance_to(Phase target, const RecordedAction& action);
  void take_vote(std::size_t index);
  void flush_votes(const RecordedAction& at, bool at_end);
  void take(const RecordedAction& action);
  std::vector<Action> matching(const RecordedAction& action) const;
  Fraction probability(const State& state, const std::vector<Action>& options) const;
  void note_impossible(const Action& action, int statement);
  void decide(const std::vector<Action>& options, int statement);
  void decide_pair(const Action& first, const Action& second, int statement);
  std::string name(Player p) const { return record_.name(p); }
  std::string what(const RecordedAction& action) const;

  const Record& record_;
  World world_;
  const Profile* profile_;
  Fraction tremble_;
  State state_;
  Fraction likelihood_ = 1;
  std::optional<int> ended_at_;
  std::vector<int> impossible_;
  std::optional<std::string> first_impossible_;
  std::vector<std::size_t> votes_;               // the vote in progress: its statements so far (indices into actions)
  std::array<std::optional<int>, phase_count> played_{};  // per phase, the statement that played it explicitly
  std::optional<Phase> last_phase_;              // the phase of the last statement played
  int last_statement_ = -1;
};

}  // namespace skb::mutiny
