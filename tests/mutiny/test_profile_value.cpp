// Exact values of Mutiny's profiles (solver/mutiny/profile_value.h, core/exact_value.h with the
// game of solver/mutiny/extensive_game.h) against a plain recursion over the rules engine that merges
// nothing, on the trials (round 2) of hand-made games, and the `random` profile's known answer.
#include <doctest/doctest.h>

#include "solver/core/exact_value.h"
#include "solver/core/fraction.h"
#include "solver/mutiny/extensive_game.h"
#include "solver/mutiny/honest_profile.h"
#include "solver/mutiny/outcome.h"
#include "solver/mutiny/profile_value.h"
#include "solver/mutiny/rules.h"
#include "tests/mutiny/plain_value.h"

namespace {

using skb::Fraction;
using namespace skb::mutiny;

using skb::mutiny::testing::plain_value;

// Plays round 1 of a 4-player game (standard seating: Boatswain 0, Chaplain 1, Helmsman 2,
// Navigator 3) with the given Mutineer and innocence votes, no search, no confession, no
// reports and no dead reckoning, and returns the state at the condemn.
State trial(Player mutineer, const std::vector<int>& votes, std::optional<Player> search = std::nullopt,
            std::optional<Player> confession = std::nullopt) {
  State s = State::deal(Seating::standard(4), mutineer);
  s = apply(s, Action::search(search));
  s = apply(s, Action::confess(confession));
  s = apply(s, Action::silence());
  s = apply(s, Action::silence());
  for (int v : votes) s = apply(s, Action::vote(Player(v)));
  return apply(s, Action::no_move());
}

// The crew's win probability from `s` by the memoised evaluator.
Fraction memoised_value(const State& s, const Profile& profile) {
  struct CrewOnly : MutinyGame {
    using MutinyGame::MutinyGame;
    std::vector<std::int64_t> utilities(const MutinyGame::State& n) const { return {crew_wins(*n.game) ? 1 : 0}; }
  };
  const CrewOnly game(s.seating(), Memory::perfect);
  const ProfileOnGame on_game(profile);
  skb::ExactValue<CrewOnly, ProfileOnGame, Fraction> evaluate(game, on_game);
  return evaluate(MutinyGame::State{s})[0];
}

}  // namespace

TEST_CASE("memoised values equal a plain recursion on the trial") {
  const RandomProfile random;
  const HonestProfile honest;
  // Votes in casting order: Boatswain, Chaplain, Helmsman twice, Navigator.
  const std::vector<std::pair<int, std::vector<int>>> games = {
      {0, {2, 2, 1, 1, 1}},  // the Chaplain innocent (3 votes), the Boatswain the Mutineer
      {3, {3, 3, 0, 1, 0}},  // a 2-2 tie: nobody innocent; the Navigator the Mutineer
      {2, {1, 0, 0, 0, 2}},  // the Boatswain innocent; the Helmsman the Mutineer
  };
  for (const auto& entry : games) {
    const auto& m = std::get<0>(entry);
    const auto& votes = std::get<1>(entry);
    const State s = trial(Player(m), votes, Player(2), Player(m == 2 ? 0 : 2));
    REQUIRE(s.phase() == Phase::condemn);
    CAPTURE(m);
    CHECK(memoised_value(s, random) == plain_value(s, random));
    CHECK(memoised_value(s, honest) == plain_value(s, honest));
  }
}

TEST_CASE("a trial the honest crew wins for sure, worked by hand") {
  // The Navigator (3) is the Mutineer. The Boatswain searched him and says so; nobody confessed.
  // Innocence votes: Boatswain -> Chaplain, Chaplain -> Helmsman, Helmsman -> Chaplain twice,
  // Navigator -> Boatswain: the Chaplain is innocent (3 votes) and the game goes on.
  // The Helmsman's belief: the Mutineer is the Boatswain or the Navigator (not himself, not the
  // innocent Chaplain). The report "the Navigator is the Mutineer" weighs 4 where it is true
  // (a crew Boatswain) and 2 where the Boatswain is the lying Mutineer: the Navigator is his
  // prime suspect, and his least suspect among the others is the innocent Chaplain (weight 0),
  // whom he condemns. The Chaplain (two votes) and the Boatswain (who knows) also vote for the
  // Navigator: 4 votes against the Navigator's 1 for the Boatswain, the table's prime suspect
  // after him. The crew's Chaplain forgives nobody; the Navigator would name someone to change
  // course, but everyone else has a vote for him, so nobody is eligible. The Navigator is
  // guilty in every branch: the crew wins with probability 1.
  State s = State::deal(Seating::standard(4), Player(3));
  s = apply(s, Action::search(Player(3)));
  s = apply(s, Action::confess(std::nullopt));
  s = apply(s, Action::speak({Claim::is_mutineer, Player(3)}));
  s = apply(s, Action::silence());
  for (int v : {1, 2, 1, 1, 0}) s = apply(s, Action::vote(Player(v)));
  s = apply(s, Action::no_move());
  REQUIRE(s.innocent() == Player(1));
  const HonestProfile honest;
  CHECK(memoised_value(s, honest) == 1);
  CHECK(plain_value(s, honest) == 1);
}

TEST_CASE("the random profile's crew win probability with 4 players") {
  // Computed once exactly; a simulation of 400,000 random games with the rules engine gave
  // 0.16037 (standard error 0.00058), in agreement with 109150301/680244480 = 0.160457.
  const RandomProfile random;
  const ProfileValue v = exact_profile_value(Seating::standard(4), random);
  CHECK(skb::fraction_text(v.crew_win) == "109150301/680244480");
  CHECK(skb::fraction_to_double(v.crew_win) == doctest::Approx(0.160457).epsilon(1e-5));
  // Memoisation: 4 deals share all of round 1 except the sworn bit; far fewer states than the
  // 29,692,517,960 histories.
  CHECK(v.stats.expanded < 200'000);
}
