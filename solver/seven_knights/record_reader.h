// Record reader: turns the text of a `.skb` record into a Record (record-format.md).
//
// Reading checks everything that can be judged statement by statement: the lexical rules
// (words, quotes, comments, CR LF), the order and repetition of the header statements, the
// arguments of each statement, player names, that every name is a player or a center slot of
// this variant, and the predicate grammar. The rules of play (who may look at or ask about
// what, question limits, tile values, the Captain) are checked by check_rules (rules_check.h),
// because command-line settings can change them. Every error is a RecordError naming the file,
// line and column.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "solver/seven_knights/record.h"

namespace skb::seven_knights {

// Reads a record from `text`; `file` is the name used in error messages.
Record read_record(std::string_view text, const std::string& file);

// The largest record read_record_file accepts: 16 MiB, more than 300,000 questions. Anything
// longer is refused before it is parsed, so that a device or a huge file cannot exhaust memory
// (a parsed question takes about 1 KB).
inline constexpr std::size_t kMaxRecordBytes = std::size_t{16} << 20;

// Reads the file at `path` ("-" reads standard input, named "<stdin>" in messages).
// Throws RecordError (line 0) when the file cannot be opened or read, or is longer than
// kMaxRecordBytes.
Record read_record_file(const std::string& path);

// Parses a lie rate: a probability as solver/core/text.h's parse_probability reads it (`0.25`,
// `.5`, `2.5e-3`, in [0, 1]). Returns nothing if the text is not one.
std::optional<double> parse_lie_rate(std::string_view text);

}  // namespace skb::seven_knights
