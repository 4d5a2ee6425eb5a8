#include "solver/seven_knights/scoring.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "solver/seven_knights/variant.h"

namespace skb::seven_knights {

int lowest_knight_seat(std::span<const std::uint8_t> values, int players) {
  int best = -1;
  for (int s = 0; s < players; ++s)
    if (values[s] != kWitch && (best < 0 || values[s] < values[best])) best = s;
  if (best < 0) throw std::invalid_argument("no Knight on any seat");
  return best;
}

std::vector<int> round_points(const ScoredRound& r, int round) {
  if (round < 0 || round >= kGameRounds) throw std::invalid_argument("a game has rounds 0, 1 and 2");
  const bool last = round == kGameRounds - 1;
  std::vector<int> points(r.witch_team.size(), 0);
  if (!r.knights_win && !r.witch_in_play) return points;  // the Witch aside and the arrangement failed
  for (std::size_t s = 0; s < points.size(); ++s) {
    const bool on_winning_team = r.knights_win ? !r.witch_team[s] : static_cast<bool>(r.witch_team[s]);
    if (on_winning_team) points[s] = last ? 7 : (r.knights_win ? 2 : 3);
  }
  return points;
}

GameScore score_game(std::span<const ScoredRound> rounds) {
  if (rounds.size() != kGameRounds) throw std::invalid_argument("a game has 3 rounds");
  const int n = static_cast<int>(rounds[0].witch_team.size());
  GameScore g;
  std::vector<int> totals(static_cast<std::size_t>(n), 0);
  int first = 0;
  for (int round = 0; round < kGameRounds; ++round) {
    const ScoredRound& r = rounds[static_cast<std::size_t>(round)];
    if (static_cast<int>(r.witch_team.size()) != n) throw std::invalid_argument("every round has the same players");
    g.first.push_back(first);
    const std::vector<int> points = round_points(r, round);
    for (int seat = 0; seat < n; ++seat) totals[static_cast<std::size_t>((first + seat) % n)] += points[seat];
    if (round == kGameRounds - 2) g.after_two = totals;
    first = (first + next_first_offset(r)) % n;
  }
  g.after_three = totals;
  return g;
}

std::uint32_t leaders(std::span<const int> totals) {
  const int most = totals.empty() ? 0 : *std::max_element(totals.begin(), totals.end());
  std::uint32_t bits = 0;
  for (std::size_t p = 0; p < totals.size(); ++p)
    if (totals[p] == most) bits |= 1u << p;
  return bits;
}

std::vector<std::uint64_t> win_shares(std::span<const int> totals) {
  const std::uint32_t top = leaders(totals);
  const auto k = static_cast<std::uint64_t>(std::popcount(top));
  std::vector<std::uint64_t> shares(totals.size(), 0);
  for (std::size_t p = 0; p < totals.size(); ++p)
    if ((top >> p) & 1u) shares[p] = kWinShareUnit / k;
  return shares;
}

}  // namespace skb::seven_knights
