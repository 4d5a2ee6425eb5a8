// Double-dummy survey: what best play makes of random deals, for the designer's questions
// (docs/nyet/survey.md). Deal i of a survey is dealt at random from its own seed
// (game_seed(seed, i)), with a random dealer; its vetoes, the first player's team choice and the
// discards or the pass are made by a stated rule (every legal action alike, or a player's policy);
// then the round is solved double dummy at the first lead, and the line of best play the solver
// returns is played out and measured: each side's units and loot, the tricks a supertrump took,
// and the trump length of the first player's side.
//
// The value (the first player's side's units minus the other side's under best play) is the
// same for every line of best play; the split of those units into tricks and loot, and the
// tricks a supertrump took, are those of the solver's own line, one of possibly several.
//
// Totals are exact integer counters (solver/core/counters.h), so any split of the deals over
// threads adds up to the same numbers. A deal whose solve needs more than the node limit is
// counted as such and left out of every other figure.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <tuple>

#include "solver/core/counters.h"
#include "solver/core/random.h"
#include "solver/nyet/double_dummy.h"
#include "solver/nyet/setup.h"
#include "solver/nyet/state.h"

namespace skb::nyet {

// How the vetoes, the teams and the discards or the pass of a surveyed deal are made: the action
// of state.to_move(), drawing any coin it flips from `rng`.
using PreTrickRule = std::function<Action(const State& state, Rng& rng)>;

// Returns a uniformly random legal action of state.to_move() (each distinct choice alike).
Action random_action(const State& state, Rng& rng);

// The most trump-suit cards one side can hold: 15 cards of the trump colour plus the 3
// supertrumps of another colour.
inline constexpr int kMaxTrumpLength = 18;

// One surveyed deal.
struct SurveyedDeal {
  bool solved = false;       // false: the solve needed more than the node limit
  Terms terms;
  Seat first;                // the first player, who leads
  SeatSet first_side;        // the first player's side
  int first_side_trumps = 0; // trump-suit cards (supertrumps included) the side holds at the first lead
  int tricks = 0;            // tricks of the round
  int difference = 0;        // solved: the first side's units minus the other's under best play
  std::array<int, 2> units{};  // solved, in the line: the first side's units, the other's
  std::array<int, 2> loot{};   // solved, in the line: loot captured by the first side, by the other
  int supertrump_tricks = 0;   // solved, in the line: tricks won by a supertrump
  std::uint64_t nodes = 0;     // the solve's search nodes
};

// Deals, prepares and solves one deal at `table` from `seed` (see above). `solver` is the
// calling thread's own. Throws what the options' poll function throws.
SurveyedDeal survey_deal(const Table& table, std::uint64_t seed, const PreTrickRule& rule, DoubleDummy& solver,
                         const DdOptions& options);

// Figures for the deals whose first side held a given number of trump-suit cards.
struct TrumpLengthTotals {
  std::uint64_t deals = 0;
  std::int64_t units = 0;       // the first side's units in the line, summed
  std::int64_t difference = 0;  // the value, summed
  std::uint64_t difference2 = 0;
  static constexpr auto kCounters = std::tuple{
      counter("deals", &TrumpLengthTotals::deals), counter("units", &TrumpLengthTotals::units),
      counter("difference", &TrumpLengthTotals::difference), counter("difference2", &TrumpLengthTotals::difference2)};
};

struct SurveyTotals {
  std::uint64_t deals = 0;             // surveyed, over the cap included
  std::uint64_t over_cap = 0;          // solves that needed more than the node limit
  std::uint64_t solved = 0;
  std::uint64_t tricks = 0;            // tricks of the solved rounds
  std::int64_t difference = 0;         // the value, summed over the solved deals
  std::uint64_t difference2 = 0;
  std::uint64_t first_units = 0, other_units = 0;  // in the lines
  std::uint64_t loot = 0, loot2 = 0;   // loot per round (both sides), summed, and its squares
  std::uint64_t first_loot = 0;        // loot the first side captured
  std::uint64_t supertrump_deals = 0;  // solved deals played with a supertrump colour
  std::uint64_t supertrump_tricks = 0; // tricks won by a supertrump
  std::uint64_t supertrump_rounds = 0; // rounds in which a supertrump won at least one trick
  std::uint64_t nodes = 0;             // search nodes, every deal
  std::array<std::uint64_t, 5> points{};  // solved deals by their points box (-2, 1, 2, 3, 4)
  std::array<TrumpLengthTotals, kMaxTrumpLength + 1> by_trump_length{};

  void add(const SurveyedDeal& d);
  static constexpr auto kCounters = std::tuple{
      counter("deals", &SurveyTotals::deals),
      counter("over_cap", &SurveyTotals::over_cap),
      counter("solved", &SurveyTotals::solved),
      counter("tricks", &SurveyTotals::tricks),
      counter("difference", &SurveyTotals::difference),
      counter("difference2", &SurveyTotals::difference2),
      counter("first_units", &SurveyTotals::first_units),
      counter("other_units", &SurveyTotals::other_units),
      counter("loot", &SurveyTotals::loot),
      counter("loot2", &SurveyTotals::loot2),
      counter("first_loot", &SurveyTotals::first_loot),
      counter("supertrump_deals", &SurveyTotals::supertrump_deals),
      counter("supertrump_tricks", &SurveyTotals::supertrump_tricks),
      counter("supertrump_rounds", &SurveyTotals::supertrump_rounds),
      counter("nodes", &SurveyTotals::nodes),
      counter("points", &SurveyTotals::points),
      counter("by_trump_length", &SurveyTotals::by_trump_length)};
};

struct SurveyPlan {
  int players = 4;
  std::uint64_t deals = 100;
  std::uint64_t seed = 1;
  int threads = 0;  // 0: OpenMP's default
  PreTrickRule rule = random_action;
  std::uint64_t node_limit = 20'000'000;  // per deal (0: none)
  std::size_t table_bytes = DoubleDummy::kDefaultTableBytes;  // each thread's solver
  // Set from elsewhere (an interrupt): no further deal starts, the one being solved stops, and
  // the totals of the deals finished in order so far are returned.
  const std::atomic<bool>* cancel = nullptr;
};

// Surveys deals 0 .. plan.deals - 1 at the table of default_table(plan.players) (see above);
// `on_deal(i, deal)` (optional) for every deal in increasing order of i and `progress(done)` now
// and then, both from the calling thread. The totals are the same on any number of threads.
SurveyTotals survey(const SurveyPlan& plan, const std::function<void(std::uint64_t, const SurveyedDeal&)>& on_deal = {},
                    const std::function<void(std::uint64_t)>& progress = {});

}  // namespace skb::nyet
