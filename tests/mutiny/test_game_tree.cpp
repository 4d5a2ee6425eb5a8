// Tests for solver/mutiny/rules.h as a game tree: the number of options of every decision, every
// legal action sequence of a slice of the game, and the number of complete histories.
//
// - `spec_options` counts the options of a decision straight from the `random` profile of the
//   Mutiny rules.md, with its own arithmetic (not with rules.cpp's checks); legal_actions must
//   list exactly that many, all different, at every decision of seeded random games (4, 5 and
//   6 players, standard and scattered seatings, every Mutineer) and of three scripted games
//   whose counts are worked out by hand in the comments.
// - Every candidate action (every player as a target, every vote moved anywhere) is either
//   listed by legal_actions and accepted by apply, or refused by both.
// - Every legal action sequence from the start of round 2 of fixed 4-player games ends in a
//   state with a result that agrees with the votes counted again here.
// - The number of histories (complete action sequences) of the 4-player game, by a plain
//   recursive walk from the start of round 2, and of the whole game for a fixed Mutineer (the
//   round-1 walk times the round-2 counts, which depend only on the innocent player).
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <span>
#include <utility>
#include <vector>

#include "solver/core/game_graph.h"
#include "solver/core/build_graph.h"
#include "solver/core/game_size.h"
#include "solver/mutiny/action.h"
#include "solver/mutiny/extensive_game.h"
#include "solver/mutiny/outcome.h"
#include "solver/mutiny/rule_error.h"
#include "solver/mutiny/rules.h"
#include "solver/mutiny/seating.h"
#include "solver/mutiny/state.h"

using namespace skb::mutiny;

namespace {

const Player B{0}, C{1}, H{2}, N{3}, J4{4}, J5{5};

// The role players a vote may go to, straight from rules.md: role players other than `caster`,
// not in `excluded` (the innocent player in round 2, the Navigator for dead reckoning, ...).
std::size_t targets(const State& s, Player caster, std::initializer_list<std::optional<Player>> excluded) {
  std::size_t n = 0;
  for (const Role r : all_roles) {
    const Player p = s.holder(r);
    if (p == caster) continue;
    if (std::find(excluded.begin(), excluded.end(), std::optional<Player>(p)) != excluded.end()) continue;
    ++n;
  }
  return n;
}

// The number of options of the decision in `s`, as the `random` profile of rules.md lists them.
std::size_t spec_options(const State& s) {
  const Player chaplain = s.holder(Role::chaplain), navigator = s.holder(Role::navigator);
  switch (s.phase()) {
    case Phase::search:
    case Phase::confession:
      return 4;  // none or one of the three others
    case Phase::boatswain_report:
      return s.searched() ? 3 : 1;
    case Phase::chaplain_report:
      return 7;
    case Phase::innocence_vote:
      return targets(s, current_vote(s)->caster, {});
    case Phase::guilt_vote:
      return targets(s, current_vote(s)->caster, {s.innocent()});
    case Phase::dead_reckoning: {
      std::size_t n = 1;
      for (const Vote& v : s.innocence_votes()) n += targets(s, v.id.caster, {navigator, v.target});
      return n;
    }
    case Phase::condemn:
      return static_cast<std::size_t>(s.players());  // nobody or one of the N - 1 others
    case Phase::bosun_wait:
      return 2;
    case Phase::forgiveness: {
      if (s.innocent() == chaplain) return 1;
      std::size_t n = 1;
      for (const Vote& v : s.guilt_votes()) n += v.id.caster != chaplain && v.target != chaplain ? 1 : 0;
      return n;
    }
    case Phase::change_course: {
      std::size_t n = 1;
      for (int i = 0; i < s.players(); ++i) {
        const Player p{i};
        if (p == navigator) continue;
        bool for_navigator = false;
        for (const Vote& v : s.guilt_votes())
          for_navigator = for_navigator || (v.id.caster == p && v.target == navigator);
        n += for_navigator ? 0 : 1;
      }
      return n;
    }
    case Phase::change_course_move: {
      std::size_t n = 0;
      for (const Vote& v : s.guilt_votes()) {
        if (v.id.caster == *s.change_course_named()) n += targets(s, v.id.caster, {s.innocent(), v.target});
      }
      return n;
    }
    case Phase::over:
      return 0;
  }
  return 0;
}

// The player with strictly the most of `votes`, counted again here.
std::optional<Player> most(std::span<const Vote> votes) {
  std::map<int, int> count;
  for (const Vote& v : votes) ++count[v.target.index];
  int best = -1, top = 0, ties = 0;
  for (const auto& [player, n] : count) {
    if (n > top)
      best = player, top = n, ties = 1;
    else if (n == top)
      ++ties;
  }
  if (ties != 1) return std::nullopt;
  return Player{best};
}

// Checks a finished game against rules.md, with the votes counted again.
void check_result(const State& s) {
  REQUIRE(is_terminal(s));
  CHECK(legal_actions(s).empty());
  CHECK(!current_player(s).has_value());
  CHECK(s.innocent() == most(s.innocence_votes()));
  const bool ended_in_round_1 = s.innocent() == s.mutineer();
  if (ended_in_round_1) {
    CHECK(s.guilt_votes().empty());
    CHECK(!s.guilty().has_value());
  } else {
    CHECK(s.guilty() == most(s.guilt_votes()));
    for (const Vote& v : s.guilt_votes()) {
      CHECK(v.target != v.id.caster);
      CHECK(s.innocent() != v.target);
      CHECK(s.seating().is_role_player(v.target));
    }
  }
  CHECK(crew_wins(s) == (s.guilty() == s.mutineer()));
  const std::vector<Player> won = winners(s);
  for (int i = 0; i < s.players(); ++i) {
    const Player p{i};
    const bool mutineer_side = p == s.mutineer() || (p == s.holder(Role::chaplain) && s.chaplain_sworn());
    const bool winner = std::find(won.begin(), won.end(), p) != won.end();
    CHECK(winner == (mutineer_side != crew_wins(s)));
  }
}

// Every candidate action of the current decision (each kind the phase takes, with every player
// as target and every vote moved to every player, plus "none"): legal_actions lists it iff
// breach accepts it iff apply accepts it.
void check_candidates(const State& s, const std::vector<Action>& legal) {
  std::vector<Action> all;
  std::vector<std::optional<Player>> players = {std::nullopt};
  for (int i = 0; i < s.players(); ++i) players.emplace_back(Player{i});
  std::vector<std::optional<VoteId>> votes = {std::nullopt};
  for (const Vote& v : s.innocence_votes()) votes.emplace_back(v.id);
  for (const Vote& v : s.guilt_votes()) votes.emplace_back(v.id);
  for (const auto& p : players) {
    all.push_back(Action::search(p));
    all.push_back(Action::condemn(p));
    all.push_back(Action::change_course(p));
    if (p) all.push_back(Action::vote(*p));
    for (const Claim c : {Claim::silent, Claim::is_mutineer, Claim::is_not_mutineer, Claim::confessed, Claim::denied}) {
      all.push_back(Action::speak({c, p}));
    }
    for (const auto& v : votes) {
      if (p && v) all.push_back(Action::move(*v, *p));
    }
  }
  for (const auto& v : votes) all.push_back(Action::forgive(v));
  all.push_back(Action::no_move());
  all.push_back(Action::wait(false));
  all.push_back(Action::wait(true));
  for (const Action& a : all) {
    const bool listed = std::find(legal.begin(), legal.end(), a) != legal.end();
    CHECK(listed == !breach(s, a).has_value());
    if (!listed) CHECK_THROWS_AS(apply(s, a), RuleError);
  }
}

// Checks one decision: the count of rules.md, distinct options, each one applicable.
void check_decision(const State& s, const std::vector<Action>& legal) {
  REQUIRE(current_player(s).has_value());
  CHECK(legal.size() == spec_options(s));
  for (std::size_t i = 0; i < legal.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j) CHECK(legal[i] != legal[j]);
  }
}

// The seatings tested: the standard one and a scattered one, for each player count.
std::vector<Seating> seatings() {
  return {Seating::standard(4),
          Seating::standard(5),
          Seating::standard(6),
          Seating::make(4, {Player{3}, Player{1}, Player{0}, Player{2}}),
          Seating::make(5, {Player{4}, Player{2}, Player{0}, Player{3}}),
          Seating::make(6, {Player{5}, Player{0}, Player{3}, Player{1}})};
}

// The number of complete action sequences from `s`, by a plain recursive walk.
std::uint64_t histories(const State& s) {
  if (is_terminal(s)) return 1;
  std::uint64_t n = 0;
  for (const Action& a : legal_actions(s)) n += histories(apply(s, a));
  return n;
}

// The state at the start of round 2 (the condemn decision) of the 4-player game with Mutineer
// `mutineer`, after no search, no confession, silence and these innocence votes (no move).
State round2(Player mutineer, const std::vector<Player>& votes, int players = 4) {
  State s = State::deal(Seating::standard(players), mutineer);
  for (const Action& a :
       {Action::search(std::nullopt), Action::confess(std::nullopt), Action::silence(), Action::silence()}) {
    s = apply(s, a);
  }
  for (const Player p : votes) s = apply(s, Action::vote(p));
  s = apply(s, Action::no_move());
  REQUIRE(s.phase() == Phase::condemn);
  return s;
}

// One decision of a scripted game: the number of legal options before it, and the action taken.
struct Step {
  std::size_t options;  // legal_actions' size before the action
  Action action;
};

// Plays the steps from `s`, checking each decision's option count (legal_actions and the
// specification's count) and that the action is among them; returns the game at the end.
State run_script(State s, const std::vector<Step>& steps) {
  for (const Step& step : steps) {
    REQUIRE(!is_terminal(s));
    const std::vector<Action> legal = legal_actions(s);
    CAPTURE(static_cast<int>(s.phase()));
    CHECK(legal.size() == step.options);
    CHECK(spec_options(s) == step.options);
    CHECK(std::find(legal.begin(), legal.end(), step.action) != legal.end());
    s = apply(s, step.action);
  }
  check_result(s);
  return s;
}

// Four players, Mutineer N.
std::vector<Step> four_player_script() {
  return {
      {4, Action::search(C)},                           // none, C, H, N
      {4, Action::confess(N)},                          // none, B, H, N: N sworn
      {3, Action::speak({Claim::is_not_mutineer, C})},  // silent, is, is not
      {7, Action::silence()},                           // silent + 2 x 3
      {3, Action::vote(H)},                             // B: C, H, N
      {3, Action::vote(H)},                             // C: B, H, N
      {3, Action::vote(B)},                             // H: B, C, N
      {3, Action::vote(N)},                             // H again
      {3, Action::vote(H)},                             // N: B, C, H
      // Moves to {B, C, H} minus caster and target: B->H: C; C->H: B;
      // H->B: C; H->N: B, C; N->H: B, C. 1 + 1 + 1 + 1 + 2 + 2 = 8.
      {8, Action::no_move()},   // H 3, B 1, N 1: H innocent
      {4, Action::condemn(N)},  // nobody, B, C, N
      {2, Action::wait(false)},
      {2, Action::vote(N)},  // B: C, N (not B, not H)
      {2, Action::vote(N)},  // C: B, N
      {3, Action::vote(C)},  // H, innocent: B, C, N
      {2, Action::vote(C)},  // N, condemned: B, C
      {2, Action::vote(B)},  // N's second: B, C
      // N 2, C 2, B 1. Others' votes not for C: B->N, N->B: 1 + 2.
      {3, Action::forgive(VoteId{B, 0})},  // B's vote now for C: C 3, N 1, B 1
      // Others with no vote for N: B (->C), H (->C); C has one: 1 + 2.
      {3, Action::change_course(H)},
      {2, Action::move({H, 0}, N)},  // H->C to B or N: N 2, C 2, B 1
  };
}

// Five players, Mutineer B, juror J4.
std::vector<Step> five_player_script() {
  return {
      {4, Action::search(std::nullopt)},
      {4, Action::confess(B)},  // B is the Mutineer: sworn
      {1, Action::silence()},   // no search: silent only
      {7, Action::speak({Claim::denied, N})},
      {3, Action::vote(C)},
      {3, Action::vote(N)},
      {3, Action::vote(N)},
      {3, Action::vote(C)},
      {3, Action::vote(C)},
      {4, Action::vote(N)},  // the juror: any of the four role players
      // C 3, N 3. Moves: B->C: H; C->N: B, H; H->N: B, C; H->C: B; N->C:
      // B, H; J4->N: B, C, H. 1 + 1 + 2 + 2 + 1 + 2 + 3 = 12.
      {12, Action::move({J4, 0}, C)},  // C 4, N 2: C innocent
      {5, Action::condemn(J4)},        // nobody, B, C, N, J4
      {2, Action::wait(true)},
      {3, Action::vote(B)},                // C, innocent: B, H, N
      {2, Action::vote(B)},                // H: B, N
      {2, Action::vote(H)},                // N: B, H
      {3, Action::vote(N)},                // J4: B, H, N
      {3, Action::vote(B)},                // J4's second
      {2, Action::vote(H)},                // B, last: H, N
      {1, Action::forgive(std::nullopt)},  // the Chaplain is innocent
      // B 3, H 2, N 1. No vote for N: B, C, H (J4 has one): 1 + 3.
      {4, Action::change_course(C)},
      {2, Action::move({C, 0}, H)},  // C->B to H or N: H 3, B 2, N 1
  };
}

// Six players, Mutineer C (the Chaplain himself), jurors J4, J5.
std::vector<Step> six_player_script() {
  return {
      {4, Action::search(C)},
      {4, Action::confess(N)},  // swears nobody
      {3, Action::speak({Claim::is_mutineer, C})},
      {7, Action::speak({Claim::denied, H})},
      {3, Action::vote(N)},
      {3, Action::vote(N)},
      {3, Action::vote(B)},
      {3, Action::vote(B)},
      {3, Action::vote(B)},
      {4, Action::vote(N)},
      {4, Action::vote(H)},
      // N 3, B 3, H 1. Moves: B->N: C, H; C->N: B, H; H->B: C; H->B: C;
      // N->B: C, H; J4->N: B, C, H; J5->H: B, C. 1+2+2+1+1+2+3+2 = 14.
      {14, Action::no_move()},  // a tie: nobody innocent
      {6, Action::condemn(std::nullopt)},
      {2, Action::wait(false)},
      {3, Action::vote(C)},  // B: C, H, N
      {3, Action::vote(B)},
      {3, Action::vote(C)},
      {3, Action::vote(C)},
      {4, Action::vote(C)},  // J4: any role player
      {4, Action::vote(N)},
      // C 4, B 1, N 1. Others' votes not for C: J5->N only: 1 + 1.
      {2, Action::forgive(std::nullopt)},
      // No vote for N: B, C, H, J4 (J5 has one): 1 + 4.
      {5, Action::change_course(J4)},
      {3, Action::move({J4, 0}, B)},  // J4->C to B, H or N: C 3, B 2, N 1
  };
}

}  // namespace

TEST_CASE("option counts of scripted 4-, 5- and 6-player games, worked out by hand") {
  const State four = run_script(State::deal(Seating::standard(4), N), four_player_script());
  CHECK(!four.guilty().has_value());  // a tie: the Mutineer and the sworn Chaplain win
  CHECK(winners(four) == std::vector<Player>{C, N});

  const State five = run_script(State::deal(Seating::standard(5), B), five_player_script());
  CHECK(five.guilty() == H);
  CHECK(winners(five) == std::vector<Player>{B, C});

  const State six = run_script(State::deal(Seating::standard(6), C), six_player_script());
  CHECK(six.guilty() == C);
  CHECK(!six.chaplain_sworn());
  CHECK(winners(six) == std::vector<Player>{B, H, N, J4, J5});
}

TEST_CASE("seeded random games: every decision has the options of rules.md's random profile") {
  std::mt19937_64 rng(20240611);
  int games = 0, decisions = 0, round1_ends = 0;
  for (const Seating& seating : seatings()) {
    for (const State& deal : State::all_deals(seating)) {
      for (int g = 0; g < 60; ++g) {
        State s = deal;
        while (!is_terminal(s)) {
          const std::vector<Action> legal = legal_actions(s);
          check_decision(s, legal);
          if (g < 3) check_candidates(s, legal);  // the slow check on a few games
          s = apply(s, legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]);
          ++decisions;
        }
        check_result(s);
        round1_ends += s.innocent() == s.mutineer() ? 1 : 0;
        ++games;
      }
    }
  }
  CHECK(games == 6 * 4 * 60);
  CHECK(round1_ends > 0);  // some games ended with the Mutineer innocent
  MESSAGE(games << " games, " << decisions << " decisions, " << round1_ends << " won by an innocent Mutineer");
}

TEST_CASE("every action sequence from the start of round 2 of fixed 4-player games has a result") {
  // Mutineer N; innocence votes (no search, no confession, silence, no move):
  //   nobody innocent: B->C, C->B, H->B,C, N->H (B 2, C 2)
  //   B innocent:      B->C, C->B, H->B,B, N->B (B 4)
  //   C innocent:      B->C, C->N, H->C,C, N->B (C 3): forgiveness never allowed
  //   H innocent:      B->H, C->H, H->B,C, N->H (H 3)
  std::uint64_t leaves = 0;
  std::set<std::optional<Player>> guilty_seen;
  const std::vector<std::vector<Player>> profiles = {
      {C, B, B, C, H}, {C, B, B, B, B}, {C, N, C, C, B}, {H, H, B, C, H}};
  for (const auto& votes : profiles) {
    const State start = round2(N, votes);
    const auto walk = [&](const auto& self, const State& s) -> void {
      if (is_terminal(s)) {
        check_result(s);
        guilty_seen.insert(s.guilty());
        ++leaves;
        return;
      }
      const std::vector<Action> legal = legal_actions(s);
      REQUIRE(!legal.empty());
      REQUIRE(legal.size() == spec_options(s));
      for (const Action& a : legal) self(self, apply(s, a));
    };
    walk(walk, start);
  }
  // Everyone but an innocent player can end guilty, and ties happen.
  CHECK(guilty_seen.count(std::nullopt) == 1);
  for (const Player p : {B, C, H, N}) CHECK(guilty_seen.count(p) == 1);
  MESSAGE(leaves << " complete round-2 sequences walked");
}

TEST_CASE("the number of histories of the 4-player game") {
  const auto t0 = std::chrono::steady_clock::now();
  // From the start of round 2 (a plain recursive walk), Mutineer N: the count depends only on
  // the innocent player (round 2's options never depend on the Mutineer, the evidence or how
  // the innocence votes went), which two different profiles with the same innocent show.
  const std::uint64_t nobody = histories(round2(N, {C, B, B, C, H}));
  CHECK(nobody == histories(round2(N, {N, N, B, B, C})));  // B->N, C->N, H->B,B, N->C: B 2, N 2
  const std::uint64_t b_innocent = histories(round2(N, {C, B, B, B, B}));
  CHECK(b_innocent == histories(round2(H, {H, B, B, C, B})));  // B->H, C->B, H->B,C, N->B: B 3
  const std::uint64_t c_innocent = histories(round2(N, {C, N, C, C, B}));
  const std::uint64_t h_innocent = histories(round2(N, {H, H, B, C, H}));
  const std::uint64_t n_innocent = histories(round2(B, {N, N, N, N, C}));
  // C innocent, by hand: forgiveness has one option; guilt votes B: H, N; C: B, H, N; H: B, N;
  // N: B, H. Change course may name B if B->H (1 move, to N), C if C is not for N (2 moves),
  // H if H->B (1 move, to N). Summing 1 + those over the votes: no one condemned 24 + 12 + 32 +
  // 12 = 80; B condemned (two votes) 48 + 24 + 64 + 24 = 160; C condemned 72 + 36 + 128 + 36 =
  // 272; N condemned 48 + 24 + 64 + 24 = 160; times 2 for bosun knows best: 1344.
  CHECK(c_innocent == 1344);
  CHECK(nobody == 30780);
  CHECK(b_innocent == 4480);
  CHECK(h_innocent == 3564);
  CHECK(n_innocent == 5232);
  MESSAGE("round 2, 4 players: nobody innocent " << nobody << ", B " << b_innocent << ", C " << c_innocent << ", H "
                                                 << h_innocent << ", N " << n_innocent);

  // The whole game for a fixed Mutineer: a plain walk of round 1 to each round-2 start (or to
  // the end, when the Mutineer is innocent), each start counted by the round-2 count of its
  // innocent player (measured above by a plain walk).
  const auto round2_count = [&](std::optional<Player> innocent) {
    if (!innocent) return nobody;
    if (*innocent == B) return b_innocent;
    if (*innocent == C) return c_innocent;
    if (*innocent == H) return h_innocent;
    return n_innocent;
  };
  std::map<int, std::uint64_t> whole;  // by Mutineer
  std::uint64_t round1 = 0;
  for (const Player mutineer : {B, C, H, N}) {
    std::uint64_t total = 0, starts = 0;
    const auto walk = [&](const auto& self, const State& s) -> void {
      if (s.phase() == Phase::condemn || is_terminal(s)) {
        ++starts;
        total += is_terminal(s) ? 1 : round2_count(s.innocent());
        return;
      }
      for (const Action& a : legal_actions(s)) self(self, apply(s, a));
    };
    walk(walk, State::deal(Seating::standard(4), mutineer));
    whole[mutineer.index] = total;
    if (round1 == 0) round1 = starts;
    CHECK(starts == round1);  // round 1 does not depend on the Mutineer
  }
  // Round 1 by arithmetic: (search and report: 1 x 1 + 3 x 3 = 10) x (confession 4 x report 7
  // = 28) x the sum over the 3^5 innocence vote profiles of 1 + the dead reckoning moves.
  std::uint64_t profiles_and_moves = 0;
  {
    const State base = round2(N, {C, B, B, C, H});  // any state: only the seating is used
    for (int code = 0; code < 243; ++code) {
      // Casters B, C, H, H, N; each picks one of the three role players other than themselves.
      const std::vector<Player> casters = {B, C, H, H, N};
      std::uint64_t moves = 1;
      int rest = code;
      for (const Player caster : casters) {
        std::vector<Player> options;
        for (const Player p : {B, C, H, N}) {
          if (p != caster) options.push_back(p);
        }
        const Player target = options[static_cast<std::size_t>(rest % 3)];
        rest /= 3;
        moves += targets(base, caster, {N, target});
      }
      profiles_and_moves += moves;
    }
  }
  CHECK(profiles_and_moves == 2025);
  CHECK(round1 == 10 * 28 * profiles_and_moves);  // 567000
  CHECK(whole[B.index] == 7212090480u);
  CHECK(whole[C.index] == 7575615600u);
  CHECK(whole[H.index] == 7536756360u);
  CHECK(whole[N.index] == 7368055520u);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  MESSAGE("round 1: " << round1 << " sequences; whole game, Mutineer B " << whole[0] << ", C " << whole[1] << ", H "
                      << whole[2] << ", N " << whole[3] << " (" << seconds << " s)");
}

TEST_CASE("information sets counted by the player's view equal the game graph's") {
  // From the trial of a silent round 1 in which the Helmsman is innocent, one start per
  // Mutineer who is not the Helmsman (mutiny/test_equilibrium.cpp plays the same trial): with
  // perfect memory, the information sets of every seat found by count_information_sets are
  // those of the game's graph (which lists every reachable decision state).
  const Seating seating = Seating::standard(4);
  std::vector<State> starts;
  for (const Player mutineer : {Player(0), Player(1), Player(3)}) {
    State s = State::deal(seating, mutineer);
    s = apply(s, Action::search(std::nullopt));
    s = apply(s, Action::confess(Player(3)));
    s = apply(s, Action::silence());
    s = apply(s, Action::silence());
    while (s.phase() == Phase::innocence_vote)
      s = apply(s, Action::vote(*current_player(s) == Player(2) ? Player(1) : Player(2)));
    starts.push_back(apply(s, Action::no_move()));
  }
  const MutinyGame game(seating, Memory::perfect, starts);
  const skb::GameGraph graph = skb::build_graph(game, 5'000'000);
  for (int p = 0; p < 4; ++p) {
    CAPTURE(p);
    CHECK(skb::count_information_sets(game, p) == graph.infosets_of(p));
  }
}
