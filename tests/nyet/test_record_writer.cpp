// The `.nyet` record writer (solver/nyet/record_writer.h): what it writes reads back to the same
// record, and writing that again gives the same text; hand-written records come out in the
// canonical form (comments dropped, hands and discards by seat, one trick a line).
#include <doctest/doctest.h>

#include "solver/nyet/record_maker.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/record_writer.h"
#include "solver/nyet/replay.h"
#include "tests/nyet/nyet_cards.h"

using namespace skb::nyet;
using namespace skb::nyet::testing;

TEST_CASE("records of random rounds round-trip, for every view and phase") {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const int players = 2 + static_cast<int>(seed % 4);
    const int actions = static_cast<int>(seed * 7 % 90);
    const std::optional<Seat> view =
        seed % 3 == 0 ? std::nullopt : std::optional<Seat>(Seat(static_cast<int>(seed % static_cast<std::uint64_t>(players))));
    const SeatSet shown = seed % 6 == 0 ? SeatSet::all(players) : SeatSet(seed % 2 ? Seat(0) : Seat(1));
    const MadeRecord made = make_record(players, seed, actions, view, shown);
    const std::string text = write_record(made.record);
    CAPTURE(text);
    const Record back = read_record(text, "made.nyet");
    CHECK(write_record(back) == text);
  }
}

TEST_CASE("positions round-trip, and a written position replays to the same position") {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const int players = 2 + static_cast<int>(seed % 4);
    const MadeRecord made = make_record(players, seed, 30 + static_cast<int>(seed % 40), std::nullopt);
    if (made.truth.phase() != Phase::tricks) continue;
    const Position p = made.truth.position();
    const std::string text = write_record(position_record(p));
    CAPTURE(text);
    const Record back = read_record(text, "position.nyet");
    CHECK(write_record(back) == text);
    const Replay replay = Replay::of(back);
    REQUIRE(replay.has_position());
    const Position q = replay.position();
    CHECK(same_kinds(q.hands, p.hands));
    CHECK(q.to_move() == p.to_move());
    for (int i = 0; i < players; ++i) CHECK(q.tricks.units_of(Seat(i)) == p.tricks.units_of(Seat(i)));
    REQUIRE(q.tricks.current().size() == p.tricks.current().size());
    for (std::size_t i = 0; i < p.tricks.current().size(); ++i)
      CHECK(kind_of(q.tricks.current()[i]) == kind_of(p.tricks.current()[i]));
    CHECK(q.tricks.tricks_left() == p.tricks.tricks_left());
    CHECK(q.teams.same_as(p.teams, players));
  }
}

TEST_CASE("a hand-written record comes out in the canonical form") {
  const std::string written =
      "# Ann's notes\n"
      "players Ann Ben   # two of us\n"
      "view Ann\n"
      "dealer Ben\n"
      "characters wolf bear\n"
      "hand Ann B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13\n"
      "veto Ben first Ben\nveto Ann discard 1\nveto Ben discard 2\nveto Ann discard 1-not-one\n"
      "veto Ben discard pass\nveto Ann trump B\nveto Ben trump R\nveto Ann trump Y\n"
      "veto Ben supertrump B\nveto Ann supertrump R\nveto Ben supertrump Y\nveto Ann supertrump none\n"
      "veto Ben points -2\nveto Ann points 1\nveto Ben points 2\nveto Ann points 3\n"
      "\n"
      "trick Ann B13 G7\n";
  const std::string canonical =
      "players Ann Ben\n"
      "characters wolf bear\n"
      "dealer Ben\n"
      "view Ann\n"
      "hand Ann B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13\n"
      "veto Ben first Ben\nveto Ann discard 1\nveto Ben discard 2\nveto Ann discard 1-not-one\n"
      "veto Ben discard pass\nveto Ann trump B\nveto Ben trump R\nveto Ann trump Y\n"
      "veto Ben supertrump B\nveto Ann supertrump R\nveto Ben supertrump Y\nveto Ann supertrump none\n"
      "veto Ben points -2\nveto Ann points 1\nveto Ben points 2\nveto Ann points 3\n"
      "trick Ann B13 G7\n";
  CHECK(write_record(read_record(written, "w.nyet")) == canonical);
}
