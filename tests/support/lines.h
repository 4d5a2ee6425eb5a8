// Records as lines, for the tests and fuzzers that cut, move and splice their statements.
#pragma once

#include <string>
#include <vector>

namespace skb::test {

// Returns the lines of `text` without their '\n' (a '\r' stays with its line; no empty last
// line for a final '\n').
std::vector<std::string> split_lines(const std::string& text);

// Returns the lines joined, each ending in '\n'.
std::string join_lines(const std::vector<std::string>& lines);

}  // namespace skb::test
