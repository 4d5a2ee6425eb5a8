#include "solver/mutiny/analysis.h"

#include "solver/core/against_profile.h"
#include "solver/core/best_response.h"
#include "solver/core/exact_value.h"
#include "solver/core/game_graph.h"
#include "solver/core/parallel.h"
#include "solver/mutiny/profile_value.h"

namespace skb::mutiny {

ProfileAnalysis analyze_profile(int players, const Profile& profile, const AnalysisOptions& options) {
  const auto say = [&](const std::string& what) {
    if (options.progress) options.progress(what);
  };
  const Seating seating = Seating::standard(players);
  ProfileAnalysis result;
  result.players = players;
  result.profile = std::string(profile.name());
  say("exact value");
  const ProfileValue value = exact_profile_value(seating, profile);
  result.crew_win = value.crew_win;
  result.states_evaluated = value.stats.expanded;
  result.responder_memory = profile.reads_information() ? Memory::perfect : Memory::none;
  const MutinyGame game(seating, result.responder_memory);
  const ProfileOnGame on_game(profile);
  say("each seat's value");
  result.seat_win = game::exact_value<double>(game, on_game);
  if (!options.best_responses) return result;
  // One best response per seat, each on a graph of its own: seats run in parallel, each writes
  // its own entry, and the gains are added in seat order.
  const int seats = seating.players();
  result.best_responses.assign(static_cast<std::size_t>(seats), std::nullopt);
#pragma omp parallel for schedule(dynamic, 1) num_threads(thread_count(options.threads))
  for (int seat = 0; seat < seats; ++seat) {
    const Player p(seat);
#pragma omp critical(skb_mutiny_progress)
    say("best response of " + seating.describe(p));
    const game::AgainstProfile<MutinyGame, ProfileOnGame> facing(game, on_game, seat);
    try {
      const game::GameGraph graph = game::build_graph(facing, options.max_graph_nodes);
      const game::BestResponse br = game::best_response(graph, game::uniform_strategy(graph), seat);
      BestResponseFigure figure;
      figure.player = p;
      figure.value = br.value;
      figure.gain = br.value - result.seat_win[static_cast<std::size_t>(seat)];
      figure.graph_nodes = graph.nodes();
      result.best_responses[static_cast<std::size_t>(seat)] = figure;
    } catch (const game::GraphTooLarge&) {
      // Left as nothing: reported as not computed.
    }
  }
  double total = 0;
  bool complete = true;
  for (const std::optional<BestResponseFigure>& figure : result.best_responses) {
    complete = complete && figure.has_value();
    if (figure) total += figure->gain;
  }
  if (complete) result.nash_conv = total;
  return result;
}

}  // namespace skb::mutiny
