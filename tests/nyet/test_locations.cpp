// Card locations (solver/nyet/locations.h) from records: the exact chances against the plain
// listing of every consistent deal (reference_locations.h) on records of random rounds late
// enough to list, the places and their constraints on hand-made records, and the contradiction
// that names the fewest statements.
#include <doctest/doctest.h>

#include "solver/core/error.h"
#include "solver/nyet/locations.h"
#include "solver/nyet/record_maker.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/record_writer.h"
#include "tests/nyet/nyet_cards.h"
#include "tests/nyet/reference_locations.h"
#include "tests/support/sanitized.h"

using namespace skb::nyet;
using namespace skb::nyet::testing;
using skb::Fraction;

namespace {

// The record of a random round, read back (so that it has statements).
Record made(int players, std::uint64_t seed, int actions, std::optional<Seat> view, SeatSet shown = {}) {
  return read_record(write_record(make_record(players, seed, actions, view, shown).record), "made.nyet");
}

}  // namespace

TEST_CASE("chances equal the listing of every consistent deal, on records late in random rounds") {
  // Records with at most kLimit deals are listed (fewer under the sanitizers, where listing is slow).
  const std::uint64_t kLimit = skb::test::kSanitized ? 8'000 : 60'000;
  int compared = 0, with_voids = 0, with_ones = 0;
  const int seeds = skb::test::kSanitized ? 200 : 500;
  for (int seed = 1; seed <= seeds; ++seed) {
    const int players = 2 + seed % 4;
    // Near the end of the trick phase: the actions before it, then most of the tricks.
    const int before = vetoes_per_round(players) + (players > 2 ? 1 : 0) + players;
    const int actions = before + players * (hand_size(players) - 4) + seed % (3 * players);
    const std::optional<Seat> view = seed % 5 == 0 ? std::nullopt : std::optional<Seat>(Seat(seed % players));
    const Record r = made(players, static_cast<std::uint64_t>(seed), actions, view,
                          view ? SeatSet() : SeatSet(Seat(0)));
    const Replay replay = Replay::of(r);
    const Locations loc = locate(replay);
    if (loc.deals > kLimit) continue;
    CAPTURE(seed);
    CAPTURE(write_record(r));
    const reference::RefLocations ref = reference::reference_locations(replay, kLimit);
    ++compared;
    CHECK(loc.deals == ref.deals);
    REQUIRE(loc.places.size() == ref.places.size());
    for (std::size_t p = 0; p < loc.places.size(); ++p) {
      CHECK(loc.places[p].kind == ref.places[p].kind);
      CHECK(loc.places[p].cards == ref.places[p].size);
      if (!loc.places[p].voids.empty()) ++with_voids;
    }
    for (const CardLocation& c : loc.cards) {
      if (c.unseen > 1) ++with_ones;
      const auto& one = ref.at_least_one.at(kind_index(c.kind));
      const auto& all = ref.copies.at(kind_index(c.kind));
      for (std::size_t p = 0; p < loc.places.size(); ++p) {
        CHECK(c.chance[p] == ratio(one[p], ref.deals));
        CHECK(c.expected[p] == ratio(all[p], ref.deals));
      }
    }
  }
  CHECK(compared >= seeds / 8);
  CHECK(with_voids > 0);
  CHECK(with_ones > 0);
}

TEST_CASE("the places: hands now, discard piles once discarded, the aside pile with 2 players") {
  // 2 players, Ann's record in the veto phase: Ben's hand (15) and the aside pile (30) hold the
  // 45 cards Ann has not seen: 45! / (15! 30!) deals.
  const Record r = made(2, 7, vetoes_per_round(2) - 1, Seat(0));
  const Replay replay = Replay::of(r);
  REQUIRE(replay.phase() == Phase::veto);
  const Locations loc = locate(replay);
  REQUIRE(loc.places.size() == 2);
  CHECK(loc.places[0].kind == PlaceKind::hand);
  CHECK(loc.places[0].cards == 15);
  CHECK(loc.places[1].kind == PlaceKind::aside);
  mpz_class expected;
  mpz_bin_uiui(expected.get_mpz_t(), 45, 15);
  CHECK(loc.deals == expected);
  for (const CardLocation& c : loc.cards) CHECK(c.expected[0] * 3 == c.unseen);  // 15 of 45
  // After the discards (1 or 2 each, unless nyet or pass), Ben's discard pile is a place of its
  // own between his hand and the aside pile (a cut at the discards moves to their end).
  for (std::uint64_t seed = 1; seed < 40; ++seed) {
    const Record record = made(2, seed, vetoes_per_round(2), Seat(0));
    const Replay later = Replay::of(record);
    const Locations l = locate(later);
    const int d = discard_count(later.terms()->discard);
    CAPTURE(seed);
    CHECK(l.places.size() == (d > 0 ? 3U : 2U));
    CHECK(l.places.front().cards == 15 - d);
    if (d > 0) CHECK(l.places[1].kind == PlaceKind::discards);
    CHECK(l.places.back().kind == PlaceKind::aside);
    CHECK(l.places.back().cards == 30);
  }
}

// Ann's record of a 4-player round: Ann holds every blue card but the three B1s, and the 13 of
// every other colour; the terms leave Ann first, no discards, trump green, no supertrumps.
const std::string kAnn =
    "players Ann Ben Cat Dan\n"
    "dealer Dan\n"
    "view Ann\n"
    "hand Ann B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13 R13 Y13 G13\n"
    "veto Dan first Dan\nveto Ann first Cat\nveto Ben first Ben\n"
    "veto Cat discard 1\nveto Dan discard 2\nveto Ann discard 1-not-one\nveto Ben discard pass\n"
    "veto Cat trump B\nveto Dan trump R\nveto Ann trump Y\n"
    "veto Ben supertrump B\nveto Cat supertrump R\nveto Dan supertrump Y\nveto Ann supertrump G\n"
    "veto Ben points -2\nveto Cat points 1\nveto Dan points 2\nveto Ann points 3\n"
    "teams Ann Cat vs Ben Dan\n";

TEST_CASE("a count by hand: one void, one unseen card of that suit") {
  // Ann leads B2; Ben and Dan follow with a B1 each, Cat plays G2: Cat has no blue. Ann has seen
  // her 15 cards and 3 more; 42 are unseen: Ben, Cat and Dan hold 14 each. The one unseen blue
  // card, the last B1, is Ben's or Dan's (2 ways); the 41 others fill the rest:
  //   deals = 2 * 41! / (13! 14! 14!)
  // A non-blue card is in any of Cat's 14 places among the 41 with probability 14/41, in Ben's
  // with (13/41 + 14/41) / 2 = 27/82; the B1 is Ben's with probability 1/2.
  const Record r = read_record(kAnn + "trick Ann B2 B1 G2 B1\n", "ann.nyet");
  const Locations loc = locate(Replay::of(r));
  mpz_class f41, f13, f14;
  mpz_fac_ui(f41.get_mpz_t(), 41);
  mpz_fac_ui(f13.get_mpz_t(), 13);
  mpz_fac_ui(f14.get_mpz_t(), 14);
  CHECK(loc.deals == 2 * f41 / (f13 * f14 * f14));
  REQUIRE(loc.places.size() == 3);
  CHECK(loc.places[1].voids == std::vector<Colour>{Colour::blue});
  const auto find = [&](Kind k) {
    for (const CardLocation& c : loc.cards)
      if (c.kind == k) return c;
    FAIL("not unseen");
    return CardLocation{};
  };
  const CardLocation b1 = find({Colour::blue, 1});
  CHECK(b1.unseen == 1);
  CHECK(b1.chance == std::vector<Fraction>{Fraction(1, 2), 0, Fraction(1, 2)});
  const CardLocation r7 = find({Colour::red, 7});
  CHECK(r7.chance == std::vector<Fraction>{Fraction(27, 82), Fraction(14, 41), Fraction(27, 82)});
  // R1: three unseen copies, none barred: expected copies 3 * the chance of one.
  const CardLocation r1 = find({Colour::red, 1});
  CHECK(r1.unseen == 3);
  CHECK(r1.expected[1] == Fraction(42, 41));
}

TEST_CASE("a contradiction names the fewest statements that leave no deal") {
  // Ann leads B2 and nobody follows: Ben, Cat and Dan have no blue, yet the three B1s are
  // unseen and there are no discards: no deal. Each of the three voids is needed.
  const Record r = read_record(kAnn + "trick Ann B2 G2 G3 G4\n", "ann.nyet");
  try {
    locate(Replay::of(r));
    FAIL("no contradiction");
  } catch (const skb::Contradiction& c) {
    REQUIRE(c.statements().size() == 3);
    CHECK(c.statements()[0].line == 24);
    CHECK(c.statements()[0].column == 14);  // G2, Ben's card
    CHECK(c.statements()[1].column == 17);
    CHECK(c.statements()[2].column == 20);
  }
  // With Dan following, B1s can be Dan's: a deal exists.
  const Record fits = read_record(kAnn + "trick Ann B2 G2 G3 B1\n", "ann.nyet");
  CHECK(locate(Replay::of(fits)).deals > 0);
}
