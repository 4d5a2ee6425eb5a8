// What a replayed record's writer knows (solver/nyet/replay.h): the known hands as the rounds
// go on, the sizes of the others' hands and discard piles, and the position of a record that
// gives every hand (a spectator's who was shown them all, or a position record), which must be
// the true position of the round written down.
#include <doctest/doctest.h>

#include "solver/nyet/record_maker.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/record_writer.h"
#include "solver/nyet/replay.h"
#include "tests/nyet/nyet_cards.h"

using namespace skb::nyet;
using namespace skb::nyet::testing;

TEST_CASE("a spectator shown every hand knows the position: the round's own") {
  int positions = 0;
  for (std::uint64_t seed = 1; seed <= 120; ++seed) {
    const int players = 2 + static_cast<int>(seed % 4);
    const MadeRecord made = make_record(players, seed, static_cast<int>(seed * 3 % 80), std::nullopt, SeatSet::all(players));
    const Record record = read_record(write_record(made.record), "all.nyet");
    const Replay replay = Replay::of(record);
    CAPTURE(seed);
    CHECK(replay.phase() == made.truth.phase());
    if (made.truth.phase() != Phase::tricks && made.truth.phase() != Phase::over) {
      CHECK(!replay.has_position());
      continue;
    }
    REQUIRE(replay.has_position());
    ++positions;
    const Position p = replay.position();
    const Position truth = made.truth.position();
    for (int i = 0; i < players; ++i) {
      CHECK(same_kinds(p.hands[static_cast<std::size_t>(i)], truth.hands[static_cast<std::size_t>(i)]));
      CHECK(p.tricks.units_of(Seat(i)) == truth.tricks.units_of(Seat(i)));
    }
    CHECK(p.trumps == truth.trumps);
    CHECK(p.points == truth.points);
    CHECK(p.teams.same_as(truth.teams, players));
    CHECK(p.tricks.tricks_left() == truth.tricks.tricks_left());
    if (!truth.tricks.over()) CHECK(p.to_move() == truth.to_move());
  }
  CHECK(positions > 30);
}

TEST_CASE("a player's record: their hand now, the others' hand sizes, voids") {
  for (std::uint64_t seed = 1; seed <= 80; ++seed) {
    const int players = 2 + static_cast<int>(seed % 4);
    const Seat view(static_cast<int>(seed % static_cast<std::uint64_t>(players)));
    const MadeRecord made = make_record(players, seed, static_cast<int>(seed * 5 % 90), view);
    const Record record = read_record(write_record(made.record), "view.nyet");
    const Replay replay = Replay::of(record);
    CAPTURE(seed);
    CHECK(replay.known() == SeatSet(view));
    CHECK(!replay.has_position());
    CHECK(same_kinds(replay.seat(view).hand, made.truth.hand(view)));
    for (int i = 0; i < players; ++i) {
      const Seat s(i);
      CHECK(replay.seat(s).hand_size == made.truth.hand(s).size());
      if (replay.phase() == Phase::tricks || replay.phase() == Phase::over)
        CHECK(replay.seat(s).discards == made.truth.discards(s).size());
      // A void the record shows is true: the seat holds no card of that suit now.
      for (Colour c : kColours)
        if (replay.seat(s).void_at[static_cast<std::size_t>(colour_index(c))].given())
          CHECK((made.truth.hand(s) & suit_cards(c, *replay.trumps())).empty());
    }
  }
}
