// Advice in the search phase: which position the viewer should inspect.
#include <algorithm>
#include <array>
#include <bit>

#include "solver/core/information.h"
#include "solver/core/parallel.h"
#include "solver/seven_knights/advise_phases.h"
#include "solver/seven_knights/search.h"

namespace skb::advice {

namespace {

// What inspecting position p tells the viewer: the expected entropy of the winning arrangement
// after seeing p's value, and the chance to win as Captain afterwards, Σ over values of the
// best arrangement's mass among the deals holding it where the viewer is not on the Witch team
// (seeing W bewitches the viewer: nothing). One pass over the deals grouped by arrangement.
struct Inspection {
  Mass expected_entropy = 0, win = 0;
};

Inspection weigh_inspection(const ViewerPosterior& v, const Universe& u, int p, int viewer) {
  std::array<Mass, kMaxValues> total{}, entropy{}, best{};
  std::array<PLogP, kMaxValues> plogp;
  for (std::size_t i = 0; i < v.deals.size(); ++i) total[u.value(v.deals[i], p)] += v.weights[i];
  for (std::size_t g = 0; g + 1 < v.group_start.size(); ++g) {
    if (v.group_start[g + 1] - v.group_start[g] == 1) {
      // One deal wins with this arrangement (every arrangement, with no center slot): the same
      // sums as below, without clearing the per-value arrays.
      const std::uint32_t i = v.by_arrangement[v.group_start[g]];
      const auto deal = u.deal(v.deals[i]);
      const int value = deal[p];
      if (const Mass q = v.weights[i] / total[value]; q > 0) entropy[value] -= plogp[value](q);
      if (deal[viewer] != kWitch) best[value] = std::max(best[value], v.weights[i]);
      continue;
    }
    std::array<Mass, kMaxValues> mass{}, knights{};
    std::uint32_t seen = 0;
    for (std::uint32_t k = v.group_start[g]; k < v.group_start[g + 1]; ++k) {
      const std::uint32_t i = v.by_arrangement[k];
      const auto deal = u.deal(v.deals[i]);
      mass[deal[p]] += v.weights[i];
      if (deal[viewer] != kWitch) knights[deal[p]] += v.weights[i];
      seen |= 1u << deal[p];
    }
    for (; seen != 0; seen &= seen - 1) {
      const int value = std::countr_zero(seen);
      if (const Mass q = mass[value] / total[value]; q > 0) entropy[value] -= plogp[value](q);
      best[value] = std::max(best[value], knights[value]);
    }
  }
  Inspection out;
  for (int value = 0; value < kMaxValues; ++value) {
    if (total[value] == 0) continue;
    out.expected_entropy += (total[value] / v.total) * entropy[value];
    if (value != kWitch) out.win += best[value];
  }
  return out;
}

}  // namespace

void advise_search(const Context& ctx, Advice& out) {
  const Record& r = ctx.record;
  const AdviseOptions& options = ctx.options;
  const int viewer = ctx.viewer;
  const Universe& u = ctx.tables.universe;
  const ViewerPosterior& v = ctx.posterior;
  const Spread& before = ctx.before;
  const int threads = ctx.threads;
  // The positions the viewer may still inspect (search.h), in index order.
  std::vector<int> positions;
  const std::uint32_t open =
      still_inspectable(*r.variant, r.player_count(), viewer, ctx.facts.looked[static_cast<std::size_t>(viewer)]);
  for (std::uint32_t k = open; k != 0; k &= k - 1) positions.push_back(std::countr_zero(k));
  // Seeing a value is an "answer" with likelihood 1 in the deals that hold it. Seeing W
  // bewitches the viewer, and a viewer on the Witch team cannot win as Captain.
  std::vector<InspectionAdvice> advice(positions.size());
  parallel_for(positions.size(), threads_for(2 * positions.size() * v.deals.size(), threads), [&](std::size_t k, int) {
    const Inspection x = weigh_inspection(v, u, positions[k], viewer);
    advice[k] = {positions[k], static_cast<double>(std::max<Mass>(0, before.entropy - x.expected_entropy)),
                 static_cast<double>(x.win / v.total)};
  });
  std::stable_sort(advice.begin(), advice.end(), [](const InspectionAdvice& a, const InspectionAdvice& b) {
    if (a.expected_win != b.expected_win) return a.expected_win > b.expected_win;
    return a.info_bits > b.info_bits;
  });
  if (advice.size() > options.top) advice.resize(options.top);
  out.inspections = std::move(advice);
}

}  // namespace skb::advice
