#include "solver/core/text.h"

#include <algorithm>
#include <cstdlib>

#include <fmt/format.h>

namespace skb {

std::string excerpt(std::string_view text, std::size_t keep) {
  std::string out;
  for (char c : text.substr(0, keep)) {
    const auto u = static_cast<unsigned char>(c);
    if ((u < 0x20 && c != '\t') || u >= 0x7f)
      out += fmt::format("\\x{:02X}", u);  // never a raw control byte (an escape sequence) in a message
    else
      out += c;
  }
  if (text.size() > keep) out += fmt::format("... ({} characters)", text.size());
  return out;
}

std::string plain_decimal(double x) {
  std::string s = fmt::format("{}", x);
  if (s.find_first_of("eE") == std::string::npos) return s;
  s = fmt::format("{:.17f}", x);
  while (!s.empty() && s.back() == '0') s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s;
}

bool is_decimal_number(std::string_view text) {
  const std::size_t e = text.find_first_of("eE");
  const std::string_view mantissa = text.substr(0, e);
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  std::size_t digits = 0, points = 0;
  for (char c : mantissa) {
    if (digit(c))
      ++digits;
    else if (c == '.')
      ++points;
    else
      return false;
  }
  if (digits == 0 || points > 1) return false;
  if (e == std::string_view::npos) return true;
  std::string_view exponent = text.substr(e + 1);
  if (!exponent.empty() && (exponent.front() == '+' || exponent.front() == '-')) exponent.remove_prefix(1);
  return !exponent.empty() && std::all_of(exponent.begin(), exponent.end(), digit);
}

std::optional<double> parse_probability(std::string_view text) {
  if (!is_decimal_number(text)) return std::nullopt;
  const std::string copy(text);
  // strtod gives the nearest double: 0 for an exponent below every double (it also sets ERANGE,
  // but 0 is the nearest double indeed), infinity above (refused as > 1).
  const double value = std::strtod(copy.c_str(), nullptr);
  if (!(value >= 0.0 && value <= 1.0)) return std::nullopt;
  return value;
}

}  // namespace skb
