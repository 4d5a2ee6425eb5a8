#include "solver/nyet/deal_problem.h"

#include <stdexcept>

namespace skb::nyet {

std::size_t table_states(const Reduction& r) {
  std::size_t states = 1;
  for (int c : r.place_capacity) states *= static_cast<std::size_t>(c + 1);
  return states;
}

Reduction reduce(const DealProblem& problem) {
  const int places = static_cast<int>(problem.capacity.size());
  if (places > kMaxPlaces) throw std::invalid_argument("reduce: too many places");
  Reduction r;
  // Card classes: groups with the same allowed places (empty groups belong to none).
  std::vector<std::uint32_t> masks;
  for (const CardGroup& g : problem.groups) {
    if (g.cards.empty()) {
      r.class_of_group.push_back(-1);
      continue;
    }
    int k = 0;
    while (k < static_cast<int>(masks.size()) && masks[static_cast<std::size_t>(k)] != g.allowed) ++k;
    if (k == static_cast<int>(masks.size())) {
      masks.push_back(g.allowed);
      r.class_size.push_back(0);
    }
    r.class_size[static_cast<std::size_t>(k)] += g.cards.size();
    r.class_of_group.push_back(k);
    r.cards += g.cards.size();
  }
  // Place classes: places allowing the same card classes.
  std::vector<std::uint32_t> signatures;
  for (int p = 0; p < places; ++p) {
    const int cap = problem.capacity[static_cast<std::size_t>(p)];
    if (cap < 0) throw std::invalid_argument("reduce: a negative capacity");
    std::uint32_t sig = 0;
    for (std::size_t k = 0; k < masks.size(); ++k)
      if (masks[k] >> p & 1U) sig |= std::uint32_t{1} << k;
    int m = 0;
    while (m < static_cast<int>(signatures.size()) && signatures[static_cast<std::size_t>(m)] != sig) ++m;
    if (m == static_cast<int>(signatures.size())) {
      signatures.push_back(sig);
      r.place_capacity.push_back(0);
      r.place_members.emplace_back();
    }
    r.place_capacity[static_cast<std::size_t>(m)] += cap;
    r.place_members[static_cast<std::size_t>(m)].push_back(p);
    r.class_of_place.push_back(m);
    r.capacity += cap;
  }
  for (std::uint32_t mask : masks) {
    std::uint32_t allowed = 0;
    for (int p = 0; p < places; ++p)
      if (mask >> p & 1U) allowed |= std::uint32_t{1} << r.class_of_place[static_cast<std::size_t>(p)];
    r.class_allowed.push_back(allowed);
  }
  return r;
}

}  // namespace skb::nyet
