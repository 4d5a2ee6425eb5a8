// The crew's exact chance under a profile (solver/mutiny/crew_value.h): against a plain
// recursion over the rules engine that merges nothing, against the per-seat exact values of
// core/exact_value.h, the `random` profile's known answer, and with a table of values read at
// the boundaries against the same values played out.
#include <doctest/doctest.h>

#include "solver/core/error.h"
#include "solver/core/exact_value.h"
#include "solver/mutiny/boundary.h"
#include "solver/mutiny/crew_value.h"
#include "solver/mutiny/honest_profile.h"
#include "solver/mutiny/outcome.h"
#include "solver/mutiny/profile_value.h"
#include "solver/mutiny/rules.h"
#include "tests/mutiny/plain_value.h"
#include "tests/support/sanitized.h"

namespace {

using skb::Fraction;
using namespace skb::mutiny;

using skb::mutiny::testing::plain_value;

// A 4-player game at a seating that is not the standard one (the Chaplain on seat 0, the
// Navigator on 1, the Boatswain on 2, the Helmsman on 3), the Helmsman the Mutineer: the
// Boatswain searched the Navigator and says he is not the Mutineer; the Chaplain heard the
// Helmsman (sworn) and lies that the Boatswain denied.
State four_player_reports() {
  const Seating seating = Seating::make(4, {Player(2), Player(0), Player(3), Player(1)});
  State s = State::deal(seating, Player(3));
  s = apply(s, Action::search(Player(1)));
  s = apply(s, Action::confess(Player(3)));
  s = apply(s, Action::speak({Claim::is_not_mutineer, Player(1)}));
  return apply(s, Action::speak({Claim::denied, Player(2)}));
}

// The same game at the condemn: the Chaplain, the Boatswain and the Helmsman's first vote for
// the Navigator (3 votes), the Navigator's for the Boatswain, the Helmsman's second for the
// Chaplain: the Navigator is innocent.
State four_player_trial() {
  State s = four_player_reports();
  for (const int v : {1, 2, 1, 1, 0}) s = apply(s, Action::vote(Player(v)));
  return apply(s, Action::no_move());
}

}  // namespace

TEST_CASE("crew value: equal to a plain recursion and to every seat's exact value, in round 2") {
  const RandomProfile random;
  const HonestProfile honest;
  const State trial = four_player_trial();
  REQUIRE(trial.phase() == Phase::condemn);
  REQUIRE(trial.innocent() == Player(1));
  // From the guilt vote (a plain recursion over round 2 is long under the sanitizers).
  State s = apply(trial, Action::condemn(Player(0)));
  s = apply(s, Action::wait(true));
  for (const Profile* profile : std::initializer_list<const Profile*>{&random, &honest}) {
    CAPTURE(profile->name());
    CrewValue crew(s.seating(), *profile);
    const Fraction v = crew(s);
    CHECK(v == plain_value(s, *profile));
    // Every seat's value under core/exact_value.h: the crew's chance is the last entry.
    const MutinyGame game(s.seating(), Memory::perfect);
    const ProfileOnGame on_game(*profile);
    skb::ExactValue<MutinyGame, ProfileOnGame, Fraction> all(game, on_game);
    CHECK(all(MutinyGame::State{s}).back() == v);
    CHECK(crew.stats().expanded > 0);
  }
}

TEST_CASE("crew value: the random profile's known answer with 4 players") {
  // 109150301/680244480 (tests/mutiny/test_profile_value.cpp): the four deals, each 1/4.
  const RandomProfile random;
  const Seating seating = Seating::standard(4);
  CrewValue crew(seating, random);
  Fraction total = 0;
  for (const State& deal : State::all_deals(seating)) total += crew(deal) / 4;
  CHECK(skb::fraction_text(total) == "109150301/680244480");
}

TEST_CASE("crew value: a table of values read at the boundaries gives the same values") {
  // The table of the random profile with 4 players, made here on the standard seating, read at
  // another seating: from round 2 (the value is the table's) and from the innocence vote (its
  // subtree reaches round 2 through the table), equal to the games played out.
  const RandomProfile random;
  ValueTableOptions options;
  options.boundaries = {Boundary::round_two, Boundary::guilt_vote};
  const ValueTable table = make_value_table(4, random, options);
  CHECK(table.covers(Boundary::round_two));
  CHECK_FALSE(table.covers(Boundary::innocence_vote));
  const State trial = four_player_trial();
  CrewValue with_table(trial.seating(), random, &table);
  CrewValue without(trial.seating(), random);
  CHECK(with_table(trial) == without(trial));
  CHECK(with_table.stats().from_table == 1);
  CHECK(with_table.stats().expanded == 0);
  const State reports = four_player_reports();
  CrewValue reading(reports.seating(), random, &table);
  CrewValue playing(reports.seating(), random);
  CHECK(reading(reports) == playing(reports));
  CHECK(reading.stats().from_table > 0);
  CHECK(reading.stats().expanded < playing.stats().expanded);
  // Told to read the guilt vote only, it plays round 2 out from the condemn.
  CrewValue guilt_only(trial.seating(), random, &table, nullptr, 1u << static_cast<unsigned>(Boundary::guilt_vote));
  CHECK(guilt_only(trial) == without(trial));
  CHECK(guilt_only.stats().expanded > 0);
}

TEST_CASE("crew value: a cancel flag stops the work") {
  const RandomProfile random;
  const std::atomic<bool> cancel{true};
  CrewValue crew(Seating::standard(4), random, nullptr, &cancel);
  CHECK_THROWS_AS(crew(State::deal(Seating::standard(4), Player(0))), skb::Cancelled);
}
