#include "solver/mutiny/record_writer.h"

#include <fmt/format.h>

#include "solver/mutiny/record_vocabulary.h"

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
