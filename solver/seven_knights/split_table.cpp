#include "solver/seven_knights/split_table.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <unordered_map>

#include "enumerate/mix.h"
#include "solver/seven_knights/posterior.h"

namespace skb::seven_knights {

SplitTable::SplitTable(const ViewerPosterior& v, const Universe& u, const DealSet& team, int first, int second)
    : weights_(v.distinct_weights), total_(v.total) {
  if (v.distinct_weights.size() > 0xFFFF) throw std::length_error("too many distinct deal weights for a split table");
  // A deal's item packs (cell, team, weight index); a signature is the sorted items of an
  // arrangement's deals. Signatures are found by hash, always confirmed item by item.
  std::vector<std::uint32_t> items, packed;  // packed: the items of every signature, as members_
  packed.reserve(v.deals.size());
  members_.reserve(v.deals.size());
  start_.reserve(v.group_start.size());
  count_.reserve(v.group_start.size());
  std::unordered_map<std::uint64_t, std::uint32_t> by_hash;
  // The signature of each one-deal item, by (cell, team, weight index).
  const std::size_t weights = v.distinct_weights.size();
  std::vector<std::int32_t> single(std::size_t{kMaxValues} * kMaxValues * 2 * weights, -1);
  const auto add_signature = [&] {
    start_.push_back(static_cast<std::uint32_t>(members_.size()));
    for (auto item : items) {
      packed.push_back(item);
      members_.push_back({static_cast<std::uint8_t>(item >> 17), static_cast<std::uint8_t>((item >> 16) & 1u),
                          static_cast<std::uint16_t>(item & 0xFFFFu)});
    }
    count_.push_back(1);
  };
  for (std::size_t g = 0; g + 1 < v.group_start.size(); ++g) {
    items.clear();
    for (std::uint32_t k = v.group_start[g]; k < v.group_start[g + 1]; ++k) {
      const std::uint32_t i = v.by_arrangement[k];
      const auto deal = u.deal(v.deals[i]);
      const std::uint32_t cell = second < 0 ? deal[first] : deal[first] * kMaxValues + deal[second];
      const std::uint32_t on_team = team.contains(v.deals[i]) ? 1u : 0u;
      items.push_back(cell << 17 | on_team << 16 | v.weight_index[i]);
    }
    if (items.size() == 1) {  // the common case, found by direct lookup
      std::int32_t& s = single[(items[0] >> 16) * weights + (items[0] & 0xFFFFu)];
      if (s < 0) {
        s = static_cast<std::int32_t>(count_.size());
        add_signature();
      } else {
        count_[s] += 1;
      }
      continue;
    }
    std::sort(items.begin(), items.end());
    std::uint64_t h = items.size();
    for (auto item : items) h = mix64(h ^ item);
    for (;; h = mix64(h)) {
      auto [it, inserted] = by_hash.try_emplace(h, static_cast<std::uint32_t>(count_.size()));
      if (inserted) {
        add_signature();
        break;
      }
      const std::uint32_t s = it->second;
      const std::uint32_t end = s + 1 < start_.size() ? start_[s + 1] : static_cast<std::uint32_t>(members_.size());
      if (std::equal(items.begin(), items.end(), packed.begin() + start_[s], packed.begin() + end)) {
        count_[s] += 1;
        break;
      }
    }
  }
  start_.push_back(static_cast<std::uint32_t>(members_.size()));
}

Split SplitTable::weigh(std::uint64_t cells, Mass lie_rate, Mass entropy_before, std::vector<Mass>& scratch,
                        bool with_info) const {
  // Likelihood of yes and of no by (truth, team): index 2 * truth + team.
  const Mass yes[4] = {0, lie_rate, 1, 1 - lie_rate};
  const Mass no[4] = {1, 1 - lie_rate, 0, lie_rate};
  const std::size_t signatures = count_.size();
  scratch.resize(2 * signatures);
  Mass total_yes = 0, total_no = 0, best_yes = 0, best_no = 0;
  for (std::size_t s = 0; s < signatures; ++s) {
    Mass y = 0, n = 0;
    for (std::uint32_t k = start_[s]; k < start_[s + 1]; ++k) {
      const Member& m = members_[k];
      const unsigned index = static_cast<unsigned>(((cells >> m.cell) & 1u) << 1) | m.team;
      const Mass w = weights_[m.weight];
      y += w * yes[index];
      n += w * no[index];
    }
    scratch[2 * s] = y, scratch[2 * s + 1] = n;
    total_yes += count_[s] * y, total_no += count_[s] * n;
    best_yes = std::max(best_yes, y), best_no = std::max(best_no, n);
  }
  Split out;
  out.p_yes = total_yes / total_;
  out.win_yes = total_yes > 0 ? best_yes / total_yes : 0;
  out.win_no = total_no > 0 ? best_no / total_no : 0;
  out.expected = (best_yes + best_no) / total_;
  if (!with_info) return out;
  // Entropies, in extended precision like the masses. Signatures share a few distinct masses
  // (a weight times 1, λ or 1-λ), so the (slow) logarithms are remembered.
  Log2Memo log2_yes, log2_no;
  Mass entropy_yes = 0, entropy_no = 0;
  for (std::size_t s = 0; s < signatures; ++s) {
    if (const Mass y = scratch[2 * s] / total_yes; y > 0) entropy_yes -= count_[s] * y * log2_yes(y);
    if (const Mass n = scratch[2 * s + 1] / total_no; n > 0) entropy_no -= count_[s] * n * log2_no(n);
  }
  out.info = std::max<Mass>(0, entropy_before - (total_yes / total_) * entropy_yes - (total_no / total_) * entropy_no);
  return out;
}

}  // namespace skb::seven_knights
