// The words of a `.nyet` record (docs/nyet/record-format.md) that fuzz_nyet_mutate and
// fuzz_nyet_advise put into records: the statements' keywords, the board's lines and boxes, and
// a character.
#pragma once

#include <string>
#include <vector>

namespace skb::fuzz::nyet {

inline const std::vector<std::string> kKeywords{"players", "dealer", "view",   "hand", "veto",  "teams", "bonus",
                                                "discard", "pass",   "units",  "trick", "terms", "vs",    "none",
                                                "nyet",    "first",  "trump",  "supertrump", "points", "wolf"};

}  // namespace skb::fuzz::nyet
