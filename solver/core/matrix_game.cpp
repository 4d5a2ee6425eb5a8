#include "solver/core/matrix_game.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace skb {

namespace {

constexpr double kEps = 1e-12;

}  // namespace

MatrixGameSolution solve_matrix_game(const std::vector<std::vector<double>>& payoff) {
  const std::size_t m = payoff.size();
  if (m == 0 || payoff.front().empty()) throw std::invalid_argument("a matrix game needs at least one row and column");
  const std::size_t n = payoff.front().size();
  double low = std::numeric_limits<double>::infinity();
  for (const auto& row : payoff) {
    if (row.size() != n) throw std::invalid_argument("a matrix game's rows must all have the same length");
    for (double a : row) {
      if (!std::isfinite(a)) throw std::invalid_argument("a matrix game's payoffs must be finite");
      low = std::min(low, a);
    }
  }
  const double shift = 1 - low;  // every shifted entry is at least 1

  // The rows' programme: weights w_i >= 0 on the rows with sum_i (a_ij + shift) w_i <= 1 for
  // every column j, maximise sum_i w_i. Tableau: one constraint per column over m row variables
  // and n slack variables, then the right-hand side; the objective row holds the reduced costs
  // (negated, so the optimum has none below 0).
  const std::size_t width = m + n + 1;
  std::vector<std::vector<double>> t(n + 1, std::vector<double>(width, 0));
  std::vector<std::size_t> basis(n);
  for (std::size_t j = 0; j < n; ++j) {
    for (std::size_t i = 0; i < m; ++i) t[j][i] = payoff[i][j] + shift;
    t[j][m + j] = 1;
    t[j][width - 1] = 1;
    basis[j] = m + j;
  }
  for (std::size_t i = 0; i < m; ++i) t[n][i] = -1;

  for (;;) {
    // Bland's rule: the first column with a negative reduced cost enters.
    std::size_t enter = width;
    for (std::size_t k = 0; k + 1 < width; ++k)
      if (t[n][k] < -kEps) {
        enter = k;
        break;
      }
    if (enter == width) break;
    // The ratio test; among ties the row whose basic variable has the smallest index leaves.
    std::size_t leave = n;
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < n; ++j) {
      if (t[j][enter] <= kEps) continue;
      const double ratio = t[j][width - 1] / t[j][enter];
      if (ratio < best - kEps || (ratio <= best + kEps && leave < n && basis[j] < basis[leave])) {
        best = ratio;
        leave = j;
      }
    }
    // Unbounded cannot happen: every entry of a column is at least 1.
    if (leave == n) throw std::logic_error("matrix game: the linear programme is unbounded");
    const double pivot = t[leave][enter];
    for (double& x : t[leave]) x /= pivot;
    for (std::size_t j = 0; j <= n; ++j) {
      if (j == leave || t[j][enter] == 0) continue;
      const double f = t[j][enter];
      for (std::size_t k = 0; k < width; ++k) t[j][k] -= f * t[leave][k];
    }
    basis[leave] = enter;
  }

  // The optimum of sum w is 1 / (v + shift): the rows' mix x = w (v + shift) holds every column
  // to at most v. The columns' mix is the dual solution, the reduced costs of the slacks.
  const double sum = t[n][width - 1];
  MatrixGameSolution s;
  s.value = 1 / sum - shift;
  s.row_strategy.assign(m, 0);
  for (std::size_t j = 0; j < n; ++j)
    if (basis[j] < m) s.row_strategy[basis[j]] = t[j][width - 1] / sum;
  s.column_strategy.assign(n, 0);
  for (std::size_t j = 0; j < n; ++j) s.column_strategy[j] = std::max(0.0, t[n][m + j]) / sum;
  return s;
}

double guaranteed_by_columns(const std::vector<std::vector<double>>& payoff, const std::vector<double>& y) {
  double worst = std::numeric_limits<double>::infinity();
  for (const auto& row : payoff) {
    double v = 0;
    for (std::size_t j = 0; j < row.size(); ++j) v += row[j] * y[j];
    worst = std::min(worst, v);
  }
  return worst;
}

double conceded_by_rows(const std::vector<std::vector<double>>& payoff, const std::vector<double>& x) {
  double most = -std::numeric_limits<double>::infinity();
  for (std::size_t j = 0; j < payoff.front().size(); ++j) {
    double v = 0;
    for (std::size_t i = 0; i < payoff.size(); ++i) v += payoff[i][j] * x[i];
    most = std::max(most, v);
  }
  return most;
}

}  // namespace skb
