// skb_bench_tricks: the trick engine (solver/tricks/) against DDS on random full bridge deals,
// and the engine alone on full deals of the Nyet!-like test game (tests/tricks/nyet_like.h).
//
// Bridge: deal i of a seeded run (skb::game_seed) is dealt at random, with strain i mod 5 and
// leader i / 5 mod 4 (every strain and leader alike), and solved on one thread by DDS's SolveBoard
// with solutions=1 (the deal's value) and solutions=3 (every card's value), and by skb's
// Solver::value and Solver::card_values; every value must equal DDS's (exit status 1 otherwise).
// The two passes (solutions 1, then 3) run one after the other, so that DDS never sees the same
// deal twice in a row (it would reuse its table). Reported: medians (and the 90th percentile and
// the worst), the ratio skb / DDS of the medians, skb's nodes per second and its
// transposition-table hit rate (lookups that decided the question).
//
// Times are each solve's CPU time on its thread (CLOCK_THREAD_CPUTIME_ID): the machine is shared,
// and waiting for a core is no part of either solver's cost.
//
// Nyet-like: full deals at first lead, 4 seats of 15 cards (2 v 2), 3 seats of 16 (1 v 2, the
// 11-13 removed) and 5 seats of 12 (2 v 3), random trump and supertrump colours; value only, at
// most --nyet-nodes nodes a deal (a deal that needs more counts as unfinished, its time as a
// lower bound). The real Nyet! target, for the real rules later: median under 100 ms, worst
// under 2 s.
//
// Usage: skb_bench_tricks [--deals N] [--nyet-deals N] [--nyet-nodes N] [--seed S] [--table-mb M]
//                         [--summary FILE]
#include <dds/dll.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "solver/core/random.h"
#include "solver/core/simulation.h"
#include "solver/tricks/bridge.h"
#include "solver/tricks/solver.h"
#include "tests/tricks/dds_bridge.h"
#include "tests/tricks/deals.h"
#include "tests/tricks/nyet_like.h"

namespace {

using namespace skb::tricks;
using namespace skb::tricks::test;

struct Options {
  int deals = 1000;
  int nyet_deals = 10;
  std::uint64_t nyet_nodes = 20'000'000;
  std::uint64_t seed = 20240601;
  std::size_t table_mb = 96;
  std::string summary;
};

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const char* v = i + 1 < argc ? argv[i + 1] : nullptr;
    if (a == "--deals" && v) o.deals = std::atoi(argv[++i]);
    else if (a == "--nyet-deals" && v) o.nyet_deals = std::atoi(argv[++i]);
    else if (a == "--nyet-nodes" && v) o.nyet_nodes = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--seed" && v) o.seed = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--table-mb" && v) o.table_mb = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--summary" && v) o.summary = argv[++i];
    else {
      std::fprintf(stderr, "skb_bench_tricks: unknown argument %s\n", a.c_str());
      std::exit(2);
    }
  }
  return o;
}

// This thread's CPU time, in milliseconds.
double cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}
double ms_since(double t0) { return cpu_ms() - t0; }

// The q-quantile (0..1) of `x` (nearest rank).
double quantile(std::vector<double> x, double q) {
  std::sort(x.begin(), x.end());
  const std::size_t k = std::min(x.size() - 1, static_cast<std::size_t>(q * static_cast<double>(x.size())));
  return x[k];
}

struct Timings {
  std::vector<double> dds, skb;
  std::uint64_t nodes = 0, lookups = 0, hits = 0;
  int mismatches = 0;
};

Deal bridge_deal(const Options& o, int i) {
  skb::Rng rng(skb::game_seed(o.seed, static_cast<std::uint64_t>(i)));
  Deal d = random_deal(BridgeRules(static_cast<Strain>(i % 5)), rng, 13, 0);
  d.leader = Seat((i / 5) % 4);
  return d;
}

// One pass over the deals with `solutions` 1 or 3.
Timings bridge_pass(const Options& o, int solutions) {
  Timings t;
  Solver<BridgeRules> solver(o.table_mb << 20);
  for (int i = 0; i < o.deals; ++i) {
    const Strain strain = static_cast<Strain>(i % 5);
    const BridgeRules rules(strain);
    const Deal d = bridge_deal(o, i);
    const Position<BridgeRules> p = to_position(rules, d);
    const SearchStats before = solver.stats();
    double t0 = cpu_ms();
    bool same = true;
    if (solutions == 1) {
      const int dds = dds_value(d, strain);
      t.dds.push_back(ms_since(t0));
      t0 = cpu_ms();
      same = solver.value(p) == dds;
    } else {
      const std::vector<CardValue> dds = dds_card_values(d, strain);
      t.dds.push_back(ms_since(t0));
      t0 = cpu_ms();
      same = solver.card_values(p) == dds;
    }
    t.skb.push_back(ms_since(t0));
    t.nodes += solver.stats().nodes - before.nodes;
    t.lookups += solver.stats().lookups - before.lookups;
    t.hits += solver.stats().hits - before.hits;
    if (!same) {
      ++t.mismatches;
      std::fprintf(stderr, "deal %d (solutions=%d): skb differs from DDS\n", i, solutions);
    }
  }
  return t;
}

void report_bridge(const char* name, const Timings& t, FILE* summary) {
  const double dds = quantile(t.dds, 0.5), skb = quantile(t.skb, 0.5);
  double total = 0;
  for (const double x : t.skb) total += x;
  std::printf("%-12s %9.2f %9.2f %9.2f | %9.2f %9.2f %9.2f | %6.2fx | %10.0f | %5.1f%% | %d\n", name, dds,
              quantile(t.dds, 0.9), quantile(t.dds, 1.0), skb, quantile(t.skb, 0.9), quantile(t.skb, 1.0), skb / dds,
              static_cast<double>(t.nodes) / (total / 1000), 100.0 * static_cast<double>(t.hits) / static_cast<double>(t.lookups),
              t.mismatches);
  if (summary) std::fprintf(summary, "%s\t%.4f\t%.4f\t%.4f\n", name, dds, skb, skb / dds);
}

// Full Nyet-like deals: `seats` seats of `cards` cards each, sides as given.
void nyet_like(const Options& o, int seats, int cards, std::array<int, kMaxSeats> sides, FILE* summary) {
  std::vector<double> ms;
  std::uint64_t nodes = 0;
  double total = 0;
  int unfinished = 0;
  Solver<NyetLikeRules> solver(o.table_mb << 20);
  solver.limit_nodes(o.nyet_nodes);
  for (int i = 0; i < o.nyet_deals; ++i) {
    skb::Rng rng(skb::game_seed(o.seed + 1000 + static_cast<std::uint64_t>(seats), static_cast<std::uint64_t>(i)));
    const int trump = static_cast<int>(skb::below(rng, 4));
    const int super = static_cast<int>(skb::below(rng, 5)) - 1;  // -1: none
    const NyetLikeRules rules(seats, sides, trump, super, seats == 3 ? 11 : 14);
    const Deal d = random_deal(rules, rng, cards, 0);
    const Position<NyetLikeRules> p = to_position(rules, d);
    const std::uint64_t before = solver.stats().nodes;
    const double t0 = cpu_ms();
    try {
      (void)solver.value(p);
    } catch (const NodeLimitReached&) {
      ++unfinished;
    }
    ms.push_back(ms_since(t0));
    total += ms.back();
    nodes += solver.stats().nodes - before;
  }
  std::printf("Nyet-like %d seats x %2d cards: median %s%9.1f ms, 90%% %9.1f ms, worst %9.1f ms, %10.0f nodes/s; "
              "%d of %d deals over %llu nodes\n",
              seats, cards, unfinished > o.nyet_deals / 2 ? ">" : " ", quantile(ms, 0.5), quantile(ms, 0.9),
              quantile(ms, 1.0), static_cast<double>(nodes) / (total / 1000), unfinished, o.nyet_deals,
              static_cast<unsigned long long>(o.nyet_nodes));
  if (summary)
    std::fprintf(summary, "nyet-like-%d\t%.4f\t%.4f\t%d\n", seats, quantile(ms, 0.5), quantile(ms, 1.0), unfinished);
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = parse(argc, argv);
  SetMaxThreads(1);
  FILE* summary = o.summary.empty() ? nullptr : std::fopen(o.summary.c_str(), "w");
  std::printf("Bridge: %d random full deals (seed %llu), every strain and leader, one thread; skb table %zu MB.\n",
              o.deals, static_cast<unsigned long long>(o.seed), o.table_mb);
  std::printf("milliseconds per deal: DDS median, 90%%, worst | skb median, 90%%, worst | skb/DDS (medians) | skb nodes/s | "
              "skb table hits | values differing from DDS\n");
  const Timings one = bridge_pass(o, 1);
  report_bridge("solutions=1", one, summary);
  const Timings three = bridge_pass(o, 3);
  report_bridge("solutions=3", three, summary);
  const double r1 = quantile(one.skb, 0.5) / quantile(one.dds, 0.5), r3 = quantile(three.skb, 0.5) / quantile(three.dds, 0.5);
  std::printf("target: skb median at most 2x DDS's: solutions=1 %s (%.2fx), solutions=3 %s (%.2fx)\n\n",
              r1 <= 2 ? "met" : "NOT met", r1, r3 <= 2 ? "met" : "NOT met", r3);
  if (o.nyet_deals > 0) {
    nyet_like(o, 4, 15, {0, 1, 0, 1, 0}, summary);
    nyet_like(o, 3, 16, {0, 1, 1, 0, 0}, summary);
    nyet_like(o, 5, 12, {0, 1, 1, 0, 1}, summary);
    std::printf("(the real Nyet! target, for the real rules: median under 100 ms, worst under 2 s)\n");
  }
  if (summary) std::fclose(summary);
  return one.mismatches + three.mismatches > 0 ? 1 : 0;
}
