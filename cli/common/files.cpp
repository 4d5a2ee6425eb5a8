#include "cli/common/files.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

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

}  // namespace skb::cli
