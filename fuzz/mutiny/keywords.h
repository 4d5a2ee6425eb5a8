// The words of a `.mutiny` record (docs/mutiny/record-format.md) that fuzz_mutiny_mutate and
// fuzz_mutiny_advise put into records: the statements' keywords, the cards, the facts' and the
// reports' words, and the examples' player names.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace skb::fuzz::mutiny {

inline const std::vector<std::string> kKeywords{
    "players",   "chaplain",  "navigator", "boatswain",      "helmsman",       "view",       "fact",
    "search",    "report",    "mutineer",  "not-mutineer",   "confessed",      "denied",     "silent",
    "innocence-vote", "guilt-vote", "dead-reckoning", "condemn", "wait",       "forgive",    "change-course",
    "move",      "nobody",    "sworn",     "not-sworn",      "confession",     "no-confession", "lie-rate",
    "confession-rate", "Ann",  "Ben",      "Cat",            "Dan",            "Eve",        "Fay"};

// The statements a record's first lines hold, which crossover keeps.
inline bool is_header(std::string_view w) {
  return w == "players" || w == "chaplain" || w == "navigator" || w == "boatswain" || w == "helmsman" || w == "view";
}

}  // namespace skb::fuzz::mutiny
