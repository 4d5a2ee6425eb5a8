#include "solver/seven_knights/notes.h"

#include <fmt/format.h>

namespace skb::seven_knights {

std::vector<std::string> knowledge_notes(const Record& r, const RecordFacts& facts) {
  if (!r.view) return {};
  const int viewer = *r.view;
  const std::string& me = r.players[static_cast<std::size_t>(viewer)];
  const auto stated = [&](int p) {
    for (const TileFact& t : r.tiles)
      if (t.position == p) return true;
    return false;
  };
  std::vector<std::string> notes;
  if (!stated(viewer))
    notes.push_back(fmt::format("the record does not say {}'s own tile; add 'tile {} VALUE' to use it.", me, me));
  std::vector<std::string> seen;
  for (int p = 0; p < r.position_count(); ++p)
    if (p != viewer && ((facts.knows[static_cast<std::size_t>(viewer)] >> p) & 1u) && !stated(p))
      seen.push_back(r.position_name(p));
  if (!seen.empty())
    notes.push_back(fmt::format("{} has seen {} but the record does not say what; add 'tile {} VALUE' to use it.", me,
                                fmt::join(seen, ", "), seen.front()));
  return notes;
}

}  // namespace skb::seven_knights
