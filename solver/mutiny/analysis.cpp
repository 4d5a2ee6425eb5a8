#include "solver/mutiny/analysis.h"


#include "solver/core/against_profile.h"
#include "solver/core/build_graph.h"
#include "solver/core/error.h"
#include "solver/core/best_response.h"
#include "solver/core/exact_value.h"
#include "solver/core/game_graph.h"
#include "solver/core/parallel.h"
#include "solver/mutiny/profile_value.h"
#include "solver/mutiny/solved_profile.h"

namespace skb::mutiny {

namespace {

// Returns the memories a best response to `profile` tries, best first (see analysis.h).
std::vector<Memory> responder_memories(const Profile& profile) {
  if (!profile.reads_information()) return {Memory::none};
  if (dynamic_cast<const SolvedProfile*>(&profile)) return {Memory::short_term};
  return {Memory::perfect, Memory::short_term};
}

// Returns `seat`'s best response to `profile` with the first memory whose graph fits, or nothing.
std::optional<BestResponseFigure> best_response_of(const Seating& seating, const ProfileOnGame& on_game,
                                                   const std::vector<Memory>& memories, int seat, double baseline,
                                                   std::uint64_t max_nodes, const std::atomic<bool>* cancel) {
  for (const Memory memory : memories) {
    const MutinyGame game(seating, memory);
    const skb::AgainstProfile<MutinyGame, ProfileOnGame> facing(game, on_game, seat);
    try {
      const skb::GameGraph graph = skb::build_graph(facing, max_nodes, {}, {}, cancel);
      const skb::BestResponse br = skb::best_response(graph, skb::uniform_strategy(graph), seat);
      BestResponseFigure figure;
      figure.player = Player(seat);
      figure.value = br.value;
      figure.gain = br.value - baseline;
      figure.graph_nodes = graph.nodes();
      figure.memory = memory;
      figure.exact = memory == Memory::perfect || memory == Memory::none;
      return figure;
    } catch (const skb::GraphTooLarge&) {
      // Try the next memory, or report as not computed.
    }
  }
  return std::nullopt;
}

}  // namespace

ProfileAnalysis analyze_profile(int players, const Profile& profile, const AnalysisOptions& options) {
  const auto stop_if_cancelled = [&] {
    if (options.cancel != nullptr && options.cancel->load(std::memory_order_relaxed))
      throw skb::Cancelled("the analysis was cancelled");
  };
  const auto tell = [&](const std::string& what) {
    if (options.progress) options.progress(what);
  };
  const auto say = [&](const std::string& what) {  // a step begins, unless cancelled
    stop_if_cancelled();
    tell(what);
  };
  const Seating seating = Seating::standard(players);
  ProfileAnalysis result;
  result.players = players;
  result.profile = std::string(profile.name());
  if (const auto* solved = dynamic_cast<const SolvedProfile*>(&profile)) {
    // A solved profile plays the reduced game exactly as it plays the game (it reads only what
    // the reduced game's players know), so its values are those of its graph.
    SolvedFigures s;
    if (options.solved) {
      s = *options.solved;
    } else {
      say("building the reduced game");
      const ReducedGraph reduced = build_reduced_graph(players, Variant{}, 60'000'000, options.cancel);
      say("the table's values on the reduced game");
      s.figures = measure_table(reduced, solved->table());
      s.nodes = reduced.graph.nodes();
      for (int p = 0; p < players; ++p) s.infosets.push_back(reduced.graph.infosets_of(p));
    }
    result.crew_win = s.figures.crew_win;
    result.crew_win_by_mutineer = s.figures.crew_win_by_mutineer;
    result.seat_win = s.figures.seat_win;
    result.states_evaluated = s.nodes;
    result.solved = std::move(s);
  } else {
    say("exact value");
    const ProfileValue value = exact_profile_value(seating, profile, options.cancel);
    result.crew_win = value.crew_win;
    for (const Fraction& f : value.by_mutineer) result.crew_win_by_mutineer.push_back(f.get_d());
    result.states_evaluated = value.stats.expanded;
    say("each seat's value");
    result.seat_win =
        skb::exact_value<double>(MutinyGame(seating, Memory::none), ProfileOnGame(profile), nullptr, options.cancel);
    result.seat_win.resize(static_cast<std::size_t>(players));  // the seats, not the crew's entry
  }
  if (!options.best_responses) return result;
  // One best response per seat, each on a graph of its own: seats run in parallel, each writes
  // its own entry, and the gains are added in seat order.
  const ProfileOnGame on_game(profile);
  const std::vector<Memory> memories = responder_memories(profile);
  result.best_responses.assign(static_cast<std::size_t>(players), std::nullopt);
  // parallel_for throws the first exception a seat throws once the loop is done (skb::Cancelled,
  // std::bad_alloc from a graph too big, ...).
  parallel_for(static_cast<std::size_t>(players), thread_count(options.threads), [&](std::size_t seat, int) {
    stop_if_cancelled();  // thrown here, not inside the critical section
#pragma omp critical(skb_mutiny_progress)
    tell("best response of " + seating.describe(Player(static_cast<int>(seat))));
    result.best_responses[seat] = best_response_of(seating, on_game, memories, static_cast<int>(seat),
                                                   result.seat_win[seat], options.max_graph_nodes, options.cancel);
  });
  double total = 0;
  bool complete = true;
  for (const std::optional<BestResponseFigure>& figure : result.best_responses) {
    complete = complete && figure.has_value();
    if (!figure) continue;
    total += figure->gain;
    result.nash_conv_exact = result.nash_conv_exact && figure->exact;
  }
  if (complete) result.nash_conv = total;
  return result;
}

}  // namespace skb::mutiny
