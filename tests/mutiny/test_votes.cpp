// Tests for solver/mutiny/votes.h: the order of the votes, counting them, and the rules every
// cast or moved vote obeys, on their own (mutiny/test_rules.cpp plays them inside whole games).
//
// Standard seating: Boatswain B 0, Chaplain C 1, Helmsman H 2, Navigator N 3, jurors 4 and 5.
#include <doctest/doctest.h>

#include <optional>
#include <vector>

#include "solver/mutiny/seating.h"
#include "solver/mutiny/votes.h"

using namespace skb::mutiny;

namespace {

const Player B{0}, C{1}, H{2}, N{3}, J4{4}, J5{5};

}  // namespace

TEST_CASE("the order of the innocence votes: seat order, the Helmsman's two together") {
  CHECK(innocence_vote_order(Seating::standard(4)) == std::vector<VoteId>{{B, 0}, {C, 0}, {H, 0}, {H, 1}, {N, 0}});
  CHECK(innocence_vote_order(Seating::standard(6)) ==
        std::vector<VoteId>{{B, 0}, {C, 0}, {H, 0}, {H, 1}, {N, 0}, {J4, 0}, {J5, 0}});
  // Helmsman on seat 0, jurors on 1 and 4.
  const Seating s = Seating::make(5, {Player{3}, Player{2}, Player{0}, Player{4}});
  CHECK(innocence_vote_order(s) ==
        std::vector<VoteId>{
            {Player{0}, 0}, {Player{0}, 1}, {Player{1}, 0}, {Player{2}, 0}, {Player{3}, 0}, {Player{4}, 0}});
}

TEST_CASE("the order of the guilt votes: the condemned twice, a waiting Boatswain last") {
  const Seating five = Seating::standard(5);
  CHECK(guilt_vote_order(five, std::nullopt, false) == std::vector<VoteId>{{B, 0}, {C, 0}, {H, 0}, {N, 0}, {J4, 0}});
  CHECK(guilt_vote_order(five, J4, false) == std::vector<VoteId>{{B, 0}, {C, 0}, {H, 0}, {N, 0}, {J4, 0}, {J4, 1}});
  CHECK(guilt_vote_order(five, C, true) == std::vector<VoteId>{{C, 0}, {C, 1}, {H, 0}, {N, 0}, {J4, 0}, {B, 0}});
  CHECK(guilt_vote_order(five, B, true) == std::vector<VoteId>{{C, 0}, {H, 0}, {N, 0}, {J4, 0}, {B, 0}, {B, 1}});
}

TEST_CASE("counting: strictly the most votes, a tie is nobody") {
  const std::vector<Vote> votes = {{{B, 0}, C}, {{C, 0}, B}, {{H, 0}, C}, {{H, 1}, N}, {{N, 0}, C}};
  CHECK(tally(votes, 4) == std::vector<int>{1, 3, 0, 1});
  CHECK(strict_leader(votes, 4) == C);
  // C 2, B 2 (one more for B): a tie.
  const std::vector<Vote> tie = {{{B, 0}, C}, {{C, 0}, B}, {{H, 0}, C}, {{H, 1}, B}, {{N, 0}, H}};
  CHECK(!strict_leader(tie, 4).has_value());
  CHECK(!strict_leader({}, 4).has_value());  // no votes: nobody
  CHECK(find_vote(votes, {H, 1}) == &votes[3]);
  CHECK(find_vote(votes, {B, 1}) == nullptr);
}

TEST_CASE("the voting rules: not yourself, not a juror, in round 2 not the innocent player") {
  const Seating s = Seating::standard(6);
  CHECK(!vote_breach(s, B, C, std::nullopt).has_value());
  CHECK(vote_breach(s, B, B, std::nullopt).has_value());
  CHECK(vote_breach(s, J4, J5, std::nullopt).has_value());
  CHECK(vote_breach(s, B, Player{6}, std::nullopt).has_value());
  CHECK(vote_breach(s, B, C, C).has_value());
  CHECK(!vote_breach(s, C, B, C).has_value());  // the innocent player votes too
  // Moving a vote: somewhere else than where it is.
  const Vote v{{J4, 0}, C};
  CHECK(move_breach(s, v, C, std::nullopt).has_value());
  CHECK(!move_breach(s, v, N, std::nullopt).has_value());
}

TEST_CASE("the moving actions' own rules") {
  const Seating s = Seating::standard(5);
  // Innocence votes: B->N, C->N, H->B,N, N->B, J4->C.
  const std::vector<Vote> r1 = {{{B, 0}, N}, {{C, 0}, N}, {{H, 0}, B}, {{H, 1}, N}, {{N, 0}, B}, {{J4, 0}, C}};
  CHECK(dead_reckoning_breach(s, r1, {J4, 0}, N).has_value());  // never to the Navigator
  CHECK(dead_reckoning_breach(s, r1, {N, 0}, N).has_value());
  CHECK(!dead_reckoning_breach(s, r1, {N, 0}, C).has_value());  // his own vote
  CHECK(!dead_reckoning_breach(s, r1, {H, 1}, C).has_value());  // the Helmsman's second vote
  CHECK(dead_reckoning_breach(s, r1, {C, 1}, B).has_value());   // no such vote
  // Guilt votes with H innocent: B->N, C->N, H->B, N->C, J4->N, J4->B (J4 condemned).
  const std::vector<Vote> r2 = {{{B, 0}, N}, {{C, 0}, N}, {{H, 0}, B}, {{N, 0}, C}, {{J4, 0}, N}, {{J4, 1}, B}};
  CHECK(!forgiveness_breach(s, r2, {J4, 1}, H).has_value());
  CHECK(forgiveness_breach(s, r2, {C, 0}, H).has_value());  // his own
  CHECK(forgiveness_breach(s, r2, {N, 0}, H).has_value());  // already for him
  CHECK(forgiveness_breach(s, r2, {B, 0}, C).has_value());  // the Chaplain is innocent
  // Change course names only a player none of whose votes is for N: H (->B) yes, J4 (->N) no.
  CHECK(!change_course_breach(s, r2, H, H).has_value());
  CHECK(change_course_breach(s, r2, J4, H).has_value());  // J4's first vote is for N
  CHECK(change_course_breach(s, r2, N, H).has_value());   // himself
  CHECK(change_course_breach(s, r2, Player{5}, H).has_value());
  // H's move: his vote (for B) to a role player not H (himself and innocent), not B: C or N.
  CHECK(!change_course_move_breach(s, r2, H, {H, 0}, N, H).has_value());
  CHECK(!change_course_move_breach(s, r2, H, {H, 0}, C, H).has_value());
  CHECK(change_course_move_breach(s, r2, H, {H, 0}, B, H).has_value());
  CHECK(change_course_move_breach(s, r2, H, {H, 0}, J4, H).has_value());
  CHECK(change_course_move_breach(s, r2, H, {B, 0}, C, H).has_value());  // not his vote
}
