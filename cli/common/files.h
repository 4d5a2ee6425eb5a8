// Writing output files so that nothing is silently lost: every write and the close are
// checked, and a file appears under its name only once it is complete (written to a temporary
// name beside it, then renamed), so an interrupted run never leaves a half-written file.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

namespace skb::cli {

// A file that could not be written: names the file and the system's reason.
class WriteError : public std::runtime_error {
 public:
  explicit WriteError(const std::string& message) : std::runtime_error(message) {}
};

// Writes `content` to `path`: to `.NAME.tmp` in the same folder first, then renamed. Throws
// WriteError naming the file and the reason (a full disk, a missing permission) on any failure,
// after removing the temporary file.
void write_file(const std::filesystem::path& path, std::string_view content);

// Checks, before long work that writes into the folder `dir` (named by `option`, e.g.
// "--record-out"), that it is a folder and that a file can be created in it (one is, and removed
// at once). Throws UsageError for `command` naming the folder and the reason (exit status 2), so
// a run never finishes its work only to find it cannot keep it.
void check_writable_folder(const std::filesystem::path& dir, std::string_view option, std::string_view command);

}  // namespace skb::cli
