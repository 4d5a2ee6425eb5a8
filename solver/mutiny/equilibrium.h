// Equilibrium: an approximate Nash equilibrium of Mutiny, found by counterfactual regret
// minimisation (CFR+, core/cfr.h) on the reduced game (extensive_game.h, Memory::reduced) and written down
// as a strategy table (core/strategy_table.h) that plays at any seating (labels.h) as the
// `equilibrium` profile (solved_profile.h).
//
// The reduced game keeps every decision and every option of the game; what it removes is
// memory: in round 2 players forget the individual innocence votes and the dead reckoning, and
// once the guilt votes are in front of them, the search and the reports (their private
// knowledge stays). CFR+ runs on its graph with equal situations merged; every `check_every`
// iterations the average strategy's NashConv in the reduced game is measured (a best response
// per seat on the same graph), which is the figure that shows convergence. The table is the
// average strategy rounded to weights of 1/65,535; its own NashConv and each seat's win
// probability are measured again after rounding, so every figure reported is that of the table
// that is shipped and played.
//
// In the reduced game players forget, so a best response computed on it decides each
// information set given its later choices: its gain is exact for the table as a strategy of the
// reduced game's players, and a lower bound on what a player who remembered more could gain.
// The analysis (analysis.h) measures the latter in the full game where its graph fits.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "solver/core/fraction.h"
#include "solver/core/game_graph.h"
#include "solver/core/strategy_table.h"
#include "solver/mutiny/state.h"
#include "solver/mutiny/variant.h"

namespace skb::mutiny {

struct CfrCheckpoint {
  int iterations = 0;
  double seconds = 0;    // since CFR started (the graph's building not included)
  double nash_conv = 0;  // of the average strategy, in the reduced game
};

struct ReducedGameSize {
  std::uint64_t nodes = 0;  // merged states
  std::uint64_t edges = 0;
  std::vector<std::uint64_t> infosets;  // per seat
  double build_seconds = 0;
};

// How often one kind of decision comes up and is used when everyone plays the equilibrium.
struct DecisionUse {
  Phase phase = Phase::search;
  double reached = 0;  // P(the decision comes up)
  double used = 0;     // P(it comes up and the player takes an option other than "none")
  // The confession only: P(used) in the games where the Chaplain is on the crew, and where he
  // is the Mutineer. The reports only: P(a false report is made).
  double used_by_crew = 0;
  double used_by_mutineer = 0;
  double false_report = 0;
};

// The reduced game laid out as a graph (core/game_graph.h), with what tables and statistics need
// to know of each information set beyond its key.
struct ReducedGraph {
  struct SetFacts {
    Phase phase = Phase::search;
    bool mutineer = false;           // whether the actor is the Mutineer
    std::vector<bool> false_report;  // reports: per option (graph order), whether it is false
  };
  skb::GameGraph graph;
  skb::StrategyTable::OptionOrder order;  // per set: its options in label order (labels.h)
  std::vector<SetFacts> facts;             // per set
  double build_seconds = 0;
};

// Returns the reduced game of `players` players (standard seating) under `variant` as a graph.
// Throws skb::GraphTooLarge beyond `max_nodes` nodes, and skb::Cancelled once `cancel` (optional,
// set from elsewhere: an interrupt) is set.
ReducedGraph build_reduced_graph(int players, const Variant& variant, std::uint64_t max_nodes,
                                 const std::atomic<bool>* cancel = nullptr);

// How a strategy table plays the reduced game, measured on its graph.
struct TableFigures {
  Fraction crew_win;                         // P(the crew wins), exactly
  std::vector<double> crew_win_by_mutineer;  // per role (role order): P(the crew wins | that role is the Mutineer)
  std::vector<double> seat_win;              // per seat
  std::vector<DecisionUse> uses;             // per decision with a "none"
  std::vector<double> gains;                 // per seat: best-response gain in the reduced game
  double nash_conv = 0;                      // their sum
};

// Returns the figures of `table` on `reduced`. Throws std::invalid_argument when the table does
// not hold every decision of the game (strategy_table.h).
TableFigures measure_table(const ReducedGraph& reduced, const skb::StrategyTable& table);

struct EquilibriumOptions {
  int iterations = 1000;
  // Measure NashConv every this many iterations (and always after the last); 0: only after the
  // last.
  int check_every = 100;
  Variant variant;
  std::uint64_t max_graph_nodes = 60'000'000;
  // Called as the work goes: a short description of the step, and for CFR the iterations done
  // and to do.
  std::function<void(const std::string& step, int done, int total)> progress;
  // Set from elsewhere (an interrupt): the solve stops, throwing skb::Cancelled, while the graph
  // is built or before its next CFR+ iteration (measuring the table at the end is not looked at).
  const std::atomic<bool>* cancel = nullptr;
};

struct Equilibrium {
  int players = 0;
  Variant variant;
  int iterations = 0;
  skb::StrategyTable table;         // the rounded average strategy, options in label order
  std::vector<CfrCheckpoint> trace;  // NashConv as CFR went
  TableFigures figures;              // of the table (after rounding)
  ReducedGameSize size;
  double seconds = 0;  // the whole solve, graph included
};

// Returns the equilibrium of the game of `players` players (standard seating) under `options`.
// Throws skb::GraphTooLarge when the reduced game's graph exceeds options.max_graph_nodes.
Equilibrium solve_equilibrium(int players, const EquilibriumOptions& options);

// Returns the metadata an equilibrium's table is saved with: JSON with the players, the
// variant, the iterations, the NashConv and the CFR trace.
std::string equilibrium_metadata(const Equilibrium& equilibrium);

}  // namespace skb::mutiny
