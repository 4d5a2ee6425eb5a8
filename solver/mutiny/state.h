// State: one game of Mutiny as a value: the deal, the Mutineer, and everything decided so far.
//
// The game walks through its phases in the order of rules.md, one decision at a time (phase.h
// holds what each phase is, in one table):
//
//   round 1  search            the Boatswain: search another role player, or not
//            confession        the Chaplain: hear another role player's confession, or not
//            boatswain_report  the Boatswain: silent, or "X is / is not the Mutineer" on the
//                              player he searched (only silent if he did not search)
//            chaplain_report   the Chaplain: silent, or "X confessed" / "X denied"
//            innocence_vote    one decision per vote: every player in seat order, the
//                              Helmsman's two (compulsory) votes consecutively
//            dead_reckoning    the Navigator: move one cast vote, or not
//            -- the innocent player is counted; if it is the Mutineer the game is over --
//   round 2  condemn           the Helmsman: condemn another player, or nobody
//            bosun_wait        the Boatswain: wait (vote after seeing the others) or not
//            guilt_vote        one decision per vote: seat order, the condemned player's two
//                              votes consecutively, a waiting Boatswain last
//            forgiveness       the Chaplain: take one vote for himself, or not
//            change_course     the Navigator: name an eligible player, or nobody
//            change_course_move  the named player: move one of their own votes
//            -- the guilty player is counted; the game is over --
//            over
//
// Simultaneous votes are sequential decisions here (see votes.h): a later voter must not be
// given the earlier choices of the same simultaneous vote; deciding what each player observes
// is left to the code built on this library. Decisions with a single legal option (the
// Boatswain's report when he did not search, forgiveness when the Chaplain is innocent, change
// course when nobody is eligible) are still decisions of the game: legal_actions (rules.h)
// lists that one option.
//
// Chance is only the choice of the Mutineer (each role player with probability 1/4); the
// library has no randomness: `State::deal` starts a game with a given Mutineer, and
// `State::all_deals` lists the four. A state is created only by `deal` and changed only by
// `apply` (rules.h; `apply_legal` for actions legal_actions listed), so it always follows the rules.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "solver/mutiny/action.h"
#include "solver/mutiny/phase.h"
#include "solver/mutiny/report.h"
#include "solver/mutiny/seating.h"
#include "solver/mutiny/types.h"
#include "solver/mutiny/votes.h"

namespace skb::mutiny {

class State {
 public:
  // Returns the game at its first decision (the Boatswain's search) on `seating`, with
  // `mutineer` the Mutineer. Throws RuleError if the Mutineer is not a role player.
  static State deal(const Seating& seating, Player mutineer);

  // The same on the seating of `players` players where holders[role_index(r)] holds role r.
  // Throws RuleError as Seating::make does, or if the Mutineer is not a role player.
  static State deal(int players, const std::array<Player, role_count>& holders, Player mutineer);

  // Returns the four chance outcomes of `seating`, one per Mutineer, in role order (the
  // Boatswain the Mutineer first); each has probability 1/4.
  static std::vector<State> all_deals(const Seating& seating);

  const Seating& seating() const { return seating_; }
  int players() const { return seating_.players(); }
  Player holder(Role role) const { return seating_.holder(role); }
  Player mutineer() const { return mutineer_; }
  Phase phase() const { return phase_; }

  // Round 1. Each returns what was decided, or nothing if not (or not yet).
  std::optional<Player> searched() const { return searched_; }
  std::optional<Player> confession_target() const { return confession_target_; }
  // Returns whether the Chaplain is sworn: his confession target was the Mutineer (never when
  // he is the Mutineer himself, since he cannot confess himself).
  bool chaplain_sworn() const { return confession_target_ == mutineer_; }
  const Report& boatswain_report() const { return boatswain_report_; }
  const Report& chaplain_report() const { return chaplain_report_; }
  // Returns the innocence votes cast so far, in casting order, as they stand (after dead
  // reckoning once it is done).
  const VoteList& innocence_votes() const { return innocence_votes_; }
  std::optional<Move> dead_reckoning() const { return dead_reckoning_; }
  // Returns the innocent player: nothing before the innocence vote is counted (phase up to
  // dead_reckoning) or when the most votes were tied.
  std::optional<Player> innocent() const { return innocent_; }

  // Round 2, the same way.
  std::optional<Player> condemned() const { return condemned_; }
  bool boatswain_waits() const { return boatswain_waits_; }
  const VoteList& guilt_votes() const { return guilt_votes_; }
  std::optional<Move> forgiveness() const { return forgiveness_; }
  std::optional<Player> change_course_named() const { return change_course_named_; }
  std::optional<Move> change_course_move() const { return change_course_move_; }
  // Returns the guilty player: nothing before the game is over, when it ended in round 1, or
  // when the most votes were tied.
  std::optional<Player> guilty() const { return guilty_; }

  friend bool operator==(const State&, const State&) = default;
  friend State apply_legal(State state, const Action& action);

 private:
  State(const Seating& seating, Player mutineer) : seating_(seating), mutineer_(mutineer) {}

  Seating seating_;
  Player mutineer_;
  Phase phase_ = Phase::search;
  std::optional<Player> searched_;
  std::optional<Player> confession_target_;
  Report boatswain_report_;
  Report chaplain_report_;
  VoteList innocence_votes_;
  std::optional<Move> dead_reckoning_;
  std::optional<Player> innocent_;
  std::optional<Player> condemned_;
  bool boatswain_waits_ = false;
  VoteList guilt_votes_;
  std::optional<Move> forgiveness_;
  std::optional<Player> change_course_named_;
  std::optional<Move> change_course_move_;
  std::optional<Player> guilty_;
};

// Returns the player to decide now, or nothing when the game is over. In the vote phases it is
// the caster of current_vote.
std::optional<Player> current_player(const State& state);

// Returns the vote to be cast now (its caster and slot) in the innocence and guilt votes, or
// nothing in every other phase.
std::optional<VoteId> current_vote(const State& state);

}  // namespace skb::mutiny
