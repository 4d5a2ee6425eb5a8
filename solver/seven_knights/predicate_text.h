// Predicate text: a parsed question written back in record syntax (the inverse of
// parse_predicate, up to blanks and redundant parentheses).
//
// The text is canonical: single blanks around operators, sets as value_set_text writes them,
// parentheses only where the grammar needs them (an `or` inside an `and` or a `not`, an `and`
// inside a `not`, and a nested group of the same operator, which the parser keeps as a node of
// its own). Parsing the text gives back the same tree, node for node.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "solver/seven_knights/predicate.h"

namespace skb::seven_knights {

// Returns a set of value codes (bit v = value v) in record syntax, e.g. "{1,3..5,W}": Knights
// ascending, runs of three or more as ranges, W last.
std::string value_set_text(std::uint32_t values);

// Returns the predicate in record syntax; `position_name(p)` names position p.
std::string predicate_text(const Predicate& predicate, const std::function<std::string(int)>& position_name);

}  // namespace skb::seven_knights
