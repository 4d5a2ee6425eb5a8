#include "solver/core/ranks.h"

#ifdef SKB_WITH_MPI
#include <mpi.h>
#endif

namespace skb {

#ifdef SKB_WITH_MPI

Ranks::Ranks() {
  int initialised = 0;
  MPI_Initialized(&initialised);
  if (!initialised) {
    int provided = 0;
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
    owns_mpi_ = true;
  }
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
}

Ranks::~Ranks() {
  if (owns_mpi_) MPI_Finalize();
}

std::vector<std::uint64_t> Ranks::sum(std::span<const std::uint64_t> counts) const {
  std::vector<std::uint64_t> mine(counts.begin(), counts.end());
  if (size_ == 1) return mine;
  std::vector<std::uint64_t> out(mine.size());
  MPI_Reduce(mine.data(), out.data(), static_cast<int>(mine.size()), MPI_UINT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
  return rank_ == 0 ? out : mine;
}

#else

Ranks::Ranks() = default;
Ranks::~Ranks() = default;
std::vector<std::uint64_t> Ranks::sum(std::span<const std::uint64_t> counts) const {
  return {counts.begin(), counts.end()};
}

#endif

}  // namespace skb
