// Ranks: the processes sharing one `skb analyze` run. Built with SKB_WITH_MPI and started by
// mpirun, every rank plays its share of the games and rank 0 gathers the totals; otherwise
// there is one rank. Totals are integers, so the sum is the same however games are shared.
#pragma once

#include "solver/simulate.h"

namespace skb::cli {

class Ranks {
 public:
  Ranks();  // initialises MPI when built with it
  ~Ranks();
  Ranks(const Ranks&) = delete;
  Ranks& operator=(const Ranks&) = delete;

  int rank() const { return rank_; }
  int size() const { return size_; }
  bool root() const { return rank_ == 0; }
  // Returns the sum of every rank's totals on rank 0 (other ranks get their own back).
  SimulationTotals sum(const SimulationTotals& mine) const;

 private:
  int rank_ = 0, size_ = 1;
  bool owns_mpi_ = false;
};

}  // namespace skb::cli
