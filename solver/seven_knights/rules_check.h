// Rules check: whether a record that reads correctly is also a legal game (rules.md), and what
// follows from it that every later step needs: who knows which positions, and who the Captain
// is. Run after any command-line setting (rules, view, lie rate) has been applied.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "solver/seven_knights/record.h"

namespace skb::seven_knights {

struct RecordFacts {
  std::vector<std::uint32_t> looked;  // per player: bitmask of positions inspected
  std::vector<std::uint32_t> knows;   // per player: own seat plus `looked`
  std::vector<int> recommendations;   // per player: votes received
  bool votes_complete = false;        // every player has voted
  std::optional<int> captain;         // decided by complete votes, or named by `captain`
};

// Returns the Captain chosen by the votes if every player voted (rules.md, "Recommendation"):
// most recommendations; among tied players keep those who did not recommend themselves, if
// any; among those still tied, the last in seating order.
std::optional<int> captain_by_votes(const Record& record);

// Checks every rule of play and returns the derived facts. Throws RecordError at the first
// offending statement (in file order), naming its line and column and the rule in plain words.
RecordFacts check_rules(const Record& record);

}  // namespace skb::seven_knights
