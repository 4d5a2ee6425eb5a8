// Ranks: the processes sharing one simulation run. Built with SKB_WITH_MPI and started by
// mpirun, every rank plays its share of the games (game i goes to rank i mod ranks) and rank 0
// gathers the totals; otherwise there is one rank. Totals are integers, so the sum is the same
// however the games are shared.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include "solver/core/counters.h"

namespace skb {

class Ranks {
 public:
  Ranks();  // initialises MPI when built with it
  ~Ranks();
  Ranks(const Ranks&) = delete;
  Ranks& operator=(const Ranks&) = delete;

  int rank() const { return rank_; }
  int size() const { return size_; }
  bool root() const { return rank_ == 0; }
  // Returns the element-wise sum of every rank's `counts` on rank 0 (other ranks get their own
  // back). Every rank must call it with the same number of counts.
  std::vector<std::uint64_t> sum(std::span<const std::uint64_t> counts) const;
  // Returns the sum of every rank's totals on rank 0, for totals that are a counter record
  // (counters.h): its counters travel as one array of words.
  template <CounterRecord Totals>
  Totals sum(const Totals& mine) const {
    const std::vector<std::uint64_t> counts = counter_values(mine);
    const std::vector<std::uint64_t> all = sum(std::span<const std::uint64_t>(counts));
    return from_counter_values<Totals>(all);
  }

 private:
  int rank_ = 0, size_ = 1;
  bool owns_mpi_ = false;
};

}  // namespace skb
