// Differential testing at scale: thousands of random legal records, across every
// variant and player count, solved by skb (bitsets, weight classes) and by the plain per-deal
// reference (tests/seven_knights/reference/reference_solver.h), which share nothing but the Record.
//
// Size and reproducibility: the records come from a seeded generator, so a run is the same on
// every machine.
//   default           1,008 records (48 per variant and player count, 21 of them)
//   SKB_DIFFERENTIAL=long           10,080 records (480 per case)
//   SKB_DIFFERENTIAL_RECORDS=N      N records (rounded up to a multiple of 21; the sanitizer
//                                   run of tools/test.sh uses a few hundred)
//   SKB_DIFFERENTIAL_SEED=S         another seed
// e.g. SKB_DIFFERENTIAL=long build/test/tests/test_differential
//
// The mix, by the record's index i within its case: lie rate λ = 0, 0.3, 0.5, 1 in turn (every
// record has a `lie-rate` statement); one record in three under lenient rules, every other one
// of those with up to 80 questions (the others up to 24); the rest strict, as a table would
// play. The generator writes `and`, `or`, `not`, sums, W in sums and sets, long chains of `not`
// and deep parentheses (tests/seven_knights/reference/record_generator.h).
//
// What is checked on each record, and why it must hold:
// - every output field agrees with the reference within 1e-12, arrangements in the same order
//   (difference_from_reference);
// - the posterior's invariants: probabilities in [0, 1], rows and the arrangement distribution
//   summing to 1, the spec's order of ties (broken_invariant);
// - each arrangement's probability against a direct count, done here: the sum, over the deals
//   it wins, of the reference's per-deal weight, over the total weight. With λ = 0 or 1 every
//   consistent deal weighs 1, so probability x consistent deals must be the whole number of
//   deals the arrangement wins;
// - the per-deal weights that `skb advise` uses (weigh_deals) equal the reference's, once both
//   are normalised, deal by deal;
// - the true deal the generator played from has positive weight, and its arrangement is listed.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "solver/core/error.h"
#include "solver/seven_knights/evidence.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record_reader.h"
#include "solver/seven_knights/variant_tables.h"
#include "tests/seven_knights/reference/fuzz_harness.h"
#include "tests/seven_knights/reference/record_generator.h"
#include "tests/seven_knights/reference/reference_deal.h"
#include "tests/seven_knights/reference/reference_solver.h"

using namespace skb;
using namespace skb::seven_knights;
using namespace skb::seven_knights::reference;


namespace {

constexpr std::uint64_t kDefaultSeed = 0xD1FF'E4E7'1A15'0005ULL;
constexpr int kCases = 21;  // variant and player count pairs

std::uint64_t seed() {
  const char* env = std::getenv("SKB_DIFFERENTIAL_SEED");
  return env && *env ? std::strtoull(env, nullptr, 0) : kDefaultSeed;
}

// Records per case: 48 by default, 480 in the long mode, or SKB_DIFFERENTIAL_RECORDS / 21.
int records_per_case() {
  if (const char* n = std::getenv("SKB_DIFFERENTIAL_RECORDS"); n && *n)
    return std::max(1, (std::atoi(n) + kCases - 1) / kCases);
  if (const char* mode = std::getenv("SKB_DIFFERENTIAL"); mode && std::string(mode) == "long") return 480;
  return 48;
}

struct Tally {
  int records = 0, lenient = 0, many_questions = 0, questions = 0, with_or = 0, with_not = 0, with_sum = 0;
  std::map<double, int> by_lie_rate;
  std::size_t arrangements = 0;
};

// The arrangement probabilities of skb against a direct count over the reference's deals.
std::string direct_count_difference(const Record& rec, const Posterior& p) {
  std::map<std::pair<int, std::vector<int>>, long double> mass;
  std::map<std::pair<int, std::vector<int>>, std::size_t> deals;
  long double total = 0;
  std::size_t consistent = 0;
  for (const auto& deal : reference_deals(rec)) {
    const double w = reference_weight(rec, deal);
    if (!(w > 0)) continue;
    const ReferenceArrangement a = reference_winning_arrangement(deal);
    const std::pair<int, std::vector<int>> key{a.exclude.value_or(-1), a.order};
    mass[key] += w;
    ++deals[key];
    total += w;
    ++consistent;
  }
  if (p.arrangements.size() != mass.size())
    return "skb lists " + std::to_string(p.arrangements.size()) + " arrangements, the count finds " +
           std::to_string(mass.size());
  const bool uniform = rec.lie_rate == 0.0 || rec.lie_rate == 1.0;
  for (const auto& a : p.arrangements) {
    const std::pair<int, std::vector<int>> key{a.arrangement.exclude.value_or(-1), a.arrangement.order};
    auto it = mass.find(key);
    if (it == mass.end()) return "skb lists an arrangement that wins in no consistent deal";
    const double counted = static_cast<double>(it->second / total);
    if (!(std::abs(a.probability - counted) <= 1e-12))
      return "an arrangement has probability " + std::to_string(a.probability) + ", counted " + std::to_string(counted);
    if (uniform) {
      const double times = a.probability * static_cast<double>(consistent);
      if (!(std::abs(times - static_cast<double>(deals[key])) <= 1e-9))
        return "with every weight 1, an arrangement of " + std::to_string(deals[key]) + " deals has probability " +
               std::to_string(a.probability) + " of " + std::to_string(consistent);
    }
  }
  return "";
}

// The normalised per-deal weights of weigh_deals (used by `skb advise`) against the reference's.
std::string weigh_deals_difference(const Record& rec) {
  const VariantTables& tables = variant_tables(*rec.variant, rec.player_count());
  const Evidence e = gather_evidence(rec, tables);
  const WeightedDeals w = weigh_deals(rec, e);
  std::vector<std::pair<std::size_t, double>> expected;  // skb's deal number, reference weight
  double total = 0;
  for (const auto& deal : reference_deals(rec)) {
    const double x = reference_weight(rec, deal);
    if (!(x > 0)) continue;
    const auto d = tables.universe.find(deal);
    if (!d) return "a reference deal is not in skb's universe";
    expected.emplace_back(*d, x);
    total += x;
  }
  std::sort(expected.begin(), expected.end());
  if (expected.size() != w.deals.size())
    return "weigh_deals has " + std::to_string(w.deals.size()) + " deals, the reference " +
           std::to_string(expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    if (w.deals[i] != expected[i].first) return "weigh_deals lists other deals";
    const double mine = static_cast<double>(w.weights[i] / w.total), theirs = expected[i].second / total;
    if (!(std::abs(mine - theirs) <= 1e-12)) return "deal " + std::to_string(w.deals[i]) + " weighs differently";
  }
  return "";
}

void check_record(const GeneratedRecord& g, Tally& tally) {
  INFO("record:\n" << g.text);
  Record rec;
  std::optional<Posterior> solved;
  try {
    rec = read_record(g.text, "generated.skb");
    SolveOptions every;
    every.top = std::numeric_limits<std::size_t>::max();
    solved = solve(rec, every);
  } catch (const RecordError& e) {
    FAIL_CHECK("skb rejected a legal record: line " << e.where().line << ": " << e.what());
    return;
  } catch (const Contradiction&) {
    FAIL_CHECK("skb found a contradiction in a record its true deal satisfies");
    return;
  }
  const ReferenceResult ref = reference_solve(rec);
  CHECK_MESSAGE(difference_from_reference(rec, *solved, ref) == "", "skb vs the reference");
  CHECK_MESSAGE(broken_invariant(rec, *solved) == "", "an invariant");
  CHECK_MESSAGE(direct_count_difference(rec, *solved) == "", "skb vs a direct count");
  CHECK_MESSAGE(weigh_deals_difference(rec) == "", "weigh_deals vs the reference");
  CHECK(reference_weight(rec, g.deal) > 0.0);
  const ReferenceArrangement truth = reference_winning_arrangement(g.deal);
  CHECK(std::any_of(solved->arrangements.begin(), solved->arrangements.end(), [&](const ArrangementOdds& a) {
    return a.arrangement.exclude == truth.exclude && a.arrangement.order == truth.order && a.probability > 0;
  }));

  ++tally.records;
  tally.lenient += g.lenient ? 1 : 0;
  tally.questions += static_cast<int>(g.questions.size());
  tally.many_questions += g.questions.size() > 24 ? 1 : 0;
  tally.by_lie_rate[g.lie_rate] += 1;
  tally.arrangements += solved->arrangements.size();
  bool has_or = false, has_not = false, has_sum = false;
  for (const auto& q : g.questions) {
    has_or = has_or || q.predicate.find(" or ") != std::string::npos || q.predicate.find(")or") != std::string::npos;
    has_not = has_not || q.predicate.find("not") != std::string::npos;
    has_sum = has_sum || q.predicate.find('+') != std::string::npos;
  }
  tally.with_or += has_or ? 1 : 0;
  tally.with_not += has_not ? 1 : 0;
  tally.with_sum += has_sum ? 1 : 0;
}

}  // namespace

TEST_CASE("differential: skb against the per-deal reference on thousands of generated records") {
  const auto start = std::chrono::steady_clock::now();
  const int per_case = records_per_case();
  RecordGenerator generator(seed());
  Tally tally;
  int cases = 0;
  for (const Variant& v : variants()) {
    for (int n = v.min_players; n <= v.max_players; ++n) {
      ++cases;
      CAPTURE(v.name);
      CAPTURE(n);
      for (int i = 0; i < per_case; ++i) {
        CAPTURE(i);
        GeneratorOptions options;
        options.lie_rate = std::vector<double>{0.0, 0.3, 0.5, 1.0}[static_cast<std::size_t>(i % 4)];
        if (i % 3 == 0) {
          options.lenient = true;
          options.max_lenient_questions = i % 2 == 0 ? 80 : 24;
        } else {
          options.lenient = false;
        }
        check_record(generator.generate(v, n, options), tally);
      }
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  MESSAGE("seed " << seed() << ": " << tally.records << " records (" << tally.lenient << " lenient, "
                  << tally.many_questions << " with more than 24 questions; " << tally.questions << " questions; "
                  << tally.with_or << " with 'or', " << tally.with_not << " with 'not', " << tally.with_sum
                  << " with sums; lie rates 0/0.3/0.5/1: " << tally.by_lie_rate[0.0] << "/" << tally.by_lie_rate[0.3]
                  << "/" << tally.by_lie_rate[0.5] << "/" << tally.by_lie_rate[1.0] << "; " << tally.arrangements
                  << " arrangement probabilities compared) in " << seconds << " s");
  CHECK(cases == kCases);
  CHECK(tally.records == kCases * per_case);
  // The default run is at least 1,000 records, the long one at least 10,000.
  if (!std::getenv("SKB_DIFFERENTIAL_RECORDS")) CHECK(tally.records >= (per_case == 480 ? 10000 : 1000));
  // The mix really has every kind of record in it.
  CHECK(tally.lenient >= tally.records / 4);
  CHECK(tally.many_questions > 0);
  CHECK(tally.with_or > 0);
  CHECK(tally.with_not > 0);
  CHECK(tally.with_sum > 0);
  for (double lambda : {0.0, 0.3, 0.5, 1.0}) CHECK(tally.by_lie_rate[lambda] >= tally.records / 4 - kCases);
}
