// Reading files from a test: a whole file (golden outputs, examples, captured streams), and the
// input files of a folder (examples, fuzz seeds and regressions).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace skb::test {

// Returns the file's bytes. Throws std::runtime_error naming the path if it cannot be read, so
// a missing golden file fails the test that wanted it instead of comparing against "".
std::string read_file(const std::filesystem::path& path);

// Returns the regular files of `dir`, sorted: those whose names end in `extension` (if given)
// and start with `prefix`; never the folder's notes (README.*, *.txt) and golden outputs
// (*.json) unless `extension` asks for them. Nothing when `dir` does not exist.
std::vector<std::filesystem::path> files_in(const std::filesystem::path& dir, const std::string& extension = "",
                                            const std::string& prefix = "");

}  // namespace skb::test
