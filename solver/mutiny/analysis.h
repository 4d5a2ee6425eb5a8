// Analysis of a profile: how the game of Mutiny goes when everyone follows it, and how much a
// single player could gain by playing otherwise.
//
// - The crew's win probability, exactly, and each seat's probability of ending on the winning
//   side: by exact evaluation of the game (profile_value.h), or, for a profile solved on the
//   reduced game (solved_profile.h), on the reduced game's graph, which it plays identically.
// - Each player's best response to the others following the profile (core/against_profile.h
//   and core/best_response.h on its graph), its gain over the profile, and NashConv, the sum of
//   the gains. The responder remembers everything (perfect recall) when that graph fits the
//   node budget; otherwise a responder who forgets the innocence votes in round 2
//   (Memory::short_term) is tried, whose gain is a lower bound on the true one. Against a
//   profile that reads nothing (`random`), remembering the state suffices and is exact
//   (extensive_game.h, Memory::none). Against a solved profile, whose perfect-memory graphs are far too
//   large, only the short-term responder is tried. A best response that fits no budget is not
//   computed; the result says so rather than guessing.
// - For a solved profile, also its figures in the reduced game it was solved on (NashConv
//   there, how often each decision is used).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "solver/core/fraction.h"
#include "solver/mutiny/equilibrium.h"
#include "solver/mutiny/extensive_game.h"
#include "solver/mutiny/profile.h"

namespace skb::mutiny {

struct BestResponseFigure {
  Player player{0};
  double value = 0;                 // the responder's win probability
  double gain = 0;                  // value minus the responder's win probability under the profile
  std::uint64_t graph_nodes = 0;    // the size of the responder's game graph
  Memory memory = Memory::perfect;  // what the responder remembered
  // Whether the gain is exact, or a lower bound (a responder who forgot what the profile's
  // players could have told them).
  bool exact = true;
};

struct SolvedFigures {
  TableFigures figures;  // in the reduced game (its NashConv and decision uses among them)
  std::uint64_t nodes = 0;
  std::vector<std::uint64_t> infosets;  // per seat
};

struct ProfileAnalysis {
  int players = 0;
  std::string profile;
  Fraction crew_win;
  std::vector<double> crew_win_by_mutineer;  // per role (role order): P(crew wins | that role is the Mutineer)
  std::vector<double> seat_win;              // per seat
  // Per seat, or nothing when no graph fits the budget.
  std::vector<std::optional<BestResponseFigure>> best_responses;
  // The sum of the gains, when every best response was computed; a lower bound when any gain is.
  std::optional<double> nash_conv;
  bool nash_conv_exact = true;
  std::optional<SolvedFigures> solved;  // for a solved profile
  std::uint64_t states_evaluated = 0;   // states the exact evaluation expanded (or graph nodes)
};

struct AnalysisOptions {
  bool best_responses = true;
  std::uint64_t max_graph_nodes = 15'000'000;
  // Threads for the best responses (one seat each at a time, each with its own graph); 0: all
  // cores. Results do not depend on it.
  int threads = 1;
  // Called with a short description of each step as it starts (from one thread at a time).
  std::function<void(const std::string&)> progress;
  // For a solved profile whose figures were measured already (when it was solved in this run):
  // those figures, so that the reduced game is not built again.
  std::optional<SolvedFigures> solved;
  // Set from elsewhere (an interrupt): the analysis stops, throwing skb::Cancelled, at its next
  // step, while the exact values are computed (every 1024 states) or while a game graph is built
  // (every 4096 states). A best response on a built graph and a solved table's figures on the
  // reduced game run to their end.
  const std::atomic<bool>* cancel = nullptr;
};

// Returns the analysis of `profile` on the standard seating of `players` players. Throws
// skb::Cancelled when options.cancel stops it (nothing of the row is kept).
ProfileAnalysis analyze_profile(int players, const Profile& profile, const AnalysisOptions& options);

}  // namespace skb::mutiny
