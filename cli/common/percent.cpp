#include "cli/common/percent.h"

#include <fmt/format.h>

#include "cli/common/terminal.h"

namespace skb::cli {

std::string percent(double p, bool utf8) {
  if (p == 0.0) return std::string(middle_dot(utf8));
  if (p == 1.0) return "100";
  if (p < 0.0005) return "<0.1";
  if (p > 0.9995) return ">99.9";
  return fmt::format("{:.1f}", 100 * p);
}

std::string percent_in_text(double p) { return p == 0.0 ? "0" : percent(p); }

}  // namespace skb::cli
