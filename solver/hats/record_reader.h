// Record reader: turns the text of a `.hats` record into a Record (docs/hats/record-format.md).
//
// Reading checks the lexical rules (shared with every record format, solver/core/record_text.h),
// the header (players, variant, view, characters, in that order of importance, each once), the
// words of every statement, and plays every event through the rules as it is read (record.h's
// Replay): a turn out of order, a banned look or swap, a removed position, a missing or
// superfluous new character, a dead table that was not dead, or anything after the end is an
// error at its line and column (RecordError, exit status 2). Events that cannot all have happened
// (a hat seen with two faces, a third hat of a kind, a table every hat of which is shown not to
// fit with no dead table after it) throw skb::Contradiction naming the statements (exit 3).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "solver/hats/record.h"

namespace skb::hats {

// Returns the record read from `text`; `file` names it in messages.
Record read_record(std::string_view text, const std::string& file);

// The largest record read_record_file accepts: 1 MiB (a whole game is a few KiB).
inline constexpr std::size_t kMaxRecordBytes = std::size_t{1} << 20;

// Returns the record in the file at `path` ("-": standard input, named "<stdin>").
Record read_record_file(const std::string& path);

}  // namespace skb::hats
