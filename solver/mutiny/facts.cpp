#include "solver/mutiny/facts.h"

#include <functional>

#include <fmt/format.h>

#include "solver/core/error.h"

namespace skb::mutiny {

namespace {

// One part of the viewer's information: its value in a world, and the note for a record that
// does not settle it.
struct Part {
  std::function<int(const World&)> value;
  std::string note;
};

// Returns the player the Boatswain searched in the record, if he searched.
std::optional<Player> searched(const Record& record) {
  for (const RecordedAction& a : record.actions)
    if (a.kind == StatementKind::search) return a.target;
  return std::nullopt;
}

std::vector<Part> information(const Record& record) {
  std::vector<Part> parts;
  if (!record.view) return parts;
  const Seating& seating = *record.seating;
  const Player v = *record.view;
  if (!seating.is_role_player(v)) return parts;  // a juror sees nothing private
  const std::string& me = record.name(v);
  parts.push_back(
      {[v](const World& w) { return static_cast<int>(w.mutineer == v); },
       fmt::format("{} knows whether they are the Mutineer: add 'mutineer {}' or 'not-mutineer {}'", me, me, me)});
  if (v == seating.holder(Role::chaplain)) {
    parts.push_back({[](const World& w) {
                       if (!w.confession) return -1;
                       return 2 * w.confession->index + static_cast<int>(w.mutineer == *w.confession);
                     },
                     fmt::format("{} knows whose confession he heard and what it showed: add 'confession NAME "
                                 "confessed', 'confession NAME denied' or 'confession nobody'",
                                 me)});
  } else {
    parts.push_back({[v](const World& w) { return static_cast<int>(w.confession == v); },
                     fmt::format("{} knows whether the Chaplain heard their confession: add 'confession {}' or "
                                 "'no-confession {}'",
                                 me, me, me)});
  }
  if (v == seating.holder(Role::boatswain)) {
    if (const std::optional<Player> x = searched(record)) {
      const std::string& them = record.name(*x);
      parts.push_back({[x](const World& w) { return static_cast<int>(w.mutineer == *x); },
                       fmt::format("{} searched {}'s cabin and knows whether {} is the Mutineer: add 'mutineer {}' or "
                                   "'not-mutineer {}'",
                                   me, them, them, them, them)});
    }
  }
  return parts;
}

std::vector<int> signature(const std::vector<Part>& parts, const World& w) {
  std::vector<int> out;
  for (const Part& p : parts) out.push_back(p.value(w));
  return out;
}

// The message for a fact its viewer cannot know.
std::string unknowable(const Record& record, const Fact& fact) {
  const std::string who = record.view ? record.name(*record.view) : std::string("a spectator");
  std::string why;
  switch (fact.kind) {
    case FactKind::mutineer:
    case FactKind::not_mutineer:
      why = fmt::format(
          "{} cannot know whether {} is the Mutineer: each player knows it of themselves, the Boatswain "
          "of the player whose cabin he searched, and the Chaplain of the player he heard (written "
          "'confession NAME confessed' or 'confession NAME denied')",
          who, record.name(*fact.player));
      break;
    case FactKind::sworn:
    case FactKind::not_sworn:
      why =
          fmt::format("{} cannot know whether the Chaplain is sworn: only the Chaplain and the Mutineer know it", who);
      break;
    default:
      why = fmt::format(
          "{} cannot know whom the Chaplain heard: only the Chaplain knows it, and each role player "
          "whether he was the one asked",
          who);
      break;
  }
  if (!record.view)
    why += " (a record without 'view NAME' is a spectator's: it states only what the public record shows)";
  return why;
}

}  // namespace

bool holds(const Fact& fact, const World& w) {
  const std::optional<Player> x = fact.player;
  switch (fact.kind) {
    case FactKind::mutineer:
      return w.mutineer == *x;
    case FactKind::not_mutineer:
      return w.mutineer != *x;
    case FactKind::heard:
      return w.confession == x;
    case FactKind::heard_confessed:
      return w.confession == x && w.mutineer == *x;
    case FactKind::heard_denied:
      return w.confession == x && w.mutineer != *x;
    case FactKind::heard_nobody:
      return !w.confession;
    case FactKind::not_heard:
      return w.confession != x;
    case FactKind::sworn:
      return w.sworn();
    case FactKind::not_sworn:
      return !w.sworn();
  }
  return false;
}

void check_knowable(const Record& record, const std::vector<bool>& possible) {
  const std::vector<World> worlds = all_worlds(*record.seating);
  const std::vector<Part> parts = information(record);
  // The worlds the record's facts leave: where the real one may be.
  std::vector<bool> fits = possible;
  for (std::size_t w = 0; w < worlds.size(); ++w)
    for (const Fact& fact : record.facts) fits[w] = fits[w] && holds(fact, worlds[w]);
  for (const Fact& fact : record.facts) {
    for (std::size_t a = 0; a < worlds.size(); ++a) {
      if (!fits[a]) continue;
      // Every world that looks like world a to the viewer must agree with it on the fact.
      for (std::size_t b = 0; b < worlds.size(); ++b) {
        if (!possible[b] || holds(fact, worlds[a]) == holds(fact, worlds[b])) continue;
        if (signature(parts, worlds[a]) != signature(parts, worlds[b])) continue;
        const Statement& s = record.statements[static_cast<std::size_t>(fact.statement)];
        throw RecordError({record.file, s.line, s.column}, unknowable(record, fact));
      }
    }
  }
}

std::vector<std::string> unstated_knowledge(const Record& record, const std::vector<bool>& possible) {
  const std::vector<World> worlds = all_worlds(*record.seating);
  std::vector<std::string> notes;
  for (const Part& part : information(record)) {
    std::optional<int> seen;
    bool open = false;
    for (std::size_t w = 0; w < worlds.size(); ++w) {
      if (!possible[w]) continue;
      bool fits = true;
      for (const Fact& fact : record.facts) fits = fits && holds(fact, worlds[w]);
      if (!fits) continue;
      const int value = part.value(worlds[w]);
      open = open || (seen && *seen != value);
      seen = value;
    }
    if (open) notes.push_back(part.note);
  }
  return notes;
}

}  // namespace skb::mutiny
