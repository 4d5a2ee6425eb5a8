// Tests for solver/seven_knights/players.h: Seven Knights' rules of thumb as policy objects.
//
// - The legal actions of each decision kind, in their order, with known answers: the positions
//   of a mask, the four families' question counts, the vote restriction of the Witch team.
// - Models: their probabilities are the weights' fractions worked out by hand (a random
//   inspection over three positions, a fresh one, a random question among 356, coin at 1/4 and
//   at the double nearest 0.3), and their own draws are Model's generic draw over the weights,
//   draw for draw on the same seeds (so the simulator's numbers cannot move), with frequencies
//   that match the probabilities; the policies that draw nothing leave the stream untouched.
// - The policies that search, on positions whose answer follows by symmetry or by counting
//   deals: info inspections chain clockwise at the start of a round, deceive lies about holding
//   the Witch (and tells the truth where the lie would help the Knights), pack's targets.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "solver/core/random.h"
#include "solver/seven_knights/players.h"
#include "solver/seven_knights/record.h"
#include "solver/seven_knights/record_writer.h"
#include "solver/seven_knights/round.h"
#include "solver/seven_knights/variant.h"
#include "solver/seven_knights/variant_tables.h"

using namespace skb;
using namespace skb::seven_knights;

namespace {

constexpr int W = 0;  // value code of the Witch

const VariantTables& tables(const char* variant, int players) {
  const Variant* v = find_variant(variant);
  REQUIRE(v != nullptr);
  return variant_tables(*v, players);
}

// The public record of a simulated round before anything happens (as round.cpp begins it).
Record empty_record(const VariantTables& t) {
  Record r;
  r.file = "test.skb";
  r.variant = t.variant;
  r.players = simulated_player_names(t.players);
  r.rules = RuleSet::strict;
  begin_record(r);
  return r;
}

// `r` as `player` knows it, holding the tiles `known` (position, value).
Record known_record(Record r, int player, const std::vector<std::pair<int, int>>& known) {
  r.view = player;
  for (const auto& [position, value] : known) add_tile(r, Position(position), TileValue(value));
  return r;
}

// Returns whether `policy`'s own draw is Model's generic one on `view`, for seeds 1..`seeds`:
// the same action, and the stream left in the same state.
template <class P>
bool draws_like_model(const Model<P>& policy, const typename P::View& view, int seeds) {
  for (int seed = 1; seed <= seeds; ++seed) {
    Rng own(static_cast<std::uint64_t>(seed)), generic(static_cast<std::uint64_t>(seed));
    const auto a = policy.choose(view, own);
    const auto b = policy.Model<P>::choose(view, generic);
    if (!(a == b) || own() != generic()) return false;
  }
  return true;
}

// Returns how often each legal action is drawn in `n` draws from one stream.
template <class P>
std::vector<int> counts(const Policy<P>& policy, const typename P::View& view, int n) {
  const auto legal = P::legal(view);
  std::vector<int> c(legal.size(), 0);
  Rng rng(2024);
  for (int i = 0; i < n; ++i) {
    const auto a = policy.choose(view, rng);
    for (std::size_t k = 0; k < legal.size(); ++k)
      if (legal[k] == a) ++c[k];
  }
  return c;
}

// Returns whether `count` of `n` draws is within 5 standard deviations of probability p.
bool near(int count, int n, double p) {
  const double mean = n * p, sd = std::sqrt(n * p * (1 - p));
  return std::abs(count - mean) <= 5 * sd + 1e-9;
}

}  // namespace

TEST_CASE("inspections: the legal positions, random and fresh as models") {
  const VariantTables& t = tables("standard", 4);  // positions Ann Ben Cat Dan C1 = 0..4
  InspectView v;
  v.player = Player(0);
  v.tables = &t;
  v.allowed = 0b10110;  // Ben, Cat, C1
  const std::vector<Position> legal = InspectDecisions::legal(v);
  CHECK(legal == std::vector<Position>{Position(1), Position(2), Position(4)});

  // random: 1/3 each; not allowed: 0.
  for (const Position q : legal) CHECK(random_inspection.probability(v, q) == doctest::Approx(1.0 / 3));
  CHECK(random_inspection.probability(v, Position(3)) == 0);
  // Its draw: x = the stream's first number (2^64 - 1 is the only one below() rejects for 3
  // values), position number x mod 3 of Ben, Cat, C1.
  for (std::uint64_t seed : {1u, 2u, 3u, 77u}) {
    Rng rng(seed), raw(seed);
    CHECK(random_inspection.choose(v, rng) == legal[raw() % 3]);
  }
  CHECK(draws_like_model(random_inspection, v, 300));
  const std::vector<int> c = counts(random_inspection, v, 30000);
  for (int k : c) CHECK(near(k, 30000, 1.0 / 3));

  // fresh: Cat has been inspected, so Ben and C1 at 1/2 each; with all three inspected, back to
  // 1/3 each.
  v.inspected = 0b00100;
  CHECK(fresh_inspection.weights(v, legal) == std::vector<std::uint64_t>{1, 0, 1});
  CHECK(fresh_inspection.probability(v, Position(1)) == 0.5);
  CHECK(fresh_inspection.probability(v, Position(2)) == 0);
  CHECK(draws_like_model(fresh_inspection, v, 300));
  const std::vector<int> f = counts(fresh_inspection, v, 20000);
  CHECK(f[1] == 0);
  CHECK(near(f[0], 20000, 0.5));
  v.inspected = 0b10110;
  CHECK(fresh_inspection.probability(v, Position(2)) == doctest::Approx(1.0 / 3));
  CHECK(draws_like_model(fresh_inspection, v, 100));
}

TEST_CASE("info inspection: at the start every position tells the same, so the chain clockwise") {
  // standard, 4 players (all five tiles dealt: Ann Ben Cat Dan C1). Before any question every
  // other position is alike for the inspector (deals are uniform and the winning arrangement
  // treats positions alike), so the information ties; the tie goes to a position nobody has
  // inspected, then to the next clockwise from the inspector (center slots after the last seat).
  const VariantTables& t = tables("standard", 4);
  const Record pub = empty_record(t);
  const auto values = t.universe.deal(0);
  InspectView v;
  v.tables = &t;
  for (int p = 0; p < 4; ++p) {
    CAPTURE(p);
    const Record known = known_record(pub, p, {{p, values[p]}});
    v.player = Player(p);
    v.record = &known;
    v.allowed = 0b11111 & ~(1u << p);
    v.inspected = 0;
    Rng rng(1);
    // Nobody has looked yet: Ann -> Ben, Ben -> Cat, Cat -> Dan, Dan -> C1.
    CHECK(info_inspection.choose(v, rng) == Position(p + 1));
    // The next position has been inspected already: the one after it.
    v.inspected = 1u << (p + 1);
    CHECK(info_inspection.choose(v, rng) == Position((p + 2) % 5));
  }
  CHECK(info_inspection.reads_history());
  CHECK(!random_inspection.reads_history());
}

TEST_CASE("questions: the four families' count, random as a model, and info's choice among them") {
  // standard, 4 players; Ann (holding 3) asks. Ben knows Ben and Cat (he inspected Cat), Cat
  // knows Cat, Dan knows Dan. A position Ann does not know can hold W, 1, 2 or 4 for her
  // (every value but the 3 she holds): 2^4 - 2 = 14 value sets and 6 x 9 = 54 comparisons with
  // 0..8, 68 questions; a pair: 6 comparisons and 6 x 13 sums with 2..14, 84. To Ben: Ben,
  // Cat, Ben and Cat: 68 + 68 + 84 = 220; to Cat: 68; to Dan: 68. In all 356.
  const VariantTables& t = tables("standard", 4);
  const std::array<std::uint32_t, 4> knows = {0b0001, 0b0110, 0b0100, 0b1000};
  const std::array<std::uint32_t, 5> can_hold = {0b11111, 0b11111, 0b11111, 0b11111, 0b11111};
  const std::vector<std::string> names = {"Ann", "Ben", "Cat", "Dan", "C1"};
  AskView v;
  v.player = Player(0);
  v.tables = &t;
  v.knows = knows;
  v.can_hold = can_hold;
  v.seen_values = 1u << 3;
  v.position_names = names;
  const std::vector<AskDecisions::Action> legal = AskDecisions::legal(v);
  REQUIRE(legal.size() == 356);
  // The first: to Ben about Ben, the first value set in tile order (Knights ascending, then W);
  // the 15th the first comparison with a number; the 69th the first about Cat.
  CHECK(legal[0]->answerer == Player(1));
  CHECK(legal[0]->predicate == "Ben in {1}");
  CHECK(legal[13]->predicate == "Ben in {2,4,W}");
  CHECK(legal[14]->predicate == "Ben = 0");
  CHECK(legal[68]->predicate == "Cat in {1}");
  CHECK(legal[136]->predicate == "Ben = Cat");
  CHECK(legal[220]->answerer == Player(2));
  CHECK(legal[288]->answerer == Player(3));
  CHECK(random_question.probability(v, legal[5]) == doctest::Approx(1.0 / 356));
  // The draw: number below(356) of the list.
  for (std::uint64_t seed : {1u, 9u, 42u}) {
    Rng rng(seed), raw(seed);
    CHECK(random_question.choose(v, rng) == legal[below(raw, 356)]);
  }
  CHECK(draws_like_model(random_question, v, 200));
  // By answerer: Ben 220/356, Cat 68/356, Dan 68/356.
  Rng rng(5);
  std::array<int, 4> by_answerer{};
  for (int i = 0; i < 20000; ++i) ++by_answerer[random_question.choose(v, rng)->answerer.index];
  CHECK(by_answerer[0] == 0);
  CHECK(near(by_answerer[1], 20000, 220.0 / 356));
  CHECK(near(by_answerer[2], 20000, 68.0 / 356));

  // Nobody knows a position Ann does not: no question, and no draw.
  const std::array<std::uint32_t, 4> all = {0b11111, 0b11111, 0b11111, 0b11111};
  v.knows = all;
  CHECK(AskDecisions::legal(v) == std::vector<AskDecisions::Action>{std::nullopt});
  Rng quiet(3), untouched(3);
  CHECK(random_question.choose(v, quiet) == std::nullopt);
  CHECK(quiet() == untouched());
}

TEST_CASE("info question: advise's most informative question, one of the legal ones") {
  // standard, 4 players, deal 0; after everyone looked clockwise (Ann Ben, Ben Cat, Cat Dan,
  // Dan C1), Ann asks: advise's question is asked of a player about tiles they know and Ann
  // does not, so it is one of the legal questions (merging keeps the first-generated text).
  const VariantTables& t = tables("standard", 4);
  Record pub = empty_record(t);
  for (int p = 0; p < 4; ++p) add_look(pub, Player(p), Position(p + 1));
  const auto values = t.universe.deal(0);
  const Record known = known_record(pub, 0, {{0, values[0]}, {1, values[1]}});
  const std::array<std::uint32_t, 4> knows = {0b00011, 0b00110, 0b01100, 0b11000};
  const std::array<std::uint32_t, 5> can_hold = {0b11111, 0b11111, 0b11111, 0b11111, 0b11111};
  const std::vector<std::string> names = {"Ann", "Ben", "Cat", "Dan", "C1"};
  AskView v;
  v.player = Player(0);
  v.tables = &t;
  v.record = &known;
  v.knows = knows;
  v.can_hold = can_hold;
  v.seen_values = (1u << values[0]) | (1u << values[1]);
  v.position_names = names;
  Rng rng(1);
  const AskDecisions::Action q = info_question.choose(v, rng);
  REQUIRE(q.has_value());
  const std::vector<AskDecisions::Action> legal = AskDecisions::legal(v);
  CHECK(std::find(legal.begin(), legal.end(), q) != legal.end());
  CHECK(q->answerer != Player(0));
}

TEST_CASE("answers: truth and lie draw nothing; coin's weights are its draw's exact odds") {
  AnswerView v;
  v.truth = true;
  CHECK(AnswerDecisions::legal(v) == std::vector<bool>{true, false});
  Rng rng(8), same(8);
  CHECK(truth_answer.choose(v, rng) == true);
  CHECK(lie_answer.choose(v, rng) == false);
  CHECK(rng() == same());
  CHECK(truth_answer.probability(v, true) == 1);
  CHECK(lie_answer.probability(v, true) == 0);

  // coin at 1/4: chance() lies when the draw's 53 bits m have m / 2^53 < 1/4, for m below
  // 2^51: weights 3 * 2^51 (truth) and 2^51 (lie), a lie with probability 1/4 exactly.
  v.coin_rate = 0.25;
  const std::uint64_t two51 = std::uint64_t{1} << 51;
  CHECK(coin_answer.weights(v, AnswerDecisions::legal(v)) == std::vector<std::uint64_t>{3 * two51, two51});
  CHECK(coin_answer.probability(v, false) == 0.25);
  // coin at 0.3: the double 0.3 is 5404319552844595 / 2^54, so 0.3 * 2^53 = 2702159776422297.5
  // and chance() lies for the 2702159776422298 values m below it; the last of them is below
  // 0.3 and the next is not.
  v.coin_rate = 0.3;
  const std::uint64_t lies = 2702159776422298;
  CHECK(coin_answer.weights(v, {true, false}) == std::vector<std::uint64_t>{(std::uint64_t{1} << 53) - lies, lies});
  CHECK(static_cast<double>(lies - 1) * 0x1.0p-53 < 0.3);
  CHECK(!(static_cast<double>(lies) * 0x1.0p-53 < 0.3));
  // Its draw is one chance(): the same answers as unit() < 0.3 on a twin stream, one number each,
  // and about 30% lies.
  Rng coin_rng(11), twin(11);
  int told_lies = 0, unlike_twin = 0;
  for (int i = 0; i < 40000; ++i) {
    const bool answer = coin_answer.choose(v, coin_rng);
    unlike_twin += answer == !(unit(twin) < 0.3) ? 0 : 1;
    told_lies += answer ? 0 : 1;
  }
  CHECK(unlike_twin == 0);
  CHECK(near(told_lies, 40000, 0.3));
  // At rates 0 and 1 it still draws (one number), and never lies or always does.
  for (const double r : {0.0, 1.0}) {
    v.coin_rate = r;
    Rng a(4), b(4);
    CHECK(coin_answer.choose(v, a) == (r == 0.0));
    b();
    CHECK(a() == b());
    CHECK(coin_answer.probability(v, false) == r);
  }
}

TEST_CASE("deceive: lies about holding the Witch, tells the truth where a lie would help") {
  // standard, 4 players: Ann 1, Ben W, Cat 2, Dan 3, C1 4. The looks: Ann C1, Ben Cat, Cat Dan,
  // Dan C1 (nobody looks at Ben, so nobody is bewitched unless Cat holds W: then Ben, who looked
  // at her). λ = 0.5. Ann asks Ben, the Witch, about his own tile. Ben knows Ben = W and Cat =
  // 2: the 6 deals of 1, 3, 4 over Ann, Dan and C1, each 1/6, each with an arrangement of its
  // own (leave Ben out, order the rest), which only it has.
  const VariantTables& t = tables("standard", 4);
  Record pub = empty_record(t);
  add_look(pub, Player(0), Position(4));
  add_look(pub, Player(1), Position(2));
  add_look(pub, Player(2), Position(3));
  add_look(pub, Player(3), Position(4));
  const Record ben = known_record(pub, 1, {{1, W}, {2, 2}});
  const auto ask = [&](const char* text, bool truth) {
    const Predicate question = parse_question(pub, Player(0), Player(1), text);
    const std::vector<DealSet> compiled = {compile(question, t.universe)};
    AnswerView v;
    v.player = Player(1);
    v.tables = &t;
    v.record = &ben;
    v.compiled = compiled;
    v.public_record = &pub;
    v.asker = Player(0);
    v.question = &question;
    v.truth = truth;
    Rng rng(1);
    return deceive_answer.choose(v, rng);
  };
  // "Ben in {W}", truly yes. Public after yes: Ben holds W and told the truth (24 deals, weight
  // 1 - λ) or Cat holds W and bewitched Ben lied (24 deals, λ): each deal 1/48, so the true
  // arrangement keeps 1/48. After no: Ben holds W and lied (24 x λ), Cat holds W and Ben told
  // the truth (24 x (1 - λ)), or Ben is a Knight (72 deals, weight 1): 96 in all, a deal of
  // Ben's 0.5 / 96 = 1/192 < 1/48. Deceive lies: no.
  CHECK(ask("Ben in {W}", true) == false);
  // "Ben in {1}", truly no. After no (the truth): Ben W (24 x 0.5), Cat W and Ben not 1 (18 x
  // 0.5, the truth) or 1 (6 x 0.5, a lie), Knights' deals with Ben not 1 (54): 78 in all, a
  // deal of Ben's 0.5 / 78 = 1/156. After yes (the lie): 24 x 0.5 + 6 x 0.5 + 18 x 0.5 + the 18
  // Knights' deals with Ben = 1: 42, a deal of Ben's 0.5 / 42 = 1/84 > 1/156. The truth: no.
  CHECK(ask("Ben in {1}", false) == false);
  CHECK(deceive_answer.reads_history());
  CHECK(!deceive_answer.is_model());
}

TEST_CASE("votes: the Witch team's restriction, self and pack") {
  // standard, 5 players (Ann Ben Cat Dan Eve, C1 = 5). Cat holds W; Ann and Dan looked at her:
  // the Witch team is Cat, Ann, Dan.
  const VariantTables& t = tables("standard", 5);
  VoteView v;
  v.tables = &t;
  const WitchTeam team{Position(2), 0b01101};
  const auto players = [](std::initializer_list<int> seats) {
    std::vector<Player> out;
    for (int p : seats) out.emplace_back(p);
    return out;
  };
  // A Knight (knowing no team) may recommend anyone, and pack (as self) picks themselves.
  v.player = Player(1);
  CHECK(VoteDecisions::legal(v) == players({0, 1, 2, 3, 4}));
  CHECK(PackVote::target(v) == Player(1));
  // The Witch may not recommend Ann or Dan; pack: herself.
  v.player = Player(2);
  v.team = team;
  CHECK(VoteDecisions::legal(v) == players({1, 2, 4}));
  CHECK(PackVote::target(v) == Player(2));
  // Dan may not recommend Cat; pack: Ann, the first bewitched player in seat order.
  v.player = Player(3);
  CHECK(VoteDecisions::legal(v) == players({0, 1, 3, 4}));
  CHECK(PackVote::target(v) == Player(0));
  CHECK(pack_vote.probability(v, Player(0)) == 1);
  CHECK(pack_vote.probability(v, Player(3)) == 0);
  // Ann: herself.
  v.player = Player(0);
  CHECK(PackVote::target(v) == Player(0));
  // W in the center (C1): Ben and Dan looked at it; no one is held back, and pack goes to Ben.
  v.team = WitchTeam{Position(5), 0b01010};
  v.player = Player(3);
  CHECK(VoteDecisions::legal(v) == players({0, 1, 2, 3, 4}));
  CHECK(PackVote::target(v) == Player(1));
  // self: always the voter, weight 1 of the legal ones. Neither self nor pack draws a number
  // (Model's generic draw would take one, below(1), for the same action).
  CHECK(self_vote.weights(v, VoteDecisions::legal(v)) == std::vector<std::uint64_t>{0, 0, 0, 1, 0});
  Rng rng(6), same(6), generic(6);
  CHECK(self_vote.choose(v, rng) == Player(3));
  CHECK(pack_vote.choose(v, rng) == Player(1));
  CHECK(rng() == same());
  CHECK(self_vote.Model<VoteDecisions>::choose(v, generic) == Player(3));
  CHECK(pack_vote.Model<VoteDecisions>::choose(v, generic) == Player(1));
}
