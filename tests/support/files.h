// Reading a whole file from a test (golden outputs, examples, captured streams).
#pragma once

#include <filesystem>
#include <string>

namespace skb::test {

// Returns the file's bytes. Throws std::runtime_error naming the path if it cannot be read, so
// a missing golden file fails the test that wanted it instead of comparing against "".
std::string read_file(const std::filesystem::path& path);

}  // namespace skb::test
