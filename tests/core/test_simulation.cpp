// Tests for solver/core/simulation.h: per-game seeds, the play_games harness (totals that do not
// depend on threads or on the split of games among ranks, results reported in game order,
// progress, errors) and the Wilson score interval.
#include <atomic>
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "solver/core/error.h"
#include "solver/core/simulation.h"

using skb::game_seed;
using skb::play_games;

namespace {

// A toy game: game i draws a number from its own seed.
struct Result {
  std::uint64_t value = 0;
};

struct Totals {
  std::uint64_t sum = 0, count = 0, sum_of_squares = 0;
  void add(const Result& r) {
    sum += r.value;
    sum_of_squares += r.value * r.value;
    ++count;
  }
  Totals& operator+=(const Totals& other) {
    sum += other.sum;
    count += other.count;
    sum_of_squares += other.sum_of_squares;
    return *this;
  }
  bool operator==(const Totals&) const = default;
};

constexpr std::uint64_t kSeed = 20240607;

Result play(std::uint64_t i) { return {game_seed(kSeed, i) % 1000}; }

// The totals of games first, first + stride, ... below count, played one by one here.
Totals expected(std::uint64_t count, std::uint64_t first, std::uint64_t stride) {
  Totals t;
  for (std::uint64_t i = first; i < count; i += stride) t.add(play(i));
  return t;
}

}  // namespace

TEST_CASE("game_seed: reproducible, distinct for every game of a run") {
  CHECK(game_seed(7, 3) == game_seed(7, 3));
  // mix64 is a bijection and XOR with mix64(seed) too, so the games of one run never share a
  // seed.
  for (std::uint64_t seed : {0u, 1u, 12345u}) {
    CAPTURE(seed);
    std::set<std::uint64_t> seen;
    for (std::uint64_t i = 0; i < 10000; ++i) seen.insert(game_seed(seed, i));
    CHECK(seen.size() == 10000);
  }
  // Another run seed gives another stream for the same game.
  CHECK(game_seed(1, 5) != game_seed(2, 5));
  CHECK(game_seed(0, 0) != game_seed(1, 0));
}

TEST_CASE("play_games: the same totals for 1 and 2 threads") {
  // 10000 games: several batches of 4096 (and of 256 with on_result).
  const Totals whole = expected(10000, 0, 1);
  REQUIRE(whole.count == 10000);
  for (int threads : {1, 2}) {
    CAPTURE(threads);
    CHECK(play_games<Totals, Result>(10000, 0, 1, threads, play) == whole);
    std::uint64_t reported = 0;
    CHECK(play_games<Totals, Result>(10000, 0, 1, threads, play, [&](std::uint64_t, const Result&) { ++reported; }) ==
          whole);
    CHECK(reported == 10000);
  }
}

TEST_CASE("play_games: ranks' shares add up to the whole run") {
  const std::uint64_t count = 5001;
  const Totals whole = expected(count, 0, 1);
  for (std::uint64_t ranks : {1u, 2u, 3u, 7u}) {
    CAPTURE(ranks);
    Totals sum;
    for (std::uint64_t rank = 0; rank < ranks; ++rank) {
      const Totals share = play_games<Totals, Result>(count, rank, ranks, 2, play);
      CHECK(share == expected(count, rank, ranks));
      sum += share;
    }
    CHECK(sum == whole);
  }
  // Rank 0 of 2 plays the even games: (5001 + 1) / 2 = 2501 of them; rank 1 the 2500 odd ones.
  CHECK(play_games<Totals, Result>(count, 0, 2, 2, play).count == 2501);
  CHECK(play_games<Totals, Result>(count, 1, 2, 2, play).count == 2500);
}

TEST_CASE("play_games: no games when first is at or past count") {
  CHECK(play_games<Totals, Result>(0, 0, 1, 2, play) == Totals{});
  CHECK(play_games<Totals, Result>(5, 5, 1, 2, play) == Totals{});
  CHECK(play_games<Totals, Result>(5, 9, 3, 2, play) == Totals{});
  int progress_calls = 0, results = 0;
  play_games<Totals, Result>(
      3, 3, 1, 2, play, [&](std::uint64_t, const Result&) { ++results; }, [&](std::uint64_t) { ++progress_calls; });
  CHECK(results == 0);
  CHECK(progress_calls == 0);
}

TEST_CASE("play_games: on_result sees every game, in increasing order, with its own result") {
  for (int threads : {1, 2}) {
    for (std::uint64_t first : {0u, 1u}) {
      CAPTURE(threads);
      CAPTURE(first);
      // Games first, first + 3, ... below 2000: more than one batch of 256.
      std::vector<std::uint64_t> seen;
      bool results_match = true;
      play_games<Totals, Result>(2000, first, 3, threads, play, [&](std::uint64_t i, const Result& r) {
        seen.push_back(i);
        if (r.value != play(i).value) results_match = false;
      });
      std::vector<std::uint64_t> all;
      for (std::uint64_t i = first; i < 2000; i += 3) all.push_back(i);
      CHECK(seen == all);
      CHECK(results_match);
    }
  }
}

TEST_CASE("play_games: progress rises to the number of this call's games") {
  for (int threads : {1, 2}) {
    CAPTURE(threads);
    // Rank 1 of 2 over 10001 games plays the 5000 odd ones.
    std::vector<std::uint64_t> progress;
    play_games<Totals, Result>(10001, 1, 2, threads, play, {}, [&](std::uint64_t done) { progress.push_back(done); });
    REQUIRE_FALSE(progress.empty());
    CHECK(progress.back() == 5000);
    for (std::size_t k = 1; k < progress.size(); ++k) CHECK(progress[k - 1] < progress[k]);
    // With on_result as well (smaller batches): still ends at the total.
    progress.clear();
    play_games<Totals, Result>(
        1000, 0, 1, threads, play, [](std::uint64_t, const Result&) {},
        [&](std::uint64_t done) { progress.push_back(done); });
    REQUIRE_FALSE(progress.empty());
    CHECK(progress.back() == 1000);
  }
}

TEST_CASE("play_games: stride 0 is refused") {
  const auto run = [] { return play_games<Totals, Result>(10, 0, 0, 1, play); };
  CHECK_THROWS_AS(run(), std::invalid_argument);
}

TEST_CASE("play_games: an exception from a game is rethrown to the caller") {
  const auto failing = [](std::uint64_t i) -> Result {
    if (i == 1717) throw std::runtime_error("game " + std::to_string(i) + " failed");
    return play(i);
  };
  for (int threads : {1, 2}) {
    CAPTURE(threads);
    const auto all_games = [&] { return play_games<Totals, Result>(5000, 0, 1, threads, failing); };
    CHECK_THROWS_WITH_AS(all_games(), "game 1717 failed", std::runtime_error);
    // Results are reported in order up to some game before the failing one, none after it.
    std::uint64_t last = 0, reported = 0;
    const auto reporting = [&] {
      return play_games<Totals, Result>(5000, 0, 1, threads, failing, [&](std::uint64_t i, const Result&) {
        last = i;
        ++reported;
      });
    };
    CHECK_THROWS_AS(reporting(), std::runtime_error);
    CHECK(reported < 1717);
    if (reported > 0) CHECK(last + 1 == reported);
    // Game 1717 is not rank 0 of 2's: no exception there.
    const auto even_games = [&] { return play_games<Totals, Result>(5000, 0, 2, threads, failing); };
    CHECK_NOTHROW(even_games());
  }
}

TEST_CASE("wilson_interval: known values") {
  // No trials: {0, 0}.
  skb::Interval i = skb::wilson_interval(0, 0);
  CHECK(i.low == 0.0);
  CHECK(i.high == 0.0);
  // z = 1.959963984540054, n = 50, p = 0: centre = (z^2/100) / (1 + z^2/50) = half, so low is 0
  // (computed: 6.9e-18; returned exactly 0) and high = 2 * centre = 0.0713476.
  i = skb::wilson_interval(0, 50);
  CHECK(i.low == 0.0);
  CHECK(i.high == doctest::Approx(0.0713476).epsilon(1e-6));
  // 10 of 10: the mirror image of 0 of 10: high exactly 1 (computed 0.9999999999999999),
  // low = 1 - 2 z^2/20 / (1 + z^2/10) = 0.7224672.
  i = skb::wilson_interval(10, 10);
  CHECK(i.high == 1.0);
  CHECK(i.low == doctest::Approx(0.7224672).epsilon(1e-6));
  // 50 of 100: centre 0.5, half = z sqrt(0.25/100 + z^2/40000) / (1 + z^2/100) = 0.0961685.
  i = skb::wilson_interval(50, 100);
  CHECK(std::fabs(i.low - 0.4038315) < 1e-6);
  CHECK(std::fabs(i.high - 0.5961685) < 1e-6);
  // 1 of 3: [0.0614919, 0.7923404].
  i = skb::wilson_interval(1, 3);
  CHECK(std::fabs(i.low - 0.0614919) < 1e-6);
  CHECK(std::fabs(i.high - 0.7923404) < 1e-6);
}

TEST_CASE("wilson_interval: k of n mirrors n-k of n, and the point estimate is inside") {
  for (std::uint64_t n : {1u, 7u, 100u, 12345u}) {
    for (std::uint64_t k = 0; k <= n; k += (n / 5 > 0 ? n / 5 : 1)) {
      CAPTURE(n);
      CAPTURE(k);
      const skb::Interval a = skb::wilson_interval(k, n), b = skb::wilson_interval(n - k, n);
      CHECK(std::fabs(a.low - (1 - b.high)) < 1e-12);
      CHECK(std::fabs(a.high - (1 - b.low)) < 1e-12);
      const double p = static_cast<double>(k) / static_cast<double>(n);
      CHECK(a.low <= p);
      CHECK(p <= a.high);
      CHECK(0.0 <= a.low);
      CHECK(a.high <= 1.0);
    }
  }
}

TEST_CASE("play_games: a stride near 2^64 plays game `first` alone (the count never overflows)") {
  // Games first, first + stride, ... below 10: with stride 2^64 - 1 only game 0 (or 3) is below.
  const std::uint64_t huge = ~std::uint64_t{0};
  CHECK(play_games<Totals, Result>(10, 0, huge, 1, play).count == 1);
  CHECK(play_games<Totals, Result>(10, 3, huge, 1, play).count == 1);
}

TEST_CASE("play_games: a set cancel flag plays nothing; the totals are always of whole batches in order") {
  std::atomic<bool> cancel{true};
  CHECK(play_games<Totals, Result>(10000, 0, 1, 2, play, {}, {}, &cancel) == Totals{});
  // Cancelled from progress after some batches: the games counted are 0, 1, ..., n-1.
  cancel = false;
  std::uint64_t seen = 0;
  const Totals part = play_games<Totals, Result>(
      100000, 0, 1, 2, play, [&](std::uint64_t i, const Result&) { CHECK(i == seen++); },
      [&](std::uint64_t done) { if (done >= 1000) cancel = true; }, &cancel);
  CHECK(part == expected(seen, 0, 1));
  CHECK(seen >= 1000);
  CHECK(seen < 100000);
}

TEST_CASE("play_games: a game that stops itself on the cancel flag (skb::Cancelled) drops its batch, not the run") {
  // Game 1500 stands for a long game that looks at the flag itself: it sets the flag (an
  // interrupt arriving while it plays) and throws Cancelled. Batches of whole games before it
  // are kept, in order, and nothing is rethrown; games after it in its batch are skipped.
  std::atomic<bool> cancel{false};
  std::uint64_t seen = 0;
  const auto long_game = [&](std::uint64_t i) {
    if (i == 1500) {
      cancel = true;
      throw skb::Cancelled("game 1500: cancelled");
    }
    return play(i);
  };
  const Totals part = play_games<Totals, Result>(100000, 0, 1, 2, long_game,
                                                 [&](std::uint64_t i, const Result&) { CHECK(i == seen++); }, {},
                                                 &cancel);
  CHECK(part == expected(seen, 0, 1));
  CHECK(seen <= 1500);
  // Any other error from a game is still rethrown.
  const auto failing = [](std::uint64_t i) -> Result {
    if (i == 3) throw std::runtime_error("game 3 failed");
    return play(i);
  };
  std::atomic<bool> unset{false};
  CHECK_THROWS_AS((play_games<Totals, Result>(10, 0, 1, 2, failing, {}, {}, &unset)), std::runtime_error);
}
