// Tests for solver/seven_knights/scoring.h: whole games scored by rules.md's "Scoring" on
// hand-made rounds, the points worked out in the comments.
//
// Notation: a round lists its seats in that round's order (seat 0 is its First player); round
// r's seat s is player (First + s) mod n, players numbered as in round 1.
#include <doctest/doctest.h>

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "solver/seven_knights/scoring.h"

using namespace skb;
using namespace skb::seven_knights;

namespace {

// A round with the Witch team on `team` (seats), the Knights winning or not, the Witch in play
// or not, the lowest Knight on seat `lowest`.
ScoredRound round_of(int players, std::vector<int> team, bool knights_win, bool witch_in_play, int lowest) {
  ScoredRound r;
  r.witch_team.assign(static_cast<std::size_t>(players), false);
  for (int s : team) r.witch_team[static_cast<std::size_t>(s)] = true;
  r.knights_win = knights_win;
  r.witch_in_play = witch_in_play;
  r.lowest_knight_seat = lowest;
  return r;
}

}  // namespace

TEST_CASE("round points: 2 to each Knight or 3 to each of the Witch team in rounds 1-2, 7 in round 3") {
  // 5 seats, the Witch team on seats 1 and 3.
  const ScoredRound knights = round_of(5, {1, 3}, true, true, 0);
  CHECK(round_points(knights, 0) == std::vector<int>{2, 0, 2, 0, 2});
  CHECK(round_points(knights, 1) == std::vector<int>{2, 0, 2, 0, 2});
  CHECK(round_points(knights, 2) == std::vector<int>{7, 0, 7, 0, 7});
  const ScoredRound witch = round_of(5, {1, 3}, false, true, 0);
  CHECK(round_points(witch, 0) == std::vector<int>{0, 3, 0, 3, 0});
  CHECK(round_points(witch, 2) == std::vector<int>{0, 7, 0, 7, 0});
  // The Witch aside (advanced, groping) and the arrangement failed: nobody scores (the Witch
  // team is empty then anyway). The Witch aside and the arrangement right: every player is a
  // Knight and scores.
  CHECK(round_points(round_of(4, {}, false, false, 0), 0) == std::vector<int>{0, 0, 0, 0});
  CHECK(round_points(round_of(4, {}, false, false, 0), 2) == std::vector<int>{0, 0, 0, 0});
  CHECK(round_points(round_of(4, {}, true, false, 0), 1) == std::vector<int>{2, 2, 2, 2});
  // The Witch in the center (groping), nobody looked at her, the Captain wrong: the Witch team
  // wins, but it has nobody in it.
  CHECK(round_points(round_of(3, {}, false, true, 0), 0) == std::vector<int>{0, 0, 0});
  CHECK_THROWS_AS(round_points(knights, 3), std::invalid_argument);
}

TEST_CASE("the lowest Knight's seat: among the seats only, the Witch is no Knight") {
  // Seats hold W, 3, 2, 5; the center holds 1: the lowest Knight on a seat is 2, seat 2.
  const std::vector<std::uint8_t> values = {0, 3, 2, 5, 1};
  CHECK(lowest_knight_seat(values, 4) == 2);
  const std::vector<std::uint8_t> first = {1, 0, 4};
  CHECK(lowest_knight_seat(first, 3) == 0);
}

TEST_CASE("a 5-player game: the First player moves, round 3 overturns the lead") {
  // Round 1, First player 0 (seats = players 0 1 2 3 4): the Witch team is seats 1 and 3, the
  // Knights win: players 0, 2, 4 score 2 -> [2 0 2 0 2]. The lowest Knight was on seat 2, so
  // player 2 is First in round 2.
  // Round 2 (seats = players 2 3 4 0 1): the Witch team is seat 0 (player 2, alone), and it
  // wins: player 2 scores 3 -> [2 0 5 0 2]; the leader after round 2 is player 2. The lowest
  // Knight was on seat 4, player (2 + 4) mod 5 = 1, First in round 3.
  // Round 3 (seats = players 1 2 3 4 0): the Witch team is seats 2 and 4 (players 3 and 0), and
  // it wins: 7 each -> [9 0 5 7 2]. Player 0 wins alone; round 3 decided the game.
  const std::vector<ScoredRound> rounds = {round_of(5, {1, 3}, true, true, 2), round_of(5, {0}, false, true, 4),
                                           round_of(5, {2, 4}, false, true, 0)};
  const GameScore g = score_game(rounds);
  CHECK(g.first == std::vector<int>{0, 2, 1});
  CHECK(g.after_two == std::vector<int>{2, 0, 5, 0, 2});
  CHECK(g.after_three == std::vector<int>{9, 0, 5, 7, 2});
  CHECK(leaders(g.after_two) == 0b00100u);
  CHECK(leaders(g.after_three) == 0b00001u);
  CHECK(round_three_decides(g.after_two, g.after_three));
  CHECK(win_shares(g.after_three) == std::vector<std::uint64_t>{840, 0, 0, 0, 0});
}

TEST_CASE("a 4-player game with the Witch aside twice and a shared win") {
  // Round 1 (First 0): the Witch aside, the arrangement wrong: nobody scores -> [0 0 0 0]; the
  // lowest Knight on seat 0: player 0 stays First.
  // Round 2 (First 0): the Witch aside, the arrangement right: all four are Knights, 2 each
  // -> [2 2 2 2] (everyone leads). The lowest Knight on seat 3: player 3 is First.
  // Round 3 (seats = players 3 0 1 2): the Witch team is seats 1 and 2 (players 0 and 1), the
  // Knights (players 3 and 2) win 7 each -> [2 2 9 9]. Players 2 and 3 tie for the most
  // points and share the win, 840 / 2 = 420 each; the leaders changed, so round 3 decided it.
  const std::vector<ScoredRound> rounds = {round_of(4, {}, false, false, 0), round_of(4, {}, true, false, 3),
                                           round_of(4, {1, 2}, true, true, 1)};
  const GameScore g = score_game(rounds);
  CHECK(g.first == std::vector<int>{0, 0, 3});
  CHECK(g.after_two == std::vector<int>{2, 2, 2, 2});
  CHECK(g.after_three == std::vector<int>{2, 2, 9, 9});
  CHECK(win_shares(g.after_three) == std::vector<std::uint64_t>{0, 0, 420, 420});
  CHECK(round_three_decides(g.after_two, g.after_three));
}

TEST_CASE("a 3-player game round 3 does not decide; shares of a three-way tie") {
  // Round 1 (First 0): the Witch team is seat 0; the Knights (players 1, 2) win 2 each
  // -> [0 2 2]; the lowest Knight on seat 1: player 1 is First.
  // Round 2 (seats = players 1 2 0): the Witch team is seat 2 (player 0) and wins 3 -> [3 2 2];
  // the lowest Knight on seat 0: player 1 stays First.
  // Round 3 (seats = players 1 2 0): the Witch team is seat 2 (player 0) again and wins 7
  // -> [10 2 2]. Player 0 led after round 2 and wins: round 3 did not decide the game.
  const std::vector<ScoredRound> rounds = {round_of(3, {0}, true, true, 1), round_of(3, {2}, false, true, 0),
                                           round_of(3, {2}, false, true, 2)};
  const GameScore g = score_game(rounds);
  CHECK(g.first == std::vector<int>{0, 1, 1});
  CHECK(g.after_three == std::vector<int>{10, 2, 2});
  CHECK_FALSE(round_three_decides(g.after_two, g.after_three));
  // Three players tied: 840 / 3 = 280 each; the shares always add up to 840.
  const std::vector<int> tied = {4, 4, 4};
  CHECK(win_shares(tied) == std::vector<std::uint64_t>{280, 280, 280});
  for (int k = 1; k <= 8; ++k) CHECK(kWinShareUnit % static_cast<std::uint64_t>(k) == 0);
  // Malformed games are refused.
  CHECK_THROWS_AS(score_game(std::vector<ScoredRound>(rounds.begin(), rounds.begin() + 2)), std::invalid_argument);
}
