// Numerical honesty: probabilities stay exact to 1e-12, and every row sums to 1
// within 1e-12, for every lie rate λ, including rates and record lengths where the naive
// product of likelihoods (1-λ)^t λ^f underflows, in double and even in long double.
//
// The yardstick is computed here, per deal and in log space, independently of skb's weight
// classes: a deal survives the hard constraints (tile facts, votes, Knights-team answers true)
// or not; a survivor's log weight is t log(1-λ) + f log λ over its t true and f false Witch-team
// answers, evaluated with the reference's per-deal functions (tests/seven_knights/reference/reference_deal.h);
// weights are exp(log weight - the largest), summed in long double.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record_reader.h"
#include "tests/seven_knights/reference/fuzz_harness.h"
#include "tests/seven_knights/reference/record_generator.h"
#include "tests/seven_knights/reference/reference_deal.h"
#include "tests/seven_knights/reference/reference_solver.h"

using namespace skb;
using namespace skb::seven_knights;
using namespace skb::seven_knights::reference;


namespace {

struct LogSpace {
  std::size_t consistent = 0;
  std::vector<std::array<long double, 8>> tiles;  // [position][value]
  std::vector<long double> witch_team;
  long double witch_absent = 0;
};

// Each deal's fate, which does not depend on λ: ruled out by a hard constraint, or its numbers
// t and f of true and false Witch-team answers.
struct DealAnswers {
  std::vector<std::uint8_t> deal;
  bool hard_ok = false;  // tile facts, votes and Knights-team answers allow it
  long double t = 0, f = 0;
};

std::vector<DealAnswers> answers_per_deal(const Record& rec) {
  std::vector<DealAnswers> out;
  for (const auto& deal : reference_deals(rec)) {
    DealAnswers d{deal, true, 0, 0};
    for (const TileFact& t : rec.tiles) d.hard_ok = d.hard_ok && deal[static_cast<std::size_t>(t.position)] == t.value;
    const auto team = reference_witch_team(rec, deal);
    const auto witch = reference_witch_position(deal);
    for (const Vote& v : rec.votes) {
      const bool voter_witch = witch && *witch == v.voter, candidate_witch = witch && *witch == v.candidate;
      const bool voter_bewitched = team[static_cast<std::size_t>(v.voter)] && !voter_witch;
      const bool candidate_bewitched = team[static_cast<std::size_t>(v.candidate)] && !candidate_witch;
      d.hard_ok = d.hard_ok && !(voter_witch && candidate_bewitched) && !(voter_bewitched && candidate_witch);
    }
    for (const Question& q : rec.questions) {
      const bool answer_true = reference_evaluate(q.predicate, deal) == q.answer;
      if (!team[static_cast<std::size_t>(q.answerer)])
        d.hard_ok = d.hard_ok && answer_true;
      else
        (answer_true ? d.t : d.f) += 1;
    }
    out.push_back(std::move(d));
  }
  return out;
}

LogSpace log_space_posterior(const Record& rec, const std::vector<DealAnswers>& deals) {
  const long double lambda = rec.lie_rate;
  const long double log_true = std::log1p(-lambda), log_false = std::log(lambda);
  struct Survivor {
    const DealAnswers* d;
    long double log_weight;
  };
  std::vector<Survivor> survivors;
  for (const auto& d : deals) {
    // λ = 0 or 1: a Witch-team answer that is false (true) has likelihood 0.
    if (!d.hard_ok || (lambda == 0 && d.f > 0) || (lambda == 1 && d.t > 0)) continue;
    survivors.push_back({&d, (d.t > 0 ? d.t * log_true : 0) + (d.f > 0 ? d.f * log_false : 0)});
  }
  LogSpace out;
  out.consistent = survivors.size();
  out.tiles.assign(static_cast<std::size_t>(rec.position_count()), {});
  out.witch_team.assign(static_cast<std::size_t>(rec.player_count()), 0);
  if (survivors.empty()) return out;
  long double heaviest = -std::numeric_limits<long double>::infinity();
  for (const auto& s : survivors) heaviest = std::max(heaviest, s.log_weight);
  long double total = 0;
  for (const auto& s : survivors) {
    const long double w = std::exp(s.log_weight - heaviest);
    total += w;
    const auto& deal = s.d->deal;
    for (std::size_t p = 0; p < deal.size(); ++p) out.tiles[p][deal[p]] += w;
    const auto team = reference_witch_team(rec, deal);
    for (std::size_t a = 0; a < team.size(); ++a)
      if (team[a]) out.witch_team[a] += w;
    if (!reference_witch_position(deal)) out.witch_absent += w;
  }
  for (auto& row : out.tiles)
    for (auto& x : row) x /= total;
  for (auto& x : out.witch_team) x /= total;
  out.witch_absent /= total;
  return out;
}

SolveOptions every_arrangement() {
  SolveOptions o;
  o.top = std::numeric_limits<std::size_t>::max();
  return o;
}

double tile(const Posterior& p, int position, int value) {
  for (std::size_t j = 0; j < p.values.size(); ++j)
    if (p.values[j] == value) return p.tiles(position, static_cast<std::ptrdiff_t>(j));
  return 0.0;
}

// Every field of skb's posterior against the log-space yardstick, within 1e-12.
std::string difference(const Record& rec, const Posterior& p, const LogSpace& y) {
  if (p.consistent_deals != y.consistent)
    return "consistent_deals " + std::to_string(p.consistent_deals) + " vs " + std::to_string(y.consistent);
  for (int pos = 0; pos < rec.position_count(); ++pos)
    for (int v = 0; v < 8; ++v)
      if (!(std::abs(tile(p, pos, v) -
                     static_cast<double>(y.tiles[static_cast<std::size_t>(pos)][static_cast<std::size_t>(v)])) <=
            1e-12))
        return "tiles[" + rec.position_name(pos) + "][" + value_name(v) + "]";
  for (std::size_t a = 0; a < y.witch_team.size(); ++a)
    if (!(std::abs(p.witch_team[a] - static_cast<double>(y.witch_team[a])) <= 1e-12))
      return "witch_team[" + rec.players[a] + "]";
  if (!(std::abs(p.witch_absent - static_cast<double>(y.witch_absent)) <= 1e-12)) return "witch_absent";
  return "";
}

// Lie rates from the smallest positive double to the largest double below 1.
const std::vector<double> kLieRates{
    std::numeric_limits<double>::denorm_min(),  // 4.9e-324, a subnormal: log λ is about -744
    1e-300,
    1e-100,
    1e-30,
    1e-10,
    1e-3,
    0.3,
    0.5,
    0.5 + 0x1p-52,
    0.7,
    1 - 1e-3,
    1 - 1e-10,
    1 - 0x1p-53,  // 0.99999999999999989: log(1-λ) is about -36.7
};

}  // namespace

TEST_CASE("numerics: rows sum to 1 and every number is exact for every lie rate") {
  // Generated records with many Witch-team answers (lenient, up to 120 questions), solved at
  // each lie rate above (the rate is set after reading, as --lie-rate does: a record can only
  // write plain decimals). With 120 answers, 0.3^120 is 1e-63 and (1e-300)^120 underflows
  // any floating type: only the relative weights of skb's classes stay finite.
  RecordGenerator generator(0x4E0E'2101);
  int records = 0, solved = 0;
  for (const Variant& v : variants()) {
    for (int n : {v.min_players, v.max_players}) {
      for (int i = 0; i < 3; ++i) {
        GeneratorOptions options;
        options.lenient = true;
        options.lie_rate = 0.3;  // answers: the Witch team lies sometimes
        options.max_lenient_questions = 120;
        const GeneratedRecord g = generator.generate(v, n, options);
        INFO("record:\n" << g.text);
        Record rec = read_record(g.text, "numerics.skb");
        const std::vector<DealAnswers> deals = answers_per_deal(rec);
        ++records;
        for (double lambda : kLieRates) {
          CAPTURE(lambda);
          rec.lie_rate = lambda;
          const Posterior p = solve(rec, every_arrangement());
          CHECK_MESSAGE(broken_invariant(rec, p) == "", "rows and arrangements sum to 1");
          CHECK_MESSAGE(difference(rec, p, log_space_posterior(rec, deals)) == "", "skb vs the log-space yardstick");
          ++solved;
        }
      }
    }
  }
  MESSAGE(records << " records solved at " << kLieRates.size() << " lie rates each: " << solved << " posteriors");
}

TEST_CASE("numerics: 40,000 answers, where even long double products underflow") {
  // 4-player standard, lenient. Ben inspected C1, and C1 holds W (a hypothesis), so Ben is
  // bewitched in every deal: all his answers are Witch-team answers. He says yes 39,999 times
  // to "Ben in {1..4}" (always true) and once to "Ben in {1,2}". With Ben = 1 or 2 a deal has
  // t = 40,000 true answers: weight (1-λ)^40000; with Ben = 3 or 4, t = 39,999 and f = 1:
  // (1-λ)^39999 λ. Each value of Ben has 3! = 6 deals (C1 = W; 3 tiles on Ann, Cat, Dan), so
  //   P(Ben = 1) = P(Ben = 2) = (1-λ) / (2 (1-λ) + 2 λ) = (1-λ) / 2,
  //   P(Ben = 3) = P(Ben = 4) = λ / 2.
  // (0.7)^40000 = e^-14267 is below the smallest long double (about e^-11355): a product of
  // likelihoods would be 0 / 0 here.
  std::string text = "variant standard\nplayers Ann Ben Cat Dan\nrules lenient\nlook Ben C1\ntile C1 W\n";
  for (int i = 0; i < 39999; ++i) text += "ask Ann Ben \"Ben in {1..4}\" yes\n";
  text += "ask Ann Ben \"Ben in {1,2}\" yes\n";
  Record rec = read_record(text, "forty-thousand.skb");
  for (double lambda : {0.3, 0.5, 1e-300, 1e-5, 1 - 1e-12, 1 - 0x1p-53, 0.0}) {
    CAPTURE(lambda);
    rec.lie_rate = lambda;
    const Posterior p = solve(rec, every_arrangement());
    CHECK(p.consistent_deals == (lambda == 0.0 ? 12u : 24u));  // λ = 0: "Ben in {1,2}" must be true
    const double low = lambda == 0.0 ? 0.5 : (1 - lambda) / 2, high = lambda == 0.0 ? 0.0 : lambda / 2;
    for (int v : {1, 2}) {
      CHECK(std::abs(tile(p, 1, v) - low) <= 1e-12 * low);  // relative: exact to 12 digits
    }
    for (int v : {3, 4}) {
      if (high == 0.0)
        CHECK(tile(p, 1, v) == 0.0);
      else
        CHECK(std::abs(tile(p, 1, v) - high) <= 1e-12 * high);  // even 5e-301 to 12 digits
    }
    CHECK(tile(p, 4, 0) == 1.0);  // C1 holds W
    CHECK(p.witch_team[1] == 1.0);
    CHECK(broken_invariant(rec, p) == "");
  }
}

TEST_CASE("numerics: 30,000 answers at lie rate 1/2, where 2^-30000 is below every floating type") {
  // 4-player standard, lenient, Ann inspected Ben; Cat asks Ann "Ben = 1" 30,000 times and
  // hears yes. Ann is on the Knights team when neither Ann nor Ben holds W (72 deals): then
  // Ben = 1, which leaves W on Cat, Dan or C1 and 3! ways for the rest: 18 deals of weight 1.
  // Otherwise (48 deals) each answer is a Witch-team answer: weight 2^-30000, far below the
  // smallest long double (2^-16445). All 66 deals stay consistent (weight > 0), and the
  // probabilities are those of the 18 to within 48 x 2^-30000: Ben = 1 for certain, Ann never
  // on the Witch team (2^-29994 is below the smallest double, so 0 is its correct rounding).
  std::string text = "variant standard\nplayers Ann Ben Cat Dan\nrules lenient\nlook Ann Ben\n";
  for (int i = 0; i < 30000; ++i) text += "ask Cat Ann \"Ben = 1\" yes\n";
  const Record rec = read_record(text, "thirty-thousand.skb");
  const Posterior p = solve(rec, every_arrangement());
  CHECK(p.consistent_deals == 66);
  CHECK(tile(p, 1, 1) == 1.0);
  CHECK(p.witch_team[0] == 0.0);
  // W is on Cat, Dan or C1 with 1/3 each (6 of the 18 deals each).
  CHECK(std::abs(tile(p, 2, 0) - 1.0 / 3) <= 1e-15);
  CHECK(std::abs(tile(p, 4, 0) - 1.0 / 3) <= 1e-15);
  CHECK(broken_invariant(rec, p) == "");
}

// Regression (found by the lie-rate sweep above): an arrangement whose probability is positive
// but below the smallest double was listed with probability 0.0, which json-output.md rules
// out ("arrangements with probability > 0") and the text report would show as a certainty of
// nothing. Now it is not listed; its deals still count as consistent (their weight is > 0).
TEST_CASE("numerics: an arrangement whose probability underflows a double is not listed") {
  // 4-player standard, lenient, Ann inspected Ben, and says yes 3,000 times to "Ben = 1" at
  // lie rate 0.3. As in the test above: 18 Knights-team deals of weight 1 (Ben = 1), and 48
  // Witch-team deals of weight 0.7^3000 = 1e-465 each, consistent but below any double. All
  // tiles are in play, so each deal wins its own arrangement: 66 arrangements, 18 printable,
  // each 1/18.
  std::string text = "variant standard\nplayers Ann Ben Cat Dan\nrules lenient\nlie-rate 0.3\nlook Ann Ben\n";
  for (int i = 0; i < 3000; ++i) text += "ask Cat Ann \"Ben = 1\" yes\n";
  const Record rec = read_record(text, "underflow.skb");
  const Posterior p = solve(rec, every_arrangement());
  CHECK(p.consistent_deals == 66);
  CHECK(p.arrangement_count == 18);
  REQUIRE(p.arrangements.size() == 18);
  for (const auto& a : p.arrangements) CHECK(std::abs(a.probability - 1.0 / 18) <= 1e-15);
  CHECK(broken_invariant(rec, p) == "");
}
