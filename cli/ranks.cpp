#include "cli/ranks.h"

#include <array>

#ifdef SKB_WITH_MPI
#include <mpi.h>
#endif

namespace skb::cli {

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

SimulationTotals Ranks::sum(const SimulationTotals& mine) const {
  if (size_ == 1) return mine;
  std::array<std::uint64_t, 7> in = {
      mine.games,         mine.knights_wins, mine.witch_captains, mine.right_arrangements,
      mine.captain_deals, mine.lies,         mine.questions};
  std::array<std::uint64_t, 7> out{};
  MPI_Reduce(in.data(), out.data(), static_cast<int>(in.size()), MPI_UINT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank_ != 0) return mine;
  return {out[0], out[1], out[2], out[3], out[4], out[5], out[6]};
}

#else

Ranks::Ranks() = default;
Ranks::~Ranks() = default;
SimulationTotals Ranks::sum(const SimulationTotals& mine) const { return mine; }

#endif

}  // namespace skb::cli
