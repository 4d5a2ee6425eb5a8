#include "cli/common/files.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#include <fmt/format.h>

#include "cli/common/errors.h"

namespace skb::cli {

namespace {

[[noreturn]] void fail(const std::filesystem::path& path, const char* what, int error) {
  throw WriteError(
      fmt::format("cannot write {}: {}{}", path.string(), what, error ? std::string(": ") + std::strerror(error) : ""));
}

}  // namespace

void write_file(const std::filesystem::path& path, std::string_view content) {
  const std::filesystem::path temporary = path.parent_path() / ("." + path.filename().string() + ".tmp");
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) fail(path, "cannot create it", errno);
  std::size_t written = 0;
  while (written < content.size()) {
    const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int error = n < 0 ? errno : ENOSPC;
      ::close(fd);
      ::unlink(temporary.c_str());
      fail(path, "the write failed", error);
    }
    written += static_cast<std::size_t>(n);
  }
  if (::close(fd) != 0) {
    const int error = errno;
    ::unlink(temporary.c_str());
    fail(path, "closing it failed", error);
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const int error = errno;
    ::unlink(temporary.c_str());
    fail(path, "renaming it into place failed", error);
  }
}

void check_writable_folder(const std::filesystem::path& dir, std::string_view option, std::string_view command) {
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec))
    throw UsageError(std::string(command), fmt::format("{} {}: {}", option, dir.string(),
                                                       std::filesystem::exists(dir, ec) ? "not a folder"
                                                                                        : "no such folder"));
  const std::filesystem::path probe = dir / fmt::format(".skb-write-check-{}.tmp", ::getpid());
  const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0)
    throw UsageError(std::string(command),
                     fmt::format("{} {}: cannot write in the folder: {}", option, dir.string(), std::strerror(errno)));
  ::close(fd);
  ::unlink(probe.c_str());
}

void prepare_output_folder(const std::filesystem::path& dir, std::string_view option, std::string_view command,
                           bool force, std::string_view what, const std::function<bool(const std::string&)>& written) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec || !fs::is_directory(dir))
    throw UsageError(std::string(command), fmt::format("{} {}: cannot create the folder{}", option, dir.string(),
                                                       ec ? ": " + ec.message() : std::string()));
  fs::directory_iterator entries(dir, ec);
  if (ec)
    throw UsageError(std::string(command),
                     fmt::format("{} {}: cannot read the folder: {}", option, dir.string(), ec.message()));
  for (; entries != fs::directory_iterator(); entries.increment(ec)) {
    if (!force)
      throw UsageError(std::string(command),
                       fmt::format("{} {}: the folder is not empty; choose an empty one, or add --force to overwrite "
                                   "the {} it may hold",
                                   option, dir.string(), what));
    std::string name = entries->path().filename().string();
    if (name.size() > 5 && name.front() == '.' && name.ends_with(".tmp")) name = name.substr(1, name.size() - 5);
    if (written(name)) check_replaceable_file(entries->path(), option, command);
  }
  if (ec)
    throw UsageError(std::string(command),
                     fmt::format("{} {}: cannot read the folder: {}", option, dir.string(), ec.message()));
  check_writable_folder(dir, option, command);
}

bool numbered_file(std::string_view name, std::uint64_t count, std::initializer_list<std::string_view> extensions) {
  std::size_t digits = 0;
  while (digits < name.size() && name[digits] >= '0' && name[digits] <= '9') ++digits;
  if (digits < 6 || digits > 19) return false;  // 19 digits hold every count skb accepts (10^12)
  std::uint64_t number = 0;
  for (std::size_t i = 0; i < digits; ++i) number = number * 10 + static_cast<std::uint64_t>(name[i] - '0');
  if (number >= count || fmt::format("{:06}", number) != name.substr(0, digits)) return false;
  for (std::string_view extension : extensions)
    if (name.substr(digits) == extension) return true;
  return false;
}

void check_replaceable_file(const std::filesystem::path& file, std::string_view option, std::string_view command) {
  // A rename replaces a file, a link or anything else but a folder.
  std::error_code ec;
  if (std::filesystem::symlink_status(file, ec).type() != std::filesystem::file_type::directory) return;
  throw UsageError(std::string(command),
                   fmt::format("{}: {} is a folder, where the work will write a file; move it away", option,
                               file.string()));
}

}  // namespace skb::cli
