// Deal counting (solver/nyet/deal_count.h): the dynamic programme's counts and card chances
// against the plain listing of every deal (reference_deals.h) on small random problems, a count
// worked out by hand, the reduction into classes, and counts past 2^128 (the GMP fallback).
#include <doctest/doctest.h>

#include "solver/core/random.h"
#include "solver/nyet/count_table.h"
#include "solver/nyet/deal_count.h"
#include "tests/nyet/nyet_cards.h"
#include "tests/nyet/reference_deals.h"
#include "tests/support/sanitized.h"

using namespace skb::nyet;
using namespace skb::nyet::testing;
using skb::Fraction;

namespace {

// A random problem: 2 to 5 places, up to `most` cards in groups with random allowed places, the
// capacities a random split of the cards.
DealProblem random_problem(skb::Rng& rng, int most) {
  DealProblem p;
  const int places = 2 + static_cast<int>(skb::below(rng, 4));
  const int cards = 1 + static_cast<int>(skb::below(rng, static_cast<std::uint64_t>(most)));
  p.capacity.assign(static_cast<std::size_t>(places), 0);
  for (int i = 0; i < cards; ++i) ++p.capacity[skb::below(rng, static_cast<std::uint64_t>(places))];
  const int groups = 1 + static_cast<int>(skb::below(rng, 4));
  p.groups.resize(static_cast<std::size_t>(groups));
  for (auto& g : p.groups) {
    g.allowed = static_cast<std::uint32_t>(skb::below(rng, std::uint64_t{1} << places));
    if (skb::below(rng, 3) == 0) g.allowed = (std::uint32_t{1} << places) - 1;  // often unconstrained
  }
  for (int i = 0; i < cards; ++i) p.groups[skb::below(rng, static_cast<std::uint64_t>(groups))].cards.add(Card::from_index(i));
  return p;
}

}  // namespace

TEST_CASE("counts and chances equal the listing of every deal, on random small problems") {
  skb::Rng rng(20240611);
  const int problems = skb::test::kSanitized ? 150 : 600;
  int with_deals = 0;
  for (int t = 0; t < problems; ++t) {
    const DealProblem p = random_problem(rng, 9);
    CAPTURE(t);
    const reference::Listing listing = reference::list_deals(p);
    const DealCounts counts(p);
    CHECK(counts.count() == listing.deals);
    CHECK(count_deals(p) == listing.deals);
    if (listing.deals == 0) continue;
    ++with_deals;
    for (std::size_t c = 0; c < listing.cards.size(); ++c)
      for (std::size_t place = 0; place < p.capacity.size(); ++place)
        CHECK(counts.single(listing.group_of_card[c], static_cast<int>(place)) ==
              ratio(listing.at[c][place], listing.deals));
    // none(): the first j cards of each group (any j cards of a group are alike).
    for (std::size_t g = 0; g < p.groups.size(); ++g) {
      std::vector<std::size_t> members;
      for (std::size_t c = 0; c < listing.cards.size(); ++c)
        if (listing.group_of_card[c] == static_cast<int>(g)) members.push_back(c);
      for (std::size_t j = 1; j <= std::min<std::size_t>(3, members.size()); ++j)
        for (std::size_t place = 0; place < p.capacity.size(); ++place) {
          std::uint64_t none = 0;
          reference::for_each_deal(p, [&](const std::vector<int>& at) {
            bool any = false;
            for (std::size_t i = 0; i < j; ++i) any = any || at[members[i]] == static_cast<int>(place);
            if (!any) ++none;
          });
          CHECK(counts.none(static_cast<int>(g), static_cast<int>(j), static_cast<int>(place)) ==
                ratio(none, listing.deals));
        }
    }
  }
  CHECK(with_deals > problems / 3);
}

TEST_CASE("a count by hand") {
  // Ben's hand holds 2 cards and is void in blue; Cat's hand holds 2; the discard pile holds 1 card
  // and no 1 (1-not-one). Unseen: B5, B9, R1 (one copy), R7, G3.
  //   B5, B9 cannot go to Ben; R1 cannot go to the discards.
  // Ben takes 2 of {R1, R7, G3}: 3 ways. The other 3 cards (B5, B9 and the one left) go 2 to Cat
  // and 1 to the discards, the discard not R1:
  //   left R1:  discards B5 or B9           -> 2 ways
  //   left R7:  discards B5, B9 or R7       -> 3 ways
  //   left G3:  discards B5, B9 or G3       -> 3 ways
  // 8 deals. P(R1 in Ben's hand) = 6/8 (all but the two where R1 is left over).
  DealProblem p;
  p.capacity = {2, 2, 1};  // Ben's hand, Cat's hand, discards
  const Card b5 = make_card(Colour::blue, 5), b9 = make_card(Colour::blue, 9), r1 = make_card(Colour::red, 1),
             r7 = make_card(Colour::red, 7), g3 = make_card(Colour::green, 3);
  p.groups = {{CardSet(b5) | CardSet(b9), 0b110}, {CardSet(r1), 0b011}, {CardSet(r7) | CardSet(g3), 0b111}};
  const DealCounts counts(p);
  CHECK(counts.count() == 8);
  CHECK(counts.single(1, 0) == Fraction(3, 4));
  CHECK(counts.single(1, 2) == 0);
  // B5 in the discards: left R1 -> 1 (B5 discarded), left R7 -> 1, left G3 -> 1: 3 of 8.
  CHECK(counts.single(0, 2) == Fraction(3, 8));
  CHECK(counts.none(0, 2, 2) == Fraction(1, 4));  // neither blue discarded: R7 or G3 left and discarded, 2 of 8
}

TEST_CASE("places that allow the same cards merge, and so do cards the same places allow") {
  DealProblem p;
  p.capacity = {3, 4, 2, 5};
  p.groups = {{CardSet(0x3fULL), 0b1011}, {CardSet(0x3f00ULL), 0b1011}, {CardSet(0x3ULL << 20), 0b0100}};
  const Reduction r = reduce(p);
  CHECK(r.class_size == std::vector<int>{12, 2});
  CHECK(r.place_capacity == std::vector<int>{12, 2});  // places 0, 1, 3 allow the same cards
  CHECK(r.class_of_place == std::vector<int>{0, 0, 1, 0});
  // 12 cards into places of 3, 4 and 5, and the 2 others into the place of 2:
  // 12! / (3! 4! 5!) = 27,720.
  CHECK(count_deals(p) == 27720);
}

TEST_CASE("counts past 2^128 are exact (the GMP fallback)") {
  // 60 cards into 10 places of 6, no constraint: 60! / (6!)^10, about 2.2e53.
  DealProblem p;
  p.capacity.assign(10, 6);
  CardSet all;
  for (int i = 0; i < 60; ++i) all.add(Card::from_index(i));
  // Two groups with different places so that the table has two dimensions and must count.
  p.groups = {{CardSet(all.bits() & 0xffffffffULL), (1U << 10) - 1}, {CardSet(all.bits() & ~0xffffffffULL), (1U << 9) - 1}};
  // Group 2 (28 cards) avoids the last place: the last place's 6 cards come from group 1 (32
  // cards): C(32, 6) ways, then the other 54 cards into 9 places of 6: 54! / (6!)^9.
  mpz_class f54, f6, c326;
  mpz_fac_ui(f54.get_mpz_t(), 54);
  mpz_fac_ui(f6.get_mpz_t(), 6);
  mpz_bin_uiui(c326.get_mpz_t(), 32, 6);
  mpz_class expected = c326 * f54;
  for (int i = 0; i < 9; ++i) expected /= f6;
  const DealCounts counts(p);
  CHECK(counts.count() == expected);
  CHECK(counts.count() > mpz_class(1) << 128);
  CHECK(count_deals(p) == expected);
  CHECK(counts.single(1, 9) == 0);
  CHECK(counts.single(0, 9) == Fraction(3, 16));  // 6 of the 32 cards
}

TEST_CASE("a table beyond the bound is refused before any work") {
  DealProblem p;
  p.capacity = {12, 12, 12, 12, 12, 12};  // 13^6 fills
  for (int i = 0; i < 6; ++i)
    p.groups.push_back({CardSet(0xfffULL << (12 * (i % 5))), static_cast<std::uint32_t>(1U << i | 1U << ((i + 1) % 6))});
  CHECK_THROWS_AS(DealCounts{p}, CountTooLarge);
}
