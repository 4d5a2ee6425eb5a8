// "Did you mean ...?" for a mistyped command: the known name closest to what was typed.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skb::cli {

// The edit distance between `a` and `b` (Damerau-Levenshtein, optimal string alignment: one
// insertion, deletion, substitution or swap of neighbours costs 1), ignoring case.
std::size_t edit_distance(std::string_view a, std::string_view b);

// The name in `names` closest to `typed`: within 1 edit for names up to 4 letters, 2 beyond; or
// the only name `typed` (2 letters or more) begins. Nothing when no name is that close; the
// first of equally close names.
std::optional<std::string> closest_name(std::string_view typed, const std::vector<std::string>& names);

}  // namespace skb::cli
