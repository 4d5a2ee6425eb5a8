// The players of Nyet! (solver/nyet/players.h) and the round log they read (round_log.h):
// random and greedy only ever choose a legal action, at every decision of many random rounds of
// 2 to 5 players; a seat's record of the round (record_of) holds only what that seat knows and
// reads back as written; a spectator's record replays to the round's scores; pimc plays the
// best card where it is known (examples/nyet/ann-last-tricks-4p.nyet, worked in its comments:
// G4 is worth +4, G12 +3) and plays legal cards in a whole round.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "solver/nyet/advice.h"
#include "solver/nyet/deal.h"
#include "solver/nyet/players.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/record_writer.h"
#include "solver/nyet/replay.h"
#include "solver/nyet/round_log.h"
#include "tests/support/sanitized.h"

using namespace skb::nyet;
namespace fs = std::filesystem;

namespace {

const fs::path kExamples = fs::path(SKB_SOURCE_DIR) / "examples" / "nyet";

Table names(int players) {
  std::vector<std::string> all{"Ann", "Ben", "Cat", "Dan", "Eve"};
  all.resize(static_cast<std::size_t>(players));
  return Table(all);
}

State dealt(int players, skb::Rng& rng) {
  const Dealt d = deal_cards(players, rng);
  const Seat dealer(static_cast<int>(skb::below(rng, static_cast<std::uint64_t>(players))));
  return State::deal(names(players), dealer, d.hands, d.aside);
}

// Whether `a` is one of the state's legal actions (compared as a record writes them).
bool is_legal(const State& state, const Action& a) {
  const std::string text = action_text(a, state.table());
  for (const Action& l : state.legal_actions())
    if (action_text(l, state.table()) == text) return true;
  return false;
}

// Plays a round with `policy` in every seat, checking each choice; returns its log.
RoundLog play_checked(State& state, const Policy& policy, skb::Rng& rng) {
  RoundLog log = RoundLog::of_deal(state);
  while (state.phase() != Phase::over) {
    const Action a = policy.choose(PlayerView{&state, &log}, rng);
    REQUIRE(is_legal(state, a));
    log.add(state.to_move(), a);
    state.apply(a);
  }
  return log;
}

}  // namespace

TEST_CASE("random and greedy choose a legal action at every decision of many rounds") {
  const Players players;
  const int rounds = skb::test::kSanitized ? 10 : 100;
  for (const char* name : {"random", "greedy"}) {
    const Policy* policy = players.find(name);
    REQUIRE(policy != nullptr);
    CHECK(policy->name() == name);
    for (int n = 2; n <= 5; ++n) {
      skb::Rng rng(static_cast<std::uint64_t>(100 + n));
      for (int r = 0; r < rounds; ++r) {
        State state = dealt(n, rng);
        (void)play_checked(state, *policy, rng);
        CHECK(state.phase() == Phase::over);
      }
    }
  }
  CHECK(players.find("pimc") != nullptr);
  CHECK(players.find("minimax") == nullptr);
  CHECK(policy_names().size() == 3);
}

TEST_CASE("a seat's record of the round holds its own hand only, and reads back as written") {
  const Players players;
  skb::Rng rng(7);
  for (int n = 2; n <= 5; ++n) {
    State state = dealt(n, rng);
    const RoundLog log = play_checked(state, *players.find("random"), rng);
    for (int s = 0; s < n; ++s) {
      const Record r = record_of(log, Seat(s));
      REQUIRE(r.hands.size() == 1);
      CHECK(r.hands.front().seat == Seat(s));
      // Only the seat's own discards, or a discard of no card (which everyone sees).
      for (const DiscardEntry& d : r.discards) CHECK((d.seat == Seat(s) || d.cards.empty()));
      // Only the passes the seat gave or received.
      for (const PassEntry& p : r.passes) CHECK((p.seat == Seat(s) || p.seat.left(n) == Seat(s)));
      const std::string text = write_record(r);
      CHECK(write_record(read_record(text, "seat.nyet")) == text);
    }
  }
}

TEST_CASE("a spectator's record of a played round replays to the round's scores") {
  const Players players;
  skb::Rng rng(11);
  for (int n = 2; n <= 5; ++n)
    for (int k = 0; k < 5; ++k) {
      State state = dealt(n, rng);
      const RoundLog log = play_checked(state, *players.find("greedy"), rng);
      const Record r = read_record(write_record(record_of(log, std::nullopt)), "spectator.nyet");
      CHECK(r.hands.size() == static_cast<std::size_t>(n));
      const Replay replay = Replay::of(r);
      REQUIRE(replay.phase() == Phase::over);
      CHECK(round_scores(replay.tricks(), *replay.teams_chosen(), replay.terms()->points) == state.scores());
    }
}

TEST_CASE("pimc plays the best card of a position worked by hand") {
  // examples/nyet/ann-last-tricks-4p.nyet: 3 consistent deals, listed exactly (at most the
  // budget); G4 now (keeping G12) is worth (4 + 4 + 4) / 3 = +4, G12 (4 + 1 + 4) / 3 = +3.
  const Record r = read_record_file((kExamples / "ann-last-tricks-4p.nyet").string());
  const Replay replay = Replay::of(r);
  for (std::uint64_t seed : {1, 2, 3}) CHECK(pimc_card(replay, PimcOptions{}, seed) == Kind{Colour::green, 4});
  // A spectator has no card to play.
  const Record spectator = read_record_file((kExamples / "spectator-full-3p.nyet").string());
  CHECK_THROWS_AS((void)pimc_card(Replay::of(spectator), PimcOptions{}, 1), NoCardDecision);
}

TEST_CASE("pimc plays a whole round of legal cards, greedy before the tricks") {
  PimcOptions o;
  o.budget = 2;
  if (skb::test::kSanitized) o.node_limit = 20'000;  // the early solves go to greedy at once
  const Players players(o);
  const Policy& pimc = *players.find("pimc");
  CHECK(pimc.reads_history());
  skb::Rng rng(5);
  // 2 players (solves beyond the node limit early go to greedy), 5 players of 12 cards.
  for (int n : skb::test::kSanitized ? std::vector<int>{5} : std::vector<int>{2, 5}) {
    State state = dealt(n, rng);
    (void)play_checked(state, pimc, rng);
    CHECK(state.phase() == Phase::over);
  }
  // Every card decision was pimc's, those without a choice included: with 5 players at least
  // 5 x 10 (hands of 12, at most 2 discards), with 2 at least 2 x 13 more.
  CHECK(players.pimc().card_decisions() >= (skb::test::kSanitized ? 50U : 76U));
  CHECK(players.pimc().fallbacks() <= players.pimc().card_decisions());
}

TEST_CASE("at a discard or a pass a seat's record shows no other player's choice: they choose at once") {
  const Players players;
  skb::Rng rng(17);
  int checked = 0;
  for (int k = 0; k < 200 && checked < 20; ++k) {
    const int n = 3 + k % 3;
    State state = dealt(n, rng);
    RoundLog log = RoundLog::of_deal(state);
    while (state.phase() != Phase::over) {
      const Seat who = state.to_move();
      if (state.phase() == Phase::discard) {
        // Earlier choosers' passes (the card about to come to `who`) and discards are not shown.
        const Record r = record_of(log, who);
        CHECK(r.passes.empty());
        CHECK(r.discards.empty());
        ++checked;
      }
      const Action a = players.find("random")->choose(PlayerView{&state, &log}, rng);
      log.add(who, a);
      state.apply(a);
    }
    // Once all have chosen, the pass a seat received is in its record.
    if (state.terms()->discard == DiscardRule::pass) CHECK(record_of(log, Seat(0)).passes.size() == 2);
  }
  CHECK(checked >= 20);
}

TEST_CASE("pimc with advice before the tricks plays a legal round") {
  PimcOptions o;
  o.budget = 2;
  o.node_limit = 20'000;
  o.advise_before_tricks = true;
  o.decision_budget = 1;
  o.decision_node_limit = 20'000;  // full deals pass it: every option played out greedily
  const Players players(o);
  skb::Rng rng(9);
  State state = dealt(2, rng);
  (void)play_checked(state, *players.find("pimc"), rng);
  CHECK(state.phase() == Phase::over);
}
