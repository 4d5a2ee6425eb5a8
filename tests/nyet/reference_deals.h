// The plain reference for Nyet!'s deal counting (solver/nyet/deal_count.h, sampler.h): every
// assignment of the problem's physical cards to its places listed one by one, card by card, with
// the constraints checked as written. Exponential: for small problems only.
#pragma once

#include <functional>
#include <vector>

#include "solver/core/fraction.h"
#include "solver/nyet/deal_problem.h"

namespace skb::nyet::reference {

struct Listing {
  std::uint64_t deals = 0;
  // [card index][place]: deals with the card in the place (cards in the order of the groups).
  std::vector<std::vector<std::uint64_t>> at;
  std::vector<Card> cards;
  std::vector<int> group_of_card;
};

// Calls `deal(place_of_card)` for every assignment (place_of_card: indexed like Listing::cards).
inline void for_each_deal(const DealProblem& problem, const std::function<void(const std::vector<int>&)>& deal) {
  std::vector<Card> cards;
  std::vector<std::uint32_t> allowed;
  for (const CardGroup& g : problem.groups)
    for (Card c : g.cards) {
      cards.push_back(c);
      allowed.push_back(g.allowed);
    }
  std::vector<int> left = problem.capacity;
  std::vector<int> place(cards.size(), -1);
  std::function<void(std::size_t)> next = [&](std::size_t i) {
    if (i == cards.size()) {
      for (int l : left)
        if (l != 0) return;
      deal(place);
      return;
    }
    for (std::size_t p = 0; p < left.size(); ++p) {
      if (!(allowed[i] >> p & 1U) || left[p] == 0) continue;
      --left[p];
      place[i] = static_cast<int>(p);
      next(i + 1);
      ++left[p];
    }
  };
  next(0);
}

inline Listing list_deals(const DealProblem& problem) {
  Listing out;
  for (std::size_t g = 0; g < problem.groups.size(); ++g)
    for (Card c : problem.groups[g].cards) {
      out.cards.push_back(c);
      out.group_of_card.push_back(static_cast<int>(g));
    }
  out.at.assign(out.cards.size(), std::vector<std::uint64_t>(problem.capacity.size(), 0));
  for_each_deal(problem, [&](const std::vector<int>& place) {
    ++out.deals;
    for (std::size_t i = 0; i < place.size(); ++i) ++out.at[i][static_cast<std::size_t>(place[i])];
  });
  return out;
}

}  // namespace skb::nyet::reference
