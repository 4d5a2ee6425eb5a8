// Tables of Mutiny's values at the boundaries of the game (solver/mutiny/value_table.h): the
// file format and its refusals, and the tables built into skb: one for every profile and player
// count, made for the equilibrium built in (its fingerprint), holding every boundary state, and
// every value checked on samples against the same state played out afresh.
#include <doctest/doctest.h>

#include <set>

#include "cli/tables/built_in_tables.h"
#include "solver/core/random.h"
#include "solver/mutiny/crew_value.h"
#include "solver/mutiny/value_table.h"
#include "tests/support/sanitized.h"

namespace {

using skb::Fraction;
using namespace skb::mutiny;

void install_built_in() {
  static const bool done = [] {
    for (int n = min_players; n <= max_players; ++n) install_equilibrium(n, skb::cli::built_in_mutiny_equilibrium(n));
    for (const std::span<const std::byte> t : skb::cli::built_in_mutiny_values()) install_value_table(t);
    return true;
  }();
  static_cast<void>(done);
}

ValueTable small_table() {
  return ValueTable::from_entries({{"b", Fraction(1, 3)}, {"a", Fraction(2, 4)}, {"c", Fraction(0)}}, 4, "random", 3,
                                  "{}");
}

}  // namespace

TEST_CASE("value table: written and read back, entries sorted and in lowest terms") {
  const ValueTable t = small_table();
  const std::vector<std::byte> bytes = t.write();
  const ValueTable back = ValueTable::read(bytes);
  CHECK(back.size() == 3);
  CHECK(back.players() == 4);
  CHECK(back.profile_id() == "random");
  CHECK(back.covers(Boundary::innocence_vote));
  CHECK(back.covers(Boundary::round_two));
  CHECK_FALSE(back.covers(Boundary::guilt_vote));
  CHECK(back.key(0) == "a");
  REQUIRE(back.find("a") != nullptr);
  CHECK(skb::fraction_text(*back.find("a")) == "1/2");
  CHECK(*back.find("b") == Fraction(1, 3));
  CHECK(*back.find("c") == 0);
  CHECK(back.find("d") == nullptr);
  CHECK(back.write() == bytes);
  CHECK_THROWS_AS(ValueTable::from_entries({{"a", Fraction(1)}, {"a", Fraction(0)}}, 4, "random", 1, ""),
                  std::invalid_argument);
}

TEST_CASE("value table: a damaged file is refused, never half read") {
  const std::vector<std::byte> bytes = small_table().write();
  for (std::size_t cut = 0; cut < bytes.size(); ++cut)
    CHECK_THROWS_AS(ValueTable::read(std::span(bytes).first(cut)), std::runtime_error);
  std::vector<std::byte> longer = bytes;
  longer.push_back(std::byte{0});
  CHECK_THROWS_AS(ValueTable::read(longer), std::runtime_error);
  std::vector<std::byte> magic = bytes;
  magic[0] = std::byte{'X'};
  CHECK_THROWS_AS(ValueTable::read(magic), std::runtime_error);
  // A value above 1: 3/2 written as an entry's value.
  const std::vector<std::byte> big =
      ValueTable::from_entries({{"a", Fraction(1)}}, 4, "random", 1, "").write();
  std::vector<std::byte> above = big;
  // The numerator 1 and denominator 1 are the last 10 bytes: length 1, 0x01, length 1, 0x01.
  above[above.size() - 6] = std::byte{3};
  above[above.size() - 1] = std::byte{2};
  CHECK_THROWS_AS(ValueTable::read(above), std::runtime_error);
  std::vector<std::byte> unreduced = big;
  unreduced[unreduced.size() - 6] = std::byte{2};
  unreduced[unreduced.size() - 1] = std::byte{2};
  CHECK_THROWS_AS(ValueTable::read(unreduced), std::runtime_error);
}

TEST_CASE("value table: every profile and player count has a table built in, made for the profile built in") {
  install_built_in();
  for (int n = min_players; n <= max_players; ++n)
    for (const std::string_view name : profile_names()) {
      CAPTURE(n);
      CAPTURE(name);
      const std::unique_ptr<Profile> profile = make_profile(name, n);
      const ValueTable* table = installed_value_table(*profile, n);
      // The equilibrium's id holds the fingerprint of its strategy table: a table of values made
      // for another equilibrium is not found.
      REQUIRE(table != nullptr);
      CHECK(table->players() == n);
      CHECK(table->covers(Boundary::innocence_vote));
      CHECK(table->covers(Boundary::round_two));
      CHECK(table->covers(Boundary::guilt_vote));
    }
}

TEST_CASE("value table: the tables built in hold every boundary state of 4 players") {
  install_built_in();
  for (const std::string_view name : profile_names()) {
    CAPTURE(name);
    const std::unique_ptr<Profile> profile = make_profile(name, 4);
    const ValueTable* table = installed_value_table(*profile, 4);
    REQUIRE(table != nullptr);
    std::set<std::string> keys;
    for (int b = 0; b < boundary_count; ++b) {
      if (!table->covers(static_cast<Boundary>(b))) continue;
      for (const State& s : boundary_states(4, static_cast<Boundary>(b))) {
        std::string key;
        write_value_key(s, *profile, key);
        CHECK(table->find(key) != nullptr);
        keys.insert(key);
      }
    }
    CHECK(keys.size() == table->size());
  }
}

TEST_CASE("value table: the values built in equal the games played out (samples)") {
  // Each sampled boundary state is valued afresh, reading the table only at the later
  // boundaries (whose own samples are checked the same way): the innocence vote through round
  // 2, round 2 through the guilt vote where the table has it, else to the end.
  install_built_in();
  skb::Rng rng(20261127);
  const int samples = skb::test::kSanitized ? 1 : 3;
  const int last_players = skb::test::kSanitized ? 4 : max_players;
  for (int n = min_players; n <= last_players; ++n)
    for (const std::string_view name : profile_names()) {
      const std::unique_ptr<Profile> profile = make_profile(name, n);
      const ValueTable* table = installed_value_table(*profile, n);
      REQUIRE(table != nullptr);
      for (int b = boundary_count - 1; b >= 0; --b) {
        const auto boundary = static_cast<Boundary>(b);
        if (!table->covers(boundary)) continue;
        const std::vector<State> states = boundary_states(n, boundary);
        const auto later = static_cast<std::uint8_t>(0xffu << (b + 1));
        for (int k = 0; k < samples; ++k) {
          const State& s = states[skb::below(rng, states.size())];
          CAPTURE(n);
          CAPTURE(name);
          CAPTURE(boundary_name(boundary));
          std::string key;
          write_value_key(s, *profile, key);
          const Fraction* stored = table->find(key);
          REQUIRE(stored != nullptr);
          CrewValue fresh(s.seating(), *profile, table, nullptr, later);
          CHECK(fresh(s) == *stored);
          CHECK(fresh.stats().expanded > 0);
        }
      }
    }
}
