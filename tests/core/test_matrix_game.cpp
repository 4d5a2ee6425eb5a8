// Tests for solver/core/matrix_game.h: the value and optimal mixed strategies of zero-sum
// matrix games (rows minimise, columns maximise), against games whose solution is known by hand
// and against a brute-force search over mixed strategies.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>
#include <vector>

#include "solver/core/matrix_game.h"

using skb::conceded_by_rows;
using skb::guaranteed_by_columns;
using skb::solve_matrix_game;
using Matrix = std::vector<std::vector<double>>;

namespace {

// The best the columns can guarantee, by trying every mixed column strategy on a grid of step
// 1/steps (every column count up to 3), and the least the rows can concede, likewise.
double brute_force_value_columns(const Matrix& a, int steps) {
  const std::size_t n = a.front().size();
  double best = -std::numeric_limits<double>::infinity();
  for (int i = 0; i <= steps; ++i)
    for (int j = 0; j <= (n >= 3 ? steps - i : 0); ++j) {
      std::vector<double> y(n, 0);
      if (n == 1) {
        if (i != steps) continue;
        y[0] = 1;
      } else if (n == 2) {
        y = {static_cast<double>(i) / steps, static_cast<double>(steps - i) / steps};
      } else {
        y = {static_cast<double>(i) / steps, static_cast<double>(j) / steps,
             static_cast<double>(steps - i - j) / steps};
      }
      best = std::max(best, guaranteed_by_columns(a, y));
    }
  return best;
}

Matrix transpose_negated(const Matrix& a) {
  Matrix t(a.front().size(), std::vector<double>(a.size()));
  for (std::size_t i = 0; i < a.size(); ++i)
    for (std::size_t j = 0; j < a[i].size(); ++j) t[j][i] = -a[i][j];
  return t;
}

void check_optimal(const Matrix& a, const skb::MatrixGameSolution& s) {
  double sum_x = 0, sum_y = 0;
  for (double x : s.row_strategy) {
    CHECK(x >= 0);
    sum_x += x;
  }
  for (double y : s.column_strategy) {
    CHECK(y >= 0);
    sum_y += y;
  }
  CHECK(sum_x == doctest::Approx(1).epsilon(1e-9));
  CHECK(sum_y == doctest::Approx(1).epsilon(1e-9));
  // The column mix guarantees the value; the row mix concedes no more than it.
  CHECK(guaranteed_by_columns(a, s.column_strategy) == doctest::Approx(s.value).epsilon(1e-9));
  CHECK(conceded_by_rows(a, s.row_strategy) == doctest::Approx(s.value).epsilon(1e-9));
}

}  // namespace

TEST_CASE("a 2x2 game without a saddle point, worked out by hand and by brute force") {
  // Columns (maximising) against rows (minimising): A = [[3, 1], [0, 2]].
  // Pure play: the best column guarantees max(min(3,0), min(1,2)) = 1, the best row concedes
  // min(max(3,1), max(0,2)) = 2; 1 < 2, so no saddle point and both players mix.
  // Columns mix (p, 1 - p): row 0 pays 3p + (1 - p) = 1 + 2p, row 1 pays 2(1 - p); equal at
  // p = 1/4, value 1.5. Rows mix (q, 1 - q): column 0 gets 3q, column 1 gets q + 2(1 - q) =
  // 2 - q; equal at q = 1/2, value 1.5. (The 2x2 formula agrees: (ad - bc) / (a + d - b - c)
  // = (6 - 0) / (3 + 2 - 1 - 0) = 1.5.)
  const Matrix a = {{3, 1}, {0, 2}};
  const auto s = solve_matrix_game(a);
  CHECK(s.value == doctest::Approx(1.5));
  CHECK(s.column_strategy[0] == doctest::Approx(0.25));
  CHECK(s.column_strategy[1] == doctest::Approx(0.75));
  CHECK(s.row_strategy[0] == doctest::Approx(0.5));
  CHECK(s.row_strategy[1] == doctest::Approx(0.5));
  check_optimal(a, s);
  // Brute force over the columns' mixes on a grid of step 1/1000 (p = 1/4 lies on it), and over
  // the rows' as the columns of the transposed, negated game.
  CHECK(brute_force_value_columns(a, 1000) == doctest::Approx(1.5));
  CHECK(-brute_force_value_columns(transpose_negated(a), 1000) == doctest::Approx(1.5));
}

TEST_CASE("matching pennies: value 0, both players toss a fair coin") {
  // The column player wins 1 on a match and loses 1 otherwise; any bias is exploited.
  const Matrix a = {{1, -1}, {-1, 1}};
  const auto s = solve_matrix_game(a);
  CHECK(s.value == doctest::Approx(0).epsilon(1e-12));
  for (double x : s.row_strategy) CHECK(x == doctest::Approx(0.5));
  for (double y : s.column_strategy) CHECK(y == doctest::Approx(0.5));
  check_optimal(a, s);
}

TEST_CASE("rock-paper-scissors: value 0, every move a third of the time") {
  // Rows and columns R, P, S; the column player gets 1 when their move beats the row's (P beats
  // R, S beats P, R beats S), -1 when it loses, 0 on a draw. Symmetric, so the value is 0, and
  // only the uniform mix is unexploitable.
  const Matrix a = {{0, 1, -1}, {-1, 0, 1}, {1, -1, 0}};
  const auto s = solve_matrix_game(a);
  CHECK(s.value == doctest::Approx(0).epsilon(1e-12));
  for (double x : s.row_strategy) CHECK(x == doctest::Approx(1.0 / 3));
  for (double y : s.column_strategy) CHECK(y == doctest::Approx(1.0 / 3));
  check_optimal(a, s);
}

TEST_CASE("a saddle point: both players play pure strategies") {
  // A = [[2, 3], [1, 4]]: the columns' pure maxmin is max(min(2,1), min(3,4)) = 3 (column 1),
  // the rows' pure minmax is min(max(2,3), max(1,4)) = 3 (row 0): equal, so (row 0, column 1)
  // is a saddle point with value 3.
  const Matrix a = {{2, 3}, {1, 4}};
  const auto s = solve_matrix_game(a);
  CHECK(s.value == doctest::Approx(3));
  CHECK(s.row_strategy[0] == doctest::Approx(1));
  CHECK(s.column_strategy[1] == doctest::Approx(1));
  check_optimal(a, s);
}

TEST_CASE("a dominated row and column are never played; a 1x1 game is its entry") {
  // Row 1 (0.9, 0.8) pays the columns more than row 0 (0.2, 0.6) in both columns, so the
  // minimising rows never play it. Against rows 0 and 2, column mix (p, 1 - p) gets
  // 0.2p + 0.6(1 - p) = 0.6 - 0.4p and 0.7p + 0.1(1 - p) = 0.1 + 0.6p, equal at p = 1/2: value
  // 0.4. Rows mix (q, 0, 1 - q): column 0 gets 0.7 - 0.5q, column 1 gets 0.1 + 0.5q, equal at
  // q = 0.6, value 0.4 again.
  const Matrix a = {{0.2, 0.6}, {0.9, 0.8}, {0.7, 0.1}};
  const auto s = solve_matrix_game(a);
  CHECK(s.value == doctest::Approx(0.4));
  CHECK(s.row_strategy[1] == doctest::Approx(0).epsilon(1e-12));
  CHECK(s.column_strategy[0] == doctest::Approx(0.5));
  CHECK(s.row_strategy[0] == doctest::Approx(0.6));
  check_optimal(a, s);
  const auto one = solve_matrix_game({{0.42}});
  CHECK(one.value == doctest::Approx(0.42));
  CHECK(one.row_strategy == std::vector<double>{1});
  CHECK(one.column_strategy == std::vector<double>{1});
}

TEST_CASE("random small games: the LP value matches brute force and both strategies are optimal") {
  std::mt19937_64 rng(15);
  std::uniform_real_distribution<double> entry(0, 1);
  for (int trial = 0; trial < 40; ++trial) {
    const std::size_t rows = 1 + trial % 6, columns = 1 + trial % 3;
    Matrix a(rows, std::vector<double>(columns));
    for (auto& row : a)
      for (double& x : row) x = entry(rng);
    const auto s = solve_matrix_game(a);
    check_optimal(a, s);
    // Some grid point of step 1/400 lies within L1 distance 2/400 of the optimal mix, and entries
    // lie in [0, 1], so the grid comes within 2/400 of the value from below.
    const double brute = brute_force_value_columns(a, 400);
    CHECK(brute <= s.value + 1e-9);
    CHECK(brute >= s.value - 2.0 / 400);
  }
}

TEST_CASE("bad matrices are refused") {
  CHECK_THROWS_AS(solve_matrix_game({}), std::invalid_argument);
  CHECK_THROWS_AS(solve_matrix_game({{}}), std::invalid_argument);
  CHECK_THROWS_AS(solve_matrix_game({{1, 2}, {3}}), std::invalid_argument);
  CHECK_THROWS_AS(solve_matrix_game({{1, std::nan("")}}), std::invalid_argument);
}
