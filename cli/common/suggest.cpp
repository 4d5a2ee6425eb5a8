#include "cli/common/suggest.h"

#include <algorithm>
#include <cctype>

namespace skb::cli {

namespace {

char fold(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

}  // namespace

std::size_t edit_distance(std::string_view a, std::string_view b) {
  const std::size_t n = a.size(), m = b.size();
  std::vector<std::vector<std::size_t>> d(n + 1, std::vector<std::size_t>(m + 1));
  for (std::size_t i = 0; i <= n; ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= m; ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= n; ++i) {
    for (std::size_t j = 1; j <= m; ++j) {
      const std::size_t cost = fold(a[i - 1]) == fold(b[j - 1]) ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && fold(a[i - 1]) == fold(b[j - 2]) && fold(a[i - 2]) == fold(b[j - 1]))
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[n][m];
}

std::optional<std::string> closest_name(std::string_view typed, const std::vector<std::string>& names) {
  std::optional<std::string> best;
  std::size_t best_distance = 0;
  for (const std::string& name : names) {
    const std::size_t limit = name.size() <= 4 ? 1 : 2;
    const std::size_t d = edit_distance(typed, name);
    if (d <= limit && d < name.size() && (!best || d < best_distance)) {
      best = name;
      best_distance = d;
    }
  }
  if (best || typed.size() < 2) return best;
  std::vector<std::string> prefixed;
  for (const std::string& name : names)
    if (name.size() > typed.size() && edit_distance(typed, name.substr(0, typed.size())) == 0) prefixed.push_back(name);
  if (prefixed.size() == 1) return prefixed[0];
  return std::nullopt;
}

}  // namespace skb::cli
