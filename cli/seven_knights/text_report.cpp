#include "cli/seven_knights/text_report.h"

#include <cmath>

#include <fmt/format.h>

#include "cli/common/percent.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

namespace {

std::string pad_left(const std::string& s, std::size_t width) {
  // "·" is two bytes but one column wide.
  std::size_t columns = display_width(s);
  return std::string(width > columns ? width - columns : 0, ' ') + s;
}

}  // namespace

std::string describe_arrangement(const Record& r, const Arrangement& a) {
  std::vector<std::string> order;
  for (int p : a.order) order.push_back(r.position_name(p));
  std::string laid = fmt::format("{}", fmt::join(order, ", "));
  if (a.exclude) return fmt::format("{}; leave out {}", laid, r.position_name(*a.exclude));
  return laid + "; leave nothing out (no Witch in play)";
}

std::string text_report(const Record& r, const Posterior& post, bool color) {
  return text_report(r, post, TextLayout{std::nullopt, true, color});
}

std::string text_report(const Record& r, const Posterior& post, const TextLayout& layout) {
  const bool color = layout.color;
  const int n = r.player_count();
  std::string o;
  o += fmt::format("{} ({}), {} players: {}\n", r.variant->name, r.variant->title, n, fmt::join(r.players, " "));
  o += fmt::format("{}; {} rules; lie rate {}\n",
                   r.view ? "seen by " + r.players[*r.view] : std::string("spectator's view"),
                   r.rules == RuleSet::strict ? "strict" : "lenient", r.lie_rate);
  o += fmt::format("{} of {} deals consistent\n", post.consistent_deals, post.deals);
  for (const auto& note : post.notes) o += "Note: " + note + "\n";
  o += "\n";

  std::size_t name_width = 4;
  for (int p = 0; p < r.position_count(); ++p) name_width = std::max(name_width, display_width(r.position_name(p)));
  o += "Where the tiles are (chance in %, rows: positions, columns: tiles):\n";
  // Cells 6 wide after a space; on a narrow screen 5 (">99.9", the widest value, still fits),
  // and when even that is too wide, the columns in parts, each a table of its own.
  const std::size_t cell = layout.too_wide(name_width + 2 + 7 * post.values.size()) ? 5 : 6;
  std::size_t per_part = post.values.size();
  if (layout.too_wide(name_width + 2 + (cell + 1) * per_part))
    per_part =
        std::max<std::size_t>(1, (*layout.width > name_width + 2 ? *layout.width - name_width - 2 : 0) / (cell + 1));
  std::string grid;
  for (std::size_t first = 0; first < post.values.size(); first += per_part) {
    const std::size_t last = std::min(post.values.size(), first + per_part);
    if (first > 0) grid += "\n";
    grid += std::string(name_width + 2, ' ');
    for (std::size_t j = first; j < last; ++j) grid += pad_left(value_name(post.values[j]), cell + 1);
    grid += "\n";
    for (int p = 0; p < r.position_count(); ++p) {
      std::string name = r.position_name(p);
      grid += "  " + name + std::string(name_width - display_width(name), ' ');
      for (std::size_t j = first; j < last; ++j) {
        double prob = post.tiles(p, static_cast<std::ptrdiff_t>(j));
        grid += " " + shade(pad_left(percent(prob, layout.utf8), cell), prob, color);
      }
      grid += "\n";
    }
  }
  // The grid is laid out to fit already; the text around it wraps.
  std::string head = wrap(o, layout.width, 2) + grid;
  o.clear();

  o += "\nOn the Witch team (the Witch, or bewitched by seeing her):\n";
  std::vector<std::string> team;
  for (int a = 0; a < n; ++a) team.push_back(fmt::format("{} {}%", r.players[a], percent_in_text(post.witch_team[a])));
  o += wrap_items(team, 2, layout.width);
  o += fmt::format("Witch out of play: {}%\n", percent_in_text(post.witch_absent));

  if (post.facts.captain) {
    int c = *post.facts.captain;
    o += fmt::format("\nCaptain: {} ({} recommendation{}{})\n", r.players[c], post.facts.recommendations[c],
                     post.facts.recommendations[c] == 1 ? "" : "s",
                     post.facts.votes_complete ? "" : "; named by a captain statement");
    if (!(r.view && *r.view == c))
      o += fmt::format("Chance the Captain is on the Witch team (and wins for the Witch at once): {}%\n",
                       percent_in_text(post.witch_team[c]));
  }

  o += "\nMost likely arrangements (laid left to right, as the Captain would lay them):\n";
  for (std::size_t i = 0; i < post.arrangements.size(); ++i) {
    const auto& a = post.arrangements[i];
    bool tied =
        (i > 0 && post.arrangements[i - 1].probability - a.probability < kTieTolerance) ||
        (i + 1 < post.arrangements.size() && a.probability - post.arrangements[i + 1].probability < kTieTolerance);
    // A continuation starts under the first name (column 15).
    o += wrap(fmt::format("  {:>2}. {:>6}%  {}{}\n", i + 1, percent(a.probability),
                          describe_arrangement(r, a.arrangement), tied ? "  (tied)" : ""),
              layout.width, i + 1 < 10 ? 12 : 13);
  }
  if (post.arrangement_count > post.arrangements.size())
    o += fmt::format("  ... {} arrangements are possible in all; --top K shows more.\n", post.arrangement_count);
  if (!post.arrangements.empty()) {
    double best = post.arrangements[0].probability;
    if (r.view && post.facts.captain && *r.view == *post.facts.captain)
      o += fmt::format("\nAs Captain, {} wins by laying the first arrangement with probability {}%.\n",
                       r.players[*r.view], percent(best));
    else
      o += fmt::format("\nThe first arrangement is right with probability {}%.\n", percent(best));
  }
  return head + wrap(o, layout.width, 2);
}

}  // namespace skb::cli::seven_knights
