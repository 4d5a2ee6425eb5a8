// The toolkit's conformance suite (tests/conformance/conformance.h) for the hat game: records of
// games played at random or with memory (solver/hats/record_maker.h), cut at a random turn and
// viewed by a random player or a spectator, read, solved exactly, checked to keep the true hats
// possible, and written back; and seeded simulations equal on 1 and 2 threads.
#include "tests/conformance/conformance.h"

#include <map>

#include "solver/core/simulation.h"
#include "solver/hats/evidence.h"
#include "solver/hats/posterior.h"
#include "solver/hats/record_maker.h"
#include "solver/hats/record_reader.h"
#include "solver/hats/record_writer.h"
#include "solver/hats/simulate.h"
#include "tests/support/sanitized.h"

namespace {

using namespace skb::hats;
using skb::below;

const RandomPolicy kRandom;
const MemoryPolicy kMemory;

struct Hats {
  struct Generated {
    MadeRecord made;
    std::string text;
  };
  using Record = skb::hats::Record;
  using Solution = Posterior;

  static Generated generate(std::uint64_t seed) {
    skb::Rng rng(skb::game_seed(seed, 99));
    const int players = 2 + static_cast<int>(below(rng, 5));
    const Variant variant = below(rng, 3) == 0 ? Variant::no_magic : Variant::standard;
    std::vector<const Policy*> seats;
    for (int s = 0; s < players; ++s)
      seats.push_back(below(rng, 3) == 0 ? static_cast<const Policy*>(&kRandom) : &kMemory);
    const int turns = static_cast<int>(below(rng, 120));
    // Mostly a player's view (a spectator's, with up to 7 unknown hats, is the slowest to solve).
    const std::optional<int> view =
        below(rng, 6) == 0 ? std::nullopt
                           : std::optional<int>(static_cast<int>(below(rng, static_cast<std::uint64_t>(players))));
    Generated g{make_record(players, variant, seats, seed, turns, view), {}};
    g.text = write_record(g.made.record);
    return g;
  }
  static std::string text(const Generated& g) { return g.text; }
  static Record read(const std::string& text) { return read_record(text, "conformance.hats"); }
  static std::string write(const Record& r) { return write_record(r); }
  static Solution solve(const Record& r) {
    Replay replay(r);
    replay.play_all();
    return skb::hats::solve(make_evidence(replay.table(), replay.history(), r.view ? *r.view : -1));
  }
  static bool true_state_consistent(const Generated& g, const Record&, const Solution& s) {
    if (!s.consistent_record()) return false;
    for (int p = 0; p < kPositions; ++p) {
      const auto& truth = g.made.truth[static_cast<std::size_t>(p)];
      const PositionBelief& b = s.positions[static_cast<std::size_t>(p)];
      if (truth.has_value() != b.present) return false;
      if (truth && !(b.face[static_cast<std::size_t>(truth->index())] > 0)) return false;
    }
    return true;
  }
  static std::vector<std::vector<double>> distributions(const Solution& s) {
    std::vector<std::vector<double>> out;
    for (const PositionBelief& b : s.positions)
      if (b.present) out.emplace_back(b.face.begin(), b.face.end());
    return out;
  }
  static std::vector<double> probabilities(const Solution& s) {
    std::vector<double> out{s.checks_passed, s.model_evidence};
    for (const PositionBelief& b : s.positions) out.insert(out.end(), {b.match, b.magic, b.match + b.magic});
    return out;
  }
  static std::size_t simulation_configs() { return 3; }
  static std::vector<std::uint64_t> simulate(std::uint64_t seed, int threads, std::size_t config) {
    SimulationPlan plan;
    plan.players = config == 0 ? 2 : config == 1 ? 4 : 6;
    plan.variant = config == 1 ? Variant::no_magic : Variant::standard;
    for (int s = 0; s < plan.players; ++s)
      plan.seats.push_back(config == 2 && s % 2 ? static_cast<const Policy*>(&kRandom) : &kMemory);
    plan.games = 300;
    plan.seed = seed;
    plan.threads = threads;
    return skb::counter_values(skb::hats::simulate(plan));
  }
};

static_assert(skb::conformance::ConformingGame<Hats>);

}  // namespace

TEST_CASE("conformance: generated hat game records read, solve, keep the true hats, sum to 1, round-trip") {
  skb::conformance::check_records<Hats>(1, skb::test::kSanitized ? 60 : 400);
}

TEST_CASE("conformance: seeded simulations give the same totals on 1 and 2 threads") {
  skb::conformance::check_simulation<Hats>(5);
}

TEST_CASE("the generator covers every player count, both variants, every statement, dead tables and finished games") {
  std::map<std::string, int> seen;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    const auto g = Hats::generate(seed);
    const skb::hats::Record r = Hats::read(g.text);  // a made record has no statements until read
    ++seen["players " + std::to_string(r.player_count())];
    ++seen[std::string(variant_name(r.variant))];
    ++seen[r.view ? "player view" : "spectator"];
    for (const Event& e : r.events)
      ++seen[e.kind == EventKind::dead_table ? "dead-table" : std::string(move_keyword(e.move.kind))];
    Replay replay(r);
    replay.play_all();
    if (replay.table().over()) ++seen["over"];
  }
  for (const char* key : {"players 2", "players 3", "players 4", "players 5", "players 6", "standard", "no-magic",
                          "player view", "spectator", "look", "swap", "open", "dead-table", "over"}) {
    CAPTURE(key);
    CHECK(seen[key] >= 3);
  }
}
