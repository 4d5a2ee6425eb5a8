// Record reader: turns the text of a `.nyet` record into a Record (docs/nyet/record-format.md).
//
// Reading checks the lexical rules (shared with every record format, solver/core/record_text.h),
// the header (players first; then characters, dealer or terms, view, each once), the words of
// every statement, and replays every statement through the rules as it is read (replay.h): a
// rule broken is an error at its line and column (RecordError, exit status 2); statements that
// cannot all be true throw skb::Contradiction naming them (exit status 3).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "solver/nyet/record.h"

namespace skb::nyet {

// Returns the record read from `text`; `file` names it in messages.
Record read_record(std::string_view text, const std::string& file);

// The largest record read_record_file accepts: 1 MiB (a round is about 1 KiB).
inline constexpr std::size_t kMaxRecordBytes = std::size_t{1} << 20;

// Returns the record in the file at `path` ("-": standard input, named "<stdin>").
Record read_record_file(const std::string& path);

}  // namespace skb::nyet
