// The double-dummy survey (solver/nyet/dd_survey.h): each surveyed deal's line is a line of best
// play (its units difference is the double-dummy value, and the rules engine scores it as the
// survey counts it), the totals add up and are the same on 1 and 2 threads, a solve over the node
// limit is counted apart, and a cancel flag stops the survey. Two-player deals (15 cards each,
// two hands) solve in a fraction of a second, so the survey runs here on full deals.
#include <atomic>

#include <doctest/doctest.h>

#include "solver/core/counters.h"
#include "solver/core/simulation.h"
#include "solver/nyet/dd_survey.h"
#include "solver/nyet/deal.h"
#include "solver/nyet/record_maker.h"
#include "solver/nyet/trick.h"
#include "tests/support/sanitized.h"

using namespace skb::nyet;

namespace {

// The number of trump-suit cards (supertrumps included) in `side`'s hands of `state`.
int trump_length(const State& state, SeatSet side) {
  const Trumps& t = state.terms()->trumps;
  int n = 0;
  for (int s = 0; s < state.players(); ++s)
    if (side.contains(Seat(s))) n += (state.hand(Seat(s)) & suit_cards(t.trump, t)).size();
  return n;
}

}  // namespace

TEST_CASE("a surveyed deal's line is best play, and the rules engine scores it as the survey counts it") {
  const Table table = default_table(2);
  DoubleDummy solver(std::size_t{8} << 20);
  const int deals = skb::test::kSanitized ? 2 : 6;
  for (int i = 0; i < deals; ++i) {
    const std::uint64_t seed = skb::game_seed(11, static_cast<std::uint64_t>(i));
    const SurveyedDeal d = survey_deal(table, seed, random_action, solver, {});
    REQUIRE(d.solved);
    // The same deal, prepared by hand from the same seed, as survey_deal documents it.
    skb::Rng rng(seed);
    const Seat dealer(static_cast<int>(skb::below(rng, 2)));
    const Dealt dealt = deal_cards(2, rng);
    State state = State::deal(table, dealer, dealt.hands, dealt.aside);
    while (state.phase() != Phase::tricks) state.apply(random_action(state, rng));
    CHECK(*state.terms() == d.terms);
    CHECK(*state.first_player() == d.first);
    CHECK(d.first_side == SeatSet(d.first));  // two players: each plays alone
    CHECK(d.first_side_trumps == trump_length(state, d.first_side));
    CHECK(d.tricks == state.tricks().tricks_left());
    // The value of the first lead is the first player's: their units minus the other's, negated
    // at -2 points.
    const int value = solver.value(state.position());
    CHECK(d.difference == (d.terms.points < 0 ? -value : value));
    // Units: every trick gives 1 to its winner's side, and every 1 the loser played is loot.
    CHECK(d.units[0] + d.units[1] == d.tricks + d.loot[0] + d.loot[1]);
    CHECK(d.difference == d.units[0] - d.units[1]);
    // Played out, the line scores the first player units x points (no Bonus with 2 players).
    const std::vector<Card> line = solver.line(state.position());
    for (const Card c : line) state.apply(Play{c});
    REQUIRE(state.phase() == Phase::over);
    CHECK(state.scores()[static_cast<std::size_t>(d.first.index())] == d.units[0] * d.terms.points);
    // A supertrump won a trick only if there are supertrumps.
    if (!d.terms.trumps.supertrump) CHECK(d.supertrump_tricks == 0);
    CHECK(d.supertrump_tricks <= d.tricks);
  }
}

TEST_CASE("the survey's totals add up and are the same on 1 and 2 threads") {
  SurveyPlan plan;
  plan.players = 2;
  plan.deals = skb::test::kSanitized ? 2 : 8;
  plan.seed = 5;
  plan.table_bytes = std::size_t{8} << 20;
  plan.threads = 1;
  std::vector<SurveyedDeal> seen;
  const SurveyTotals one = survey(plan, [&](std::uint64_t, const SurveyedDeal& d) { seen.push_back(d); });
  plan.threads = 2;
  const SurveyTotals two = survey(plan);
  CHECK(skb::counter_values(one) == skb::counter_values(two));
  CHECK(one.deals == plan.deals);
  CHECK(one.solved + one.over_cap == one.deals);
  REQUIRE(seen.size() == plan.deals);
  // The totals are the deals' sums.
  std::int64_t difference = 0;
  std::uint64_t loot = 0, by_length = 0;
  for (const SurveyedDeal& d : seen) {
    difference += d.difference;
    loot += static_cast<std::uint64_t>(d.loot[0] + d.loot[1]);
  }
  for (const TrumpLengthTotals& t : one.by_trump_length) by_length += t.deals;
  CHECK(one.difference == difference);
  CHECK(one.loot == loot);
  CHECK(by_length == one.solved);
}

TEST_CASE("a solve over the node limit is counted apart; a cancel flag stops the survey") {
  SurveyPlan plan;
  plan.players = 2;
  plan.deals = 3;
  plan.node_limit = 1;  // no full deal solves in one node
  plan.table_bytes = std::size_t{1} << 20;
  const SurveyTotals capped = survey(plan);
  CHECK(capped.deals == 3);
  CHECK(capped.over_cap == 3);
  CHECK(capped.solved == 0);
  CHECK(capped.tricks == 0);
  std::atomic<bool> cancel{true};
  plan.cancel = &cancel;
  plan.node_limit = 0;
  const SurveyTotals stopped = survey(plan);
  CHECK(stopped.deals == 0);
}
