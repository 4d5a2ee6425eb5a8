// Tests for solver/tricks/quick_tricks.h: sure tricks on hand-worked positions, and, on random
// positions, that every claim holds (the side wins that many tricks, by exact search) both in the
// position and in its twins (twins.h): positions agreeing on the claim's marks.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>

#include "solver/core/random.h"
#include "solver/tricks/bridge.h"
#include "solver/tricks/quick_tricks.h"
#include "solver/tricks/search.h"
#include "tests/tricks/cases.h"
#include "tests/tricks/deals.h"
#include "tests/tricks/minimax.h"
#include "tests/tricks/twins.h"

using namespace skb::tricks;
using namespace skb::tricks::test;

namespace {

CardSet cards(std::initializer_list<Card> list) {
  CardSet s;
  for (const Card c : list) s.add(c);
  return s;
}

Card card(int colour, int rank) { return BridgeRules::card(colour, rank); }

// Whether `side` wins at least `k` of the tricks of `d` (one unit a trick), by the plain
// alpha-beta reference (minimax.h), which knows nothing of sure tricks.
template <TrickRules R>
bool wins_at_least(const R& rules, const Deal& d, Side side, int k) {
  PlainPosition plain = to_plain(rules, d);
  const int tricks = d.hands[d.leader.index()].size();
  return alphabeta(rules, plain, side, -1000, 1000) >= 2 * k - tricks;
}

}  // namespace

TEST_CASE("cashing: the leader's winners, a ruffable suit as far as the ruffers must follow") {
  // Spades trumps. North leads: hearts A K Q (no other heart above them); East has two hearts and a
  // trump, West and South hold no trump. East must follow hearts twice, then can ruff: two sure
  // tricks, not three. Marked: the K, the lowest of the two counted winners (the others hold hearts).
  const BridgeRules rules(Strain::spades);
  const std::array<CardSet, 4> hands{cards({card(1, 14), card(1, 13), card(1, 12)}),
                                     cards({card(1, 2), card(1, 3), card(0, 2)}),
                                     cards({card(2, 2), card(2, 3), card(2, 4)}),
                                     cards({card(3, 2), card(3, 3), card(3, 4)})};
  const Position<BridgeRules> p(rules, hands, Seat(0));
  const BeatTable beat(rules);
  const SureTricks s = leader_sure_tricks(p, beat, 3);
  CHECK(s.tricks == 2);
  CHECK(s.marks == cards({card(1, 13)}));
  // Asked for one trick only, it counts and marks the A alone.
  const SureTricks one = leader_sure_tricks(p, beat, 1);
  CHECK(one.tricks == 1);
  CHECK(one.marks == cards({card(1, 14)}));
}

TEST_CASE("cashing through an entry: the partner's winners, and the entry's winner stays marked") {
  // Notrump. North leads and holds no winner: clubs 2, diamonds 3 2. South: spades A K and the
  // club A. East: spade Q, club K, diamond 4; West: spade J, club Q, diamond 5. North leads the
  // club 2 to South's A (nobody can ruff at notrump), and South cashes the spade A K.
  // Asked for two tricks, the spades count; the club A that gives the entry must be marked too
  // (were it East's, North could not reach South: the claim would be false).
  const BridgeRules rules(Strain::notrump);
  const std::array<CardSet, 4> hands{cards({card(3, 2), card(2, 3), card(2, 2)}),
                                     cards({card(0, 12), card(3, 13), card(2, 4)}),
                                     cards({card(0, 14), card(0, 13), card(3, 14)}),
                                     cards({card(0, 11), card(3, 12), card(2, 5)})};
  const Position<BridgeRules> p(rules, hands, Seat(0));
  const BeatTable beat(rules);
  const SureTricks s = leader_sure_tricks(p, beat, 2);
  CHECK(s.tricks == 2);
  CHECK(s.marks.contains(card(3, 14)));
  CHECK(s.marks.contains(card(0, 13)));
}

TEST_CASE("a dominant suit: each killer takes one card; the rest win") {
  // Spades trumps. North J 9 of trumps against East's Q and West's 8: the Q can take one of
  // North's, the 8 neither: one sure trick for North-South. Marked: the 9 (the lowest counted).
  const BridgeRules rules(Strain::spades);
  const std::array<CardSet, 4> hands{cards({card(0, 11), card(0, 9)}), cards({card(0, 12), card(1, 2)}),
                                     cards({card(1, 3), card(1, 4)}), cards({card(0, 8), card(1, 5)})};
  const Position<BridgeRules> p(rules, hands, Seat(1));
  const BeatTable beat(rules);
  const SureTricks s = dominant_sure_tricks(p, beat, Side(0), 2);
  CHECK(s.tricks == 1);
  CHECK(s.marks == cards({card(0, 9)}));
  // At notrump there is no dominant suit.
  const BridgeRules nt(Strain::notrump);
  const Position<BridgeRules> q(nt, hands, Seat(1));
  CHECK(dominant_sure_tricks(q, BeatTable(nt), Side(0), 2).tricks == 0);
}

TEST_CASE("every claim holds in the position and in its twins") {
  std::uint64_t seed = 40;
  for (int strain = 0; strain < 5; ++strain) {
    CAPTURE(strain);
    const BridgeRules rules(static_cast<Strain>(strain));
    const BeatTable beat(rules);
    skb::Rng rng(seed++);
    int claims = 0;
    for (int i = 0; i < scaled(400); ++i) {
      const int tricks = 2 + static_cast<int>(skb::below(rng, 4));
      const Deal d = random_deal(rules, rng, tricks, 0);
      const Position<BridgeRules> p = to_position(rules, d);
      const Side leading = rules.side(d.leader);
      const int needed = 1 + static_cast<int>(skb::below(rng, static_cast<std::uint64_t>(tricks)));
      const std::array<std::pair<SureTricks, Side>, 4> all{
          std::pair{leader_sure_tricks(p, beat, needed), leading},
          std::pair{dominant_sure_tricks(p, beat, leading, needed), leading},
          std::pair{dominant_sure_tricks(p, beat, leading.other(), needed), leading.other()},
          std::pair{others_sure_trick(p, beat), leading.other()}};
      for (const auto& [claim, side] : all) {
        if (claim.tricks == 0) continue;
        ++claims;
        CHECK(wins_at_least(rules, d, side, claim.tricks));
        for (int k = 0; k < 3; ++k) CHECK(wins_at_least(rules, twin(rules, d, claim.marks, rng), side, claim.tricks));
      }
    }
    CHECK(claims > scaled(100));
  }
}
