// Phase: the decisions of a game of Mutiny, in the order of play, and what each one is, in one
// table: its name in messages and in output, who takes it, the kind of action it waits for,
// whether its first option is "none" (the optional decisions), the power of the standard game
// it belongs to (for variants), and whether it stands between a vote and the count.
//
// The game walks through the phases in the order of the enumeration (state.h tells the game
// phase by phase): a phase is followed by the next one, except that a vote goes on until every
// vote is cast, the game ends after the innocence vote when the Mutineer is innocent, and
// change course without a named player ends it. Code that needs a property of a phase reads it
// here (rule_of); code that does something different in each phase (the candidates and rules of
// rules.cpp, a profile's choices) switches on the phase itself.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "solver/mutiny/action.h"
#include "solver/mutiny/power.h"
#include "solver/mutiny/types.h"

namespace skb::mutiny {

enum class Phase : std::uint8_t {
  search,
  confession,
  boatswain_report,
  chaplain_report,
  innocence_vote,
  dead_reckoning,
  condemn,
  bosun_wait,
  guilt_vote,
  forgiveness,
  change_course,
  change_course_move,
  over,
};

inline constexpr int phase_count = 13;

// Who takes a phase's decision: the holder of a role, the caster of the vote to be cast now, the
// player named by change course, or nobody (the game is over).
enum class Decider : std::uint8_t { role, voter, named, nobody };

struct PhaseRule {
  Phase phase;
  std::string_view name;           // the decision in words, for messages ("the Boatswain's cabin search")
  std::string_view key;            // the decision in output ("search", "boatswain-report")
  Decider decider;                 // who decides
  Role role;                       // with Decider::role: whose holder decides
  std::optional<ActionKind> kind;  // the kind of action it waits for; nothing once the game is over
  bool none_first;                 // its first option is "none" (none_action): the decision may be declined
  std::optional<Power> power;      // the power it belongs to; nothing for the votes and change course's move
  bool before_count;               // an optional decision between a vote and its count (a record that
                                   // ends after the vote declines it)
};

inline constexpr std::array<PhaseRule, phase_count> kPhaseRules = {{
    {Phase::search, "the Boatswain's cabin search", "search", Decider::role, Role::boatswain, ActionKind::search, true,
     Power::search, false},
    {Phase::confession, "the Chaplain's confession", "confession", Decider::role, Role::chaplain, ActionKind::confess,
     true, Power::confession, false},
    {Phase::boatswain_report, "the Boatswain's report", "boatswain-report", Decider::role, Role::boatswain,
     ActionKind::report, true, Power::reports, false},
    {Phase::chaplain_report, "the Chaplain's report", "chaplain-report", Decider::role, Role::chaplain,
     ActionKind::report, true, Power::reports, false},
    {Phase::innocence_vote, "a vote of the innocence vote", "innocence-vote", Decider::voter, Role::boatswain,
     ActionKind::vote, false, std::nullopt, false},
    {Phase::dead_reckoning, "the Navigator's dead reckoning", "dead-reckoning", Decider::role, Role::navigator,
     ActionKind::move_vote, true, Power::dead_reckoning, true},
    {Phase::condemn, "the Helmsman's condemn", "condemn", Decider::role, Role::helmsman, ActionKind::condemn, true,
     Power::condemn, false},
    {Phase::bosun_wait, "the Boatswain's choice to wait (bosun knows best)", "bosun-knows-best", Decider::role,
     Role::boatswain, ActionKind::wait, true, Power::bosun_knows_best, false},
    {Phase::guilt_vote, "a vote of the guilt vote", "guilt-vote", Decider::voter, Role::boatswain, ActionKind::vote,
     false, std::nullopt, false},
    {Phase::forgiveness, "the Chaplain's forgiveness", "forgiveness", Decider::role, Role::chaplain,
     ActionKind::forgive, true, Power::forgiveness, true},
    {Phase::change_course, "the Navigator's change course", "change-course", Decider::role, Role::navigator,
     ActionKind::change_course, true, Power::change_course, true},
    {Phase::change_course_move, "the vote the player named by change course must move", "change-course-move",
     Decider::named, Role::boatswain, ActionKind::move_vote, false, std::nullopt, false},
    {Phase::over, "nothing: the game is over", "over", Decider::nobody, Role::boatswain, std::nullopt, false,
     std::nullopt, false},
}};

// Returns the position of the phase in the order of play (0..phase_count-1), for tables indexed
// by phase.
constexpr std::size_t phase_index(Phase phase) { return static_cast<std::size_t>(phase); }

// Returns the row of the table for `phase`.
constexpr const PhaseRule& rule_of(Phase phase) { return kPhaseRules[phase_index(phase)]; }

// Returns the phase after `phase` in the order of play (`over` after the last decision and
// after `over`).
constexpr Phase next_phase(Phase phase) {
  return phase == Phase::over ? Phase::over : static_cast<Phase>(phase_index(phase) + 1);
}

// Returns the "none" of an optional decision (no search, no confession, silence, no move, nobody
// condemned, not waiting, nobody forgiven, nobody named): the action of the phase's kind with
// every field left empty. `phase` must be one whose first option is "none" (none_first).
inline Action none_action(Phase phase) { return Action{*rule_of(phase).kind, {}, {}, {}, false}; }

// The table is in the order of the enumeration, and its optional decisions are exactly those
// with a power (the votes and change course's forced move have none).
constexpr bool phase_table_in_order() {
  for (std::size_t k = 0; k < kPhaseRules.size(); ++k) {
    if (phase_index(kPhaseRules[k].phase) != k) return false;
    if (kPhaseRules[k].none_first != kPhaseRules[k].power.has_value()) return false;
    if (kPhaseRules[k].before_count && !kPhaseRules[k].none_first) return false;
  }
  return true;
}
static_assert(phase_table_in_order());

}  // namespace skb::mutiny
