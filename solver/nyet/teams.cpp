#include "solver/nyet/teams.h"

#include <algorithm>

#include <fmt/format.h>

#include "solver/nyet/rule_error.h"

namespace skb::nyet {

int smaller_side(int players) { return players <= 3 ? 1 : 2; }

std::optional<Seat> automatic_bonus(SeatSet side, int players) {
  if (players != 3) return std::nullopt;
  const SeatSet alone = side.size() == 1 ? side : side.complement(players);
  for (int i = 0; i < players; ++i)
    if (alone.contains(Seat(i))) return Seat(i);
  return std::nullopt;
}

std::vector<Teams> team_choices(int players, Seat first) {
  std::vector<Teams> out;
  const std::uint32_t all = SeatSet::all(players).bits();
  for (std::uint32_t bits = 1; bits <= all; ++bits) {
    const SeatSet side(bits);
    if (!side.contains(first)) continue;
    const int n = side.size();
    const int small = smaller_side(players);
    if (n != small && n != players - small) continue;
    if (players == 5) {
      const SeatSet pair = n == 2 ? side : side.complement(players);
      for (int i = 0; i < players; ++i)
        if (pair.contains(Seat(i))) out.push_back({side, Seat(i)});
    } else {
      out.push_back({side, automatic_bonus(side, players)});
    }
  }
  return out;
}

void check_teams(const Teams& teams, const Table& table) {
  check_sides(teams.side, table);
  check_bonus(teams, table);
}

void check_sides(SeatSet side, const Table& table) {
  const int players = table.players();
  const SeatSet other = side.complement(players);
  if (side.empty() || other.empty() || (side.bits() & ~SeatSet::all(players).bits()) != 0)
    throw RuleError("the teams must split the table into two sides");
  const int small = smaller_side(players);
  const int n = std::min(side.size(), other.size());
  if (n != small)
    throw RuleError(fmt::format("with {} players the sides are {} and {}, not {} and {}", players, small,
                                players - small, n, players - n));
}

void check_bonus(const Teams& teams, const Table& table) {
  const int players = table.players();
  const SeatSet other = teams.side.complement(players);
  const int small = smaller_side(players);
  if (players == 2 || players == 4) {
    if (teams.bonus)
      throw RuleError(fmt::format("there is no Bonus card with {} players", players));
    return;
  }
  if (!teams.bonus)
    throw RuleError(players == 3 ? "with 3 players the player alone holds the Bonus card"
                                 : "with 5 players the first player gives the Bonus card to a member of the side of 2");
  const SeatSet smaller = teams.side.size() == small ? teams.side : other;
  if (!smaller.contains(*teams.bonus))
    throw RuleError(players == 3
                        ? fmt::format("{} cannot hold the Bonus card: with 3 players the player alone ({}) holds it",
                                      table.name(*teams.bonus), table.names_of(smaller))
                        : fmt::format("{} cannot hold the Bonus card: it goes to a member of the side of 2 ({})",
                                      table.name(*teams.bonus), table.names_of(smaller, " or ")));
}

}  // namespace skb::nyet
