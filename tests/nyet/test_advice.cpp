// Tests of solver/nyet/advice.h, the single-dummy advice for the viewer's card:
// - by hand: examples/nyet/ann-last-tricks-4p.nyet, worked in the record's comment (3 deals;
//   G4 +4, G12 +3);
// - exact advice equal to a brute force: every physical deal the plain reference lists
//   (tests/nyet/reference_deals.h), each solved by the double-dummy solver in a plain loop,
//   weight 1 each, on records of random rounds cut late (a few hundred deals at most);
// - sampled advice: the same seed gives the same numbers on 1 and 2 threads; forced to sample a
//   record it could list, its means lie within a few standard errors of the exact values;
// - no card to play: a spectator's record, another player's turn, the veto phase, the round over.
#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <optional>

#include "solver/nyet/advice.h"
#include "solver/nyet/deal_count.h"
#include "solver/nyet/locations.h"
#include "solver/nyet/record_maker.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/record_writer.h"
#include "tests/nyet/reference_deals.h"
#include "tests/support/files.h"
#include "tests/support/sanitized.h"

namespace skb::nyet {

namespace {

const std::filesystem::path kExamples = std::filesystem::path(SKB_SOURCE_DIR) / "examples" / "nyet";

Record example(const std::string& name) { return read_record_file((kExamples / name).string()); }

// Records of random 4-player rounds cut late, Ann's, with Ann to play and between 2 and
// `most` consistent deals (a search over seeds and cuts, the same every run).
std::vector<Record> late_records(int players, std::uint64_t most, std::size_t wanted) {
  std::vector<Record> out;
  for (std::uint64_t seed = 1; seed < 200 && out.size() < wanted; ++seed)
    for (int actions = vetoes_per_round(players) + 20; actions < vetoes_per_round(players) + 70; ++actions) {
      Record r = read_record(write_record(make_record(players, seed, actions, Seat(0)).record), "made.nyet");
      const Replay replay = Replay::of(r);
      if (replay.phase() != Phase::tricks || replay.tricks().to_play() != Seat(0)) continue;
      std::vector<Place> places;
      const mpz_class deals = count_deals(deal_problem(replay, places));
      if (deals < 2 || deals > most) continue;
      out.push_back(std::move(r));
      break;
    }
  return out;
}

// The brute force: every physical deal, solved one by one; returns each legal kind's sum of
// values (the weights are all 1) and the number of deals.
std::pair<std::vector<long>, std::uint64_t> brute_force(const Replay& replay) {
  const WorldSampler worlds(replay);
  const DealProblem& problem = worlds.problem();
  std::vector<Card> cards;
  for (const CardGroup& g : problem.groups)
    for (Card c : g.cards) cards.push_back(c);
  const std::vector<Kind> kinds = legal_kinds(replay, *replay.record().view);
  std::vector<long> sums(kinds.size(), 0);
  std::uint64_t deals = 0;
  DoubleDummy solver(std::size_t{4} << 20);
  reference::for_each_deal(problem, [&](const std::vector<int>& place) {
    std::vector<CardSet> by_place(problem.capacity.size());
    for (std::size_t i = 0; i < place.size(); ++i) by_place[static_cast<std::size_t>(place[i])].add(cards[i]);
    const DdResult r = solver.solve(position_in(replay, worlds.world_of(by_place)));
    REQUIRE(r.cards.size() == kinds.size());
    for (std::size_t k = 0; k < kinds.size(); ++k) {
      REQUIRE(r.cards[k].kind == kinds[k]);
      sums[k] += r.cards[k].value;
    }
    ++deals;
  });
  return {sums, deals};
}

const CardAdvice& card(const Advice& a, Kind k) {
  for (const CardAdvice& c : a.cards)
    if (c.kind == k) return c;
  FAIL("no such card");
  return a.cards.front();
}

}  // namespace

TEST_CASE("by hand: Ann keeps G12 (examples/nyet/ann-last-tricks-4p.nyet)") {
  // Worked in the record's comment: 3 deals, G4 worth (4 + 4 + 4) / 3, G12 (4 + 1 + 4) / 3.
  const Record r = example("ann-last-tricks-4p.nyet");
  const Replay replay = Replay::of(r);
  const Advice a = advise(replay);
  CHECK(a.exact);
  CHECK(a.deals == 3);
  CHECK(a.outcomes == 3);
  REQUIRE(a.cards.size() == 2);
  CHECK(a.cards[0].kind == Kind{Colour::green, 4});
  CHECK(a.cards[0].numerator == 12);
  CHECK(a.cards[0].denominator == 3);
  CHECK(a.cards[0].value == 4.0);
  CHECK(a.cards[1].kind == Kind{Colour::green, 12});
  CHECK(a.cards[1].value == 3.0);
  CHECK_FALSE(a.cards[1].tied_with_best);
  CHECK(a.separated);
}

TEST_CASE("exact advice equals the brute force over every physical deal") {
  const std::uint64_t most = 400;  // a few hundred deals: quick under the sanitizers too
  int checked = 0;
  for (const int players : {3, 4, 5}) {
    for (const Record& r : late_records(players, most, skb::test::kSanitized ? 2 : 4)) {
      const Replay replay = Replay::of(r);
      const Advice a = advise(replay);
      REQUIRE(a.exact);
      const auto [sums, deals] = brute_force(replay);
      CAPTURE(write_record(r));
      CHECK(a.deals == deals);
      const std::vector<Kind> kinds = legal_kinds(replay, Seat(0));
      for (std::size_t k = 0; k < kinds.size(); ++k) {
        const CardAdvice& c = card(a, kinds[k]);
        CHECK(mpq_class(c.numerator, c.denominator) == mpq_class(sums[k], static_cast<unsigned long>(deals)));
      }
      ++checked;
    }
  }
  CHECK(checked >= 6);
}

TEST_CASE("sampled advice: the same numbers on 1 and 2 threads; near the exact values") {
  // examples/nyet/ann-mid-round-4p.nyet: billions of deals, sampled.
  const Record mid = example("ann-mid-round-4p.nyet");
  const Replay replay = Replay::of(mid);
  AdviceOptions o;
  o.budget = skb::test::kSanitized ? 8 : 32;
  o.first_round = 4;
  o.seed = 7;
  o.threads = 1;
  const Advice one = advise(replay, o);
  o.threads = 2;
  const Advice two = advise(replay, o);
  CHECK_FALSE(one.exact);
  CHECK(one.draws >= 4);
  CHECK(one.draws == two.draws);
  CHECK(one.rounds == two.rounds);
  CHECK(one.separated == two.separated);
  REQUIRE(one.cards.size() == two.cards.size());
  for (std::size_t i = 0; i < one.cards.size(); ++i) {
    CHECK(one.cards[i].kind == two.cards[i].kind);
    CHECK(one.cards[i].value == two.cards[i].value);
    CHECK(one.cards[i].error == two.cards[i].error);
    CHECK(one.cards[i].tied_with_best == two.cards[i].tied_with_best);
  }
  // Forced to sample the 3 deals of ann-last-tricks-4p (uniform draws of them): every mean within
  // 5 standard errors of the exact value (G4 is +4 in every deal: no error at all).
  const Record last = example("ann-last-tricks-4p.nyet");
  const Replay last_replay = Replay::of(last);
  AdviceOptions forced;
  forced.exact_limit = 0;
  forced.budget = 256;
  forced.first_round = 256;
  const Advice sampled = advise(last_replay, forced);
  CHECK_FALSE(sampled.exact);
  CHECK(sampled.draws == 256);
  CHECK(card(sampled, Kind{Colour::green, 4}).value == 4.0);
  CHECK(card(sampled, Kind{Colour::green, 4}).error == 0.0);
  const CardAdvice& g12 = card(sampled, Kind{Colour::green, 12});
  CHECK(std::abs(g12.value - 3.0) <= 5 * g12.error);
  CHECK(g12.error > 0);
  CHECK(sampled.cards[0].kind == Kind{Colour::green, 4});
  CHECK(sampled.separated);
}

TEST_CASE("no card to play for the viewer") {
  const auto why = [](const Record& r) -> std::optional<NoCardDecision::Why> {
    try {
      (void)advise(Replay::of(r));
    } catch (const NoCardDecision& e) {
      return e.why();
    }
    return std::nullopt;
  };
  // A spectator's record.
  CHECK(why(example("spectator-early-5p.nyet")) == NoCardDecision::Why::no_viewer);
  // Ann's record, Cat to lead the second trick.
  CHECK(why(example("ann-one-void-4p.nyet")) == NoCardDecision::Why::another_player);
  // Ann's record in the veto phase.
  const std::string text = skb::test::read_file(kExamples / "ann-one-void-4p.nyet");
  const Record vetoes = read_record(text.substr(0, text.find("veto Ben points -2")), "vetoes.nyet");
  CHECK(why(vetoes) == NoCardDecision::Why::not_trick_phase);
  // A budget of no deal is refused.
  AdviceOptions zero;
  zero.budget = 0;
  const Record mid = example("ann-mid-round-4p.nyet");
  CHECK_THROWS_AS(advise(Replay::of(mid), zero), std::invalid_argument);
}


TEST_CASE("a drawn deal over the node limit: an error, or played out by the greedy rule and counted") {
  // examples/nyet/ann-last-tricks-4p.nyet forced to sample: no solve fits in one node.
  const Record last = example("ann-last-tricks-4p.nyet");
  const Replay replay = Replay::of(last);
  AdviceOptions o;
  o.exact_limit = 0;
  o.budget = 16;
  o.first_round = 16;
  o.node_limit = 1;
  CHECK_THROWS_AS(advise(replay, o), DdLimitReached);
  o.play_out_over_limit = true;
  o.threads = 1;
  const Advice one = advise(replay, o);
  o.threads = 2;
  const Advice two = advise(replay, o);
  CHECK(one.draws == 16);
  CHECK(one.played_out == one.draws);  // every deal played out
  REQUIRE(one.cards.size() == two.cards.size());
  for (std::size_t i = 0; i < one.cards.size(); ++i) {
    CHECK(one.cards[i].kind == two.cards[i].kind);
    CHECK(one.cards[i].value == two.cards[i].value);
    // Two tricks are left, each worth 1 plus at most 3 loot: the difference is within 8 units.
    CHECK(std::abs(one.cards[i].value) <= 8.0);
  }
  // Without a limit nothing is played out, and the values are the double-dummy ones.
  o.node_limit = 0;
  const Advice solved = advise(replay, o);
  CHECK(solved.played_out == 0);
  o.play_out_over_limit = false;
  const Advice plain = advise(replay, o);
  REQUIRE(solved.cards.size() == plain.cards.size());
  for (std::size_t i = 0; i < solved.cards.size(); ++i) CHECK(solved.cards[i].value == plain.cards[i].value);
}

}  // namespace skb::nyet
