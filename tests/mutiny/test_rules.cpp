// Tests for solver/mutiny/rules.h, state.h and outcome.h: hand-made games of Mutiny, one rule
// and one edge case at a time, checked against the Mutiny rules.md.
//
// Most games sit at the standard seating: the Boatswain B on seat 0, the Chaplain C on 1, the
// Helmsman H on 2, the Navigator N on 3, jurors J4 and J5 on seats 4 and 5. Every expected
// value carries its working in a comment: the votes as cast, the tally, the options counted by
// hand.
#include <doctest/doctest.h>

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "solver/mutiny/action.h"
#include "solver/mutiny/outcome.h"
#include "solver/mutiny/report.h"
#include "solver/mutiny/rule_error.h"
#include "solver/mutiny/rules.h"
#include "solver/mutiny/seating.h"
#include "solver/mutiny/state.h"

using namespace skb::mutiny;

namespace {

const Player B{0}, C{1}, H{2}, N{3}, J4{4}, J5{5};

State start(int players, Player mutineer) { return State::deal(Seating::standard(players), mutineer); }

State play(State s, std::initializer_list<Action> actions) {
  for (const Action& a : actions) s = apply(s, a);
  return s;
}

Action vote(Player p) { return Action::vote(p); }

// Round 1's evidence: the search, the confession, then both reports silent (or as given).
State evidence(State s, std::optional<Player> search = std::nullopt, std::optional<Player> confess = std::nullopt,
               Report boatswain = {}, Report chaplain = {}) {
  return play(s, {Action::search(search), Action::confess(confess), Action::speak(boatswain), Action::speak(chaplain)});
}

// The innocence votes in casting order (seat order, the Helmsman's two at his seat), then dead
// reckoning.
State innocence(State s, const std::vector<Player>& votes, Action reckoning = Action::no_move()) {
  for (const Player p : votes) s = apply(s, vote(p));
  return apply(s, reckoning);
}

// Round 2 up to the end of the guilt vote: condemn, bosun knows best, the votes in casting order.
State trial(State s, std::optional<Player> condemned, bool waits, const std::vector<Player>& votes) {
  s = play(s, {Action::condemn(condemned), Action::wait(waits)});
  for (const Player p : votes) s = apply(s, vote(p));
  return s;
}

// The message of the RuleError `action` raises in `s` (fails the test if it raises none).
std::string refusal(const State& s, const Action& action) {
  try {
    (void)apply(s, action);
  } catch (const RuleError& e) {
    return e.what();
  }
  FAIL("the action was accepted: " << describe(s.seating(), action));
  return "";
}

bool contains(const std::vector<Action>& actions, const Action& a) {
  for (const Action& b : actions) {
    if (a == b) return true;
  }
  return false;
}

std::vector<Player> targets_of(const std::vector<Action>& actions) {
  std::vector<Player> out;
  for (const Action& a : actions) out.push_back(a.target.value_or(Player{-1}));
  return out;
}

}  // namespace

TEST_CASE("the seating: four role players, jurors the rest") {
  const Seating six = Seating::standard(6);
  CHECK(six.players() == 6);
  CHECK(six.holder(Role::navigator) == N);
  CHECK(six.role_of(H) == Role::helmsman);
  CHECK(!six.role_of(J5).has_value());
  CHECK(six.role_players() == std::vector<Player>{B, C, H, N});
  CHECK(six.jurors() == std::vector<Player>{J4, J5});
  CHECK(Seating::standard(4).jurors().empty());
  CHECK(six.describe(H) == "player 2 (the Helmsman)");
  CHECK(six.describe(J4) == "player 4 (a juror)");
  // A scattered seating: Chaplain 0, Navigator 1, Helmsman 3, Boatswain 5; jurors 2 and 4.
  const Seating scattered = Seating::make(6, {Player{5}, Player{0}, Player{3}, Player{1}});
  CHECK(scattered.role_players() == std::vector<Player>{Player{0}, Player{1}, Player{3}, Player{5}});
  CHECK(scattered.jurors() == std::vector<Player>{Player{2}, Player{4}});
  // 3 or 7 players, a holder off the table, one player with two cards: refused.
  CHECK_THROWS_AS(Seating::standard(3), RuleError);
  CHECK_THROWS_AS(Seating::standard(7), RuleError);
  CHECK_THROWS_AS(Seating::make(5, {Player{0}, Player{1}, Player{2}, Player{5}}), RuleError);
  CHECK_THROWS_AS(Seating::make(5, {Player{0}, Player{1}, Player{1}, Player{3}}), RuleError);
  CHECK_THROWS_AS(six.role_of(Player{6}), RuleError);
}

TEST_CASE("the deal: the Mutineer is a role player; four chance outcomes") {
  CHECK_THROWS_AS(start(5, J4), RuleError);  // a juror is never the Mutineer
  CHECK_THROWS_AS(start(4, Player{4}), RuleError);
  CHECK_THROWS_AS(State::deal(4, {B, C, H, N}, Player{-1}), RuleError);
  const State s = State::deal(4, {B, C, H, N}, H);
  CHECK(s.mutineer() == H);
  CHECK(s.phase() == Phase::search);
  CHECK(current_player(s) == B);
  CHECK(!is_terminal(s));
  CHECK_THROWS_AS(crew_wins(s), RuleError);  // nobody has won yet
  const std::vector<State> deals = State::all_deals(Seating::standard(5));
  REQUIRE(deals.size() == 4);
  for (int r = 0; r < role_count; ++r) CHECK(deals[static_cast<std::size_t>(r)].mutineer() == Player{r});
}

TEST_CASE("the order of decisions of a whole 4-player game") {
  // Mutineer N. Each step: the phase, who acts, then the action taken.
  State s = start(4, N);
  struct Step {
    Phase phase;
    Player actor;
    Action action;
  };
  const std::vector<Step> steps = {
      {Phase::search, B, Action::search(H)},
      {Phase::confession, C, Action::confess(N)},
      {Phase::boatswain_report, B, Action::speak({Claim::is_not_mutineer, H})},
      {Phase::chaplain_report, C, Action::speak({Claim::denied, B})},
      {Phase::innocence_vote, B, vote(H)},
      {Phase::innocence_vote, C, vote(H)},
      {Phase::innocence_vote, H, vote(B)},  // the Helmsman's first vote
      {Phase::innocence_vote, H, vote(C)},  // and his second, right after
      {Phase::innocence_vote, N, vote(H)},
      {Phase::dead_reckoning, N, Action::no_move()},  // H 3, B 1, C 1: H innocent
      {Phase::condemn, H, Action::condemn(C)},
      {Phase::bosun_wait, B, Action::wait(false)},
      {Phase::guilt_vote, B, vote(N)},
      {Phase::guilt_vote, C, vote(N)},  // the condemned Chaplain's two votes
      {Phase::guilt_vote, C, vote(B)},
      {Phase::guilt_vote, H, vote(N)},
      {Phase::guilt_vote, N, vote(C)},
      {Phase::forgiveness, C, Action::forgive(std::nullopt)},
      {Phase::change_course, N, Action::change_course(std::nullopt)},
  };
  for (const Step& step : steps) {
    REQUIRE(s.phase() == step.phase);
    CHECK(current_player(s) == step.actor);
    s = apply(s, step.action);
  }
  // N 3 (B, C, H), B 1, C 1: the Navigator, the Mutineer, is guilty; the crew wins.
  CHECK(is_terminal(s));
  CHECK(s.innocent() == H);
  CHECK(s.guilty() == N);
  CHECK(crew_wins(s));
  CHECK(s.chaplain_sworn());                       // he heard the Mutineer's confession...
  CHECK(winners(s) == std::vector<Player>{B, H});  // ...and loses with him
  CHECK(legal_actions(s).empty());
  CHECK(!current_player(s).has_value());
}

TEST_CASE("cabin search: optional, another role player, public; the Boatswain's report") {
  const State s = start(5, C);
  // None, then C, H, N (not himself, not the juror J4).
  CHECK(legal_actions(s) ==
        std::vector<Action>{Action::search(std::nullopt), Action::search(C), Action::search(H), Action::search(N)});
  CHECK(refusal(s, Action::search(B)).find("cannot search his own cabin") != std::string::npos);
  CHECK(refusal(s, Action::search(J4)).find("jurors") != std::string::npos);
  CHECK_THROWS_AS(apply(s, Action::search(Player{7})), RuleError);

  // He searched H: the search is public; his report is silent or on H: 3 options.
  const State searched = play(s, {Action::search(H), Action::confess(std::nullopt)});
  CHECK(searched.searched() == H);
  CHECK(searched.phase() == Phase::boatswain_report);
  CHECK(legal_actions(searched) == std::vector<Action>{Action::silence(), Action::speak({Claim::is_mutineer, H}),
                                                       Action::speak({Claim::is_not_mutineer, H})});
  // He may lie ("H is the Mutineer" while C is), but only about H, and not about a confession.
  CHECK_NOTHROW(apply(searched, Action::speak({Claim::is_mutineer, H})));
  CHECK(refusal(searched, Action::speak({Claim::is_mutineer, C})).find("only report on the player") !=
        std::string::npos);
  CHECK_THROWS_AS(apply(searched, Action::speak({Claim::confessed, H})), RuleError);
  CHECK_THROWS_AS(apply(searched, Action::speak({Claim::silent, H})), RuleError);

  // No search: only silence.
  const State unsearched = play(s, {Action::search(std::nullopt), Action::confess(std::nullopt)});
  CHECK(!unsearched.searched().has_value());
  CHECK(legal_actions(unsearched) == std::vector<Action>{Action::silence()});
  CHECK(refusal(unsearched, Action::speak({Claim::is_not_mutineer, H})).find("did not search") != std::string::npos);
}

TEST_CASE("confession: swears the Chaplain only when the target is the Mutineer") {
  const State s = play(start(6, H), {Action::search(std::nullopt)});
  // None, then B, H, N (not himself, not the jurors).
  CHECK(legal_actions(s) ==
        std::vector<Action>{Action::confess(std::nullopt), Action::confess(B), Action::confess(H), Action::confess(N)});
  CHECK_THROWS_AS(apply(s, Action::confess(C)), RuleError);
  CHECK_THROWS_AS(apply(s, Action::confess(J5)), RuleError);
  CHECK(side_of(s, C) == Side::crew);

  // H is the Mutineer: hearing H swears the Chaplain to the Mutineer's side.
  const State sworn = apply(s, Action::confess(H));
  CHECK(sworn.confession_target() == H);
  CHECK(sworn.chaplain_sworn());
  CHECK(side_of(sworn, C) == Side::mutineer);
  CHECK(side_of(sworn, H) == Side::mutineer);
  CHECK(side_of(sworn, B) == Side::crew);
  CHECK(side_of(sworn, J4) == Side::crew);
  // Hearing B (not the Mutineer), or nobody, swears nobody.
  CHECK(!apply(s, Action::confess(B)).chaplain_sworn());
  CHECK(side_of(apply(s, Action::confess(B)), C) == Side::crew);
  CHECK(!apply(s, Action::confess(std::nullopt)).chaplain_sworn());
}

TEST_CASE("the Chaplain as the Mutineer: his confession swears nobody") {
  const State s = play(start(4, C), {Action::search(std::nullopt)});
  for (const Action& a : legal_actions(s)) {
    const State after = apply(s, a);
    CHECK(!after.chaplain_sworn());
    CHECK(side_of(after, C) == Side::mutineer);  // as the Mutineer himself
    for (const Player p : {B, H, N}) CHECK(side_of(after, p) == Side::crew);
  }
  // He loses when guilty: votes B->H, C->B, H->B,B, N->B: B 4 innocent. Guilt: B->C, C->H,
  // H->C, N->C: C 3 guilty, the crew wins.
  State g = innocence(evidence(start(4, C), std::nullopt, H), {H, B, B, B, B});
  CHECK(g.innocent() == B);
  g = trial(g, std::nullopt, false, {C, H, C, C});
  g = play(g, {Action::forgive(std::nullopt), Action::change_course(std::nullopt)});
  CHECK(g.guilty() == C);
  CHECK(crew_wins(g));
  CHECK(winners(g) == std::vector<Player>{B, H, N});
}

TEST_CASE("the Chaplain's report: silent or a confession report about another role player") {
  const State s = play(start(5, B), {Action::search(std::nullopt), Action::confess(std::nullopt), Action::silence()});
  REQUIRE(s.phase() == Phase::chaplain_report);
  // Silent, then B confessed, B denied, H confessed, H denied, N confessed, N denied: 7.
  const std::vector<Action> expected = {Action::silence(),
                                        Action::speak({Claim::confessed, B}),
                                        Action::speak({Claim::denied, B}),
                                        Action::speak({Claim::confessed, H}),
                                        Action::speak({Claim::denied, H}),
                                        Action::speak({Claim::confessed, N}),
                                        Action::speak({Claim::denied, N})};
  CHECK(legal_actions(s) == expected);
  // Whether or not the confession happened (here it did not): "B confessed" is legal.
  const State after = apply(s, Action::speak({Claim::confessed, B}));
  CHECK(after.chaplain_report() == Report{Claim::confessed, B});
  CHECK(after.phase() == Phase::innocence_vote);
  CHECK_THROWS_AS(apply(s, Action::speak({Claim::confessed, C})), RuleError);    // about himself
  CHECK_THROWS_AS(apply(s, Action::speak({Claim::denied, J4})), RuleError);      // about a juror
  CHECK_THROWS_AS(apply(s, Action::speak({Claim::is_mutineer, B})), RuleError);  // not a search
  CHECK_THROWS_AS(apply(s, Action::speak({Claim::denied, std::nullopt})), RuleError);
}

TEST_CASE("reports are statements about the world") {
  // The Mutineer H; the confession target H (or B, or nobody).
  CHECK(report_truth({Claim::is_mutineer, H}, H, std::nullopt) == true);
  CHECK(report_truth({Claim::is_mutineer, B}, H, std::nullopt) == false);
  CHECK(report_truth({Claim::is_not_mutineer, B}, H, std::nullopt) == true);
  CHECK(report_truth({Claim::is_not_mutineer, H}, H, std::nullopt) == false);
  // "X confessed": X was the target and is the Mutineer.
  CHECK(report_truth({Claim::confessed, H}, H, H) == true);
  CHECK(report_truth({Claim::confessed, H}, H, std::nullopt) == false);  // no confession was heard
  CHECK(report_truth({Claim::confessed, B}, H, B) == false);             // B was heard and denied
  // "X denied": X was the target and is not the Mutineer.
  CHECK(report_truth({Claim::denied, B}, H, B) == true);
  CHECK(report_truth({Claim::denied, B}, H, N) == false);  // N was heard, not B
  CHECK(report_truth({Claim::denied, H}, H, H) == false);
  CHECK(!report_truth({}, H, H).has_value());  // silence states nothing
}

TEST_CASE("innocence vote: the Helmsman's two compulsory votes, no self votes, no juror votes") {
  State s = evidence(start(5, N));
  REQUIRE(s.phase() == Phase::innocence_vote);
  // B votes first: for C, H or N (not himself; J4 is never voted for).
  CHECK(current_vote(s) == VoteId{B, 0});
  CHECK(targets_of(legal_actions(s)) == std::vector<Player>{C, H, N});
  CHECK(refusal(s, vote(B)).find("nobody votes for themselves") != std::string::npos);
  CHECK(refusal(s, vote(J4)).find("jurors are never voted for") != std::string::npos);
  CHECK(refusal(s, Action::vote(Player{9})).find("no such player") != std::string::npos);
  s = play(s, {vote(C), vote(B)});
  // The Helmsman's first vote, then his second: each of B, C, N; the same twice is allowed.
  CHECK(current_vote(s) == VoteId{H, 0});
  CHECK(targets_of(legal_actions(s)) == std::vector<Player>{B, C, N});
  s = apply(s, vote(N));
  CHECK(current_vote(s) == VoteId{H, 1});
  CHECK(current_player(s) == H);
  CHECK(targets_of(legal_actions(s)) == std::vector<Player>{B, C, N});
  // The second vote is compulsory: there is no "none" among his options.
  CHECK_THROWS_AS(apply(s, Action{ActionKind::vote, std::nullopt, {}, {}, false}), RuleError);
  CHECK_THROWS_AS(apply(s, vote(H)), RuleError);
  s = apply(s, vote(N));
  CHECK(current_vote(s) == VoteId{N, 0});
  s = apply(s, vote(B));
  // The juror votes for one of the four role players.
  CHECK(current_vote(s) == VoteId{J4, 0});
  CHECK(targets_of(legal_actions(s)) == std::vector<Player>{B, C, H, N});
  s = apply(s, vote(C));
  CHECK(s.phase() == Phase::dead_reckoning);
  const std::vector<Vote> cast = {{{B, 0}, C}, {{C, 0}, B}, {{H, 0}, N}, {{H, 1}, N}, {{N, 0}, B}, {{J4, 0}, C}};
  CHECK(s.innocence_votes() == cast);
  // B 2, C 2, N 2: a tie for the most, so nobody is innocent.
  s = apply(s, Action::no_move());
  CHECK(!s.innocent().has_value());
  CHECK(s.phase() == Phase::condemn);
}

TEST_CASE("innocence: strictly the most votes; a tie for the most is nobody") {
  // Votes B->C, C->N, H->C,C, N->B: C 3, N 1, B 1: C innocent.
  const State strict = innocence(evidence(start(4, N)), {C, N, C, C, B});
  CHECK(strict.innocent() == C);
  CHECK(strict.phase() == Phase::condemn);
  // Votes B->C, C->B, H->B,C, N->H: B 2, C 2, H 1: tie, nobody.
  const State tie = innocence(evidence(start(4, N)), {C, B, B, C, H});
  CHECK(!tie.innocent().has_value());
  CHECK(tie.phase() == Phase::condemn);
  // Six players, votes B->H, C->H, H->B,B, N->B, J4->H, J5->N: H 3, B 3: tie, nobody.
  const State six = innocence(evidence(start(6, N)), {H, H, B, B, B, H, N});
  CHECK(!six.innocent().has_value());
}

TEST_CASE("the Mutineer declared innocent: the Mutineer's side wins at once") {
  // Mutineer H, the Chaplain hears H (sworn). Votes B->H, C->H, H->B,C, N->H: H 3, innocent.
  const State s = innocence(evidence(start(5, H), std::nullopt, H), {H, H, B, C, H, B});
  // (J4 voted B: H 3, B 2, C 1.)
  CHECK(s.innocent() == H);
  CHECK(s.phase() == Phase::over);
  CHECK(is_terminal(s));
  CHECK(!s.guilty().has_value());
  CHECK(!crew_wins(s));
  CHECK(winning_side(s) == Side::mutineer);
  CHECK(winners(s) == std::vector<Player>{C, H});  // the Mutineer and the sworn Chaplain
  CHECK(legal_actions(s).empty());
  CHECK(!current_player(s).has_value());
  CHECK(refusal(s, Action::condemn(std::nullopt)).find("the game is over") != std::string::npos);
  // Unsworn (no confession): the Mutineer alone wins.
  const State alone = innocence(evidence(start(5, H)), {H, H, B, C, H, B});
  CHECK(winners(alone) == std::vector<Player>{H});
}

TEST_CASE("dead reckoning: one move, not to the Navigator, its caster or its current target") {
  // Mutineer N. Votes B->C, C->B, H->N,N, N->B: B 2, N 2, C 1.
  const State s = innocence(evidence(start(4, N)), {C, B, N, N, B}, Action::no_move());
  CHECK(!s.innocent().has_value());  // without a move: a tie
  State d = evidence(start(4, N));
  for (const Player p : {C, B, N, N, B}) d = apply(d, vote(p));
  REQUIRE(d.phase() == Phase::dead_reckoning);
  CHECK(current_player(d) == N);
  // New targets are role players but N: {B, C, H}, minus the caster, minus the current target.
  //   B's vote (for C): H.           C's vote (for B): H.
  //   H's votes (for N): B, C each.  N's own vote (for B): C, H.
  // 1 (no move) + 1 + 1 + 2 + 2 + 2 = 9.
  const std::vector<Action> expected = {Action::no_move(),       Action::move({B, 0}, H), Action::move({C, 0}, H),
                                        Action::move({H, 0}, B), Action::move({H, 0}, C), Action::move({H, 1}, B),
                                        Action::move({H, 1}, C), Action::move({N, 0}, C), Action::move({N, 0}, H)};
  CHECK(legal_actions(d) == expected);
  CHECK(refusal(d, Action::move({B, 0}, N)).find("cannot move a vote to the Navigator") != std::string::npos);
  CHECK(refusal(d, Action::move({B, 0}, B)).find("nobody votes for themselves") != std::string::npos);
  CHECK(refusal(d, Action::move({B, 0}, C)).find("another player than the one it is for") != std::string::npos);
  CHECK(refusal(d, Action::move({B, 1}, H)).find("no such vote") != std::string::npos);
  CHECK_THROWS_AS(apply(d, Action{ActionKind::move_vote, std::nullopt, VoteId{B, 0}, {}, false}), RuleError);
  // Moving the Helmsman's second vote to B: B 3, N 1, C 1: B innocent.
  const State moved = apply(d, Action::move({H, 1}, B));
  CHECK(moved.dead_reckoning() == Move{{H, 1}, N, B});
  CHECK(moved.innocence_votes()[3] == Vote{{H, 1}, B});
  CHECK(moved.innocent() == B);
  // Moving his own vote to C: B 1, C 2, N 2: still a tie.
  CHECK(!apply(d, Action::move({N, 0}, C)).innocent().has_value());
  // Dead reckoning never adds a vote to the Navigator (here the Mutineer), but taking one away
  // from his rival can make him innocent: C's vote (for B) to H leaves N 2, B 1, C 1, H 1. The
  // Mutineer is innocent: his side wins at once.
  const State ended = apply(d, Action::move({C, 0}, H));
  CHECK(ended.innocent() == N);
  CHECK(is_terminal(ended));
  CHECK(!crew_wins(ended));
  CHECK(winners(ended) == std::vector<Player>{N});
  // B's vote (for C) to H instead: B 2, N 2, H 1: still a tie.
  CHECK(!apply(d, Action::move({B, 0}, H)).innocent().has_value());
}

TEST_CASE("dead reckoning with a juror: the juror's vote moves to a role player only") {
  // Five players, Mutineer B. Votes B->N, C->N, H->N,C, N->C, J4->N: N 4, C 2.
  State d = evidence(start(5, B));
  for (const Player p : {N, N, N, C, C, N}) d = apply(d, vote(p));
  REQUIRE(d.phase() == Phase::dead_reckoning);
  // J4's vote (for N): B, C, H (3). B's (for N): C, H (2). C's (for N): B, H. H's first (for
  // N): B, C; his second (for C): B. N's (for C): B, H. Total 1 + 2 + 2 + 2 + 1 + 2 + 3 = 13.
  CHECK(legal_actions(d).size() == 13);
  CHECK(contains(legal_actions(d), Action::move({J4, 0}, H)));
  CHECK_THROWS_AS(apply(d, Action::move({B, 0}, J4)), RuleError);  // never to a juror
  // J4's vote to B: N 3, C 2, B 1: N innocent.
  CHECK(apply(d, Action::move({J4, 0}, B)).innocent() == N);
}

TEST_CASE("condemn: any other player, jurors and the innocent player included; two guilt votes") {
  // Five players, Mutineer N. Votes B->C, C->B, H->B,B, N->B, J4->C: B 4, C 2: B innocent.
  const State s = innocence(evidence(start(5, N)), {C, B, B, B, B, C});
  REQUIRE(s.innocent() == B);
  CHECK(current_player(s) == H);
  CHECK(targets_of(legal_actions(s)) == std::vector<Player>{Player{-1}, B, C, N, J4});  // -1: nobody
  CHECK(refusal(s, Action::condemn(H)).find("condemn another player") != std::string::npos);
  // The juror condemned: his two votes are cast consecutively at his seat.
  State g = play(s, {Action::condemn(J4), Action::wait(false)});
  CHECK(g.condemned() == J4);
  const std::vector<VoteId> order = {{B, 0}, {C, 0}, {H, 0}, {N, 0}, {J4, 0}, {J4, 1}};
  for (std::size_t i = 0; i < order.size(); ++i) {
    CHECK(current_vote(g) == order[i]);
    // The innocent B votes for C, H or N (3); the others for role players but themselves and B.
    const std::size_t options = order[i].caster == B || order[i].caster == J4 ? 3 : 2;
    CHECK(legal_actions(g).size() == options);
    g = apply(g, legal_actions(g).front());
  }
  CHECK(g.phase() == Phase::forgiveness);
  CHECK(g.guilt_votes().size() == 6);
  // The innocent player condemned: two votes, and never for himself.
  State b = play(s, {Action::condemn(B), Action::wait(false)});
  CHECK(current_vote(b) == VoteId{B, 0});
  b = apply(b, vote(N));
  CHECK(current_vote(b) == VoteId{B, 1});
  CHECK(targets_of(legal_actions(b)) == std::vector<Player>{C, H, N});
}

TEST_CASE("guilt vote: nobody votes for themselves or the innocent player") {
  // Mutineer N; innocent C (votes B->C, C->N, H->C,C, N->B).
  State g = play(innocence(evidence(start(6, N)), {C, N, C, C, B, C, C}),
                 {Action::condemn(std::nullopt), Action::wait(false)});
  REQUIRE(g.innocent() == C);
  CHECK(targets_of(legal_actions(g)) == std::vector<Player>{H, N});  // B: not himself, not C
  CHECK(refusal(g, vote(C)).find("nobody votes for the innocent player") != std::string::npos);
  CHECK(refusal(g, vote(B)).find("nobody votes for themselves") != std::string::npos);
  g = apply(g, vote(N));
  CHECK(targets_of(legal_actions(g)) == std::vector<Player>{B, H, N});  // the innocent C: 3
  g = play(g, {vote(B), vote(N), vote(H)});
  CHECK(current_vote(g) == VoteId{J4, 0});
  CHECK(targets_of(legal_actions(g)) == std::vector<Player>{B, H, N});  // a juror: not C
  CHECK(refusal(g, vote(J5)).find("jurors are never voted for") != std::string::npos);
  g = play(g, {vote(N), vote(N)});
  CHECK(g.phase() == Phase::forgiveness);
}

TEST_CASE("bosun knows best: a waiting Boatswain votes after everyone else") {
  // Four players, Mutineer H, nobody innocent (B->C, C->B, H->B,C, N->H: B 2, C 2).
  const State s = innocence(evidence(start(4, H)), {C, B, B, C, H});
  REQUIRE(!s.innocent().has_value());
  State w = apply(s, Action::condemn(std::nullopt));
  CHECK(current_player(w) == B);
  CHECK(legal_actions(w) == std::vector<Action>{Action::wait(false), Action::wait(true)});
  w = apply(w, Action::wait(true));
  CHECK(w.boatswain_waits());
  for (const Player p : {C, H, N}) {
    CHECK(current_player(w) == p);
    w = apply(w, vote(H == p ? N : H));
  }
  CHECK(current_vote(w) == VoteId{B, 0});  // last, after seeing C->H, H->N, N->H
  w = apply(w, vote(H));
  CHECK(w.phase() == Phase::forgiveness);
  // Condemned and waiting: both his votes come last.
  State both = play(s, {Action::condemn(B), Action::wait(true), vote(H), vote(N), vote(H)});
  CHECK(current_vote(both) == VoteId{B, 0});
  both = apply(both, vote(H));
  CHECK(current_vote(both) == VoteId{B, 1});
  both = apply(both, vote(N));
  CHECK(both.phase() == Phase::forgiveness);
  // Not waiting: he votes first, at his seat.
  CHECK(current_vote(play(s, {Action::condemn(std::nullopt), Action::wait(false)})) == VoteId{B, 0});
}

TEST_CASE("forgiveness, change course and the guilty player: a worked 5-player trial") {
  // Mutineer N. Innocence: B->C, C->B, H->B,B, N->B, J4->C: B 4, innocent.
  State s = innocence(evidence(start(5, N)), {C, B, B, B, B, C});
  // H condemns the juror J4; nobody waits. Guilt votes: B->N, C->N, H->C, N->H, J4->N,C.
  s = trial(s, J4, false, {N, N, C, H, N, C});
  REQUIRE(s.phase() == Phase::forgiveness);
  CHECK(current_player(s) == C);
  // Forgiveness: votes of others not already for C: B's, N's, J4's first (C's own is not
  // another player's; H's and J4's second are already for C): 1 + 3 = 4.
  CHECK(legal_actions(s) == std::vector<Action>{Action::forgive(std::nullopt), Action::forgive(VoteId{B, 0}),
                                                Action::forgive(VoteId{N, 0}), Action::forgive(VoteId{J4, 0})});
  CHECK(refusal(s, Action::forgive(VoteId{C, 0})).find("his own vote") != std::string::npos);
  CHECK(refusal(s, Action::forgive(VoteId{H, 0})).find("already for the Chaplain") != std::string::npos);
  // He takes J4's first vote: it is now for C and still J4's. N 2, C 3, H 1.
  s = apply(s, Action::forgive(VoteId{J4, 0}));
  CHECK(s.forgiveness() == Move{{J4, 0}, N, C});
  CHECK(s.guilt_votes()[4] == Vote{{J4, 0}, C});
  // Change course: players but N none of whose votes is for N: B (->N) no, C (->N) no, H
  // (->C) yes, J4 (->C, ->C after forgiveness) yes: 1 + 2 = 3.
  CHECK(current_player(s) == N);
  CHECK(legal_actions(s) ==
        std::vector<Action>{Action::change_course(std::nullopt), Action::change_course(H), Action::change_course(J4)});
  CHECK(refusal(s, Action::change_course(B)).find("none of whose votes is for him") != std::string::npos);
  CHECK(refusal(s, Action::change_course(N)).find("another player") != std::string::npos);
  // J4 named: he must move one of his two votes (both for C) to a role player not B (innocent),
  // not C (current): H or N. 2 votes x 2 targets = 4, no "none".
  const State named = apply(s, Action::change_course(J4));
  CHECK(current_player(named) == J4);
  CHECK(legal_actions(named) == std::vector<Action>{Action::move({J4, 0}, H), Action::move({J4, 0}, N),
                                                    Action::move({J4, 1}, H), Action::move({J4, 1}, N)});
  CHECK_THROWS_AS(apply(named, Action::no_move()), RuleError);
  CHECK(refusal(named, Action::move({B, 0}, H)).find("their own votes") != std::string::npos);
  CHECK(refusal(named, Action::move({J4, 0}, B)).find("innocent player") != std::string::npos);
  // J4 moves his second vote to N: N 3 (B, C, J4), C 2 (H, J4's first), H 1: N, the
  // Mutineer, is guilty.
  const State end = apply(named, Action::move({J4, 1}, N));
  CHECK(end.change_course_named() == J4);
  CHECK(end.change_course_move() == Move{{J4, 1}, C, N});
  CHECK(is_terminal(end));
  CHECK(end.guilty() == N);
  CHECK(crew_wins(end));
  CHECK(winners(end) == std::vector<Player>{B, C, H, J4});  // jurors are crew
  // H named instead: his vote (for C) to N only (not H, not B, not C): the Navigator is
  // allowed. N 3 (B, C, H), C 2 (J4's two), H 1: N guilty.
  const State h = apply(s, Action::change_course(H));
  CHECK(legal_actions(h) == std::vector<Action>{Action::move({H, 0}, N)});
  CHECK(apply(h, Action::move({H, 0}, N)).guilty() == N);
  // Nobody named: N 2, C 3, H 1: C guilty, the Mutineer wins.
  const State none = apply(s, Action::change_course(std::nullopt));
  CHECK(none.guilty() == C);
  CHECK(!crew_wins(none));
  CHECK(winners(none) == std::vector<Player>{N});
}

TEST_CASE("forgiveness is not allowed when the Chaplain is the innocent player") {
  // Mutineer N; innocent C (B->C, C->N, H->C,C, N->B: C 3). Guilt: B->N, C->B, H->N, N->H.
  State s = innocence(evidence(start(4, N)), {C, N, C, C, B});
  REQUIRE(s.innocent() == C);
  s = trial(s, std::nullopt, false, {N, B, N, H});
  CHECK(current_player(s) == C);
  CHECK(legal_actions(s) == std::vector<Action>{Action::forgive(std::nullopt)});
  CHECK(refusal(s, Action::forgive(VoteId{B, 0})).find("not allowed when the Chaplain is the innocent player") !=
        std::string::npos);
  s = play(s, {Action::forgive(std::nullopt), Action::change_course(std::nullopt)});
  CHECK(s.guilty() == N);  // N 2, B 1, H 1
  CHECK(crew_wins(s));
}

TEST_CASE("change course with no eligible player: only 'none'") {
  // Mutineer N; innocent B (B->C, C->B, H->B,B, N->B). C condemned.
  // Guilt: B->N, C->N,H, H->N, N->C. Every other player has a vote for N.
  State s = innocence(evidence(start(4, N)), {C, B, B, B, B});
  REQUIRE(s.innocent() == B);
  CHECK_THROWS_AS(apply(s, Action::condemn(H)), RuleError);  // the Helmsman condemns another player
  s = trial(s, C, false, {N, N, H, N, C});
  s = apply(s, Action::forgive(std::nullopt));
  CHECK(legal_actions(s) == std::vector<Action>{Action::change_course(std::nullopt)});
  CHECK_THROWS_AS(apply(s, Action::change_course(C)), RuleError);  // one of his two is for N
  s = apply(s, Action::change_course(std::nullopt));
  CHECK(s.guilty() == N);  // N 3, H 1, C 1
  CHECK(crew_wins(s));
}

TEST_CASE("forgiveness can make a player eligible for change course") {
  // The same trial; the Chaplain takes B's vote (for N): B's only vote is now for C, so the
  // Navigator may name B (and only B: C and H still have a vote for N). B, himself the innocent
  // player, moves it to a role player not B and not C (its current target): H or N.
  State s = innocence(evidence(start(4, N)), {C, B, B, B, B});
  s = trial(s, C, false, {N, N, H, N, C});
  s = apply(s, Action::forgive(VoteId{B, 0}));
  CHECK(legal_actions(s) == std::vector<Action>{Action::change_course(std::nullopt), Action::change_course(B)});
  s = apply(s, Action::change_course(B));
  CHECK(legal_actions(s) == std::vector<Action>{Action::move({B, 0}, H), Action::move({B, 0}, N)});
  // B's vote to N: N 3 (B, C's first, H), H 1, C 1 (N's): N guilty.
  s = apply(s, Action::move({B, 0}, N));
  CHECK(s.guilty() == N);
}

TEST_CASE("guilty: strictly the most votes; a tie for the most: nobody, the Mutineer wins") {
  // Mutineer H, nobody innocent (B->C, C->B, H->B,C, N->H). Guilt: B->H, C->N, H->N, N->H:
  // H 2, N 2: tie, nobody guilty.
  State s = innocence(evidence(start(4, H)), {C, B, B, C, H});
  s = trial(s, std::nullopt, false, {H, N, N, H});
  s = play(s, {Action::forgive(std::nullopt), Action::change_course(std::nullopt)});
  CHECK(is_terminal(s));
  CHECK(!s.guilty().has_value());
  CHECK(!crew_wins(s));
  CHECK(winners(s) == std::vector<Player>{H});
}

TEST_CASE("a sworn Chaplain wins with the Mutineer even if he is guilty himself") {
  // Mutineer H; the Chaplain hears H: sworn. Innocent B (B->C, C->B, H->B,B, N->B).
  // Guilt: B->C, C->N, H->C, N->C: C 3 guilty; H is not, so the Mutineer's side wins.
  State s = innocence(evidence(start(5, H), std::nullopt, H), {C, B, B, B, B, B});
  s = trial(s, std::nullopt, false, {C, N, C, C, C});
  s = play(s, {Action::forgive(std::nullopt), Action::change_course(std::nullopt)});
  CHECK(s.guilty() == C);
  CHECK(!crew_wins(s));
  CHECK(winners(s) == std::vector<Player>{C, H});
  CHECK(side_of(s, C) == Side::mutineer);
  // And loses with him: the same, but guilt votes B->H, C->N, H->N, N->H, J4->H: H 3.
  State lost = innocence(evidence(start(5, H), std::nullopt, H), {C, B, B, B, B, B});
  lost = trial(lost, std::nullopt, false, {H, N, N, H, H});
  lost = play(lost, {Action::forgive(std::nullopt), Action::change_course(std::nullopt)});
  CHECK(lost.guilty() == H);
  CHECK(crew_wins(lost));
  CHECK(winners(lost) == std::vector<Player>{B, N, J4});
}

TEST_CASE("a scattered 6-player seating: seat order drives every order") {
  // Chaplain 0, Navigator 1, juror 2, Helmsman 3, juror 4, Boatswain 5. Mutineer: the Navigator.
  const Player c{0}, n{1}, j2{2}, h{3}, j4{4}, b{5};
  const Seating seating = Seating::make(6, {b, c, h, n});
  State s = State::deal(seating, n);
  CHECK(current_player(s) == b);
  CHECK(targets_of(legal_actions(s)) == std::vector<Player>{Player{-1}, c, n, h});
  s = play(s, {Action::search(n), Action::confess(n), Action::speak({Claim::is_mutineer, n}), Action::silence()});
  CHECK(s.chaplain_sworn());
  const std::vector<VoteId> order = {{c, 0}, {n, 0}, {j2, 0}, {h, 0}, {h, 1}, {j4, 0}, {b, 0}};
  const std::vector<Player> votes = {h, h, h, b, c, n, h};
  for (std::size_t i = 0; i < order.size(); ++i) {
    CHECK(current_vote(s) == order[i]);
    s = apply(s, vote(votes[i]));
  }
  // h 4: innocent; dead reckoning may not add to n (the Navigator).
  for (const Action& a : legal_actions(s)) {
    if (a.target) CHECK(*a.target != n);
  }
  s = apply(s, Action::no_move());
  CHECK(s.innocent() == h);
  CHECK(current_player(s) == h);  // the Helmsman condemns
  s = play(s, {Action::condemn(j2), Action::wait(true)});
  // Seat order, j2 twice (condemned), the innocent h votes too, b (waiting) last.
  const std::vector<VoteId> guilt = {{c, 0}, {n, 0}, {j2, 0}, {j2, 1}, {h, 0}, {j4, 0}, {b, 0}};
  const std::vector<Player> targets = {n, b, n, c, n, n, n};
  for (std::size_t i = 0; i < guilt.size(); ++i) {
    CHECK(current_vote(s) == guilt[i]);
    s = apply(s, vote(targets[i]));
  }
  // n 5 (c, j2, h, j4, b), b 1, c 1. The sworn Chaplain takes b's vote: n 4, c 2, b 1. Change
  // course: the other players none of whose votes is for n: c, j2, h, j4 all have one; b (now
  // for c) has none: only b.
  CHECK(current_player(s) == c);
  s = apply(s, Action::forgive(VoteId{b, 0}));
  CHECK(targets_of(legal_actions(s)) == std::vector<Player>{Player{-1}, b});
  s = apply(s, Action::change_course(std::nullopt));
  CHECK(s.guilty() == n);
  CHECK(crew_wins(s));
  CHECK(winners(s) == std::vector<Player>{j2, h, j4, b});
}

TEST_CASE("illegal actions are refused in the players' words") {
  const State s = start(4, B);
  const std::string wrong = refusal(s, vote(C));
  CHECK(wrong.find("player 0 (the Boatswain) cannot vote for player 1 (the Chaplain)") != std::string::npos);
  CHECK(wrong.find("the Boatswain's cabin search") != std::string::npos);
  CHECK(wrong.find("not the decision the game is waiting for") != std::string::npos);
  // A field the kind does not use.
  CHECK(refusal(s, Action{ActionKind::search, C, VoteId{B, 0}, {}, false}).find("does not use") != std::string::npos);
  CHECK(breach(s, Action::search(C)) == std::nullopt);
  CHECK(breach(s, Action::search(B)).has_value());
}
