// Random positions for the trick engine's tests and benchmarks: `tricks` cards to each seat,
// drawn uniformly from the game's cards (skb::Rng, solver/core/random.h), a uniform leader, and
// `on_table` cards of the trick in progress already played, each a uniform legal card.
#pragma once

#include <array>
#include <span>
#include <vector>

#include "solver/core/random.h"
#include "solver/tricks/cards.h"
#include "solver/tricks/position.h"
#include "solver/tricks/rules.h"
#include "solver/tricks/seats.h"
#include "tests/tricks/minimax.h"

namespace skb::tricks::test {

// A dealt position: the hands before the trick in progress, its leader and its cards so far.
struct Deal {
  std::array<CardSet, kMaxSeats> hands{};
  Seat leader;
  std::vector<Card> table;
};

template <TrickRules R>
Deal random_deal(const R& rules, Rng& rng, int tricks, int on_table) {
  const int seats = rules.seats();
  std::vector<Card> deck(rules.bands().cards().begin(), rules.bands().cards().end());
  shuffle(deck, rng);
  Deal d;
  for (int s = 0; s < seats; ++s)
    for (int k = 0; k < tricks; ++k) d.hands[s].add(deck[static_cast<std::size_t>(s * tricks + k)]);
  d.leader = Seat(static_cast<int>(below(rng, static_cast<std::uint64_t>(seats))));
  std::array<CardSet, kMaxSeats> left = d.hands;
  for (int k = 0; k < on_table; ++k) {
    const Seat s = d.leader.after(k, seats);
    const CardSet legal = k == 0 ? left[s.index()] : rules.legal(left[s.index()], d.table[0]);
    const std::vector<Card> choices(legal.begin(), legal.end());
    const Card c = choices[below(rng, choices.size())];
    d.table.push_back(c);
    left[s.index()].remove(c);
  }
  return d;
}

// The engine's position of a deal: the hands dealt, then the table's cards played.
template <TrickRules R>
Position<R> to_position(const R& rules, const Deal& d) {
  Position<R> p(rules, std::span<const CardSet>(d.hands.data(), static_cast<std::size_t>(rules.seats())), d.leader);
  for (const Card c : d.table) p.play(c);
  return p;
}

// The reference's position of a deal.
template <TrickRules R>
PlainPosition to_plain(const R& rules, const Deal& d) {
  PlainPosition p{d.hands, d.leader, d.table};
  for (std::size_t k = 0; k < d.table.size(); ++k) p.hands[d.leader.after(static_cast<int>(k), rules.seats()).index()].remove(d.table[k]);
  return p;
}

}  // namespace skb::tricks::test
