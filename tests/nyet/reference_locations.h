// The plain reference for Nyet!'s card locations (solver/nyet/locations.h): from what a replayed
// record's writer knows (replay.h's seat views), every assignment of the unseen physical cards
// to the places listed one by one, each checked against the rules of a consistent deal as
// docs/nyet/rules.md states them, and the chances counted. Exponential: for records with few
// unseen cards only.
#pragma once

#include <functional>
#include <map>
#include <vector>

#include "solver/core/fraction.h"
#include "solver/nyet/locations.h"
#include "solver/nyet/setup.h"

namespace skb::nyet::reference {

struct RefPlace {
  PlaceKind kind;
  Seat seat;
  int size;      // cards it holds now
  CardSet held;  // known cards in it
};

struct RefLocations {
  std::vector<RefPlace> places;
  std::uint64_t deals = 0;
  // For every unseen kind: per place, deals where it holds at least one copy, and copies summed.
  std::map<int, std::vector<std::uint64_t>> at_least_one, copies;
};

inline RefLocations reference_locations(const Replay& replay, std::uint64_t limit) {
  const int n = replay.players();
  RefLocations out;
  // The places, as the rules describe them.
  for (int i = 0; i < n; ++i) {
    const Seat s(i);
    const SeatView& v = replay.seat(s);
    if (v.known) continue;
    RefPlace hand{PlaceKind::hand, s, v.hand_size, {}};
    for (const PassedCard& p : replay.passed_cards())
      if (p.to == s && !p.played) hand.held.add(p.card);
    if (replay.phase() == Phase::discard && replay.pass_card(s)) hand.held.add(*replay.pass_card(s));
    out.places.push_back(hand);
    if (v.discards > 0) out.places.push_back({PlaceKind::discards, s, v.discards, {}});
  }
  if (n == 2) out.places.push_back({PlaceKind::aside, Seat(0), 30, {}});
  std::vector<Card> unseen;
  for (Card c : deck(n) - replay.accounted()) unseen.push_back(c);
  const auto suit = [&](Card c) { return replay.trumps() ? suit_of(c, *replay.trumps()) : colour_of(c); };
  const auto fits = [&](const RefPlace& p, Card c) {
    if (p.kind == PlaceKind::discards)
      return !(is_one(c) && replay.terms() && replay.terms()->discard == DiscardRule::one_not_one);
    if (p.kind == PlaceKind::aside) return true;
    const SeatView& v = replay.seat(p.seat);
    if (v.void_at[static_cast<std::size_t>(colour_index(suit(c)))].given()) return false;
    if (v.only_ones_at.given() && !is_one(c)) return false;
    return true;
  };
  std::vector<int> left;
  for (const RefPlace& p : out.places) left.push_back(p.size - p.held.size());
  std::vector<CardSet> content(out.places.size());
  for (std::size_t p = 0; p < out.places.size(); ++p) content[p] = out.places[p].held;
  std::function<void(std::size_t)> next = [&](std::size_t i) {
    if (out.deals > limit) return;
    if (i == unseen.size()) {
      ++out.deals;
      for (std::size_t p = 0; p < content.size(); ++p)
        for (Card c : deck(n) - replay.accounted()) {
          const int index = kind_index(kind_of(c));
          auto& one = out.at_least_one[index];
          auto& all = out.copies[index];
          one.resize(content.size());
          all.resize(content.size());
          if (c != lowest_copy(deck(n) - replay.accounted(), kind_of(c))) continue;  // once per kind
          const int k = count_of(content[p] - out.places[p].held, kind_of(c));
          if (k > 0) ++one[p];
          all[p] += static_cast<std::uint64_t>(k);
        }
      return;
    }
    for (std::size_t p = 0; p < left.size(); ++p) {
      if (left[p] == 0 || !fits(out.places[p], unseen[i])) continue;
      --left[p];
      content[p].add(unseen[i]);
      next(i + 1);
      content[p].remove(unseen[i]);
      ++left[p];
    }
  };
  next(0);
  return out;
}

}  // namespace skb::nyet::reference
