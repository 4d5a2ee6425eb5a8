// Counters (solver/core/counters.h): a record's counters named, added, flattened and read back,
// through nested records and arrays, with signed counters wrapping exactly.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include "solver/core/counters.h"

namespace {

struct Seat {
  std::uint64_t wins = 0;
  std::int64_t score = 0;
  static constexpr auto kCounters = std::tuple{skb::counter("wins", &Seat::wins), skb::counter("score", &Seat::score)};
};

struct Totals {
  std::uint64_t games = 0;
  std::array<Seat, 2> seats{};
  std::array<std::uint64_t, 3> histogram{};
  static constexpr auto kCounters =
      std::tuple{skb::counter("games", &Totals::games), skb::counter("seats", &Totals::seats),
                 skb::counter("histogram", &Totals::histogram)};
};

static_assert(skb::CounterRecord<Totals>);
static_assert(!skb::CounterRecord<int>);

}  // namespace

TEST_CASE("counters are named in listed order, arrays by index") {
  // 1 + 2 seats x 2 + 3 = 8 counters.
  const std::vector<std::string> names = skb::counter_names<Totals>();
  CHECK(names == std::vector<std::string>{"games", "seats.0.wins", "seats.0.score", "seats.1.wins", "seats.1.score",
                                          "histogram.0", "histogram.1", "histogram.2"});
}

TEST_CASE("adding, flattening and reading back") {
  Totals a;
  a.games = 3;
  a.seats[0] = {2, -5};
  a.seats[1] = {1, 7};
  a.histogram = {1, 0, 2};
  Totals b;
  b.games = 4;
  b.seats[0] = {1, 3};
  b.histogram = {0, 4, 0};
  skb::add_counters(a, b);
  // 3 + 4 games; seat 0: 2 + 1 wins, -5 + 3 = -2 points; the histogram adds by bucket.
  CHECK(skb::counter_values(a) ==
        std::vector<std::uint64_t>{7, 3, static_cast<std::uint64_t>(std::int64_t{-2}), 1, 7, 1, 4, 2});
  const Totals back = skb::from_counter_values<Totals>(skb::counter_values(a));
  CHECK(back.seats[0].score == -2);
  CHECK(back.histogram[1] == 4);
  CHECK(skb::counter_values(back) == skb::counter_values(a));
  // Flattened words add up to the flattened sum, as ranks' sums do, signed counters included.
  std::vector<std::uint64_t> words = skb::counter_values(b);
  const std::vector<std::uint64_t> more = skb::counter_values(back);
  for (std::size_t k = 0; k < words.size(); ++k) words[k] += more[k];
  Totals twice = back;
  skb::add_counters(twice, b);
  CHECK(skb::counter_values(twice) == words);
  CHECK_THROWS_AS(skb::from_counter_values<Totals>(std::vector<std::uint64_t>{1, 2}), std::invalid_argument);
}
