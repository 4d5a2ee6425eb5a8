// Record reader: turns the text of a `.mutiny` record into a Record (docs/mutiny/record-format.md).
//
// Reading checks everything but what depends on the view (which the command line may change):
// the lexical rules (shared with every record format, solver/core/record_text.h), the order and
// repetition of the header statements, the arguments of each statement, player names, the
// facts' players, and every action against the rules of play: the actions are played through
// the rules engine as they are read (play.h), so an action the rules forbid, an action out of
// order, an incomplete vote or an action after the end of the game is an error at its line and
// column, with the rule in the players' words. Whether the viewer can know the record's facts is
// checked when it is solved (facts.h). Every error is a RecordError naming the file, line and
// column.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "solver/mutiny/record.h"

namespace skb::mutiny {

// Returns the record read from `text`; `file` is the name used in error messages. Throws
// RecordError.
Record read_record(std::string_view text, const std::string& file);

// The largest record read_record_file accepts: 1 MiB. A whole game takes a few dozen
// statements (about 1 KiB); anything longer is refused before it is read.
inline constexpr std::size_t kMaxRecordBytes = std::size_t{1} << 20;

// Returns the record in the file at `path` ("-" reads standard input, named "<stdin>" in
// messages). Throws RecordError (line 0) when the file cannot be opened or read, or is longer
// than kMaxRecordBytes, and as read_record does.
Record read_record_file(const std::string& path);

}  // namespace skb::mutiny
