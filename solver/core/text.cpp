#include "solver/core/text.h"

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

}  // namespace skb
