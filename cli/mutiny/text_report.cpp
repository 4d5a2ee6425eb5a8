#include "cli/mutiny/text_report.h"

#include <vector>

#include <fmt/format.h>

#include "cli/common/percent.h"

namespace skb::cli::mutiny {

using skb::mutiny::Player;
using skb::mutiny::Role;

namespace {

// "Ann 25.0%" for each of `players`.
// "Ann 25.0%" for each of `players`, the figure shaded by its chance with colour.
std::vector<std::string> items(const skb::mutiny::Record& r, const std::vector<Player>& players,
                               const std::vector<double>& p, bool color) {
  std::vector<std::string> out;
  for (const Player x : players) {
    const double chance = p[static_cast<std::size_t>(x.index)];
    out.push_back(fmt::format("{} {}", r.name(x), shade(percent_in_text(chance) + "%", chance, color)));
  }
  return out;
}

std::string header(const skb::mutiny::Record& r, const skb::mutiny::Posterior& post, std::string_view model,
                   double tremble) {
  const skb::mutiny::Seating& seating = *r.seating;
  std::string o = fmt::format("Mutiny, {} players: {}\n", r.player_count(), fmt::join(r.players, " "));
  std::vector<std::string> cards;
  for (const Role role : skb::mutiny::all_roles)
    cards.push_back(fmt::format("{} {}", skb::mutiny::role_name(role), r.name(seating.holder(role))));
  std::vector<std::string> jurors;
  for (const Player j : seating.jurors()) jurors.push_back(r.name(j));
  o += fmt::format("{}{}\n", fmt::join(cards, ", "),
                   jurors.empty() ? std::string()
                                  : fmt::format("; juror{} {}", jurors.size() == 1 ? "" : "s", fmt::join(jurors, " ")));
  o += fmt::format("{}; lie rate {}; confession rate {}\n",
                   r.view ? "seen by " + r.name(*r.view) : std::string("spectator's view"), r.lie_rate,
                   r.confession_rate);
  o += model.empty() ? std::string("Model of play: none (votes, moves and silence are not evidence)\n")
                     : fmt::format("Model of play: {}, tremble {} (every recorded action weighed by its chance; a "
                                   "player errs with chance {})\n",
                                   model, tremble, tremble);
  o += fmt::format("{} of {} worlds consistent\n", post.consistent_worlds, post.worlds.size());
  for (const std::string& note : post.notes) o += "Note: " + note + "\n";
  return o;
}

// The votes counted so far, and who has won once the game may be over.
std::string outcome(const skb::mutiny::Record& r, const skb::mutiny::Posterior& post) {
  std::string o;
  if (post.innocence_counted)
    o += post.innocent ? fmt::format("Innocence vote: {} is innocent.\n", r.name(*post.innocent))
                       : std::string("Innocence vote: a tie, nobody is innocent.\n");
  if (post.guilt_counted)
    o += post.guilty ? fmt::format("Guilt vote: {} is guilty.\n", r.name(*post.guilty))
                     : std::string("Guilt vote: a tie, nobody is guilty.\n");
  if (post.game_over == 1.0)
    o += fmt::format("The game is over: the crew has won with probability {}%, the Mutineer's side with {}%.\n",
                     percent_in_text(post.crew_won), percent_in_text(post.mutineer_side_won));
  else if (post.game_over > 0.0)
    o += fmt::format(
        "The game is over with probability {}% (the innocent player is the Mutineer: the Mutineer's side has won); "
        "otherwise round 2 follows.\n",
        percent_in_text(post.game_over));
  return o;
}

}  // namespace

std::string text_report(const skb::mutiny::Record& r, const skb::mutiny::Posterior& post, std::string_view model,
                        double tremble, const TextLayout& layout) {
  const skb::mutiny::Seating& seating = *r.seating;
  std::string o = header(r, post, model, tremble) + "\n";
  std::string body = "Who is the Mutineer:\n";
  body += wrap_items(items(r, seating.role_players(), post.mutineer, layout.color), 2, layout.width);
  body += fmt::format("The Chaplain ({}) is sworn to the Mutineer: {}\n", r.name(seating.holder(Role::chaplain)),
                      shade(percent_in_text(post.sworn) + "%", post.sworn, layout.color));
  body += "On the Mutineer's side (the Mutineer, or the Chaplain once sworn):\n";
  body += wrap_items(items(r, seating.everyone(), post.mutineer_side, layout.color), 2, layout.width);
  body += "Whose confession the Chaplain heard:\n";
  std::vector<std::string> heard;
  for (std::size_t k = 0; k < post.confession_options.size(); ++k) {
    const auto& option = post.confession_options[k];
    heard.push_back(fmt::format("{} {}", option ? r.name(*option) : "nobody",
                                shade(percent_in_text(post.confession[k]) + "%", post.confession[k], layout.color)));
  }
  body += wrap_items(heard, 2, layout.width);
  const std::string end = outcome(r, post);
  if (!end.empty()) body += "\n" + end;
  return wrap(o, layout.width, 2) + wrap(body, layout.width, 2);
}

}  // namespace skb::cli::mutiny
