// Record files: reading the bytes of a record from a file or from standard input, for every
// game's reader, so that hostile input (a folder, a device that never ends such as /dev/zero, an
// unreadable file, a huge file) is refused the same way whatever the game: a RecordError with
// line 0 ("FILE: message"), never a hang or an exhausted memory.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace skb {

struct RecordFile {
  std::string name;  // as messages name it: the path, or "<stdin>" for "-"
  std::string text;  // the bytes as read
};

// Returns the bytes of the record at `path` ("-" reads standard input, named "<stdin>"). Reads at
// most `max_bytes` + 1 bytes: a longer record is refused with RecordError "the record is larger
// than N MiB, more than any game record needs" followed by `size_hint` (e.g. " (100,000
// questions take about 4 MiB)"). Throws RecordError (line 0) when the file cannot be opened or
// read, or is a folder.
RecordFile read_record_bytes(const std::string& path, std::size_t max_bytes, std::string_view size_hint = {});

}  // namespace skb
