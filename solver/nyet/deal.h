// The deal: the dealer shuffles and deals the whole deck evenly (every deal equally likely);
// with 2 players 30 cards are set aside unseen.
#pragma once

#include <vector>

#include "solver/core/random.h"
#include "solver/nyet/cards.h"

namespace skb::nyet {

struct Dealt {
  std::vector<CardSet> hands;  // by seat
  CardSet aside;               // 2 players: the 30 cards set aside
};

// Returns a uniformly random deal for `players` players (a shuffle of the deck's physical cards).
Dealt deal_cards(int players, Rng& rng);

}  // namespace skb::nyet
