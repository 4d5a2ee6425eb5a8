#include "cli/seven_knights/json_report.h"

#include <fmt/format.h>

#include "cli/common/provenance.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

std::string json_report(const Record& r, const Posterior& post, double seconds) {
  const int n = r.player_count();
  std::string o = "{\n";
  o += fmt::format("  \"variant\": {},\n", json_string(r.variant->name));
  std::vector<std::string> names, center;
  for (const auto& p : r.players) names.push_back(json_string(p));
  for (int c = 0; c < r.center_count(); ++c) center.push_back(json_string(r.position_name(n + c)));
  o += fmt::format("  \"players\": [{}],\n", fmt::join(names, ", "));
  o += fmt::format("  \"center\": [{}],\n", fmt::join(center, ", "));
  o += fmt::format("  \"view\": {},\n", r.view ? json_string(r.players[*r.view]) : "null");
  o += fmt::format("  \"lie_rate\": {},\n", json_number(r.lie_rate));
  o += fmt::format("  \"deals\": {},\n", post.deals);
  o += fmt::format("  \"consistent_deals\": {},\n", post.consistent_deals);
  o += "  \"tiles\": {\n";
  for (int p = 0; p < r.position_count(); ++p) {
    std::vector<std::string> cells;
    for (std::size_t j = 0; j < post.values.size(); ++j)
      cells.push_back(fmt::format("\"{}\": {}", value_name(post.values[j]),
                                  json_number(post.tiles(p, static_cast<std::ptrdiff_t>(j)))));
    o += fmt::format("    {}: {{{}}}{}\n", json_string(r.position_name(p)), fmt::join(cells, ", "),
                     p + 1 < r.position_count() ? "," : "");
  }
  o += "  },\n";
  std::vector<std::string> team;
  for (int a = 0; a < n; ++a)
    team.push_back(fmt::format("{}: {}", json_string(r.players[a]), json_number(post.witch_team[a])));
  o += fmt::format("  \"witch_team\": {{{}}},\n", fmt::join(team, ", "));
  o += fmt::format("  \"witch_absent\": {},\n", json_number(post.witch_absent));
  // What the text shows besides the grid: the Captain (null until known), how many
  // arrangements are possible and how many tie for first.
  if (post.facts.captain) {
    const int c = *post.facts.captain;
    o += fmt::format("  \"captain\": {{\"player\": {}, \"recommendations\": {}, \"named\": {}}},\n",
                     json_string(r.players[c]), post.facts.recommendations[c],
                     post.facts.votes_complete ? "false" : "true");
  } else {
    o += "  \"captain\": null,\n";
  }
  o += fmt::format("  \"arrangements_possible\": {},\n", post.arrangement_count);
  o += fmt::format("  \"tied_for_first\": {},\n", post.tied_for_first);
  o += "  \"arrangements\": [";
  for (std::size_t i = 0; i < post.arrangements.size(); ++i) {
    const auto& a = post.arrangements[i];
    std::vector<std::string> order;
    for (int p : a.arrangement.order) order.push_back(json_string(r.position_name(p)));
    o += fmt::format("{}\n    {{\"exclude\": {}, \"order\": [{}], \"probability\": {}}}", i ? "," : "",
                     a.arrangement.exclude ? json_string(r.position_name(*a.arrangement.exclude)) : "null",
                     fmt::join(order, ", "), json_number(a.probability));
  }
  o += post.arrangements.empty() ? "]" : "\n  ]";
  // Notes (what the viewer knows but the record does not state) only when there are some, so
  // that the schema's example stays as it is.
  if (!post.notes.empty()) {
    o += ",\n  \"notes\": " + json_string_array(post.notes);
  }
  o += ",\n  " + provenance_json(seconds) + "\n}\n";
  return o;
}

}  // namespace skb::cli::seven_knights
