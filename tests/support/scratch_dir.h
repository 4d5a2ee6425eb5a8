// ScratchDir: a fresh folder under the system's temporary folder for one test, named after the
// test and the process (so parallel test runs do not meet), emptied when made and removed, with
// everything in it, when the test is done.
#pragma once

#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include <unistd.h>

namespace skb::test {

class ScratchDir {
 public:
  // Makes the path <temp>/skb_<owner>_<pid>_<name> and empties it (the folder itself is created
  // by whoever writes into it first).
  ScratchDir(const std::string& owner, const std::string& name)
      : path_(std::filesystem::temp_directory_path() /
              ("skb_" + owner + "_" + std::to_string(::getpid()) + "_" + name)) {
    std::filesystem::remove_all(path_);
  }
  ~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

  // Writes `text` to the file `name` in the folder (made if need be) and returns its path.
  std::string write(const std::string& name, std::string_view text) const {
    std::filesystem::create_directories(path_);
    const std::filesystem::path file = path_ / name;
    std::ofstream(file, std::ios::binary) << text;
    return file.string();
  }

 private:
  std::filesystem::path path_;
};

}  // namespace skb::test
