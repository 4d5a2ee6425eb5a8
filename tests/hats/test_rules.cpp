// The rules engine (solver/hats/table.h, deal.h): every rule on hand-made tables, and a property
// test that knowledge moves with the hats over random move sequences.
#include <doctest/doctest.h>

#include <map>
#include <set>

#include "solver/core/simulation.h"
#include "solver/hats/deal.h"
#include "solver/hats/playout.h"
#include "solver/hats/table.h"
#include "tests/hats/hats_cards.h"

using namespace skb::hats;
using skb::Rng;
using skb::hats::testing::characters;

namespace {

Position at(int n) { return Position::numbered(n); }

}  // namespace

TEST_CASE("setup: 7 positions, 13 characters and 17 hats in the piles (13 in no-magic), the first player to move") {
  const Table t(3, Variant::standard, characters({1, 2, 3, 4, 5, 6, 7}));
  CHECK(t.positions().size() == 7);
  CHECK(t.characters_left() == 13);
  CHECK(t.hats_left() == 17);
  CHECK(t.to_move() == 0);
  CHECK(!t.over());
  CHECK(Table(2, Variant::no_magic, characters({1, 2, 3, 4, 5, 6, 7})).hats_left() == 13);
  CHECK(hat_cards(Variant::standard) == 24);
  CHECK(hat_deck(Variant::no_magic)[10] == 0);
  // Every legal move at the start: 7 looks, 21 swaps, 7 opens.
  CHECK(t.legal_moves().size() == 35);
}

TEST_CASE("the no-repeat rules: no look where the previous turn looked, no swap of the pair just swapped") {
  Table t(2, Variant::standard, characters({1, 2, 3, 4, 5, 6, 7}));
  t.look(at(3));
  CHECK(t.illegal(Move::look(at(3))).has_value());
  CHECK(!t.illegal(Move::look(at(4))));
  CHECK(!t.illegal(Move::open(at(3))));  // opens are never banned
  CHECK(t.legal_moves().size() == 34);
  t.swap(at(2), at(5));
  CHECK(!t.illegal(Move::look(at(3))));                    // the ban lasts one turn
  CHECK(t.illegal(Move::swap(at(5), at(2))).has_value());  // either order
  CHECK(!t.illegal(Move::swap(at(2), at(6))));
  t.look(at(1));
  CHECK(!t.illegal(Move::swap(at(2), at(5))));  // a look in between lifts the ban
}

TEST_CASE("a swap moves knowledge with the hats; a look is known only to the looker") {
  Table t(3, Variant::standard, characters({1, 2, 3, 4, 5, 6, 7}));
  const HatId two = t.hat(at(2));
  t.look(at(2));  // Ann
  CHECK(t.known(0).contains(at(2)));
  CHECK(!t.known(1).contains(at(2)));
  t.swap(at(2), at(5));  // Ben
  CHECK(t.hat(at(5)) == two);
  CHECK(t.known(0).contains(at(5)));
  CHECK(!t.known(0).contains(at(2)));
  CHECK(t.knowers(at(5)) == 1u);
}

TEST_CASE("opens: a match takes a pair and lays a new character and hat; magic is kept; a miss is a public penalty") {
  Table t(2, Variant::standard, characters({1, 2, 3, 4, 5, 6, 7}));
  t.look(at(1));  // Ann knows the hat at 1
  const HatId before = t.hat(at(1));
  CHECK(t.open(at(1), Kind::character(1), Kind::character(9)) == OpenResult::match);  // Ben opens it
  CHECK(t.score(1).pairs == 1);
  CHECK(t.character(at(1)) == Kind::character(9));
  CHECK(t.hat(at(1)) != before);
  CHECK(!t.known(0).contains(at(1)));  // the new hat is unknown
  CHECK(t.characters_left() == 12);
  CHECK(t.hats_left() == 16);
  CHECK(t.open(at(2), Kind::magic(), std::nullopt) == OpenResult::magic);  // Ann
  CHECK(t.score(0).magic == 1);
  CHECK(t.hats_left() == 15);
  CHECK(t.characters_left() == 12);
  CHECK(t.open(at(3), Kind::character(8), std::nullopt) == OpenResult::penalty);  // Ben
  CHECK(t.score(1).penalties == 1);
  CHECK(t.knowers(at(3)) == 3u);  // everyone
  CHECK(t.taken()[0] == 1);
  CHECK(t.taken()[10] == 1);
  // Scores: magic hats cancel penalties, and are worth nothing beyond them.
  CHECK(Score{2, 3, 1}.value() == 0);
  CHECK(Score{2, 1, 3}.value() == 2);
}

TEST_CASE("after the character pile runs out a match removes its position; the game ends when 3 remain") {
  Table t(2, Variant::no_magic, characters({1, 2, 3, 4, 5, 6, 7}));
  // 13 matches with new characters empty the pile (laid at position 1 each time).
  const int laid[13] = {1, 2, 3, 4, 5, 6, 7, 8, 8, 9, 9, 10, 10};
  for (int i = 0; i < 13; ++i) {
    const Kind c = t.character(at(1));
    CHECK(t.draws_character(at(1), c));
    t.open(at(1), c, Kind::character(laid[i]));
  }
  CHECK(t.characters_left() == 0);
  CHECK(t.hats_left() == 0);
  CHECK(!t.draws_character(at(2), Kind::character(2)));
  // A magic hat is impossible here (no-magic); a match now removes its position.
  t.open(at(2), Kind::character(2), std::nullopt);
  CHECK(!t.positions().contains(at(2)));
  CHECK(t.illegal(Move::look(at(2))).has_value());
  t.open(at(3), Kind::character(3), std::nullopt);
  t.open(at(4), Kind::character(4), std::nullopt);
  CHECK(!t.over());
  t.open(at(5), Kind::character(5), std::nullopt);
  CHECK(t.over());  // 3 positions remain: 17 pairs in all
  CHECK(t.score(0).pairs + t.score(1).pairs == 17);
  CHECK(t.legal_moves().empty());
  CHECK(t.illegal(Move::look(at(1))).has_value());
}

TEST_CASE("a magic hat opened after the characters ran out is replaced from the hat pile") {
  Table t(2, Variant::standard, characters({1, 2, 3, 4, 5, 6, 7}));
  for (int i = 0; i < 13; ++i) t.open(at(1), t.character(at(1)), Kind::character(i % 2 ? 8 : 9));
  CHECK(t.characters_left() == 0);
  CHECK(t.hats_left() == 4);  // 17 - 13: room for the four magic hats
  t.open(at(2), Kind::magic(), std::nullopt);
  CHECK(t.positions().contains(at(2)));
  CHECK(t.hats_left() == 3);
}

TEST_CASE("dead tables: a dealt game is never left dead, and a redeal voids all knowledge") {
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    Rng rng(skb::game_seed(seed, 0));
    DealtGame g(2 + static_cast<int>(seed % 5), seed % 2 ? Variant::standard : Variant::no_magic, rng);
    const RandomPolicy random;
    for (int turn = 0; turn < 60 && !g.table().over(); ++turn) {
      const PlayerView v = view_of(g, nullptr);
      const int before = g.table().redeals();
      g.play(random.choose(v, rng), rng);
      if (!g.table().over()) CHECK(!g.dead());
      if (g.table().redeals() > before)
        for (int s = 0; s < g.table().players(); ++s) CHECK(g.table().known(s).empty());
    }
  }
}

TEST_CASE("property: a player knows a position exactly when they saw the hat now there, since it was laid") {
  // Track hat identities independently: each look records (player, id); an open that replaces a
  // hat and a redeal lay new ids; a miss shows the id to everyone. Knowledge by position must be
  // the ids seen that are now at those positions.
  const RandomPolicy random;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    Rng rng(skb::game_seed(seed, 7));
    DealtGame g(2 + static_cast<int>(seed % 5), Variant::standard, rng);
    std::set<std::pair<int, HatId>> seen;
    for (int turn = 0; turn < 150 && !g.table().over(); ++turn) {
      const Table& t = g.table();
      const PlayerView v = view_of(g, nullptr);
      const Move m = random.choose(v, rng);
      if (m.kind == MoveKind::look) seen.insert({t.to_move(), t.hat(m.first)});
      if (m.kind == MoveKind::open)
        for (int s = 0; s < t.players(); ++s) seen.insert({s, t.hat(m.first)});
      g.play(m, rng);
      const Table& after = g.table();
      int wrong = 0;
      for (int s = 0; s < after.players(); ++s)
        after.positions().for_each([&](Position p) {
          wrong += after.known(s).contains(p) != (seen.count({s, after.hat(p)}) == 1) ? 1 : 0;
        });
      CAPTURE(seed);
      CAPTURE(turn);
      REQUIRE(wrong == 0);
    }
  }
}

TEST_CASE("the memory policy opens known matches first, then known magic hats, then looks where nobody looked") {
  Table t(2, Variant::standard, characters({1, 2, 3, 4, 5, 6, 7}));
  t.look(at(1));  // Ann: the hat at 1
  t.look(at(2));  // Ben
  const MemoryPolicy memory;
  PlayerView v;
  v.table = &t;
  v.player = 0;
  v.face[0] = Kind::magic();
  // Ann knows a magic hat at 1 and no match: she opens 1.
  CHECK(memory.probability(v, Move::open(at(1))) == 1.0);
  v.face[0] = Kind::character(5);
  // Nothing known fits: a look at one of the 5 positions nobody knows (3..7), each 1/5.
  CHECK(memory.probability(v, Move::look(at(3))) == doctest::Approx(0.2));
  CHECK(memory.probability(v, Move::look(at(2))) == 0.0);
  CHECK(memory.probability(v, Move::open(at(1))) == 0.0);  // never repeats a known mistake
  CHECK(memory.probability(v, Move::swap(at(1), at(2))) == 0.0);
  const RandomPolicy random;
  // Random: 34 legal moves (35, less the look at 2 that Ben just made).
  CHECK(random.probability(v, Move::swap(at(1), at(2))) == doctest::Approx(1.0 / 34));
}
