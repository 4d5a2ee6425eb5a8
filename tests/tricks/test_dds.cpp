// The trick engine against DDS on bridge: 200 random full deals, every strain and every leader
// (deal i: strain i mod 5, leader i / 5 mod 4), the value (DDS's solutions=1) equal, and every
// card's value (solutions=3) on a quarter of them; positions with cards tried in random orders;
// random smaller positions with 0..3 cards of the trick in progress on the table. Sizes shrink
// under AddressSanitizer (DDS itself is not instrumented).
#include <doctest/doctest.h>

#include <cstdint>

#include "solver/core/random.h"
#include "solver/tricks/bridge.h"
#include "solver/tricks/solver.h"
#include "tests/support/sanitized.h"
#include "tests/tricks/dds_bridge.h"
#include "tests/tricks/deals.h"

using namespace skb::tricks;
using namespace skb::tricks::test;

TEST_CASE("full deals: every value as DDS's, every strain, every leader") {
  SetMaxThreads(1);
  const int deals = ::skb::test::kSanitized ? 5 : 200;
  skb::Rng rng(2024);
  Solver<BridgeRules> solver;
  for (int i = 0; i < deals; ++i) {
    const Strain strain = static_cast<Strain>(i % 5);
    const BridgeRules rules(strain);
    Deal d = random_deal(rules, rng, 13, 0);
    d.leader = Seat((i / 5) % 4);
    CAPTURE(i);
    const Position<BridgeRules> p = to_position(rules, d);
    CHECK(solver.value(p) == dds_value(d, strain));
    // Every card's value on a quarter of the deals (the most expensive question).
    if (i % 4 == 0) CHECK(solver.card_values(p) == dds_card_values(d, strain));
  }
}

TEST_CASE("cards tried in random orders: every card's value as DDS's") {
  // The engine's answers must not depend on its move ordering; a random order exercises the
  // table and the sure-trick marks along paths the ordered search rarely takes.
  SetMaxThreads(1);
  const int positions = ::skb::test::kSanitized ? 10 : 200;
  skb::Rng rng(78);
  Solver<BridgeRules> solver;
  for (int i = 0; i < positions; ++i) {
    const Strain strain = static_cast<Strain>(i % 5);
    const BridgeRules rules(strain);
    const int tricks = 6 + static_cast<int>(skb::below(rng, 4));
    const Deal d = random_deal(rules, rng, tricks, static_cast<int>(skb::below(rng, 4)));
    CAPTURE(i);
    solver.shuffle_moves(1000 + static_cast<std::uint64_t>(i));
    CHECK(solver.card_values(to_position(rules, d)) == dds_card_values(d, strain));
  }
}

TEST_CASE("smaller positions with a trick in progress: every card's value as DDS's") {
  SetMaxThreads(1);
  const int positions = ::skb::test::kSanitized ? 15 : 300;
  skb::Rng rng(77);
  Solver<BridgeRules> solver;
  for (int i = 0; i < positions; ++i) {
    const Strain strain = static_cast<Strain>(i % 5);
    const BridgeRules rules(strain);
    const int tricks = 2 + static_cast<int>(skb::below(rng, 9));
    const Deal d = random_deal(rules, rng, tricks, static_cast<int>(skb::below(rng, 4)));
    CAPTURE(i);
    const Position<BridgeRules> p = to_position(rules, d);
    CHECK(solver.value(p) == dds_value(d, strain));
    CHECK(solver.card_values(p) == dds_card_values(d, strain));
  }
}
