// Grid: numbers by row and column, for what a solver returns (e.g. the chance of each tile at
// each position). Plain row-major storage, so that results carry no linear-algebra types: the
// maths that fills a table (Eigen, in the solvers) stays inside the solver.
#pragma once

#include <cassert>
#include <cstddef>
#include <vector>

namespace skb {

class Grid {
 public:
  using Index = std::ptrdiff_t;

  Grid() = default;
  // Returns a table of `rows` x `cols` zeros.
  Grid(Index rows, Index cols) { resize(rows, cols); }
  // Makes the table `rows` x `cols`, every entry 0.
  void resize(Index rows, Index cols) {
    rows_ = rows, cols_ = cols;
    values_.assign(static_cast<std::size_t>(rows * cols), 0.0);
  }
  Index rows() const { return rows_; }
  Index cols() const { return cols_; }
  double& operator()(Index row, Index col) { return values_[offset(row, col)]; }
  double operator()(Index row, Index col) const { return values_[offset(row, col)]; }

 private:
  std::size_t offset(Index row, Index col) const {
    assert(row >= 0 && row < rows_ && col >= 0 && col < cols_);
    return static_cast<std::size_t>(row * cols_ + col);
  }
  Index rows_ = 0, cols_ = 0;
  std::vector<double> values_;
};

}  // namespace skb
