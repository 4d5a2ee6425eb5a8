// Analysis of a profile: how the game of Mutiny goes when everyone follows it, and how much a
// single player could gain by playing otherwise.
//
// - The crew's win probability, exactly (profile_value.h), and each seat's probability of
//   ending on the winning side.
// - Each player's best response to the others following the profile (core/against_profile.h
//   and core/best_response.h on its graph), its gain over the profile, and NashConv, the sum of
//   the gains. The responder remembers everything (perfect recall), except against a profile
//   that reads nothing, where remembering the state suffices (game.h, Memory::none). A best
//   response whose graph would exceed the node budget is not computed; the result says so
//   rather than guessing.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "solver/core/fraction.h"
#include "solver/mutiny/game.h"
#include "solver/mutiny/profile.h"

namespace skb::mutiny {

struct BestResponseFigure {
  Player player{0};
  double value = 0;               // the responder's win probability
  double gain = 0;                // value minus the responder's win probability under the profile
  std::uint64_t graph_nodes = 0;  // the size of the responder's game graph
};

struct ProfileAnalysis {
  int players = 0;
  std::string profile;
  Fraction crew_win;
  std::vector<double> seat_win;  // per seat
  Memory responder_memory = Memory::perfect;
  // Per seat, or nothing when that graph exceeds the budget.
  std::vector<std::optional<BestResponseFigure>> best_responses;
  // The sum of the gains, when every best response was computed.
  std::optional<double> nash_conv;
  std::uint64_t states_evaluated = 0;  // states the exact evaluation expanded
};

struct AnalysisOptions {
  bool best_responses = true;
  std::uint64_t max_graph_nodes = 15'000'000;
  // Threads for the best responses (one seat each at a time, each with its own graph); 0: all
  // cores. Results do not depend on it.
  int threads = 1;
  // Called with a short description of each step as it starts (from one thread at a time).
  std::function<void(const std::string&)> progress;
};

// Returns the analysis of `profile` on the standard seating of `players` players.
ProfileAnalysis analyze_profile(int players, const Profile& profile, const AnalysisOptions& options);

}  // namespace skb::mutiny
