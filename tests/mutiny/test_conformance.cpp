// The toolkit's conformance suite (tests/conformance/conformance.h) for Mutiny: the adapter
// below ties the suite to the record generator (record_generator.h), the reader, the writer and
// the exact solver. Mutiny has no simulation yet, so check_simulation is not run; the adapter's
// simulate says so if it is ever called.
#include "tests/conformance/conformance.h"

#include <map>
#include <stdexcept>

#include "solver/mutiny/posterior.h"
#include "solver/mutiny/record_reader.h"
#include "solver/mutiny/record_writer.h"
#include "solver/mutiny/record_vocabulary.h"
#include "tests/mutiny/record_generator.h"

namespace {

using namespace skb::mutiny;

struct Mutiny {
  using Generated = reference::GeneratedGame;
  using Record = skb::mutiny::Record;
  using Solution = Posterior;

  static Generated generate(std::uint64_t seed) { return reference::RecordGenerator(seed).generate(); }
  static std::string text(const Generated& g) { return g.text; }
  static Record read(const std::string& text) { return read_record(text, "conformance.mutiny"); }
  static std::string write(const Record& r) { return write_record(r); }
  static Solution solve(const Record& r) { return skb::mutiny::solve(r); }
  // The true world has a positive probability, and so do its Mutineer, its confession target and,
  // when he is sworn, the Chaplain's oath; the outcome is the true game's once it is over.
  static bool true_state_consistent(const Generated& g, const Record&, const Solution& s) {
    std::size_t w = 0;
    while (w < s.worlds.size() && !(s.worlds[w] == g.world)) ++w;
    if (w == s.worlds.size() || !(s.world_probability[w] > 0)) return false;
    if (!(s.mutineer[static_cast<std::size_t>(g.world.mutineer.index)] > 0)) return false;
    if (g.world.sworn() && !(s.sworn > 0)) return false;
    if (is_terminal(g.state)) {
      if (!(s.game_over > 0)) return false;
      if (crew_wins(g.state) ? !(s.crew_won > 0) : !(s.mutineer_side_won > 0)) return false;
    }
    return true;
  }
  static std::vector<std::vector<double>> distributions(const Solution& s) {
    std::vector<double> mutineer;
    for (double p : s.mutineer)
      if (p > 0) mutineer.push_back(p);
    std::vector<double> worlds;
    for (const skb::Fraction& p : s.world_probability) worlds.push_back(skb::fraction_to_double(p));
    return {mutineer, s.confession, worlds, {s.crew_won, s.mutineer_side_won, 1.0 - s.game_over}};
  }
  static std::vector<double> probabilities(const Solution& s) {
    std::vector<double> out = s.mutineer_side;
    out.insert(out.end(), {s.sworn, s.game_over, s.crew_won, s.mutineer_side_won});
    return out;
  }
  static std::size_t simulation_configs() { return 0; }
  static std::vector<std::uint64_t> simulate(std::uint64_t, int, std::size_t) {
    throw std::logic_error("Mutiny has no simulation yet");
  }
};

static_assert(skb::conformance::ConformingGame<Mutiny>);

}  // namespace

TEST_CASE("conformance: generated Mutiny records read, solve, keep the true world, sum to 1, round-trip") {
  skb::conformance::check_records<Mutiny>(1, 600);
}

TEST_CASE("the generator covers every player count, both rounds, every statement and every kind of view") {
  std::map<std::string, int> seen;
  for (std::uint64_t seed = 1; seed <= 600; ++seed) {
    const reference::GeneratedGame g = reference::RecordGenerator(seed).generate();
    const skb::mutiny::Record r = read_record(g.text, "conformance.mutiny");
    ++seen["players " + std::to_string(r.player_count())];
    ++seen[r.view ? (r.seating->is_role_player(*r.view) ? "role view" : "juror view") : "spectator"];
    for (const Statement& s : r.statements) ++seen[std::string(keyword(s.kind))];
    if (is_terminal(g.state))
      ++seen[g.state.guilty() || !g.state.guilt_votes().empty() ? "over in round 2" : "over in round 1"];
  }
  for (const char* key : {"players 4",       "players 5",     "players 6", "role view",
                          "juror view",      "spectator",     "fact",      "lie-rate",
                          "confession-rate", "search",        "report",    "innocence-vote",
                          "dead-reckoning",  "condemn",       "wait",      "guilt-vote",
                          "forgive",         "change-course", "move",      "over in round 1",
                          "over in round 2"}) {
    CAPTURE(key);
    CHECK(seen[key] >= 3);
  }
}
