// Scoring: how the rounds of a whole game of Seven Knights Bewitched turn into points and a
// winner (rules.md, "Scoring"). This file is the only place the scoring rules are written down.
//
// A game is 3 rounds. The winners of a round score: in rounds 1 and 2, 2 points to each player
// of the Knights team when the Knights win, 3 points to each player of the Witch team when the
// Witch team wins; in round 3, 7 points to each winner whichever team won. The Knights win a
// round iff their Captain lays the winning arrangement; otherwise, if the Witch is in play, the
// Witch team wins; if she is not (she lies aside), the Witch team is empty and nobody scores.
// After rounds 1 and 2 the player whose seat held the lowest Knight becomes the First player:
// seating is clockwise and fixed, so the First player only rotates who is listed first.
//
// The game is won by the player (or players) with the most points after round 3. The rules do
// not say how a tie for the most points is broken; this project reads a tie as a shared win: k
// players tied at the top each win 1/k of the game (so the seats' win rates add up to 1). "Round
// 3 decides the game" means the players with the most points after round 3 are not exactly those
// with the most points after round 2.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace skb::seven_knights {

inline constexpr int kGameRounds = 3;
// A share of a game's win, in units of 1/840 (840 = lcm(1..8)): k players tied for the win each
// get 840 / k, so shares are whole numbers and add up exactly, for any number of players.
inline constexpr std::uint64_t kWinShareUnit = 840;

// What the scoring needs of a finished round, by seat in the round's order (seat 0 = the First
// player of that round).
struct ScoredRound {
  std::vector<bool> witch_team;  // per seat
  bool knights_win = false;
  bool witch_in_play = false;
  int lowest_knight_seat = 0;  // the seat that held the lowest Knight among the seats
};

// Returns the seat holding the lowest Knight among the first `players` positions of a deal's
// `values` (0 is the Witch, 1..7 Knights). Every deal puts a Knight on some seat (there is one
// Witch and at least 3 seats).
int lowest_knight_seat(std::span<const std::uint8_t> values, int players);

// Returns the points each seat scores for round `round` (0, 1 or 2) of a game.
std::vector<int> round_points(const ScoredRound& r, int round);

// Returns the offset of the next First player from the current one: the lowest Knight's seat.
// (Player f + offset, modulo the player count, is First next round.)
inline int next_first_offset(const ScoredRound& r) { return r.lowest_knight_seat; }

// A scored game: per player (player p is listed p-th in round 1), the points after round 2 and
// after round 3, and the First player of each round.
struct GameScore {
  std::vector<int> after_two, after_three;
  std::vector<int> first;  // per round
};

// Scores a whole game from its three rounds, each by seat in that round's order: round r's seat
// s is player (first[r] + s) mod n, round 1's First is player 0, and each next First is the
// player whose seat held the lowest Knight. Throws std::invalid_argument unless there are 3
// rounds of the same number of seats.
GameScore score_game(std::span<const ScoredRound> rounds);

// Returns, per player, a bit: whether they have the most points in `totals` (everyone when all
// are equal).
std::uint32_t leaders(std::span<const int> totals);

// Returns each player's share of the game's win for final `totals`, in units of kWinShareUnit:
// the leaders share it equally.
std::vector<std::uint64_t> win_shares(std::span<const int> totals);

// Whether round 3 decided the game: the leaders after round 3 are not those after round 2.
inline bool round_three_decides(std::span<const int> after_two, std::span<const int> after_three) {
  return leaders(after_two) != leaders(after_three);
}

}  // namespace skb::seven_knights
