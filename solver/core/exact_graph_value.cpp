#include "solver/core/exact_graph_value.h"

#include <numeric>
#include <vector>

namespace skb {

Fraction exact_graph_value(const GameGraph& graph, std::span<const std::uint32_t> weight, std::size_t entry) {
  // A node's weight total: the sum of its options' weights (chance or strategy).
  const auto total_of = [&](NodeId n) {
    std::uint64_t total = 0;
    for (const GameGraph::Edge& e : graph.edges(n)) total += e.weight_under(weight);
    return total;
  };
  std::vector<mpz_class> below;  // the next level's numerators
  mpz_class below_denominator = 1;
  for (std::size_t level = graph.levels(); level-- > 0;) {
    const NodeId begin = graph.level_begin(level), end = graph.level_end(level);
    // This level's denominator: the next one's times the lcm of this level's totals.
    mpz_class lcm = 1;
    for (NodeId n = begin; n < end; ++n)
      if (graph.kind(n) != NodeKind::terminal) {
        const mpz_class t = total_of(n);
        mpz_lcm(lcm.get_mpz_t(), lcm.get_mpz_t(), t.get_mpz_t());
      }
    const mpz_class denominator = below_denominator * lcm;
    std::vector<mpz_class> here(end - begin);
    for (NodeId n = begin; n < end; ++n) {
      mpz_class& v = here[n - begin];
      if (graph.kind(n) == NodeKind::terminal) {
        v = denominator * static_cast<long>(graph.payoff(n)[entry]);
        continue;
      }
      mpz_class sum = 0;
      for (const GameGraph::Edge& e : graph.edges(n)) {
        const std::uint64_t w = e.weight_under(weight);
        if (w != 0) mpz_addmul_ui(sum.get_mpz_t(), below[e.child - end].get_mpz_t(), static_cast<unsigned long>(w));
      }
      // value = sum / (total * below_denominator) = sum * (lcm / total) / denominator.
      const mpz_class scale = lcm / mpz_class(static_cast<unsigned long>(total_of(n)));
      v = sum * scale;
    }
    below = std::move(here);
    below_denominator = denominator;
  }
  Fraction result(below.at(0), below_denominator);
  result.canonicalize();
  return result;
}

}  // namespace skb
