// The checks every game's fuzz targets make on reading a record: the errors skb throws for a bad
// input (a record error names a message and a place; a contradiction names statements, each at a
// line and column of the text with its words), the writer's round trip, and a probability. Each
// returns what is wrong, or "".
#pragma once

#include <exception>
#include <optional>
#include <string>
#include <string_view>

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

// Reads `bytes` as a record (read(text, file name) returns it) into `record` and checks that
// write(record) reads back to itself. Returns nothing when the record was read and round-trips
// (the caller goes on checking it), else the verdict: "" for a bad input refused as it should be,
// or what is wrong.
template <class Record, class Read, class Write>
std::optional<std::string> read_and_round_trip(std::string_view bytes, Record& record, const Read& read,
                                               const Write& write) {
  try {
    record = read(bytes, "fuzz.record");
  } catch (const RecordError& e) {
    return check_record_error(e);
  } catch (const Contradiction& c) {
    return check_contradiction(c);
  }
  const std::string written = write(record);
  try {
    if (write(read(written, "written.record")) != written) return "the writer does not round-trip";
  } catch (const std::exception& e) {
    return std::string("the written record does not read back: ") + e.what() + "\n" + written;
  }
  return std::nullopt;
}

}  // namespace skb::fuzz
