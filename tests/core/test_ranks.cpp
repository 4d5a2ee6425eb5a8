// Tests for solver/core/ranks.h: one process (without mpirun, or built without MPI) is rank 0
// of 1, the root, and its sums are its own counts.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <span>
#include <tuple>
#include <vector>

#include "solver/core/ranks.h"

namespace {

// Totals as a counter record (counters.h), as Ranks::sum<Totals> wants.
struct Counts {
  std::uint64_t wins = 0, losses = 0, draws = 0;
  static constexpr auto kCounters = std::tuple{skb::counter("wins", &Counts::wins),
                                               skb::counter("losses", &Counts::losses),
                                               skb::counter("draws", &Counts::draws)};
};

}  // namespace

// One Ranks per process: built with MPI, the first initialises MPI and its destructor finalises
// it, after which MPI cannot be used again.
TEST_CASE("a single process is rank 0 of 1 and sums to its own counts") {
  const skb::Ranks ranks;
  CHECK(ranks.rank() == 0);
  CHECK(ranks.size() == 1);
  CHECK(ranks.root());
  const std::vector<std::uint64_t> counts{3, 0, 18446744073709551615u, 42};
  CHECK(ranks.sum(std::span<const std::uint64_t>(counts)) == counts);
  CHECK(ranks.sum(std::span<const std::uint64_t>()).empty());
  const Counts total = ranks.sum(Counts{7, 11, 13});
  CHECK(total.wins == 7);
  CHECK(total.losses == 11);
  CHECK(total.draws == 13);
}
