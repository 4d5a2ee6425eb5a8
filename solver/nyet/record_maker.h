// Records of random rounds: a round dealt and played with uniformly random legal actions
// (game.h), cut after a number of actions, and written down by one player or by a spectator
// (who may be given some hands). The true state at the cut comes with it, so that tests can
// check that the solver never rules out what really happened. Used by the conformance suite,
// the fuzz seeds and the benchmarks' records.
#pragma once

#include <cstdint>
#include <optional>

#include "solver/nyet/record.h"
#include "solver/nyet/state.h"

namespace skb::nyet {

struct MadeRecord {
  Record record;  // without statements: write it (record_writer.h) and read it back for those
  State truth;    // the round at the cut, every hand known
};

// Deals a round at a table of `players` (Ann, Ben, Cat, Dan, Eve), plays `actions` random legal
// actions (a cut inside the discard phase moves to its end, when every player has chosen; a cut
// past the end stops there), all drawn from `seed`; the record is `view`'s, or a spectator's
// that gives the hands of `shown` (as dealt) and their discards and passes.
MadeRecord make_record(int players, std::uint64_t seed, int actions, std::optional<Seat> view, SeatSet shown = {});

// Returns the position record of `position` (a double-dummy problem): its terms, teams and
// Bonus, every hand as it was when the trick in progress began, the units so far, and the trick
// in progress (a `trick` line naming its leader, with the cards already played).
Record position_record(const Position& position);

// The names make_record seats: Ann, Ben, Cat, Dan, Eve, the first `players` of them.
Table default_table(int players);

}  // namespace skb::nyet
