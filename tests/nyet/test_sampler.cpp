// The uniform deal sampler (solver/nyet/sampler.h, world_sampler.h): every draw is a consistent
// deal, and the draws' frequencies match the exact counts: on a problem small enough to list, a
// chi-square test of every deal against the uniform distribution; on records, every card's
// frequency in every place against its exact chance. Seeded, so each check passes or fails the
// same way every run; the bounds (5 standard deviations, the chi-square's mean plus 5 of its
// standard deviations) fail a biased sampler and pass a correct one at these seeds.
#include <doctest/doctest.h>

#include <cmath>
#include <map>

#include "solver/core/fraction.h"
#include "solver/nyet/deal_count.h"
#include "solver/nyet/record_maker.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/record_writer.h"
#include "solver/nyet/sampler.h"
#include "solver/nyet/world_sampler.h"
#include "tests/nyet/reference_deals.h"
#include "tests/support/sanitized.h"

using namespace skb::nyet;

namespace {

// Whether `deal` gives every place its capacity, each card once and only where it is allowed.
bool consistent(const DealProblem& p, const std::vector<CardSet>& deal) {
  CardSet seen;
  for (std::size_t place = 0; place < deal.size(); ++place) {
    if (deal[place].size() != p.capacity[place] || !(seen & deal[place]).empty()) return false;
    seen |= deal[place];
  }
  for (const CardGroup& g : p.groups)
    for (Card c : g.cards) {
      std::size_t place = 0;
      while (place < deal.size() && !deal[place].contains(c)) ++place;
      if (place == deal.size() || !(g.allowed >> place & 1U)) return false;
    }
  return true;
}

}  // namespace

TEST_CASE("every deal of a small problem is drawn equally often (chi-square)") {
  // Ben's hand (3 cards, void in blue), Cat's hand (3), the discards (2, no 1): 8 unseen cards.
  DealProblem p;
  p.capacity = {3, 3, 2};
  CardSet blue, ones, rest;
  for (int v : {2, 5, 9}) blue.add(make_card(Colour::blue, v));
  for (int copy : {0, 1}) ones.add(make_card(Colour::red, 1, copy));
  for (int v : {4, 8, 12}) rest.add(make_card(Colour::green, v));
  p.groups = {{blue, 0b110}, {ones, 0b011}, {rest, 0b111}};
  std::map<std::vector<int>, int> index;  // each deal: its place of each card
  reference::for_each_deal(p, [&](const std::vector<int>& at) { index.emplace(at, static_cast<int>(index.size())); });
  const std::size_t deals = index.size();
  REQUIRE(count_deals(p) == deals);
  const DealSampler sampler(p);
  skb::Rng rng(17);
  const int draws = skb::test::kSanitized ? 20'000 : 100'000;
  std::vector<int> hits(deals, 0);
  int inconsistent = 0;
  for (int i = 0; i < draws; ++i) {
    const std::vector<CardSet> deal = sampler.sample(rng);
    if (!consistent(p, deal)) {
      ++inconsistent;
      continue;
    }
    std::vector<int> at;
    for (const CardGroup& g : p.groups)
      for (Card c : g.cards)
        for (std::size_t place = 0; place < deal.size(); ++place)
          if (deal[place].contains(c)) at.push_back(static_cast<int>(place));
    ++hits[static_cast<std::size_t>(index.at(at))];
  }
  CHECK(inconsistent == 0);
  const double expected = static_cast<double>(draws) / static_cast<double>(deals);
  double chi2 = 0;
  for (int h : hits) chi2 += (h - expected) * (h - expected) / expected;
  const double df = static_cast<double>(deals - 1);
  CAPTURE(deals);
  CAPTURE(chi2);
  CHECK(chi2 < df + 5 * std::sqrt(2 * df));
  for (int h : hits) CHECK(h > 0);
}

TEST_CASE("on records, every card's frequency in every place matches its exact chance") {
  const int draws = skb::test::kSanitized ? 3'000 : 20'000;
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    const int players = 2 + static_cast<int>(seed % 4);
    const int actions = vetoes_per_round(players) + 1 + players + static_cast<int>(seed * 5 % (4 * players));
    const Record record = read_record(
        write_record(make_record(players, seed, actions, seed % 3 ? std::optional<Seat>(Seat(0)) : std::nullopt)
                         .record),
        "made.nyet");
    const Replay replay = Replay::of(record);
    const Locations loc = locate(replay);
    const WorldSampler sampler(replay);
    skb::Rng rng(seed);
    // Counts of copies of each kind in each place, over the draws.
    std::vector<std::vector<double>> copies(loc.cards.size(), std::vector<double>(loc.places.size(), 0));
    int wrong_sizes = 0;
    for (int i = 0; i < draws; ++i) {
      const World w = sampler.sample(rng);
      for (std::size_t p = 0; p < loc.places.size(); ++p) {
        const Place& place = loc.places[p];
        const CardSet held = place.kind == PlaceKind::hand       ? w.hands[static_cast<std::size_t>(place.seat.index())]
                             : place.kind == PlaceKind::discards ? w.discards[static_cast<std::size_t>(place.seat.index())]
                                                                 : w.aside;
        if (held.size() != place.cards) ++wrong_sizes;
        for (std::size_t c = 0; c < loc.cards.size(); ++c)
          copies[c][p] += count_of(held - place.passed, loc.cards[c].kind);
      }
    }
    CHECK(wrong_sizes == 0);
    for (std::size_t c = 0; c < loc.cards.size(); ++c)
      for (std::size_t p = 0; p < loc.places.size(); ++p) {
        // A copy count per draw lies in 0..3: its variance is at most 9/4 (at most p(1-p) for one copy).
        const double mean = skb::fraction_to_double(loc.cards[c].expected[p]);
        const double variance = loc.cards[c].unseen == 1 ? mean * (1 - mean) : 2.25;
        const double sd = std::sqrt(variance / draws);
        CAPTURE(seed);
        CHECK(std::abs(copies[c][p] / draws - mean) <= 5 * sd + 1e-12);
        ++checked;
      }
  }
  CHECK(checked > 500);
}
