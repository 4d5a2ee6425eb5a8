// Action: one decision of one player, as legal_actions lists it and apply takes it (rules.h).
//
// Every decision of the game is one action of one kind; which kind the game expects is set by
// its phase (state.h). An action names what it needs and nothing else:
//
//   kind           phase(s)                      fields
//   search         search                        target: the searched role player, or none
//   confess        confession                    target: the confession target, or none
//   report         Boatswain's/Chaplain's report report (silent, or a claim about a player)
//   vote           innocence vote, guilt vote    target: whom this vote is for
//   move_vote      dead reckoning                moved + target: move that vote there; or none
//                  change course's move          moved + target (a move is compulsory)
//   condemn        condemn                       target: the condemned player, or none
//   wait           bosun knows best              waits: whether the Boatswain votes last
//   forgive        forgiveness                   moved: the vote taken for the Chaplain, or none
//   change_course  change course                 target: the named player, or none
//
// "None" is the action of its kind with the field left empty (Action::search(std::nullopt),
// Action::no_move(), ...). Two actions are equal when every field is.
#pragma once

#include <optional>
#include <string>

#include "solver/mutiny/report.h"
#include "solver/mutiny/seating.h"
#include "solver/mutiny/types.h"

namespace skb::mutiny {

enum class ActionKind : std::uint8_t {
  search,
  confess,
  report,
  vote,
  move_vote,
  condemn,
  wait,
  forgive,
  change_course,
};

struct Action {
  ActionKind kind = ActionKind::search;
  std::optional<Player> target;  // see the table above
  std::optional<VoteId> moved;   // the vote moved or taken
  Report report;                 // the report made (kind report)
  bool waits = false;            // whether the Boatswain waits (kind wait)

  // Each returns the action of its kind with its fields set; see the table above.
  static Action search(std::optional<Player> whom) { return {ActionKind::search, whom, {}, {}, false}; }
  static Action confess(std::optional<Player> whom) { return {ActionKind::confess, whom, {}, {}, false}; }
  static Action speak(Report said) { return {ActionKind::report, {}, {}, said, false}; }
  static Action silence() { return speak(Report{}); }
  static Action vote(Player whom) { return {ActionKind::vote, whom, {}, {}, false}; }
  static Action move(VoteId which, Player to) { return {ActionKind::move_vote, to, which, {}, false}; }
  static Action no_move() { return {ActionKind::move_vote, {}, {}, {}, false}; }
  static Action condemn(std::optional<Player> whom) { return {ActionKind::condemn, whom, {}, {}, false}; }
  static Action wait(bool waits) { return {ActionKind::wait, {}, {}, {}, waits}; }
  static Action forgive(std::optional<VoteId> which) { return {ActionKind::forgive, {}, which, {}, false}; }
  static Action change_course(std::optional<Player> whom) { return {ActionKind::change_course, whom, {}, {}, false}; }

  friend bool operator==(const Action&, const Action&) = default;
};

// Returns the action in words, for messages: "search player 2 (the Helmsman)", "vote for
// player 0 (the Boatswain)", "move the vote of player 3 (the Navigator) to player 1 (the
// Chaplain)", "no search", ...
std::string describe(const Seating& seating, const Action& action);

}  // namespace skb::mutiny
