// JSON and CSV writing for every report: strings and numbers in the one format skb uses.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace skb::cli {

// Returns a JSON string literal for `s`: quotes and backslashes escaped, a line break as \n and
// any other control character as \u00XX (a message of several lines, a name read back).
std::string json_string(std::string_view s);

// Returns a double in shortest round-trip form, always with a '.' or an exponent ("0.0", "1.0").
// CSV cells use the same form.
std::string json_number(double x);

// Returns a JSON array of string literals, on one line: ["a", "b"].
std::string json_string_array(const std::vector<std::string>& items);

}  // namespace skb::cli
