#include "solver/core/record_file.h"

#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>

#include <fmt/format.h>

#include "solver/core/error.h"

namespace skb {

namespace {

// Reads everything from `in`, but at most max_bytes + 1 bytes: enough to tell that a stream is
// too long (a device such as /dev/zero never ends). Returns false on a read error.
bool read_capped(std::istream& in, std::string& text, std::size_t max_bytes) {
  std::array<char, 1 << 16> buffer{};
  while (text.size() <= max_bytes) {
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    text.append(buffer.data(), static_cast<std::size_t>(in.gcount()));
    if (in.bad()) return false;
    if (in.eof()) break;
  }
  return true;
}

}  // namespace

RecordFile read_record_bytes(const std::string& path, std::size_t max_bytes, std::string_view size_hint) {
  RecordFile file{path == "-" ? "<stdin>" : path, {}};
  const std::string& name = file.name;
  if (path == "-") {
    struct stat info {};
    if (::fstat(STDIN_FILENO, &info) == 0 && S_ISDIR(info.st_mode))
      throw RecordError({name, 0, 0}, "standard input is a folder, not a record");
    // std::cin reads through stdio: a failed read (EISDIR, EIO) shows as stdin's error flag,
    // not always as badbit.
    if (!read_capped(std::cin, file.text, max_bytes) || std::ferror(stdin))
      throw RecordError({name, 0, 0}, "cannot read standard input");
  } else {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
      throw RecordError({name, 0, 0}, "this is a folder, not a record file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw RecordError({name, 0, 0}, fmt::format("cannot open the record: {}", std::strerror(errno)));
    if (!read_capped(in, file.text, max_bytes)) throw RecordError({name, 0, 0}, "cannot read the record");
  }
  if (file.text.size() > max_bytes)
    throw RecordError({name, 0, 0}, fmt::format("the record is larger than {} MiB, more than any game record needs{}",
                                                max_bytes >> 20, size_hint));
  return file;
}

}  // namespace skb
