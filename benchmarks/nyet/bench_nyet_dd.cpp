// The speed of `skb nyet dd` on full deals at the first lead: the double-dummy value (DoubleDummy::
// value, the engine of solver/tricks/ on Nyet!'s rules) of random full deals of 3 players (16
// cards each), 4 players (15) and 5 players (12), each deal with random terms (trump colour;
// supertrump colour or none; points, -2 included) and a random team split and leader. Each
// solve's CPU time on its thread; median and worst over the deals, with a node cap per deal (a
// deal over it counts as slower than any finished one). Target (issue 29): median under 100 ms,
// worst under 2 s.
//
// Usage: skb_bench_nyet_dd [--deals N] [--max-nodes N] [--seed S] [--points P] [--players N] [--each 0|1]
//                          [--table-mb M]
// (--points: every deal played for P points, one of -2 1 2 3 4, instead of a random box;
// --players: only the row of N players; --each 1: a line per deal with its value and nodes;
// --table-mb: the transposition table's size, 96 MB by default)
// Prints a table; exit status 1 when a target is not met.
#include <time.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "solver/core/random.h"
#include "solver/core/simulation.h"
#include "solver/nyet/double_dummy.h"
#include "solver/nyet/setup.h"
#include "solver/nyet/state.h"

namespace {

using namespace skb::nyet;

double thread_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// A random full deal of `players` at the first lead, with random terms, teams and leader.
Position random_deal(int players, skb::Rng& rng, int forced_points) {
  Trumps trumps;
  trumps.trump = kColours[skb::below(rng, 4)];
  const std::uint64_t super = skb::below(rng, 5);
  if (super < 4) trumps.supertrump = kColours[super];
  const int drawn = kPointBoxes[skb::below(rng, kPointBoxes.size())];
  const int points = forced_points != 0 ? forced_points : drawn;
  std::vector<int> seats;
  for (int s = 0; s < players; ++s) seats.push_back(s);
  skb::shuffle(seats, rng);
  SeatSet side;
  for (int k = 0; k < (players <= 3 ? 1 : 2); ++k) side.add(Seat(seats[static_cast<std::size_t>(k)]));
  std::vector<Card> cards(deck(players).begin(), deck(players).end());
  skb::shuffle(cards, rng);
  const int size = hand_size(players);
  std::vector<CardSet> hands(static_cast<std::size_t>(players));
  for (int s = 0; s < players; ++s)
    for (int k = 0; k < size; ++k) hands[static_cast<std::size_t>(s)].add(cards[static_cast<std::size_t>(s * size + k)]);
  const Seat leader(static_cast<int>(skb::below(rng, static_cast<std::uint64_t>(players))));
  std::vector<std::string> names{"Ann", "Ben", "Cat", "Dan", "Eve"};
  names.resize(static_cast<std::size_t>(players));
  return Position{Table(names), trumps, points, Teams{side, std::nullopt}, hands,
                  TrickPlay(players, trumps, side, leader, size)};
}

struct Row {
  std::vector<double> seconds;  // finished deals
  int over = 0;                 // deals over the node cap
};

// Returns the q-quantile (0..1) of `times` with `over` deals slower than all of them, or a
// negative number when the quantile falls among those.
double quantile(std::vector<double> times, int over, double q) {
  std::sort(times.begin(), times.end());
  const std::size_t n = times.size() + static_cast<std::size_t>(over);
  const std::size_t at = std::min(n - 1, static_cast<std::size_t>(q * static_cast<double>(n - 1) + 0.5));
  return at < times.size() ? times[at] : -1;
}

std::string ms(double s, std::uint64_t /*cap*/) {
  if (s < 0) return "> cap";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f ms", s * 1e3);
  return buf;
}

}  // namespace

int main(int argc, char** argv) {
  int deals = 10;
  std::uint64_t cap = 20'000'000, seed = 20261127;
  int points = 0;  // random
  int only = 0;    // every player count
  bool each = false;  // a line per deal
  std::size_t table_mb = DoubleDummy::kDefaultTableBytes >> 20;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--deals") == 0) deals = std::atoi(argv[i + 1]);
    else if (std::strcmp(argv[i], "--max-nodes") == 0) cap = std::strtoull(argv[i + 1], nullptr, 10);
    else if (std::strcmp(argv[i], "--seed") == 0) seed = std::strtoull(argv[i + 1], nullptr, 10);
    else if (std::strcmp(argv[i], "--points") == 0) points = std::atoi(argv[i + 1]);
    else if (std::strcmp(argv[i], "--players") == 0) only = std::atoi(argv[i + 1]);
    else if (std::strcmp(argv[i], "--each") == 0) each = std::atoi(argv[i + 1]) != 0;
    else if (std::strcmp(argv[i], "--table-mb") == 0) table_mb = std::strtoull(argv[i + 1], nullptr, 10);
    else {
      std::fprintf(stderr, "usage: skb_bench_nyet_dd [--deals N] [--max-nodes N] [--seed S] [--points P] [--players N] [--each 0|1] [--table-mb M]\n");
      return 2;
    }
  }
  DoubleDummy solver(table_mb << 20);
  DdOptions options;
  options.node_limit = cap;
  bool met = true;
  std::printf("Nyet! double dummy at the first lead, %d random full deals per row, cap %llu nodes a deal, points %s\n",
              deals, static_cast<unsigned long long>(cap), points == 0 ? "random" : std::to_string(points).c_str());
  std::printf("%-22s %-10s %-10s %-10s %-10s %-9s %s\n", "deal", "fastest", "25%", "median", "worst", "over cap",
              "nodes/s");
  std::fflush(stdout);
  for (const int players : {3, 4, 5}) {
    if (only != 0 && players != only) continue;
    Row row;
    double busy = 0;
    const std::uint64_t nodes_before = solver.nodes();
    for (int i = 0; i < deals; ++i) {
      skb::Rng rng(skb::game_seed(seed + static_cast<std::uint64_t>(players), static_cast<std::uint64_t>(i)));
      const Position p = random_deal(players, rng, points);
      const double start = thread_seconds();
      const std::uint64_t deal_start = solver.nodes();
      try {
        const int v = solver.value(p, options);
        const double t = thread_seconds() - start;
        row.seconds.push_back(t);
        busy += t;
        if (each)
          std::printf("  deal %d: value %d, %llu nodes, %.1f ms\n", i, v,
                      static_cast<unsigned long long>(solver.nodes() - deal_start), t * 1e3);
      } catch (const DdLimitReached&) {
        ++row.over;
        busy += thread_seconds() - start;
        if (each) std::printf("  deal %d: over the cap\n", i);
      }
    }
    const double median = quantile(row.seconds, row.over, 0.5), worst = quantile(row.seconds, row.over, 1.0);
    met = met && median >= 0 && median < 0.1 && worst >= 0 && worst < 2;
    char label[64];
    std::snprintf(label, sizeof label, "%d players x %d cards", players, hand_size(players));
    std::printf("%-22s %-10s %-10s %-10s %-10s %-9d %.1f M\n", label, ms(quantile(row.seconds, row.over, 0), cap).c_str(),
                ms(quantile(row.seconds, row.over, 0.25), cap).c_str(), ms(median, cap).c_str(), ms(worst, cap).c_str(),
                row.over,
                static_cast<double>(solver.nodes() - nodes_before) / std::max(busy, 1e-9) / 1e6);
    std::fflush(stdout);
  }
  std::printf("target: median < 100 ms, worst < 2 s: %s\n", met ? "met" : "NOT met");
  return met ? 0 : 1;
}
