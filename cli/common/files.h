// Writing output files so that nothing is silently lost: every write and the close are
// checked, and a file appears under its name only once it is complete (written to a temporary
// name beside it, then renamed), so an interrupted run never leaves a half-written file.
#pragma once

#include <filesystem>
#include <cstdint>
#include <functional>
#include <initializer_list>
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

// Prepares, before long work, the folder `dir` that it will fill with files (--record-out):
// creates it if need be; refuses it if it holds anything, unless `force` (the message says so,
// naming what the files hold, `what`: "games"); with `force`, refuses it if something a file
// cannot replace (a folder) is there under a name `written` says the work will write (or under
// that name's temporary name, .NAME.tmp); then checks it writable (check_writable_folder).
// Throws UsageError for `command`, naming `option` and the folder (exit status 2).
void prepare_output_folder(const std::filesystem::path& dir, std::string_view option, std::string_view command,
                           bool force, std::string_view what, const std::function<bool(const std::string&)>& written);

// Returns whether `name` is one of the numbered files that --record-out writes: a number below
// `count` written with at least six digits ("000042", as fmt's {:06}), then one of `extensions`
// (".hats", ".truth.json").
bool numbered_file(std::string_view name, std::uint64_t count, std::initializer_list<std::string_view> extensions);

// Checks, before long work that will write `file` with write_file (into a folder checked with
// check_writable_folder), that nothing a file cannot replace is there: no folder of that name (a
// file or a link is replaced once the work is done). Throws UsageError for `command` naming `option` and the
// file (exit status 2).
void check_replaceable_file(const std::filesystem::path& file, std::string_view option, std::string_view command);

}  // namespace skb::cli
