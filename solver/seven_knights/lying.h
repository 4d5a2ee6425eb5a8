// Lying matrices: what lying is worth to the Witch team when the Knights choose the
// lie rate they reason with, as a zero-sum game.
//
// For one variant and player count, rows are the Witch team's answer policies (truth, coin at
// several rates, lie, deceive) and columns the lie rate λ everyone reasons with; a cell is the
// Knights' win rate when that row is played against that column, every other decision by the
// plan's policies, over the same deals (one seed for every cell). Some cells cannot be played:
// an answer policy whose answers the answer model rules out (policy.h, answer_model_conflict:
// any lie at λ = 0, any truth at λ = 1, deceive at either) would make records no deal satisfies.
// Those cells are reported as unplayable, and the game is solved over the columns in which
// every row can be played, so that the Knights cannot "win" by choosing a λ that forbids the
// Witch team's strategies instead of answering them.
//
// The game: the Witch team picks a row (minimising), the Knights a column (maximising), at the
// same time; its value (solver/core/matrix_game.h) is the Knights' win rate with their best
// mix of λ against the Witch team's best mix of answer policies.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "solver/core/matrix_game.h"
#include "solver/seven_knights/simulate.h"

namespace skb::seven_knights {

// A Witch-team answer policy (players.h), with the rate `coin` lies at (nothing for the other
// policies).
struct AnswerRow {
  const AnswerPolicy* policy = &truth_answer;
  std::optional<double> coin_rate;
};

// Returns "truth", "lie", "deceive" or "coin 0.25" (the rate as %g).
std::string row_name(const AnswerRow& row);

// Returns the default rows: truth, coin 0.25, coin 0.5, coin 0.75, lie, deceive.
std::vector<AnswerRow> default_answer_rows();
// Returns the default columns: 0, 0.25, 0.5, 0.75, 1.
std::vector<double> default_lie_rates();

struct LyingPlan {
  const Variant* variant = nullptr;
  int players = 0;
  Policies policies;  // every decision but the Witch team's answers
  std::vector<AnswerRow> rows = default_answer_rows();
  std::vector<double> lie_rates = default_lie_rates();
  std::uint64_t seed = 1;
  std::uint64_t games = 1000;  // per cell
  int threads = 0;
};

struct LyingCell {
  std::optional<std::string> conflict;  // why the cell cannot be played; nothing: played
  SimulationTotals totals;              // when played
};

struct LyingMatrix {
  std::vector<std::vector<LyingCell>> cells;  // [row][column]
  std::vector<std::size_t> game_columns;      // the columns every row can be played in
  // The game over every row and the game columns (strategies indexed like them); nothing when
  // no column admits every row.
  std::optional<MatrixGameSolution> solution;
  // The Knights' win rate of cell (row, column), as a fraction.
  double rate(std::size_t row, std::size_t column) const;
};

// Plays every playable cell (plan.games rounds each, simulate.h's seeding: the numbers do not
// depend on the thread count) and solves the game. `progress(cells_done)` (optional) is called
// after each cell, and `tick(games_done_in_cell)` now and then within one (e.g. to stop on an
// interrupt by throwing). Throws std::invalid_argument if the plan is not playable (no Witch in
// the variant, player count, rates outside [0, 1], no rows or columns).
LyingMatrix lying_matrix(const LyingPlan& plan, const std::function<void(std::size_t)>& progress = {},
                         const std::function<void(std::uint64_t)>& tick = {});

}  // namespace skb::seven_knights
