// Teams and the Bonus card (solver/nyet/teams.h): the first player's choices for 2 to 5 players
// and the checks, in the players' words.
#include <doctest/doctest.h>

#include "solver/nyet/rule_error.h"
#include "solver/nyet/teams.h"

using namespace skb::nyet;

namespace {

std::string error_of(const Teams& t, const Table& table) {
  try {
    check_teams(t, table);
  } catch (const RuleError& e) {
    return e.what();
  }
  return "";
}

SeatSet seats(std::initializer_list<int> s) {
  SeatSet out;
  for (int i : s) out.add(Seat(i));
  return out;
}

}  // namespace

TEST_CASE("the first player's choices") {
  // 2 players: each alone, one choice, no Bonus.
  CHECK(team_choices(2, Seat(1)).size() == 1);
  // 3 players: alone (the Bonus to the first player), or with either partner (the Bonus to the
  // player left alone): 3 choices.
  const auto three = team_choices(3, Seat(0));
  REQUIRE(three.size() == 3);
  for (const Teams& t : three) {
    REQUIRE(t.bonus);
    CHECK((t.side.size() == 1 ? t.side : t.side.complement(3)).contains(*t.bonus));
  }
  // 4 players: one teammate of three.
  CHECK(team_choices(4, Seat(2)).size() == 3);
  // 5 players: the side of 2 with one of 4 partners and the Bonus to either of the 2 (8), or the
  // side of 3 with 2 of 4 partners and the Bonus to either of the 2 others (6 x 2 = 12): 20.
  const auto five = team_choices(5, Seat(0));
  CHECK(five.size() == 20);
  for (const Teams& t : five) CHECK(error_of(t, Table({"A", "B", "C", "D", "E"})).empty());
}

TEST_CASE("the checks, in words") {
  const Table three({"Ann", "Ben", "Cat"});
  CHECK(error_of({seats({0}), Seat(0)}, three).empty());
  CHECK(error_of({seats({0, 1}), Seat(2)}, three).empty());
  CHECK(error_of({seats({0, 1}), Seat(1)}, three) ==
        "Ben cannot hold the Bonus card: with 3 players the player alone (Cat) holds it");
  const Table four({"Ann", "Ben", "Cat", "Dan"});
  CHECK(error_of({seats({0}), std::nullopt}, four) == "with 4 players the sides are 2 and 2, not 1 and 3");
  CHECK(error_of({seats({0, 2}), Seat(0)}, four) == "there is no Bonus card with 4 players");
  const Table five({"Ann", "Ben", "Cat", "Dan", "Eve"});
  CHECK(error_of({seats({0, 1}), std::nullopt}, five) ==
        "with 5 players the first player gives the Bonus card to a member of the side of 2");
  CHECK(error_of({seats({0, 1}), Seat(3)}, five) ==
        "Dan cannot hold the Bonus card: it goes to a member of the side of 2 (Ann or Ben)");
  CHECK(error_of({seats({0, 1, 2}), Seat(4)}, five).empty());
  CHECK(automatic_bonus(seats({1, 2}), 3) == Seat(0));
  CHECK(!automatic_bonus(seats({1, 2}), 4));
}
