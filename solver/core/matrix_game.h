// Matrix games: a finite two-player zero-sum game given by its payoff matrix, solved exactly
// enough for analysis by a small linear programme (the simplex method on a dense tableau).
//
// The row player chooses a row i, the column player a column j, at the same time and without
// seeing the other's choice; the column player receives payoff A[i][j] and the row player pays
// it (rows minimise, columns maximise). A mixed strategy is a probability vector over rows or
// columns. The value v is max_y min_i (A y)_i = min_x max_j (x^T A)_j (von Neumann's minimax
// theorem): the column player can guarantee at least v whatever the rows do, and the row player
// can hold the column player to at most v.
//
// Method: add a constant c so that every entry is positive (then v + c > 0), and solve the
// rows' programme
//   maximise sum_i w_i  subject to  sum_i (a_ij + c) w_i <= 1 (each column j),  w >= 0,
// whose optimum is 1 / (v + c), with x = w (v + c): holding every column to at most v is
// holding sum_i (a_ij + c) w_i to at most 1. The columns' strategy is the programme's dual
// solution, read from the slack columns of the final tableau (y = z (v + c)). The origin is
// feasible, so one phase suffices; Bland's rule (smallest index enters and leaves) guarantees
// termination. Matrices here are small (a few rows and columns), so the dense tableau costs
// nothing.
#pragma once

#include <cstddef>
#include <vector>

namespace skb {

struct MatrixGameSolution {
  double value = 0;                     // the column player's guaranteed payoff
  std::vector<double> row_strategy;     // the minimising row player's optimal mix (sums to 1)
  std::vector<double> column_strategy;  // the maximising column player's optimal mix (sums to 1)
};

// Returns the value and one optimal mixed strategy for each player of the game whose payoff to
// the column player is payoff[i][j]. Throws std::invalid_argument if the matrix is empty,
// ragged or holds a value that is not finite.
MatrixGameSolution solve_matrix_game(const std::vector<std::vector<double>>& payoff);

// Returns min_i (A y)_i: what mixed column strategy y guarantees against every row (for checks).
double guaranteed_by_columns(const std::vector<std::vector<double>>& payoff, const std::vector<double>& y);

// Returns max_j (x^T A)_j: the most the columns can get against mixed row strategy x.
double conceded_by_rows(const std::vector<std::vector<double>>& payoff, const std::vector<double>& x);

}  // namespace skb
