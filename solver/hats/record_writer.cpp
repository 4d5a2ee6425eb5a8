#include "solver/hats/record_writer.h"

#include <fmt/format.h>

#include "solver/hats/record_vocabulary.h"

namespace skb::hats {

std::string event_text(const Record& r, const Event& e) {
  if (e.kind == EventKind::dead_table) {
    std::string out(keyword(Keyword::dead_table));
    for (const Kind f : e.faces) out += " " + kind_text(f);
    return out;
  }
  const std::string& name = r.players[static_cast<std::size_t>(e.player)];
  const std::string_view k = move_keyword(e.move.kind);
  switch (e.move.kind) {
    case MoveKind::look:
      return fmt::format("{} {} {}{}", k, name, e.move.first.number(), e.hat ? " " + kind_text(*e.hat) : "");
    case MoveKind::swap:
      return fmt::format("{} {} {} {}", k, name, e.move.first.number(), e.move.second.number());
    case MoveKind::open:
      return fmt::format("{} {} {} {}{}", k, name, e.move.first.number(), kind_text(*e.hat),
                         e.character ? fmt::format(" {} {}", kNewWord, kind_text(*e.character)) : "");
  }
  return {};
}

std::string write_record(const Record& r) {
  std::string out(keyword(Keyword::players));
  for (const std::string& p : r.players) out += " " + p;
  out += "\n";
  if (r.variant != Variant::standard) out += fmt::format("{} {}\n", keyword(Keyword::variant), variant_name(r.variant));
  if (r.view) out += fmt::format("{} {}\n", keyword(Keyword::view), r.players[static_cast<std::size_t>(*r.view)]);
  out += keyword(Keyword::characters);
  for (const Kind c : r.characters) out += " " + kind_text(c);
  out += "\n";
  for (const Event& e : r.events) out += event_text(r, e) + "\n";
  return out;
}

}  // namespace skb::hats
