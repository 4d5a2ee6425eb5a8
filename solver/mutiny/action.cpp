#include "solver/mutiny/action.h"

namespace skb::mutiny {

namespace {

std::string vote_words(const Seating& seating, VoteId id) {
  const std::string whose =
      "the " + std::string(id.slot == 0 ? "" : "second ") + "vote of " + seating.describe(id.caster);
  return whose;
}

std::string report_words(const Seating& seating, const Report& report) {
  const std::string x = report.about ? seating.describe(*report.about) : std::string("nobody");
  switch (report.claim) {
    case Claim::silent:
      return "stay silent";
    case Claim::is_mutineer:
      return "report \"" + x + " is the Mutineer\"";
    case Claim::is_not_mutineer:
      return "report \"" + x + " is not the Mutineer\"";
    case Claim::confessed:
      return "report \"" + x + " confessed\"";
    case Claim::denied:
      return "report \"" + x + " denied\"";
  }
  return "report";
}

}  // namespace

std::string describe(const Seating& seating, const Action& action) {
  const auto who = [&](const char* none, const char* some) {
    return action.target ? std::string(some) + seating.describe(*action.target) : std::string(none);
  };
  switch (action.kind) {
    case ActionKind::search:
      return who("no cabin search", "search the cabin of ");
    case ActionKind::confess:
      return who("no confession", "hear the confession of ");
    case ActionKind::report:
      return report_words(seating, action.report);
    case ActionKind::vote:
      return who("vote for nobody", "vote for ");
    case ActionKind::move_vote:
      if (!action.moved) return "move no vote";
      return "move " + vote_words(seating, *action.moved) + who(" nowhere", " to ");
    case ActionKind::condemn:
      return who("condemn nobody", "condemn ");
    case ActionKind::wait:
      return action.waits ? "wait and vote last" : "vote with everyone else";
    case ActionKind::forgive:
      return action.moved ? "take " + vote_words(seating, *action.moved) + " for the Chaplain" : "forgive nobody";
    case ActionKind::change_course:
      return who("name nobody for change course", "name for change course ");
  }
  return "an unknown action";
}

}  // namespace skb::mutiny
