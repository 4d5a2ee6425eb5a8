#include "solver/mutiny/record_writer.h"

#include <fmt/format.h>

namespace skb::mutiny {

namespace {

std::string name_or_nobody(const Record& r, const std::optional<Player>& p) {
  return p ? r.name(*p) : std::string("nobody");
}

std::string claim_word(Claim claim) {
  switch (claim) {
    case Claim::is_mutineer:
      return "mutineer";
    case Claim::is_not_mutineer:
      return "not-mutineer";
    case Claim::confessed:
      return "confessed";
    case Claim::denied:
      return "denied";
    case Claim::silent:
      break;
  }
  return "silent";
}

}  // namespace

std::string fact_text(const Record& r, const Fact& f) {
  const auto who = [&] { return r.name(*f.player); };
  switch (f.kind) {
    case FactKind::mutineer:
      return "mutineer " + who();
    case FactKind::not_mutineer:
      return "not-mutineer " + who();
    case FactKind::heard:
      return "confession " + who();
    case FactKind::heard_confessed:
      return "confession " + who() + " confessed";
    case FactKind::heard_denied:
      return "confession " + who() + " denied";
    case FactKind::heard_nobody:
      return "confession nobody";
    case FactKind::not_heard:
      return "no-confession " + who();
    case FactKind::sworn:
      return "sworn";
    case FactKind::not_sworn:
      return "not-sworn";
  }
  return "";
}

std::string action_text(const Record& r, const RecordedAction& a) {
  const std::string head = fmt::format("{} {}", keyword(a.kind), r.name(a.actor));
  switch (a.kind) {
    case StatementKind::report:
      if (a.report.claim == Claim::silent) return head + " silent";
      return fmt::format("{} {} {}", head, r.name(*a.report.about), claim_word(a.report.claim));
    case StatementKind::innocence_vote:
    case StatementKind::guilt_vote:
      return fmt::format("{} {}{}", head, r.name(*a.target), a.second ? " " + r.name(*a.second) : "");
    case StatementKind::dead_reckoning:
      if (!a.caster) return head + " nobody";
      return fmt::format("{} {} {} {}", head, r.name(*a.caster), r.name(*a.from), r.name(*a.target));
    case StatementKind::wait:
      return head;
    case StatementKind::forgive:
      if (!a.caster) return head + " nobody";
      return fmt::format("{} {} {}", head, r.name(*a.caster), r.name(*a.from));
    case StatementKind::move:
      return fmt::format("{} {} {}", head, r.name(*a.from), r.name(*a.target));
    default:  // search, condemn, change-course
      return fmt::format("{} {}", head, name_or_nobody(r, a.target));
  }
}

std::string write_record(const Record& r) {
  std::string out = fmt::format("players {}\n", fmt::join(r.players, " "));
  for (const Role role : all_roles)
    out += fmt::format(
        "{} {}\n", keyword(static_cast<StatementKind>(static_cast<int>(StatementKind::boatswain) + role_index(role))),
        r.name(r.seating->holder(role)));
  if (r.view) out += fmt::format("view {}\n", r.name(*r.view));
  // `+ 0.0` writes a negative zero as 0.
  if (r.lie_rate != default_lie_rate) out += fmt::format("lie-rate {}\n", r.lie_rate + 0.0);
  if (r.confession_rate != default_confession_rate) out += fmt::format("confession-rate {}\n", r.confession_rate + 0.0);
  for (const Fact& f : r.facts) out += fact_text(r, f) + "\n";
  for (const RecordedAction& a : r.actions) out += action_text(r, a) + "\n";
  return out;
}

}  // namespace skb::mutiny
