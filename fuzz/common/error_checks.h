// The checks every game's fuzz targets make on the errors skb throws for a bad input (a record
// error names a message and a place; a contradiction names statements, each at a line and column
// of the text with its words) and on a probability: each returns what is wrong, or "".
#pragma once

#include <string>

#include "solver/core/error.h"

namespace skb::fuzz {

inline std::string check_record_error(const RecordError& e) {
  if (std::string(e.what()).empty()) return "a record error without a message";
  if (e.where().line < 0 || e.where().column < 0) return "a record error at a negative place";
  return "";
}

inline std::string check_contradiction(const Contradiction& c) {
  if (c.statements().empty()) return "a contradiction that names no statement";
  for (const auto& s : c.statements())
    if (s.line < 1 || s.column < 1 || s.text.empty()) return "a contradiction naming a statement badly";
  return "";
}

// Whether p is a probability, up to rounding.
inline bool is_chance(double p) { return p >= -1e-12 && p <= 1 + 1e-12; }

}  // namespace skb::fuzz
