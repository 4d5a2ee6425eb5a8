#include "solver/mutiny/rules.h"

#include "solver/mutiny/rule_error.h"

namespace skb::mutiny {

namespace {

// Returns the action with only the fields its kind uses (action.h's table): an action with any
// other field set is not one the rules know.
Action canonical(const Action& a) {
  Action c;
  c.kind = a.kind;
  switch (a.kind) {
    case ActionKind::search:
    case ActionKind::confess:
    case ActionKind::vote:
    case ActionKind::condemn:
    case ActionKind::change_course:
      c.target = a.target;
      break;
    case ActionKind::report:
      c.report = a.report;
      break;
    case ActionKind::move_vote:
      c.target = a.target;
      c.moved = a.moved;
      break;
    case ActionKind::wait:
      c.waits = a.waits;
      break;
    case ActionKind::forgive:
      c.moved = a.moved;
      break;
  }
  return c;
}

// The rules of the search and the confession: the named player, if any, is another role player.
std::optional<std::string_view> other_role_player_breach(const Seating& seating, Player actor,
                                                         std::optional<Player> named, std::string_view self,
                                                         std::string_view juror) {
  if (!named) return std::nullopt;
  if (!seating.seated(*named)) return "there is no such player at the table";
  if (*named == actor) return self;
  if (!seating.is_role_player(*named)) return juror;
  return std::nullopt;
}

std::optional<std::string_view> boatswain_report_breach(const State& state, const Report& report) {
  if (report.claim == Claim::silent) {
    if (report.about) return "staying silent names nobody";
    return std::nullopt;
  }
  if (report.claim != Claim::is_mutineer && report.claim != Claim::is_not_mutineer) {
    return "the Boatswain reports on his search (\"X is the Mutineer\" or \"X is not\"), not on a confession";
  }
  if (!state.searched()) return "the Boatswain did not search a cabin, so he can only stay silent";
  if (report.about != state.searched()) return "the Boatswain can only report on the player whose cabin he searched";
  return std::nullopt;
}

std::optional<std::string_view> chaplain_report_breach(const State& state, const Report& report) {
  if (report.claim == Claim::silent) {
    if (report.about) return "staying silent names nobody";
    return std::nullopt;
  }
  if (report.claim != Claim::confessed && report.claim != Claim::denied) {
    return "the Chaplain reports a confession (\"X confessed\" or \"X denied\"), not a cabin search";
  }
  if (!report.about) return "a report names the player it is about";
  return other_role_player_breach(state.seating(), state.holder(Role::chaplain), report.about,
                                  "the Chaplain can only report a confession of another player",
                                  "jurors never confess: the Chaplain reports about another role player");
}

// The candidates of each decision, in the documented order; legal_actions keeps those breach
// accepts.
std::vector<Action> candidates(const State& state) {
  const int players = state.players();
  std::vector<Action> out;
  // Room for the decision's candidates, allocated once: a move of one of the phase's votes to
  // any player (and no move), or at most two per player (the reports) and a "none".
  const std::size_t per_player = state.phase() == Phase::dead_reckoning       ? state.innocence_votes().size()
                                 : state.phase() == Phase::change_course_move ? state.guilt_votes().size()
                                                                              : 2;
  out.reserve(1 + per_player * static_cast<std::size_t>(players));
  const auto each_player = [&](auto make) {
    for (int seat = 0; seat < players; ++seat) out.push_back(make(Player(seat)));
  };
  // Each move of each vote of `votes` to each player; which of them the rules allow (whose vote
  // may be moved, and where) is decision_breach's to say.
  const auto each_move = [&](const VoteList& votes) {
    for (const Vote& v : votes)
      for (int seat = 0; seat < players; ++seat) out.push_back(Action::move(v.id, Player(seat)));
  };
  // The "none" of an optional decision comes first (phase.h), then the others.
  if (rule_of(state.phase()).none_first) out.push_back(none_action(state.phase()));
  switch (state.phase()) {
    case Phase::search:
      each_player([](Player p) { return Action::search(p); });
      break;
    case Phase::confession:
      each_player([](Player p) { return Action::confess(p); });
      break;
    case Phase::boatswain_report:
    case Phase::chaplain_report: {
      const bool boatswain = state.phase() == Phase::boatswain_report;
      for (int seat = 0; seat < players; ++seat) {
        const Player p(seat);
        out.push_back(Action::speak({boatswain ? Claim::is_mutineer : Claim::confessed, p}));
        out.push_back(Action::speak({boatswain ? Claim::is_not_mutineer : Claim::denied, p}));
      }
      break;
    }
    case Phase::innocence_vote:
    case Phase::guilt_vote:
      each_player([](Player p) { return Action::vote(p); });
      break;
    case Phase::dead_reckoning:
      each_move(state.innocence_votes());
      break;
    case Phase::condemn:
      each_player([](Player p) { return Action::condemn(p); });
      break;
    case Phase::bosun_wait:
      out.push_back(Action::wait(true));
      break;
    case Phase::forgiveness:
      for (const Vote& v : state.guilt_votes()) out.push_back(Action::forgive(v.id));
      break;
    case Phase::change_course:
      each_player([](Player p) { return Action::change_course(p); });
      break;
    case Phase::change_course_move:
      each_move(state.guilt_votes());
      break;
    case Phase::over:
      break;
  }
  return out;
}

}  // namespace

std::optional<ActionKind> expected_kind(Phase phase) { return rule_of(phase).kind; }

std::string_view phase_name(Phase phase) { return rule_of(phase).name; }

namespace {

// The rules of the decision itself, for an action of the kind the phase expects, with only its
// kind's fields and, for a move, both a vote and a target (breach checks that form first;
// candidates have it by construction).
std::optional<std::string_view> decision_breach(const State& state, const Action& action) {
  const Seating& seating = state.seating();
  switch (state.phase()) {
    case Phase::search:
      return other_role_player_breach(seating, state.holder(Role::boatswain), action.target,
                                      "the Boatswain cannot search his own cabin",
                                      "jurors have no cabin to search: only role players can be the Mutineer");
    case Phase::confession:
      return other_role_player_breach(seating, state.holder(Role::chaplain), action.target,
                                      "the Chaplain cannot hear his own confession",
                                      "jurors never confess: the Chaplain chooses another role player");
    case Phase::boatswain_report:
      return boatswain_report_breach(state, action.report);
    case Phase::chaplain_report:
      return chaplain_report_breach(state, action.report);
    case Phase::innocence_vote:
    case Phase::guilt_vote:
      if (!action.target) return "every vote is compulsory: a vote names a player";
      return vote_breach(seating, current_vote(state)->caster, *action.target,
                         state.phase() == Phase::guilt_vote ? state.innocent() : std::nullopt);
    case Phase::dead_reckoning:
      if (!action.moved) return std::nullopt;
      return dead_reckoning_breach(seating, state.innocence_votes(), *action.moved, *action.target);
    case Phase::condemn:
      if (!action.target) return std::nullopt;
      if (!seating.seated(*action.target)) return "there is no such player at the table";
      if (*action.target == state.holder(Role::helmsman)) return "the Helmsman must condemn another player";
      return std::nullopt;
    case Phase::bosun_wait:
      return std::nullopt;
    case Phase::forgiveness:
      if (!action.moved) return std::nullopt;
      return forgiveness_breach(seating, state.guilt_votes(), *action.moved, state.innocent());
    case Phase::change_course:
      if (!action.target) return std::nullopt;
      return change_course_breach(seating, state.guilt_votes(), *action.target, state.innocent());
    case Phase::change_course_move:
      if (!action.moved) return "the player named by change course must move one of their votes";
      return change_course_move_breach(seating, state.guilt_votes(), *state.change_course_named(), *action.moved,
                                       *action.target, state.innocent());
    case Phase::over:
      break;
  }
  return "the game is over";
}

}  // namespace

std::optional<std::string_view> breach(const State& state, const Action& action) {
  if (state.phase() == Phase::over) return "the game is over";
  if (expected_kind(state.phase()) != action.kind) return "that is not the decision the game is waiting for";
  if (canonical(action) != action) return "the action names something its kind does not use";
  if (action.kind == ActionKind::move_vote && action.moved.has_value() != action.target.has_value()) {
    return "a move names both a vote and the player it goes to";
  }
  return decision_breach(state, action);
}

std::vector<Action> legal_actions(const State& state) {
  std::vector<Action> out = candidates(state);
  // Every candidate has the form breach checks first (the phase's kind, only its fields, a move
  // with both a vote and a target): only the decision's rules remain to check.
  std::erase_if(out, [&](const Action& a) { return decision_breach(state, a).has_value(); });
  return out;
}

State apply(State state, const Action& action) {
  if (state.phase() == Phase::over) {
    throw RuleError("the game is over: nobody may " + describe(state.seating(), action) + " any more");
  }
  if (const std::optional<std::string_view> why = breach(state, action)) {
    const std::optional<Player> actor = current_player(state);
    throw RuleError(state.seating().describe(*actor) + " cannot " + describe(state.seating(), action) +
                    " now (the game waits for " + std::string(phase_name(state.phase())) + "): " + std::string(*why));
  }
  return apply_legal(std::move(state), action);
}

State apply_legal(State state, const Action& action) {
  const auto move_vote = [](VoteList& votes, VoteId id, Player to) {
    for (Vote& v : votes) {
      if (v.id != id) continue;
      const Move m{id, v.target, to};
      v.target = to;
      return m;
    }
    throw RuleError("no such vote was cast");  // unreachable: breach checked the vote exists
  };
  // The decision is recorded; the game goes on to the next phase in the order of play (phase.h),
  // but stays in a vote until it is complete and ends early where the rules say so.
  Phase next = next_phase(state.phase_);
  switch (state.phase_) {
    case Phase::search:
      state.searched_ = action.target;
      break;
    case Phase::confession:
      state.confession_target_ = action.target;
      break;
    case Phase::boatswain_report:
      state.boatswain_report_ = action.report;
      break;
    case Phase::chaplain_report:
      state.chaplain_report_ = action.report;
      break;
    case Phase::innocence_vote:
      state.innocence_votes_.push_back({*current_vote(state), *action.target});
      if (innocence_vote_at(state.seating_, state.innocence_votes_.size())) next = Phase::innocence_vote;
      break;
    case Phase::dead_reckoning:
      if (action.moved) state.dead_reckoning_ = move_vote(state.innocence_votes_, *action.moved, *action.target);
      state.innocent_ = strict_leader(state.innocence_votes_, state.players());
      if (state.innocent_ == state.mutineer_) next = Phase::over;
      break;
    case Phase::condemn:
      state.condemned_ = action.target;
      break;
    case Phase::bosun_wait:
      state.boatswain_waits_ = action.waits;
      break;
    case Phase::guilt_vote:
      state.guilt_votes_.push_back({*current_vote(state), *action.target});
      if (guilt_vote_at(state.seating_, state.condemned_, state.boatswain_waits_, state.guilt_votes_.size())) {
        next = Phase::guilt_vote;
      }
      break;
    case Phase::forgiveness:
      if (action.moved) {
        state.forgiveness_ = move_vote(state.guilt_votes_, *action.moved, state.holder(Role::chaplain));
      }
      break;
    case Phase::change_course:
      state.change_course_named_ = action.target;
      if (!action.target) next = Phase::over;
      break;
    case Phase::change_course_move:
      state.change_course_move_ = move_vote(state.guilt_votes_, *action.moved, *action.target);
      break;
    case Phase::over:
      break;
  }
  state.phase_ = next;
  if (state.phase_ == Phase::over && state.innocent_ != state.mutineer_) {
    state.guilty_ = strict_leader(state.guilt_votes_, state.players());
  }
  return state;
}

}  // namespace skb::mutiny
