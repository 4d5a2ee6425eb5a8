// Tests for solver/tricks/search.h: the null-window question "can the max side make at least
// `target`?" answered on random endgames exactly as the plain minimax's value says (and its
// fail-soft bound a true bound), for every
// target around the value, from either side's view, with a trick in progress or not, on bridge and
// on the Nyet!-like game with 2 to 5 seats; and the search leaves the position as it found it.
#include <doctest/doctest.h>

#include <cstdint>

#include "solver/core/random.h"
#include "solver/tricks/bridge.h"
#include "solver/tricks/search.h"
#include "tests/tricks/cases.h"
#include "tests/tricks/deals.h"
#include "tests/tricks/minimax.h"
#include "tests/tricks/twins.h"

using namespace skb::tricks;
using namespace skb::tricks::test;

namespace {

// Checks at_least(t) == (minimax value >= t) for t from value-2 to value+2, for both sides, on
// `count` random endgames of 1..max_tricks tricks, and that the fail-soft bound(t) is a true
// bound on the same side of t (at most the value when at least t, at least the value when below
// t); returns the number of wrong answers.
template <TrickRules R>
int check_thresholds(const R& rules, int count, int max_tricks, std::uint64_t seed) {
  skb::Rng rng(seed);
  TransTable table(1 << 18);
  const BeatTable beat(rules);
  SearchStats stats;
  int wrong = 0;
  for (int i = 0; i < count; ++i) {
    const int tricks = 1 + static_cast<int>(skb::below(rng, static_cast<std::uint64_t>(max_tricks)));
    const int on_table = static_cast<int>(skb::below(rng, static_cast<std::uint64_t>(rules.seats())));
    const Deal d = random_deal(rules, rng, tricks, on_table);
    Position<R> p = to_position(rules, d);
    PlainPosition plain = to_plain(rules, d);
    for (const Side side : {Side(0), Side(1)}) {
      const int value = minimax(rules, plain, side);
      table.clear();
      Search<R> search(p, table, beat, side, stats);
      for (int t = value - 2; t <= value + 2; ++t) {
        wrong += search.at_least(t) != (value >= t);
        const int r = search.bound(t);
        wrong += (r >= t) != (value >= t);
        wrong += r >= t ? value < r : value > r;
      }
      CHECK(p.ply() == static_cast<int>(d.table.size()));
    }
  }
  return wrong;
}

}  // namespace

TEST_CASE("bridge: the search answers every target as minimax does") {
  for (int strain = 0; strain < 5; ++strain) {
    CAPTURE(strain);
    CHECK(check_thresholds(BridgeRules(static_cast<Strain>(strain)), scaled(150), 4, 100 + strain) == 0);
  }
}

TEST_CASE("Nyet-like game: the search answers every target as minimax does") {
  std::uint64_t seed = 200;
  for (const NyetLikeCase& c : nyet_like_cases()) {
    CAPTURE(c.name);
    const NyetLikeRules rules(c.seats, c.sides, c.trump, c.supertrump);
    CHECK(check_thresholds(rules, c.count / 2, c.max_tricks, seed++) == 0);
  }
}

TEST_CASE("a tiny table gives the same answers") {
  // The smallest table (16 slots, 128 entries): stores evict and the pool runs out often; the
  // answers must not depend on what the table keeps.
  const BridgeRules rules(Strain::diamonds);
  skb::Rng rng(9);
  TransTable table(1);
  const BeatTable beat(rules);
  SearchStats stats;
  for (int i = 0; i < (::skb::test::kSanitized ? 40 : 200); ++i) {
    const Deal d = random_deal(rules, rng, 4, 0);
    Position<BridgeRules> p = to_position(rules, d);
    PlainPosition plain = to_plain(rules, d);
    const int value = minimax(rules, plain, Side(0));
    Search<BridgeRules> search(p, table, beat, Side(0), stats);
    CHECK(search.at_least(value));
    CHECK(!search.at_least(value + 1));
  }
  CHECK(stats.hits > 0);
}

TEST_CASE("an answer holds in every position that agrees with its marks") {
  // The search's marks at its root say what its answer rested on; twins (twins.h) of the position
  // that agree on them must get the same answer, from a fresh table. Cards tried in random order
  // on half the positions.
  auto check = [](const auto& rules, int count, int tricks, std::uint64_t seed) {
    using R = std::decay_t<decltype(rules)>;
    skb::Rng rng(seed);
    TransTable table(1 << 22);
    const BeatTable beat(rules);
    SearchStats stats;
    int wrong = 0;
    for (int i = 0; i < count; ++i) {
      const Deal d = random_deal(rules, rng, tricks, 0);
      Position<R> p = to_position(rules, d);
      const Side side = rules.side(d.leader);
      const int target = static_cast<int>(skb::below(rng, static_cast<std::uint64_t>(2 * tricks + 1))) - tricks;
      table.clear();
      Search<R> search(p, table, beat, side, stats);
      search.shuffle_moves(i % 2 == 0 ? 0 : seed + static_cast<std::uint64_t>(i));
      const bool answer = search.at_least(target);
      for (int k = 0; k < 3; ++k) {
        Position<R> q = to_position(rules, twin(rules, d, search.marks(), rng));
        table.clear();
        Search<R> again(q, table, beat, side, stats);
        wrong += again.at_least(target) != answer;
      }
    }
    return wrong;
  };
  for (int strain = 0; strain < 5; ++strain) CHECK(check(BridgeRules(static_cast<Strain>(strain)), scaled(200), 7, 300 + strain) == 0);
  CHECK(check(NyetLikeRules(4, {0, 1, 0, 1, 0}, 1, 3), scaled(200), 6, 310) == 0);
  CHECK(check(NyetLikeRules(3, {0, 1, 1, 0, 0}, 2, 2), scaled(200), 6, 311) == 0);
  CHECK(check(NyetLikeRules(5, {0, 1, 1, 0, 1}, 0, NyetLikeRules::kNoSupertrump), scaled(200), 5, 312) == 0);
}
