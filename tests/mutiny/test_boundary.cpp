// Boundaries (solver/mutiny/boundary.h): where each stands, the states on the standard seating
// that stand for a state at any seating, and how many boundary states legal play reaches.
#include <doctest/doctest.h>

#include <set>

#include "solver/mutiny/boundary.h"
#include "solver/mutiny/outcome.h"
#include "solver/mutiny/rules.h"

namespace {

using namespace skb::mutiny;

// Returns `s` after the first legal option of every decision until `phase` (or the end).
State first_options_until(State s, Phase phase) {
  while (!is_terminal(s) && s.phase() != phase) s = apply(s, legal_actions(s).front());
  return s;
}

}  // namespace

TEST_CASE("boundary_of: the innocence vote and the guilt vote before their first vote, and round 2's condemn") {
  const State deal = State::deal(Seating::standard(4), Player(2));
  CHECK_FALSE(boundary_of(deal).has_value());
  State s = first_options_until(deal, Phase::innocence_vote);
  CHECK(boundary_of(s) == Boundary::innocence_vote);
  s = apply(s, legal_actions(s).front());
  CHECK_FALSE(boundary_of(s).has_value());  // one vote cast
  s = first_options_until(s, Phase::condemn);
  REQUIRE(s.phase() == Phase::condemn);
  CHECK(boundary_of(s) == Boundary::round_two);
  s = first_options_until(s, Phase::guilt_vote);
  CHECK(boundary_of(s) == Boundary::guilt_vote);
  s = apply(s, legal_actions(s).front());
  CHECK_FALSE(boundary_of(s).has_value());
  CHECK_THROWS_AS(canonical_state(deal), std::invalid_argument);
}

TEST_CASE("canonical_state: a game at another seating, renamed by role, on the standard seating") {
  // Five players: the Chaplain on seat 0, the Navigator on 1, the Boatswain on 2, a juror on 3,
  // the Helmsman on 4. Labels: Boatswain 0, Chaplain 1, Helmsman 2, Navigator 3, juror 4.
  const Seating seating = Seating::make(5, {Player(2), Player(0), Player(4), Player(1)});
  State s = State::deal(seating, Player(4));                 // the Helmsman is the Mutineer
  s = apply(s, Action::search(Player(1)));                   // the Boatswain searches the Navigator
  s = apply(s, Action::confess(Player(4)));                  // the Chaplain hears the Helmsman: sworn
  s = apply(s, Action::speak({Claim::is_not_mutineer, Player(1)}));
  s = apply(s, Action::speak({Claim::denied, Player(2)}));   // a lie: the Chaplain is sworn
  const State c = canonical_state(s);
  CHECK(c.seating() == Seating::standard(5));
  CHECK(c.mutineer() == Player(2));
  CHECK(c.searched() == Player(3));
  CHECK(c.confession_target() == Player(2));
  CHECK(c.chaplain_sworn());
  CHECK(c.boatswain_report() == Report{Claim::is_not_mutineer, Player(3)});
  CHECK(c.chaplain_report() == Report{Claim::denied, Player(0)});
  CHECK(boundary_of(c) == Boundary::innocence_vote);
  // Round 2 with the Navigator (seat 1, label 3) innocent: seats 0, 2, 3 and the Helmsman's
  // first vote for him, his own for the Boatswain, the Helmsman's second for the Chaplain.
  for (const int v : {1, 2, 1, 1, 1, 0}) s = apply(s, Action::vote(Player(v)));
  s = apply(s, Action::no_move());
  REQUIRE(s.phase() == Phase::condemn);
  REQUIRE(s.innocent() == Player(1));
  const State c2 = canonical_state(s);
  CHECK(c2.phase() == Phase::condemn);
  CHECK(c2.innocent() == Player(3));
  CHECK(c2.confession_target() == Player(2));
  // The guilt vote: the juror (seat 3, label 4) condemned, the Boatswain waits.
  s = apply(s, Action::condemn(Player(3)));
  s = apply(s, Action::wait(true));
  const State c3 = canonical_state(s);
  CHECK(c3.phase() == Phase::guilt_vote);
  CHECK(c3.condemned() == Player(4));
  CHECK(c3.boatswain_waits());
  CHECK(c3.innocent() == Player(3));
}

TEST_CASE("canonical_state: a tie in the innocence vote stays a tie") {
  State s = first_options_until(State::deal(Seating::standard(4), Player(0)), Phase::innocence_vote);
  // Boatswain -> Chaplain, Chaplain -> Boatswain, Helmsman -> Boatswain and Chaplain, Navigator
  // -> Helmsman: 2, 2, 1, nobody innocent.
  for (const int v : {1, 0, 0, 1, 2}) s = apply(s, Action::vote(Player(v)));
  s = apply(s, Action::no_move());
  REQUIRE(s.phase() == Phase::condemn);
  REQUIRE_FALSE(s.innocent().has_value());
  CHECK_FALSE(canonical_state(s).innocent().has_value());
}

TEST_CASE("boundary_states: every deal, search, confession and report, and every innocent player") {
  // Per Mutineer (4): no search and silence (1), or one of 3 searches and 3 reports (9); 4
  // confessions; the Chaplain silent or claiming one of 3 players confessed or denied (7):
  // 4 x 10 x 4 x 7 = 1,120 at the innocence vote. Round 2: nobody innocent or one of the 3
  // role players who are not the Mutineer (a Mutineer found innocent ends the game): x 4.
  // The guilt vote: the Helmsman condemns nobody or one of the 3 others, the Boatswain waits or
  // not: x 8.
  const std::vector<State> first = boundary_states(4, Boundary::innocence_vote);
  CHECK(first.size() == 1120);
  const std::vector<State> second = boundary_states(4, Boundary::round_two);
  CHECK(second.size() == 4480);
  for (const State& s : second) CHECK(boundary_of(s) == Boundary::round_two);
  std::set<std::optional<Player>> innocents;
  for (const State& s : second) innocents.insert(s.innocent());
  CHECK(innocents.size() == 5);  // nobody and each of the four
  CHECK(boundary_states(4, Boundary::guilt_vote).size() == 4480 * 8);
  // With jurors the round-1 choices are the same (jurors are never searched or reported on).
  CHECK(boundary_states(6, Boundary::innocence_vote).size() == 1120);
}
