// Tests of solver/nyet/deal_enumeration.h: the listing of consistent deals with their weights,
// against the plain reference (tests/nyet/reference_deals.h) that lists every physical
// assignment one by one: the same outcomes (physical deals grouped by the copies of each kind
// in each place), each weighing its number of physical deals, and the weights adding up to
// count_deals.
#include <doctest/doctest.h>

#include <map>
#include <vector>

#include "solver/nyet/deal_count.h"
#include "solver/nyet/deal_enumeration.h"
#include "tests/nyet/reference_deals.h"

namespace skb::nyet {

namespace {

// An outcome's key: for every place, the copies of each kind it holds.
using Key = std::vector<std::vector<int>>;

Key key_of(const std::vector<CardSet>& places) {
  Key k;
  for (CardSet p : places) {
    std::vector<int> counts(kKindCount, 0);
    for (Card c : p) ++counts[static_cast<std::size_t>(kind_index(kind_of(c)))];
    k.push_back(counts);
  }
  return k;
}

// Returns the reference's physical deals grouped by outcome.
std::map<Key, std::uint64_t> reference_outcomes(const DealProblem& problem) {
  std::vector<Card> cards;
  for (const CardGroup& g : problem.groups)
    for (Card c : g.cards) cards.push_back(c);
  std::map<Key, std::uint64_t> out;
  reference::for_each_deal(problem, [&](const std::vector<int>& place) {
    std::vector<CardSet> places(problem.capacity.size());
    for (std::size_t i = 0; i < place.size(); ++i) places[static_cast<std::size_t>(place[i])].add(cards[i]);
    ++out[key_of(places)];
  });
  return out;
}

std::map<Key, std::uint64_t> listed_outcomes(const DealProblem& problem, std::size_t limit) {
  std::map<Key, std::uint64_t> out;
  for (const WeightedDeal& d : enumerate_deals(problem, limit)) {
    const Key k = key_of(d.places);
    CHECK(out.count(k) == 0);  // each outcome once
    out[k] = d.weight;
    for (std::size_t p = 0; p < d.places.size(); ++p) CHECK(d.places[p].size() == problem.capacity[p]);
  }
  return out;
}

CardSet cards_of(std::initializer_list<Card> cards) {
  CardSet s;
  for (Card c : cards) s.add(c);
  return s;
}

}  // namespace

TEST_CASE("by hand: three G1s and two other cards in two hands of 2 and 3") {
  // Five cards, G1 x3 (copies 0..2), B5, B9; Ben takes 2, Cat 3; Ben may not hold blue (void).
  // Ben's 2 cards are G1s: C(3, 2) = 3 physical ways, one outcome (Ben G1 G1; Cat G1 B5 B9).
  DealProblem p;
  p.capacity = {2, 3};
  p.groups.push_back({ones_of(Colour::green), 0b11});
  p.groups.push_back({cards_of({make_card(Colour::blue, 5), make_card(Colour::blue, 9)}), 0b10});
  const std::vector<WeightedDeal> deals = enumerate_deals(p, 100);
  REQUIRE(deals.size() == 1);
  CHECK(deals[0].weight == 3);
  CHECK(count_of(deals[0].places[0], Kind{Colour::green, 1}) == 2);
  CHECK(count_deals(p) == 3);
  // Without the void: Ben's 2 cards from 5 kinds-with-copies: G1 G1 (3 ways), G1 B5 (3), G1 B9
  // (3), B5 B9 (1): 4 outcomes, 10 = C(5, 2) physical deals.
  p.groups[1].allowed = 0b11;
  const auto listed = listed_outcomes(p, 100);
  CHECK(listed.size() == 4);
  std::uint64_t sum = 0;
  for (const auto& [k, w] : listed) sum += w;
  CHECK(sum == 10);
  CHECK(listed == reference_outcomes(p));
}

TEST_CASE("the listing equals the reference's physical deals grouped, on mixed problems") {
  // Places: three hands (capacities 3, 2, 3) and a pile of 1; voids bar some groups.
  const CardSet reds = cards_of({make_card(Colour::red, 4), make_card(Colour::red, 7), make_card(Colour::red, 12)});
  const CardSet blues = cards_of({make_card(Colour::blue, 2), make_card(Colour::blue, 13)});
  for (std::uint32_t bars = 0; bars < 8; ++bars) {
    DealProblem p;
    p.capacity = {3, 2, 3, 1};
    p.groups.push_back({ones_of(Colour::yellow), 0b1111U & ~(bars & 1U)});
    p.groups.push_back({reds, 0b0111U & ~(bars & 2U)});
    p.groups.push_back({blues | CardSet(make_card(Colour::green, 1)), 0b1101U & ~(bars & 4U ? 0b100U : 0U)});
    CAPTURE(bars);
    const auto reference = reference_outcomes(p);
    CHECK(listed_outcomes(p, 10'000) == reference);
    std::uint64_t physical = 0;
    for (const auto& [k, w] : reference) physical += w;
    CHECK(count_deals(p) == physical);
  }
}

TEST_CASE("a listing past its limit throws; a problem with no deal lists none") {
  DealProblem p;
  p.capacity = {2, 3};
  p.groups.push_back({cards_of({make_card(Colour::blue, 5), make_card(Colour::blue, 9), make_card(Colour::red, 3),
                                make_card(Colour::red, 8), make_card(Colour::green, 2)}),
                      0b11});
  CHECK(enumerate_deals(p, 10).size() == 10);  // C(5, 2)
  CHECK_THROWS_AS(enumerate_deals(p, 9), TooManyDeals);
  p.groups[0].allowed = 0b01;  // every card barred from the second place
  CHECK(enumerate_deals(p, 10).empty());
}

}  // namespace skb::nyet
