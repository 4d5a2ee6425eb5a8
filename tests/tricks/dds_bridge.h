// DDS (the bridge double-dummy solver, Debian's libdds-dev) as the trick engine's outside
// reference on bridge: a dealt position (deals.h) in DDS's terms, and DDS's answers in the
// engine's (a value is tricks to the side to move, t of them left: 2 * tricks - t). Only the
// tests and benchmarks link DDS.
#pragma once

#include <dds/dll.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "solver/tricks/bridge.h"
#include "solver/tricks/solver.h"
#include "tests/tricks/deals.h"

namespace skb::tricks::test {

// DDS's deal for a bridge position: colours are DDS's suits, bits its ranks.
inline deal to_dds(const Deal& d, Strain strain) {
  deal dl{};
  dl.trump = static_cast<int>(strain);
  dl.first = d.leader.index();
  std::array<CardSet, kMaxSeats> left = d.hands;
  for (std::size_t k = 0; k < d.table.size(); ++k) {
    dl.currentTrickSuit[k] = d.table[k].colour();
    dl.currentTrickRank[k] = d.table[k].bit();
    left[d.leader.after(static_cast<int>(k), 4).index()].remove(d.table[k]);
  }
  for (int h = 0; h < 4; ++h)
    for (int s = 0; s < 4; ++s) dl.remainCards[h][s] = left[h].lane_bits(s);
  return dl;
}

// Calls SolveBoard (target -1: the best; mode 1: search even a single legal card) on thread 0;
// throws std::runtime_error with DDS's message when it fails.
inline futureTricks dds_solve(const deal& dl, int solutions) {
  futureTricks ft{};
  const int rc = SolveBoard(dl, -1, solutions, 1, &ft, 0);
  if (rc != RETURN_NO_FAULT) {
    char line[80] = {};
    ErrorMessage(rc, line);
    throw std::runtime_error(std::string("DDS SolveBoard: ") + line);
  }
  return ft;
}

// The tricks left in a position, the one in progress included.
inline int tricks_left(const Deal& d) { return d.hands[d.leader.index()].size(); }

// DDS's value of the position (solutions 1), in the engine's units.
inline int dds_value(const Deal& d, Strain strain) {
  return 2 * dds_solve(to_dds(d, strain), 1).score[0] - tricks_left(d);
}

// DDS's value of every legal card (solutions 3), lowest card first, in the engine's units.
inline std::vector<CardValue> dds_card_values(const Deal& d, Strain strain) {
  const futureTricks ft = dds_solve(to_dds(d, strain), 3);
  std::array<int, 64> of{};
  CardSet cards;
  for (int k = 0; k < ft.cards; ++k) {
    const int v = 2 * ft.score[k] - tricks_left(d);
    const Card c(ft.suit[k], ft.rank[k]);
    cards.add(c);
    of[c.index()] = v;
    for (int r = 2; r <= 14; ++r)
      if ((ft.equals[k] >> r) & 1) {
        cards.add(Card(ft.suit[k], r));
        of[Card(ft.suit[k], r).index()] = v;
      }
  }
  std::vector<CardValue> out;
  for (const Card c : cards) out.push_back({c, of[c.index()]});
  return out;
}

}  // namespace skb::tricks::test
