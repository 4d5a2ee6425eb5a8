#include "cli/mutiny/json_report.h"

#include <cctype>
#include <vector>

#include <fmt/format.h>

#include "cli/common/json.h"
#include "cli/common/provenance.h"

namespace skb::cli::mutiny {

using skb::mutiny::Player;
using skb::mutiny::Role;

namespace {

std::string name_or_null(const skb::mutiny::Record& r, const std::optional<Player>& p) {
  return p ? json_string(r.name(*p)) : "null";
}

// An object of the players' chances: {"Ann": 0.25, ...}.
std::string chances(const skb::mutiny::Record& r, const std::vector<Player>& players, const std::vector<double>& p) {
  std::vector<std::string> items;
  for (const Player x : players)
    items.push_back(fmt::format("{}: {}", json_string(r.name(x)), json_number(p[static_cast<std::size_t>(x.index)])));
  return fmt::format("{{{}}}", fmt::join(items, ", "));
}

}  // namespace

std::string json_report(const skb::mutiny::Record& r, const skb::mutiny::Posterior& post, std::string_view model,
                        double tremble, double seconds) {
  const skb::mutiny::Seating& seating = *r.seating;
  std::string o = "{\n";
  std::vector<std::string> names, jurors, roles;
  for (const std::string& p : r.players) names.push_back(json_string(p));
  for (const Player j : seating.jurors()) jurors.push_back(json_string(r.name(j)));
  for (const Role role : skb::mutiny::all_roles) {
    std::string key(skb::mutiny::role_name(role));
    key[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(key[0])));
    roles.push_back(fmt::format("{}: {}", json_string(key), json_string(r.name(seating.holder(role)))));
  }
  o += fmt::format("  \"players\": [{}],\n", fmt::join(names, ", "));
  o += fmt::format("  \"roles\": {{{}}},\n", fmt::join(roles, ", "));
  o += fmt::format("  \"jurors\": [{}],\n", fmt::join(jurors, ", "));
  o += fmt::format("  \"view\": {},\n", name_or_null(r, r.view));
  o += fmt::format("  \"lie_rate\": {},\n", json_number(r.lie_rate));
  o += fmt::format("  \"confession_rate\": {},\n", json_number(r.confession_rate));
  o += fmt::format("  \"model\": {},\n", model.empty() ? "null" : json_string(model));
  o += fmt::format("  \"tremble\": {},\n", model.empty() ? "null" : json_number(tremble));
  o += fmt::format("  \"worlds\": {},\n", post.worlds.size());
  o += fmt::format("  \"consistent_worlds\": {},\n", post.consistent_worlds);
  o += fmt::format("  \"mutineer\": {},\n", chances(r, seating.role_players(), post.mutineer));
  o += fmt::format("  \"sworn\": {},\n", json_number(post.sworn));
  o += fmt::format("  \"mutineer_side\": {},\n", chances(r, seating.everyone(), post.mutineer_side));
  std::vector<std::string> heard;
  for (std::size_t k = 0; k < post.confession_options.size(); ++k) {
    const auto& option = post.confession_options[k];
    heard.push_back(
        fmt::format("{}: {}", json_string(option ? r.name(*option) : "nobody"), json_number(post.confession[k])));
  }
  o += fmt::format("  \"confession\": {{{}}},\n", fmt::join(heard, ", "));
  o += fmt::format(
      "  \"innocence_vote\": {},\n",
      post.innocence_counted ? fmt::format("{{\"innocent\": {}}}", name_or_null(r, post.innocent)) : "null");
  o += fmt::format("  \"guilt_vote\": {},\n",
                   post.guilt_counted ? fmt::format("{{\"guilty\": {}}}", name_or_null(r, post.guilty)) : "null");
  o += fmt::format("  \"game_over\": {},\n", json_number(post.game_over));
  o += fmt::format("  \"crew_won\": {},\n", json_number(post.crew_won));
  o += fmt::format("  \"mutineer_side_won\": {}", json_number(post.mutineer_side_won));
  // Notes (what the viewer knows but the record does not state) only when there are some.
  if (!post.notes.empty()) o += ",\n  \"notes\": " + json_string_array(post.notes);
  o += ",\n  " + provenance_json(seconds) + "\n}\n";
  return o;
}

}  // namespace skb::cli::mutiny
