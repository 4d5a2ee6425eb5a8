// The toolkit's conformance suite (tests/conformance/conformance.h) for Seven Knights: the
// adapter below ties the suite to the generator of tests/seven_knights/reference, the reader,
// writer and solver, and the simulator.
#include "tests/conformance/conformance.h"

#include <array>
#include <limits>

#include "solver/seven_knights/evidence.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record_reader.h"
#include "solver/seven_knights/record_writer.h"
#include "solver/seven_knights/simulate.h"
#include "solver/seven_knights/variant_tables.h"
#include "tests/seven_knights/reference/record_generator.h"

namespace {

// Every (variant, player count) the rules allow: 6 variants, 21 cells.
std::vector<std::pair<const skb::seven_knights::Variant*, int>> cells() {
  std::vector<std::pair<const skb::seven_knights::Variant*, int>> out;
  for (const skb::seven_knights::Variant& v : skb::seven_knights::variants())
    for (int n = v.min_players; n <= v.max_players; ++n) out.emplace_back(&v, n);
  return out;
}

struct SevenKnights {
  using Generated = skb::seven_knights::reference::GeneratedRecord;
  using Record = skb::seven_knights::Record;
  using Solution = skb::seven_knights::Posterior;

  // Seed s plays cell s mod 21, so consecutive seeds cover every variant and player count.
  static Generated generate(std::uint64_t seed) {
    static const auto all = cells();
    const auto& [variant, players] = all[seed % all.size()];
    skb::seven_knights::reference::RecordGenerator generator(seed);
    return generator.generate(*variant, players);
  }
  static std::string text(const Generated& g) { return g.text; }
  static Record read(const std::string& text) { return skb::seven_knights::read_record(text, "conformance.skb"); }
  static std::string write(const Record& r) { return skb::seven_knights::write_record(r); }
  static Solution solve(const Record& r) {
    skb::seven_knights::SolveOptions options;
    options.top = std::numeric_limits<std::size_t>::max();
    return skb::seven_knights::solve(r, options);
  }
  // The true deal is among the consistent deals, and the solution gives every tile of it, and
  // every true Witch-team membership, a positive chance.
  static bool true_state_consistent(const Generated& g, const Record& r, const Solution& s) {
    const skb::seven_knights::VariantTables& tables = skb::seven_knights::variant_tables(*r.variant, r.player_count());
    const auto deal = tables.universe.find(g.deal);
    if (!deal || !skb::seven_knights::gather_evidence(r, tables).consistent.contains(*deal)) return false;
    for (int p = 0; p < r.position_count(); ++p)
      for (std::size_t j = 0; j < s.values.size(); ++j)
        if (s.values[j] == g.deal[static_cast<std::size_t>(p)] && !(s.tiles(p, static_cast<skb::Grid::Index>(j)) > 0))
          return false;
    for (int a = 0; a < r.player_count(); ++a)
      if (g.witch_team[static_cast<std::size_t>(a)] && !(s.witch_team[static_cast<std::size_t>(a)] > 0)) return false;
    return true;
  }
  // Each position's tiles; each value's positions plus "aside" cannot be summed without the
  // aside chance, so rows only; and the arrangements (all of them are listed).
  static std::vector<std::vector<double>> distributions(const Solution& s) {
    std::vector<std::vector<double>> out;
    for (skb::Grid::Index p = 0; p < s.tiles.rows(); ++p) {
      out.emplace_back();
      for (skb::Grid::Index j = 0; j < s.tiles.cols(); ++j) out.back().push_back(s.tiles(p, j));
    }
    out.emplace_back();
    for (const auto& a : s.arrangements) out.back().push_back(a.probability);
    return out;
  }
  static std::vector<double> probabilities(const Solution& s) {
    std::vector<double> out = s.witch_team;
    out.push_back(s.witch_absent);
    return out;
  }
  // Four simulations: both profiles, a one-round and a two-round variant.
  static std::size_t simulation_configs() { return 4; }
  static std::vector<std::uint64_t> simulate(std::uint64_t seed, int threads, std::size_t config) {
    static constexpr std::array<std::pair<const char*, int>, 2> kCells{{{"standard", 5}, {"groping", 4}}};
    skb::seven_knights::SimulationPlan plan;
    const auto& [variant, players] = kCells[config % 2];
    const bool smart = config >= 2;
    plan.round = {skb::seven_knights::find_variant(variant),
                  players,
                  skb::seven_knights::find_profile(smart ? "smart" : "naive")->policies,
                  0.5,
                  std::nullopt,
                  std::nullopt};
    plan.seed = seed;
    plan.games = smart ? 24 : 300;
    plan.threads = threads;
    return skb::counter_values(skb::seven_knights::simulate(plan));
  }
};

static_assert(skb::conformance::ConformingGame<SevenKnights>);

}  // namespace

TEST_CASE("conformance: generated records read, solve, keep the true deal, sum to 1, round-trip") {
  // 21 cells x 12 = 252 records (every variant and player count, 12 records each).
  skb::conformance::check_records<SevenKnights>(1, 252);
}

TEST_CASE("conformance: a seeded simulation gives the same totals on 1 and 2 threads") {
  skb::conformance::check_simulation<SevenKnights>(7);
}
