// The toolkit's conformance suite (tests/conformance/conformance.h) for Nyet!: records of random
// legal rounds (solver/nyet/record_maker.h: random deals, vetoes, teams, discards and plays, cut
// at a random action) written by a random player, or by a spectator shown some hands, read,
// solved exactly (card locations), checked to keep the true deal possible, and written back; and
// seeded simulations of whole random games equal on 1 and 2 threads.
#include "tests/conformance/conformance.h"

#include <map>

#include "solver/core/counters.h"
#include "solver/core/fraction.h"
#include "solver/core/simulation.h"
#include "solver/nyet/game.h"
#include "solver/nyet/locations.h"
#include "solver/nyet/record_maker.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/record_writer.h"
#include "tests/support/sanitized.h"

namespace {

using namespace skb::nyet;

struct Nyet {
  struct Generated {
    MadeRecord made;
    std::string text;
  };
  using Record = skb::nyet::Record;
  using Solution = Locations;

  static Generated generate(std::uint64_t seed) {
    skb::Rng rng(skb::game_seed(seed, 7));
    const int players = 2 + static_cast<int>(skb::below(rng, 4));
    // Mostly anywhere in the round (past its end: the round over); now and then right after the
    // vetoes, where the first player chooses the teams.
    const int vetoes = vetoes_per_round(players);
    const int actions = skb::below(rng, 8) == 0
                            ? vetoes
                            : static_cast<int>(skb::below(rng, static_cast<std::uint64_t>(vetoes + 2 + players * 16)));
    std::optional<Seat> view;
    SeatSet shown;
    if (skb::below(rng, 4) != 0) {
      view = Seat(static_cast<int>(skb::below(rng, static_cast<std::uint64_t>(players))));
    } else {
      shown = SeatSet(static_cast<std::uint32_t>(skb::below(rng, std::uint64_t{1} << players)));
    }
    Generated g{make_record(players, skb::game_seed(seed, 8), actions, view, shown), {}};
    g.text = write_record(g.made.record);
    return g;
  }
  static std::string text(const Generated& g) { return g.text; }
  static Record read(const std::string& text) { return read_record(text, "conformance.nyet"); }
  static std::string write(const Record& r) { return write_record(r); }
  static Solution solve(const Record& r) {
    const Replay replay = Replay::of(r);
    return locate(replay);
  }
  // Every unseen kind the true deal puts in a place has a positive chance there.
  static bool true_state_consistent(const Generated& g, const Record&, const Solution& s) {
    const State& truth = g.made.truth;
    if (s.deals <= 0) return false;
    for (std::size_t p = 0; p < s.places.size(); ++p) {
      const Place& place = s.places[p];
      const auto seat = place.seat;
      const CardSet held = place.kind == PlaceKind::hand       ? truth.hand(seat)
                           : place.kind == PlaceKind::discards ? truth.discards(seat)
                                                               : truth.aside();
      if (held.size() != place.cards) return false;
      for (const CardLocation& c : s.cards)
        if (count_of(held, c.kind) > count_of(place.passed, c.kind) && !(c.chance[p] > 0)) return false;
    }
    return true;
  }
  // Each unseen kind's copies spread over the places: expected copies over the unseen copies.
  static std::vector<std::vector<double>> distributions(const Solution& s) {
    std::vector<std::vector<double>> out;
    for (const CardLocation& c : s.cards) {
      std::vector<double> d;
      for (const skb::Fraction& e : c.expected) d.push_back(skb::fraction_to_double(e / c.unseen));
      out.push_back(d);
    }
    return out;
  }
  static std::vector<double> probabilities(const Solution& s) {
    std::vector<double> out;
    for (const CardLocation& c : s.cards)
      for (const skb::Fraction& p : c.chance) out.push_back(skb::fraction_to_double(p));
    return out;
  }
  // Whole games of random play, 2 to 5 players: each seat's wins (shared wins count for each
  // winner) and its total score, over the games, as a counter record (solver/core/counters.h).
  struct SeatTotals {
    std::uint64_t wins = 0;
    std::int64_t score = 0;
    static constexpr auto kCounters =
        std::tuple{skb::counter("wins", &SeatTotals::wins), skb::counter("score", &SeatTotals::score)};
  };
  struct Totals {
    std::uint64_t games = 0;
    std::array<SeatTotals, kMaxPlayers> seats{};
    static constexpr auto kCounters =
        std::tuple{skb::counter("games", &Totals::games), skb::counter("seats", &Totals::seats)};
    void add(const GameResult& r) {
      ++games;
      for (std::size_t i = 0; i < r.totals.size(); ++i) {
        seats[i].wins += r.winners.contains(Seat(static_cast<int>(i))) ? 1 : 0;
        seats[i].score += r.totals[i];
      }
    }
  };
  static std::size_t simulation_configs() { return 4; }
  static std::vector<std::uint64_t> simulate(std::uint64_t seed, int threads, std::size_t config) {
    const Table table = default_table(2 + static_cast<int>(config));
    const auto play = [&](std::uint64_t i) {
      skb::Rng rng(skb::game_seed(seed, i));
      return play_random_game(table, rng);
    };
    const Totals totals = skb::play_games<Totals, GameResult>(skb::test::kSanitized ? 6 : 24, 0, 1, threads, play);
    return skb::counter_values(totals);
  }
};

static_assert(skb::conformance::ConformingGame<Nyet>);

}  // namespace

TEST_CASE("conformance: generated Nyet! records read, solve, keep the true deal, sum to 1, round-trip") {
  skb::conformance::check_records<Nyet>(1, skb::test::kSanitized ? 60 : 300);
}

TEST_CASE("conformance: seeded simulations give the same totals on 1 and 2 threads") {
  skb::conformance::check_simulation<Nyet>(5);
}

TEST_CASE("the generator covers every player count, both views, every phase and every discard rule") {
  std::map<std::string, int> seen;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    const auto g = Nyet::generate(seed);
    const skb::nyet::Record r = Nyet::read(g.text);
    const Replay replay = Replay::of(r);
    ++seen["players " + std::to_string(r.players())];
    ++seen[r.view ? "player view" : replay.known().empty() ? "spectator" : "spectator with hands"];
    constexpr const char* phases[] = {"veto", "teams", "discard", "tricks", "over"};
    ++seen[phases[static_cast<int>(replay.phase())]];
    if (replay.terms()) ++seen[std::string("rule ") + std::string(discard_rule_name(replay.terms()->discard))];
    for (int i = 0; i < r.players(); ++i)
      for (const At& a : replay.seat(Seat(i)).void_at)
        if (a.given()) ++seen["void"];
  }
  for (const char* key : {"players 2", "players 3", "players 4", "players 5", "player view", "spectator",
                          "spectator with hands", "veto", "teams", "tricks", "over", "rule nyet", "rule 1", "rule 2",
                          "rule 1-not-one", "rule pass", "void"}) {
    CAPTURE(std::string(key));
    CHECK(seen[key] >= 3);
  }
}
