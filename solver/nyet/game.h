// A game of Nyet!: 8 rounds with 2 or 4 players, 9 with 3, 10 with 5 (every player deals equally
// often); the deal passes clockwise each round. Scores add up over the rounds; the highest total
// wins, and equal highest totals share the win. Also random play (every legal action equally
// likely), which the tests and the record generator use to make legal rounds.
#pragma once

#include <vector>

#include "solver/core/random.h"
#include "solver/nyet/seat.h"
#include "solver/nyet/setup.h"
#include "solver/nyet/state.h"

namespace skb::nyet {

// Returns the seats with the highest total (several when they share the win).
SeatSet winners(const std::vector<int>& totals);

struct GameResult {
  std::vector<int> totals;  // by seat
  SeatSet winners;
  std::vector<std::vector<int>> rounds;  // each round's scores, by seat
};

// Applies uniformly random legal actions to `state` until the round is over.
void play_random_round(State& state, Rng& rng);

// Plays a whole game at `table` with random deals and random legal actions; the first dealer is
// drawn at random too.
GameResult play_random_game(const Table& table, Rng& rng);

}  // namespace skb::nyet
