// Advice in the search phase: which position the viewer should inspect.
#include <algorithm>
#include <array>
#include <bit>

#include "enumerate/flat_index.h"
#include "solver/core/information.h"
#include "solver/core/parallel.h"
#include "solver/core/tie_order.h"
#include "solver/seven_knights/advise_phases.h"
#include "solver/seven_knights/search.h"

namespace skb::seven_knights::advice {

namespace {

// What inspecting position p tells the viewer: the expected entropy of the winning arrangement
// after seeing p's value; and the chance to win as Captain afterwards, when the viewer knows
// everything they would know then (their own tile, every earlier inspection and p, the
// positions `known`, whether or not the record states their values): Σ over what those
// positions may show of the best arrangement's mass among the deals showing it where the viewer
// is not on the Witch team (not already, by holding W or an earlier look at W, and p does not
// hold W: seeing it bewitches). One pass over the deals grouped by arrangement.
// Observations of at most 4 positions (8^4 of them) are tabled, when the table is small
// against the deals; more, in a flat index.
constexpr int kDenseMaxPositions = 4;

struct Inspection {
  Mass expected_entropy = 0, win = 0;
};

Inspection weigh_inspection(const ViewerPosterior& v, const Universe& u, int p, std::uint32_t known,
                            const DealSet& witch_team_already) {
  std::array<Mass, kMaxValues> total{}, entropy{};
  std::array<PLogP, kMaxValues> plogp;
  for (std::size_t i = 0; i < v.deals.size(); ++i) total[u.value(v.deals[i], p)] += v.weights[i];
  // The best Knights mass per observation: with few positions known, a table by observation
  // (8^k of them); else a flat index from observation to its slot in `best`.
  const int known_positions = std::popcount(known);
  const bool dense = known_positions <= kDenseMaxPositions &&
                     (std::size_t{1} << (3 * known_positions)) <= std::max<std::size_t>(512, 2 * v.deals.size());
  std::vector<Mass> dense_best(dense ? std::size_t{1} << (3 * known_positions) : 0);
  std::vector<std::uint8_t> dense_seen(dense_best.size(), 0);
  FlatIndex index;
  std::vector<std::pair<std::uint64_t, Mass>> best;
  const auto offer_dense = [&](std::uint64_t key, Mass m) {
    dense_best[key] = dense_seen[key] ? std::max(dense_best[key], m) : m;
    dense_seen[key] = 1;
  };
  const auto offer = [&](std::uint64_t key, Mass m) {
    if (dense) return offer_dense(key, m);
    std::uint32_t& slot = index.find(key);
    if (slot == FlatIndex::kNone) {
      slot = static_cast<std::uint32_t>(best.size());
      best.emplace_back(key, m);
    } else {
      best[slot].second = std::max(best[slot].second, m);
    }
  };
  std::vector<std::pair<std::uint64_t, Mass>> group;  // within one arrangement: Knights mass per observation
  // An arrangement won by one deal adds q log2 q with q = its weight / total[value]: a function
  // of (weight index, value), remembered per pair when the distinct weights are few.
  const bool single_terms = v.distinct_weights.size() <= 256;
  std::vector<Mass> term(single_terms ? v.distinct_weights.size() * kMaxValues : 0);
  std::vector<std::uint8_t> term_known(term.size(), 0);
  for (std::size_t g = 0; g + 1 < v.group_start.size(); ++g) {
    if (v.group_start[g + 1] - v.group_start[g] == 1) {
      // One deal wins with this arrangement (every arrangement, with no center slot): the same
      // sums as below, without the per-group tables.
      const std::uint32_t i = v.by_arrangement[v.group_start[g]];
      const auto deal = u.deal(v.deals[i]);
      const int value = deal[p];
      // The term depends only on the deal's weight and its value: computed once per pair.
      if (single_terms) {
        const std::size_t t = std::size_t{v.weight_index[i]} * kMaxValues + static_cast<std::size_t>(value);
        if (!term_known[t]) {
          const Mass q = v.weights[i] / total[value];
          term[t] = q > 0 ? plogp[value](q) : 0;
          term_known[t] = 1;
        }
        entropy[value] -= term[t];  // subtracting 0 (for q = 0) leaves it unchanged
      } else if (const Mass q = v.weights[i] / total[value]; q > 0) {
        entropy[value] -= plogp[value](q);
      }
      if (value != kWitch && !witch_team_already.contains(v.deals[i])) {
        if (dense)  // the common case, kept out of the general offer
          offer_dense(observation_key(deal, known), v.weights[i]);
        else
          offer(observation_key(deal, known), v.weights[i]);
      }
      continue;
    }
    std::array<Mass, kMaxValues> mass{};
    std::uint32_t seen = 0;
    group.clear();
    for (std::uint32_t k = v.group_start[g]; k < v.group_start[g + 1]; ++k) {
      const std::uint32_t i = v.by_arrangement[k];
      const auto deal = u.deal(v.deals[i]);
      mass[deal[p]] += v.weights[i];
      seen |= 1u << deal[p];
      if (deal[p] == kWitch || witch_team_already.contains(v.deals[i])) continue;
      const std::uint64_t key = observation_key(deal, known);
      auto it = std::find_if(group.begin(), group.end(), [&](const auto& e) { return e.first == key; });
      if (it == group.end())
        group.emplace_back(key, v.weights[i]);
      else
        it->second += v.weights[i];
    }
    for (; seen != 0; seen &= seen - 1) {
      const int value = std::countr_zero(seen);
      if (const Mass q = mass[value] / total[value]; q > 0) entropy[value] -= plogp[value](q);
    }
    for (const auto& [key, m] : group) offer(key, m);
  }
  Inspection out;
  for (int value = 0; value < kMaxValues; ++value)
    if (total[value] != 0) out.expected_entropy += (total[value] / v.total) * entropy[value];
  // Summed in observation order: with every other known position stated, the order of p's values.
  if (dense) {
    for (std::size_t key = 0; key < dense_best.size(); ++key)
      if (dense_seen[key]) out.win += dense_best[key];
  } else {
    std::sort(best.begin(), best.end());
    for (const auto& [key, m] : best) out.win += m;
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
  // Under strict rules a player may not ask about a tile they inspected, whenever they looked:
  // a position the viewer has already asked about is not one the record would accept.
  std::uint32_t asked_about = 0;
  if (r.rules == RuleSet::strict)
    for (const Question& q : r.questions)
      if (q.asker == viewer) asked_about |= q.predicate.positions();
  for (std::uint32_t k = open & ~asked_about; k != 0; k &= k - 1) positions.push_back(std::countr_zero(k));
  const std::uint32_t knows = ctx.facts.knows[static_cast<std::size_t>(viewer)];
  const DealSet& team = ctx.evidence.witch_team[static_cast<std::size_t>(viewer)];
  // Seeing a value is an "answer" with likelihood 1 in the deals that hold it. Seeing W
  // bewitches the viewer, and a viewer on the Witch team cannot win as Captain.
  std::vector<InspectionAdvice> advice(positions.size());
  parallel_for(positions.size(), threads_for(2 * positions.size() * v.deals.size(), threads), [&](std::size_t k, int) {
    const Inspection x = weigh_inspection(v, u, positions[k], knows | (1u << positions[k]), team);
    advice[k] = {positions[k], static_cast<double>(std::max<Mass>(0, before.entropy - x.expected_entropy)),
                 static_cast<double>(x.win / v.total)};
  });
  // By expected win, then information, then position (tie order of solver/core/tie_order.h).
  std::vector<RankKeys> keys(advice.size());
  for (std::size_t k = 0; k < advice.size(); ++k) keys[k] = {advice[k].expected_win, advice[k].info_bits};
  for (std::size_t k : rank_top(keys, options.top))
    out.inspections.push_back({advice[k].position, keys[k].second, keys[k].first});
}

}  // namespace skb::seven_knights::advice
