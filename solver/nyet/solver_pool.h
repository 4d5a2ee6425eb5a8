// A pool of double-dummy solvers for one piece of parallel work (advice over many deals, a
// survey of random deals): a thread borrows a solver for one solve and the lease gives it back
// when it goes, so that a few solvers, each with its own large transposition table, serve every
// deal, however many threads ask (at most one solver per thread is ever made). The pool also
// counts the finished solves and reports them, one call at a time, to a progress function.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

#include "solver/nyet/double_dummy.h"

namespace skb::nyet {

class SolverPool {
 public:
  // Solvers made by this pool hold a table of `table_bytes`; `progress(done)` (optional) is
  // called after each solve counted by solved().
  explicit SolverPool(std::size_t table_bytes, std::function<void(std::uint64_t)> progress = {})
      : table_bytes_(table_bytes), progress_(std::move(progress)) {}

  // A borrowed solver, given back to the pool when the lease goes (also when a solve throws).
  class Lease {
   public:
    Lease(SolverPool& pool, std::unique_ptr<DoubleDummy> solver) : pool_(pool), solver_(std::move(solver)) {}
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    ~Lease() { pool_.give_back(std::move(solver_)); }
    DoubleDummy& operator*() const { return *solver_; }
    DoubleDummy* operator->() const { return solver_.get(); }

   private:
    SolverPool& pool_;
    std::unique_ptr<DoubleDummy> solver_;
  };

  // Returns a free solver, or a new one when every solver is lent out.
  Lease borrow() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      if (!free_.empty()) {
        std::unique_ptr<DoubleDummy> s = std::move(free_.back());
        free_.pop_back();
        return Lease(*this, std::move(s));
      }
    }
    return Lease(*this, std::make_unique<DoubleDummy>(table_bytes_));
  }

  // Counts a finished solve and reports the count to the progress function; returns the count.
  std::uint64_t solved() {
    const std::uint64_t done = solved_.fetch_add(1) + 1;
    if (progress_) {
      const std::lock_guard<std::mutex> lock(progress_mutex_);
      progress_(done);
    }
    return done;
  }

 private:
  void give_back(std::unique_ptr<DoubleDummy> solver) {
    const std::lock_guard<std::mutex> lock(mutex_);
    free_.push_back(std::move(solver));
  }

  std::size_t table_bytes_;
  std::function<void(std::uint64_t)> progress_;
  std::mutex mutex_, progress_mutex_;
  std::vector<std::unique_ptr<DoubleDummy>> free_;
  std::atomic<std::uint64_t> solved_{0};
};

}  // namespace skb::nyet
