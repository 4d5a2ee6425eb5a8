#include "solver/mutiny/play.h"

#include <algorithm>
#include <span>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/mutiny/record_vocabulary.h"
#include "solver/mutiny/record_writer.h"
#include "solver/mutiny/rules.h"
#include "solver/mutiny/votes.h"

namespace skb::mutiny {

namespace {

bool is_vote(StatementKind kind) { return kind == StatementKind::innocence_vote || kind == StatementKind::guilt_vote; }

// The phase as messages name it: phase_name (rules.h), but the votes as a whole.
std::string phase_words(Phase phase) {
  if (phase == Phase::innocence_vote) return "the innocence vote";
  if (phase == Phase::guilt_vote) return "the guilt vote";
  return std::string(phase_name(phase));
}

// The role whose holder takes the decisions of `kind`, and what it does, for the message that
// names the wrong actor; nothing for votes, reports and the move (checked otherwise).
std::optional<std::pair<Role, std::string_view>> role_action(StatementKind kind) {
  switch (kind) {
    case StatementKind::search:
      return std::pair{Role::boatswain, "only the Boatswain searches a cabin"};
    case StatementKind::wait:
      return std::pair{Role::boatswain, "only the Boatswain may wait and vote last (bosun knows best)"};
    case StatementKind::dead_reckoning:
      return std::pair{Role::navigator, "only the Navigator moves a vote by dead reckoning"};
    case StatementKind::change_course:
      return std::pair{Role::navigator, "only the Navigator changes course"};
    case StatementKind::condemn:
      return std::pair{Role::helmsman, "only the Helmsman condemns"};
    case StatementKind::forgive:
      return std::pair{Role::chaplain, "only the Chaplain forgives"};
    default:
      return std::nullopt;
  }
}

}  // namespace

Play::Play(const Record& record, const World& world, const Profile* profile, const Fraction& tremble)
    : record_(record),
      world_(world),
      profile_(profile),
      tremble_(tremble),
      state_(State::deal(*record.seating, world.mutineer)) {}

void Play::fail(const RecordedAction& action, std::size_t word, const std::string& message) const {
  const Statement& s = record_.statements[static_cast<std::size_t>(action.statement)];
  const int column = word == 0 ? s.column : action.columns[word - 1];
  throw RecordError({record_.file, s.line, column}, message);
}

std::string Play::what(const RecordedAction& a) const {
  const auto vote_of = [&] { return fmt::format("{}'s vote for {}", name(*a.caster), name(*a.from)); };
  switch (a.kind) {
    case StatementKind::search:
      return a.target ? fmt::format("search {}'s cabin", name(*a.target)) : "skip the cabin search";
    case StatementKind::report:
      if (a.report.claim == Claim::silent) return "stay silent";
      return fmt::format("report \"{} {}\"", name(*a.report.about),
                         a.report.claim == Claim::is_mutineer       ? "is the Mutineer"
                         : a.report.claim == Claim::is_not_mutineer ? "is not the Mutineer"
                         : a.report.claim == Claim::confessed       ? "confessed"
                                                                    : "denied");
    case StatementKind::dead_reckoning:
      return a.caster ? fmt::format("move {} to {}", vote_of(), name(*a.target)) : "skip dead reckoning";
    case StatementKind::condemn:
      return a.target ? fmt::format("condemn {}", name(*a.target)) : "condemn nobody";
    case StatementKind::wait:
      return "wait and vote last";
    case StatementKind::forgive:
      return a.caster ? fmt::format("take {}", vote_of()) : "forgive nobody";
    case StatementKind::change_course:
      return a.target ? fmt::format("name {} for change course", name(*a.target)) : "name nobody for change course";
    case StatementKind::move:
      return fmt::format("move their vote for {} to {}", name(*a.from), name(*a.target));
    default:
      return fmt::format("vote for {}", name(*a.target));
  }
}

Phase Play::phase_of(const RecordedAction& a) const {
  const Seating& seating = *record_.seating;
  switch (a.kind) {
    case StatementKind::search:
      return Phase::search;
    case StatementKind::report:
      if (a.actor == seating.holder(Role::boatswain)) return Phase::boatswain_report;
      if (a.actor == seating.holder(Role::chaplain)) return Phase::chaplain_report;
      fail(a, 1,
           fmt::format("{} cannot report: only the Boatswain ({}) reports on his search and the Chaplain ({}) on a "
                       "confession",
                       name(a.actor), name(seating.holder(Role::boatswain)), name(seating.holder(Role::chaplain))));
    case StatementKind::innocence_vote:
      return Phase::innocence_vote;
    case StatementKind::dead_reckoning:
      return Phase::dead_reckoning;
    case StatementKind::condemn:
      return Phase::condemn;
    case StatementKind::wait:
      return Phase::bosun_wait;
    case StatementKind::guilt_vote:
      return Phase::guilt_vote;
    case StatementKind::forgive:
      return Phase::forgiveness;
    case StatementKind::change_course:
      return Phase::change_course;
    default:
      return Phase::change_course_move;
  }
}

Fraction Play::probability(const State& state, const std::vector<Action>& options) const {
  const std::vector<Action> legal = legal_actions(state);
  const std::vector<std::uint64_t> weights = profile_->weights(state);
  std::uint64_t total = 0, chosen = 0, matching = 0;
  for (std::size_t k = 0; k < legal.size(); ++k) {
    total += weights[k];
    if (std::find(options.begin(), options.end(), legal[k]) == options.end()) continue;
    chosen += weights[k];
    ++matching;
  }
  const Fraction followed = Fraction(chosen) / Fraction(total);
  if (tremble_ == 0) return followed;
  return Fraction((1 - tremble_) * followed) + Fraction(tremble_ * Fraction(matching) / Fraction(legal.size()));
}

void Play::note_impossible(const Action& action, int statement) {
  impossible_.push_back(statement);
  if (first_impossible_) return;
  const std::optional<Player> actor = current_player(state_);
  first_impossible_ = (actor ? name(*actor) + ": " : std::string()) + action_words(record_, action);
}

void Play::decide(const std::vector<Action>& options, int statement) {
  if (profile_ != nullptr) {
    const Fraction p = probability(state_, options);
    if (p == 0) note_impossible(options.front(), statement);
    likelihood_ *= p;
  }
  state_ = apply(state_, options.front());
}

void Play::decide_pair(const Action& first, const Action& second, int statement) {
  const State after_first = apply(state_, first);
  if (profile_ != nullptr) {
    Fraction p = probability(state_, {first}) * probability(after_first, {second});
    if (first != second) p += probability(state_, {second}) * probability(apply(state_, second), {first});
    if (p == 0) note_impossible(first, statement);
    likelihood_ *= p;
  }
  state_ = apply(after_first, second);
}

void Play::advance_to(Phase target, const RecordedAction& a) {
  while (state_.phase() < target) {
    const Phase phase = state_.phase();
    if (phase == Phase::confession) {
      state_ = apply(state_, Action::confess(world_.confession));
    } else if (phase == Phase::innocence_vote || phase == Phase::guilt_vote) {
      if (votes_.empty())
        fail(a, 0,
             fmt::format(
                 "{} is missing: every player votes in it (write {} VOTER PLAYER) before {}", phase_words(phase),
                 keyword(phase == Phase::innocence_vote ? StatementKind::innocence_vote : StatementKind::guilt_vote),
                 phase_words(target)));
      flush_votes(a, false);
    } else if (phase == Phase::change_course && target == Phase::change_course_move) {
      fail(a, 0,
           fmt::format("nobody was named for change course: write {} NAVIGATOR PLAYER before the move",
                       keyword(StatementKind::change_course)));
    } else {
      decide({none_action(phase)}, a.statement);
    }
    if (state_.phase() == Phase::over) return;
  }
}

void Play::play(std::size_t index) {
  const RecordedAction& a = record_.actions[index];
  if (ended_at_) return;
  if (state_.phase() == Phase::over) {
    if (state_.innocent() == world_.mutineer) {
      ended_at_ = a.statement;
      return;
    }
    fail(a, 0, "the game is over: the guilt vote is counted, and nothing follows it");
  }
  const Phase target = phase_of(a);
  advance_to(target, a);
  if (state_.phase() == Phase::over) return play(index);  // the game ended on the way: as above
  if (state_.phase() > target) {
    const std::optional<int> before = played_[phase_index(target)];
    if (before && !is_vote(a.kind))
      fail(a, 0,
           fmt::format("a second '{}' statement: {} is on line {}", keyword(a.kind), phase_words(target),
                       record_.statements[static_cast<std::size_t>(*before)].line));
    const Statement& last = record_.statements[static_cast<std::size_t>(last_statement_)];
    fail(a, 0,
         fmt::format("out of order: {} comes before {} (line {})", phase_words(target), phase_words(*last_phase_),
                     last.line));
  }
  if (is_vote(a.kind))
    take_vote(index);
  else
    take(a);
  played_[phase_index(target)] = a.statement;
  last_phase_ = target;
  last_statement_ = a.statement;
}

void Play::take_vote(std::size_t index) {
  const RecordedAction& a = record_.actions[index];
  const bool guilt = a.kind == StatementKind::guilt_vote;
  const std::string_view vote = guilt ? "the guilt vote" : "the innocence vote";
  for (const std::size_t other : votes_) {
    const RecordedAction& b = record_.actions[other];
    if (b.actor == a.actor)
      fail(a, 1,
           fmt::format("{} has voted already in {} (line {}): a player with two votes writes both in one statement",
                       name(a.actor), vote, record_.statements[static_cast<std::size_t>(b.statement)].line));
  }
  const std::vector<VoteId> order =
      guilt ? guilt_vote_order(*record_.seating, state_.condemned(), state_.boatswain_waits())
            : innocence_vote_order(*record_.seating);
  const auto slots = std::count_if(order.begin(), order.end(), [&](const VoteId& v) { return v.caster == a.actor; });
  if (slots == 2 && !a.second)
    fail(a, 2,
         fmt::format("{} casts two votes in {} ({}): write both, {} {} PLAYER PLAYER", name(a.actor), vote,
                     guilt ? "condemned by the Helmsman" : "the Helmsman's trust", keyword(a.kind), name(a.actor)));
  if (slots == 1 && a.second)
    fail(a, 3,
         fmt::format("{} casts one vote in {} (only {} casts two)", name(a.actor), vote,
                     guilt ? "the player the Helmsman condemned" : "the Helmsman"));
  const std::optional<Player> innocent = guilt ? state_.innocent() : std::nullopt;
  for (std::size_t k = 0; k < (a.second ? 2u : 1u); ++k) {
    const Player to = k == 0 ? *a.target : *a.second;
    if (const auto why = vote_breach(*record_.seating, a.actor, to, innocent))
      fail(a, k + 2, fmt::format("{} cannot vote for {}: {}", name(a.actor), name(to), *why));
  }
  votes_.push_back(index);
}

void Play::flush_votes(const RecordedAction& at, bool at_end) {
  const bool guilt = state_.phase() == Phase::guilt_vote;
  const std::vector<VoteId> order =
      guilt ? guilt_vote_order(*record_.seating, state_.condemned(), state_.boatswain_waits())
            : innocence_vote_order(*record_.seating);
  const auto statement_of = [&](Player voter) -> const RecordedAction* {
    for (const std::size_t i : votes_)
      if (record_.actions[i].actor == voter) return &record_.actions[i];
    return nullptr;
  };
  std::vector<const RecordedAction*> cast;  // in casting order, up to the first missing voter
  std::vector<std::string> missing;
  for (const VoteId& v : order) {
    if (v.slot != 0) continue;
    const RecordedAction* s = statement_of(v.caster);
    if (s == nullptr) {
      missing.push_back(name(v.caster));
      continue;
    }
    if (missing.empty()) {
      cast.push_back(s);
    } else if (at_end) {
      fail(*s, 0,
           fmt::format("the record stops inside {} with {}'s vote missing before {}'s: a record that stops during "
                       "a vote holds the votes cast so far, in casting order (every player in seat order, a waiting "
                       "Boatswain last)",
                       guilt ? "the guilt vote" : "the innocence vote", missing.front(), name(s->actor)));
    }
  }
  if (!missing.empty() && !at_end)
    fail(at, 0,
         fmt::format("{} is incomplete: no vote from {} (every player votes before {})",
                     guilt ? "the guilt vote" : "the innocence vote", fmt::join(missing, ", "),
                     phase_words(phase_of(at))));
  for (const RecordedAction* s : cast) {
    if (s->second)
      decide_pair(Action::vote(*s->target), Action::vote(*s->second), s->statement);
    else
      decide({Action::vote(*s->target)}, s->statement);
  }
  votes_.clear();
}

std::vector<Action> Play::matching(const RecordedAction& a) const {
  // The votes of `caster` whose target is `from`, among `votes`: moving any of them looks the same.
  const auto votes_for = [&](std::span<const Vote> votes, Player caster, Player from, std::size_t word) {
    std::vector<VoteId> ids;
    std::vector<std::string> targets;
    for (const Vote& v : votes) {
      if (v.id.caster != caster) continue;
      targets.push_back(name(v.target));
      if (v.target == from) ids.push_back(v.id);
    }
    if (ids.empty()) {
      if (targets.empty()) fail(a, word, fmt::format("{} has no vote here", name(caster)));
      fail(a, word,
           fmt::format("{} has no vote for {}: {}'s vote{} for {}", name(caster), name(from), name(caster),
                       targets.size() == 1 ? " is" : "s are", fmt::join(targets, " and ")));
    }
    return ids;
  };
  std::vector<Action> out;
  switch (a.kind) {
    case StatementKind::search:
      return {Action::search(a.target)};
    case StatementKind::report:
      return {Action::speak(a.report)};
    case StatementKind::dead_reckoning:
      if (!a.caster) return {Action::no_move()};
      for (const VoteId id : votes_for(state_.innocence_votes(), *a.caster, *a.from, 2))
        out.push_back(Action::move(id, *a.target));
      return out;
    case StatementKind::condemn:
      return {Action::condemn(a.target)};
    case StatementKind::wait:
      return {Action::wait(true)};
    case StatementKind::forgive:
      if (!a.caster) return {Action::forgive(std::nullopt)};
      for (const VoteId id : votes_for(state_.guilt_votes(), *a.caster, *a.from, 2)) out.push_back(Action::forgive(id));
      return out;
    case StatementKind::change_course:
      return {Action::change_course(a.target)};
    default:  // move
      for (const VoteId id : votes_for(state_.guilt_votes(), a.actor, *a.from, 2))
        out.push_back(Action::move(id, *a.target));
      return out;
  }
}

void Play::take(const RecordedAction& a) {
  const Seating& seating = *record_.seating;
  const Player actor = *current_player(state_);
  if (a.actor != actor) {
    if (const auto role = role_action(a.kind))
      fail(a, 1,
           fmt::format("{} is not the {} ({} is): {}", name(a.actor), role_name(role->first),
                       name(seating.holder(role->first)), role->second));
    fail(a, 1,
         fmt::format("{} was not named for change course ({} was): only the player named moves one of their votes",
                     name(a.actor), name(actor)));
  }
  const std::vector<Action> options = matching(a);
  if (const auto why = breach(state_, options.front())) {
    // The word to point at: the player reported on, the caster of the vote forgiven, else the
    // last word (the new target, the player named).
    const bool second_word = a.kind == StatementKind::report || a.kind == StatementKind::forgive;
    const std::size_t word = second_word && a.columns.size() > 1 ? 2 : a.columns.size();
    fail(a, word, fmt::format("{} cannot {}: {}", name(a.actor), what(a), *why));
  }
  decide(options, a.statement);
}

void Play::finish(std::optional<Player> open_for) {
  if (ended_at_ || state_.phase() == Phase::over) return;
  // The declines the record's end implies are the last action's doing; with no action, the
  // record's last statement's (where the record stops).
  const int last = !record_.actions.empty() ? record_.actions.back().statement
                                            : static_cast<int>(record_.statements.size()) - 1;
  if (!votes_.empty()) {
    const RecordedAction& at = record_.actions[votes_.back()];
    flush_votes(at, true);
  }
  if (!open_for) {
    // The optional decisions between a complete vote and its count (phase.h) are declined.
    while (rule_of(state_.phase()).before_count) decide({none_action(state_.phase())}, last);
    return;
  }
  // For a player about to decide, the game goes on to their decision: the optional decisions of
  // others that the record passes over were not taken (as anywhere in a record), and the
  // confession, which is secret and never written but by the Chaplain, is the world's.
  while (state_.phase() != Phase::over && current_player(state_) != open_for) {
    const Phase phase = state_.phase();
    if (phase == Phase::confession)
      state_ = apply(state_, Action::confess(world_.confession));
    else if (rule_of(phase).none_first)
      decide({none_action(phase)}, last);
    else
      return;  // a vote or a forced move of someone else's
  }
}

}  // namespace skb::mutiny
