// The words of a `.hats` record (docs/hats/record-format.md) that fuzz_hats_mutate and
// fuzz_hats_advise put into records: the statements' keywords, faces and the examples' names.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace skb::fuzz::hats {

inline const std::vector<std::string> kKeywords{"players", "variant", "view", "no-magic", "standard", "characters", "look", "swap",
                                                "open",    "new",     "dead-table", "M", "5", "6", "7",
                                                "10",      "11",      "Ann", "Ben", "Cat", "Dan"};

// The statements a record's first lines hold, which crossover keeps.
inline bool is_header(std::string_view w) {
  return w == "players" || w == "variant" || w == "view" || w == "characters";
}

}  // namespace skb::fuzz::hats
