#include "solver/mutiny/record_writer.h"

#include <span>
#include <stdexcept>

#include <fmt/format.h>

#include "solver/mutiny/record_vocabulary.h"
#include "solver/mutiny/rules.h"
#include "solver/mutiny/votes.h"

namespace skb::mutiny {

namespace {

std::string name_or_nobody(const Record& r, const std::optional<Player>& p) {
  return p ? r.name(*p) : std::string(kNobodyWord);
}

}  // namespace

std::string fact_text(const Record& r, const Fact& f) {
  const std::string_view key = fact_keyword(f.kind);
  switch (f.kind) {
    case FactKind::heard_confessed:
      return fmt::format("{} {} {}", key, r.name(*f.player), kConfessedWord);
    case FactKind::heard_denied:
      return fmt::format("{} {} {}", key, r.name(*f.player), kDeniedWord);
    case FactKind::heard_nobody:
      return fmt::format("{} {}", key, kNobodyWord);
    case FactKind::sworn:
    case FactKind::not_sworn:
      return std::string(key);
    default:  // mutineer, not-mutineer, confession, no-confession: of a player
      return fmt::format("{} {}", key, r.name(*f.player));
  }
}

std::string action_text(const Record& r, const RecordedAction& a) {
  const std::string head = fmt::format("{} {}", keyword(a.kind), r.name(a.actor));
  switch (a.kind) {
    case StatementKind::report:
      if (a.report.claim == Claim::silent) return fmt::format("{} {}", head, claim_word(Claim::silent));
      return fmt::format("{} {} {}", head, r.name(*a.report.about), claim_word(a.report.claim));
    case StatementKind::innocence_vote:
    case StatementKind::guilt_vote:
      return fmt::format("{} {}{}", head, r.name(*a.target), a.second ? " " + r.name(*a.second) : "");
    case StatementKind::dead_reckoning:
      if (!a.caster) return fmt::format("{} {}", head, kNobodyWord);
      return fmt::format("{} {} {} {}", head, r.name(*a.caster), r.name(*a.from), r.name(*a.target));
    case StatementKind::wait:
      return head;
    case StatementKind::forgive:
      if (!a.caster) return fmt::format("{} {}", head, kNobodyWord);
      return fmt::format("{} {} {}", head, r.name(*a.caster), r.name(*a.from));
    case StatementKind::move:
      return fmt::format("{} {} {}", head, r.name(*a.from), r.name(*a.target));
    default:  // search, condemn, change-course
      return fmt::format("{} {}", head, name_or_nobody(r, a.target));
  }
}

std::string action_words(const Record& r, const Action& action) {
  std::string text = describe(*r.seating, action);
  const Seating& seating = *r.seating;
  for (const Player p : seating.everyone()) {
    const std::string generic = seating.describe(p);
    const std::optional<Role> role = seating.role_of(p);
    const std::string named = r.name(p) + (role ? " (the " + std::string(role_name(*role)) + ")" : "");
    for (std::size_t at = text.find(generic); at != std::string::npos; at = text.find(generic, at + named.size()))
      text.replace(at, generic.size(), named);
  }
  return text;
}

namespace {

// The target of the vote `id` cast so far in `votes`.
Player vote_target(std::span<const Vote> votes, VoteId id) {
  for (const Vote& v : votes)
    if (v.id == id) return v.target;
  throw std::logic_error("a vote that has not been cast");
}

// Whether `caster` casts a second vote after the one under way in the innocence vote.
bool second_vote_follows(const State& s, Player caster) {
  if (s.phase() != Phase::innocence_vote) return false;
  for (std::size_t k = s.innocence_votes().size();; ++k) {
    const std::optional<VoteId> v = innocence_vote_at(s.seating(), k);
    if (!v) return false;
    if (v->caster == caster && v->slot == 1 && k > s.innocence_votes().size()) return true;
  }
}

}  // namespace

std::string action_statement(const Record& r, const State& s, const Action& action) {
  const Player actor = *current_player(s);
  RecordedAction a;
  a.actor = actor;
  a.target = action.target;
  switch (s.phase()) {
    case Phase::search:
      a.kind = StatementKind::search;
      break;
    case Phase::boatswain_report:
    case Phase::chaplain_report:
      a.kind = StatementKind::report;
      a.report = action.report;
      break;
    case Phase::innocence_vote:
    case Phase::guilt_vote:
      a.kind = s.phase() == Phase::innocence_vote ? StatementKind::innocence_vote : StatementKind::guilt_vote;
      if (second_vote_follows(s, actor)) return action_text(r, a) + " ...";
      break;
    case Phase::dead_reckoning:
      a.kind = StatementKind::dead_reckoning;
      if (action.moved) {
        a.caster = action.moved->caster;
        a.from = vote_target(s.innocence_votes(), *action.moved);
      }
      break;
    case Phase::condemn:
      a.kind = StatementKind::condemn;
      break;
    case Phase::bosun_wait:
      a.kind = StatementKind::wait;
      if (!action.waits) return "(nothing: a Boatswain who votes in turn writes no statement)";
      break;
    case Phase::forgiveness:
      a.kind = StatementKind::forgive;
      if (action.moved) {
        a.caster = action.moved->caster;
        a.from = vote_target(s.guilt_votes(), *action.moved);
      }
      break;
    case Phase::change_course:
      a.kind = StatementKind::change_course;
      break;
    case Phase::change_course_move:
      a.kind = StatementKind::move;
      a.from = vote_target(s.guilt_votes(), *action.moved);
      break;
    default:  // the confession is secret: no statement records it
      return "(nothing: " + action_words(r, action) + " is secret)";
  }
  return action_text(r, a);
}

std::string write_record(const Record& r) {
  std::string out = fmt::format("{} {}\n", keyword(StatementKind::players), fmt::join(r.players, " "));
  for (const Role role : all_roles)
    out += fmt::format(
        "{} {}\n", keyword(static_cast<StatementKind>(static_cast<int>(StatementKind::boatswain) + role_index(role))),
        r.name(r.seating->holder(role)));
  if (r.view) out += fmt::format("{} {}\n", keyword(StatementKind::view), r.name(*r.view));
  // `+ 0.0` writes a negative zero as 0.
  if (r.lie_rate != default_lie_rate) out += fmt::format("{} {}\n", keyword(StatementKind::lie_rate), r.lie_rate + 0.0);
  if (r.confession_rate != default_confession_rate)
    out += fmt::format("{} {}\n", keyword(StatementKind::confession_rate), r.confession_rate + 0.0);
  for (const Fact& f : r.facts) out += fact_text(r, f) + "\n";
  for (const RecordedAction& a : r.actions) out += action_text(r, a) + "\n";
  return out;
}

}  // namespace skb::mutiny
