#include "solver/seven_knights/posterior.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <numeric>

#include <Eigen/Core>

#include "enumerate/conflict.h"
#include "solver/core/error.h"
#include "solver/core/tie_order.h"
#include "solver/seven_knights/evidence.h"
#include "solver/seven_knights/notes.h"

namespace skb::seven_knights {

namespace {

[[noreturn]] void report_contradiction(const Record& r, const VariantTables& tables) {
  const Constraints constraints(r, tables);
  const std::vector<std::size_t> conflict = explain_conflict(constraints.size(), tables.universe.size(),
                                                             [&](std::size_t i) { return constraints.support(i); });
  std::vector<ConflictingStatement> statements;
  for (auto i : conflict) {
    const Statement& s = r.statements[static_cast<std::size_t>(constraints.statement(i))];
    // A 1 MB question is quoted in part; a player's name (Zoë) as written.
    statements.push_back({s.line, s.column, skb::quote(s.text, 160)});
  }
  throw Contradiction(r.file, std::move(statements));
}

using MassMatrix = Eigen::Matrix<Mass, Eigen::Dynamic, Eigen::Dynamic>;
using MassVector = Eigen::Matrix<Mass, Eigen::Dynamic, 1>;

// Returns a deal's likelihood class (solver/core/likelihood.h) from its Witch-team answers.
LikelihoodClass class_of_deal(double lambda, const Evidence& e, std::size_t d) {
  return likelihood_class(lambda, e.true_answers, e.false_answers, d);
}

// True iff every deal has the same likelihood class: no Witch-team answer was counted, true or
// false, in any deal (a record without questions, or whose answerers are Knights in every deal).
bool one_class(const Evidence& e) { return e.true_answers.planes() == 0 && e.false_answers.planes() == 0; }

// The consistent deals by likelihood class, classes ascending. With one class (no Witch-team
// answer weighs deals apart) the class's deals are the consistent set itself, not listed again.
struct ClassedDeals {
  std::vector<LikelihoodClass> classes;
  std::vector<std::vector<std::uint32_t>> deals;  // per class; empty with one class

  // Calls f(class index, deal) for every consistent deal, class by class, deals ascending.
  template <class F>
  void for_each(const Evidence& e, F&& f) const {
    if (deals.empty()) {
      e.consistent.for_each([&](std::size_t d) { f(std::size_t{0}, static_cast<std::uint32_t>(d)); });
      return;
    }
    for (std::size_t c = 0; c < deals.size(); ++c)
      for (auto d : deals[c]) f(c, d);
  }
};

ClassedDeals classify_deals(const Record& r, const Evidence& e) {
  ClassedDeals out;
  if (one_class(e)) {
    // No answer is counted in any deal, so every deal's class is deal 0's.
    out.classes.push_back(class_of_deal(r.lie_rate, e, 0));
    return out;
  }
  std::map<LikelihoodClass, std::vector<std::uint32_t>> buckets;
  e.consistent.for_each(
      [&](std::size_t d) { buckets[class_of_deal(r.lie_rate, e, d)].push_back(static_cast<std::uint32_t>(d)); });
  if (buckets.size() == 1) {
    out.classes.push_back(buckets.begin()->first);
    return out;
  }
  for (auto& [c, deals] : buckets) {
    out.classes.push_back(c);
    out.deals.push_back(std::move(deals));
  }
  return out;
}

// Returns the `top` smallest arrangement ids of the deals in `deals`, ascending (all of them
// when there are fewer): one pass, a bounded heap of the smallest seen so far.
std::vector<std::uint32_t> smallest_arrangement_ids(const VariantTables& tables, const DealSet& deals,
                                                    std::size_t top) {
  std::vector<std::uint32_t> heap;  // a max-heap: its front is the largest id kept
  if (top == 0) return heap;
  deals.for_each([&](std::size_t d) {
    const std::uint32_t id = tables.arrangement_id(d);
    if (heap.size() < top) {
      heap.push_back(id);
      std::push_heap(heap.begin(), heap.end());
    } else if (id < heap.front()) {
      std::pop_heap(heap.begin(), heap.end());
      heap.back() = id;
      std::push_heap(heap.begin(), heap.end());
    }
  });
  std::sort_heap(heap.begin(), heap.end());
  return heap;
}

}  // namespace

WeightedDeals weigh_deals(const Record& r, const Evidence& e) {
  // The class of every consistent deal, in deal order; the classes present, ascending (the
  // order class_weights takes them in, as in solve). Neighbouring deals mostly share a class,
  // so the map is consulted only where the class changes.
  WeightedDeals out;
  std::vector<LikelihoodClass> class_of;
  std::map<LikelihoodClass, Mass> weight;
  const auto changes = [&](std::size_t i) { return i == 0 || !(class_of[i] == class_of[i - 1]); };
  e.consistent.for_each([&](std::size_t d) {
    out.deals.push_back(static_cast<std::uint32_t>(d));
    class_of.push_back(class_of_deal(r.lie_rate, e, d));
    if (changes(class_of.size() - 1)) weight.emplace(class_of.back(), 0);
  });
  std::vector<LikelihoodClass> classes;
  for (const auto& [c, w] : weight) classes.push_back(c);
  const std::vector<Mass> class_weight = class_weights(classes, r.lie_rate);
  std::size_t k = 0;
  for (auto& [c, w] : weight) w = class_weight[k++];
  out.weights.reserve(out.deals.size());
  Mass w = 0;
  for (std::size_t i = 0; i < class_of.size(); ++i) {
    if (changes(i)) w = weight.find(class_of[i])->second;
    out.weights.push_back(w);
    out.total += w;  // in deal order
  }
  return out;
}

namespace {

// The rows of the feature counts: position x value (row p * kMaxValues + v), then the Witch team
// per player, W absent, and all deals.
struct FeatureRows {
  Eigen::Index team, absent, all;
  explicit FeatureRows(const VariantTables& tables, int players)
      : team(tables.positions * kMaxValues), absent(team + players), all(absent + 1) {}
  std::size_t count() const { return static_cast<std::size_t>(all + 1); }
};

// Returns the consistent deals counted per feature and class, class by class, a row each feature.
// Kept as integers while counting (a long double += 1 per feature per deal is a chain of slow x87
// adds), to be made masses, exactly, for the weighing. With one class the counts are the sizes of
// intersections, counted a word of 64 deals at a time.
std::vector<std::uint64_t> tally_features(const VariantTables& tables, const Evidence& e, const ClassedDeals& classed,
                                          const FeatureRows& rows, int players) {
  const Universe& u = tables.universe;
  const int positions = tables.positions;
  const std::size_t n_rows = rows.count();
  std::vector<std::uint64_t> tally(n_rows * classed.classes.size(), 0);
  if (classed.classes.size() == 1) {
    for (int p = 0; p < positions; ++p)
      for (int v = 0; v < kMaxValues; ++v)
        tally[static_cast<std::size_t>(p * kMaxValues + v)] = e.consistent.count_common(u.holds(p, v));
    for (int a = 0; a < players; ++a)
      tally[static_cast<std::size_t>(rows.team + a)] = e.consistent.count_common(e.witch_team[a]);
    tally[static_cast<std::size_t>(rows.all)] = e.consistent.count();
    tally[static_cast<std::size_t>(rows.absent)] =
        tally[static_cast<std::size_t>(rows.all)] - e.consistent.count_common(tables.witch_in_play);
  } else {
    classed.for_each(e, [&](std::size_t c, std::uint32_t d) {
      std::uint64_t* t = tally.data() + c * n_rows;
      const std::uint8_t* values = u.deal(d).data();
      for (int p = 0; p < positions; ++p) ++t[p * kMaxValues + values[p]];
      for (int a = 0; a < players; ++a) t[rows.team + a] += e.witch_team[a].contains(d);
      t[rows.absent] += !tables.witch_in_play.contains(d);
      ++t[rows.all];
    });
  }
  return tally;
}

// Returns each feature's mass: its count in each class times the class's weight `w`, summed.
MassVector feature_masses(const std::vector<std::uint64_t>& tally, const std::vector<Mass>& w,
                          const FeatureRows& rows) {
  const auto n_classes = static_cast<Eigen::Index>(w.size());
  const std::size_t n_rows = rows.count();
  MassMatrix counts(rows.all + 1, n_classes);
  for (Eigen::Index k = 0; k < n_classes; ++k)
    for (Eigen::Index row = 0; row <= rows.all; ++row)
      counts(row, k) = static_cast<Mass>(tally[static_cast<std::size_t>(k) * n_rows + static_cast<std::size_t>(row)]);
  const MassVector weight = Eigen::Map<const MassVector>(w.data(), n_classes);
  return counts * weight;
}

// Returns how many of `p` tie with the largest: values less than kTieTolerance apart chain into
// one (tie_order.h), so the count follows the chain down from the largest. Only the values near
// the largest are sorted.
std::size_t tied_with_largest(const std::vector<double>& p) {
  if (p.empty()) return 0;
  const double largest = *std::max_element(p.begin(), p.end());
  std::vector<double> near;
  for (const double x : p)
    if (largest - x < 1e6 * kTieTolerance) near.push_back(x);
  std::sort(near.begin(), near.end(), std::greater<>());
  std::size_t tied = 1;
  while (tied < near.size() && near[tied - 1] - near[tied] < kTieTolerance) ++tied;
  return tied;
}

// Lists the arrangements of the consistent deals in `out` (the count, and the first `top` in tie
// order with their probabilities), each deal weighing its class's weight `w` out of `total`.
void list_arrangements(Posterior& out, const VariantTables& tables, const Evidence& e, const ClassedDeals& classed,
                       const std::vector<Mass>& w, Mass total, std::size_t top) {
  const auto probability_of = [total](Mass m) { return static_cast<double>(m / total); };
  // An arrangement is listed when its probability, as a double, is > 0 (json-output.md). Its
  // mass can be too small for that: a deal of weight 0.3^2000 against one of weight 1 is
  // consistent, but its 1e-1046 rounds to 0.0, and "probability 0.0" contradicts the listing.
  if (classed.classes.size() == 1 && tables.one_deal_per_arrangement()) {
    // Every consistent deal is an arrangement of its own, all of one mass: the listing is the
    // consistent deals' arrangements, and its first `top` in tie order are the smallest ids.
    const double p = probability_of(w[0]);
    if (!(p > 0.0)) return;
    out.arrangement_count = out.consistent_deals;
    out.tied_for_first = out.consistent_deals;  // all of one probability
    for (auto id : smallest_arrangement_ids(tables, e.consistent, top))
      out.arrangements.push_back({tables.arrangement(id), p});
    return;
  }
  std::vector<double> probability;
  std::vector<std::uint32_t> ids;
  const auto list = [&](std::uint32_t arr, Mass mass) {
    const double p = probability_of(mass);
    if (!(p > 0.0)) return;
    ids.push_back(arr);
    probability.push_back(p);
  };
  const std::size_t n_arrangements = tables.arrangement_count();
  if (classed.classes.size() == 1 && n_arrangements <= 4 * out.consistent_deals) {
    // One class, and about as many arrangements as deals or fewer: count deals per id in an
    // array; an arrangement's mass is its count times the one weight.
    std::vector<std::uint32_t> count(n_arrangements, 0);
    e.consistent.for_each([&](std::size_t d) { ++count[tables.arrangement_id(d)]; });
    for (std::uint32_t arr = 0; arr < n_arrangements; ++arr)
      if (count[arr] != 0) list(arr, static_cast<Mass>(count[arr]) * w[0]);
  } else {
    // Each arrangement's mass: its count of deals per class times the class weight, summed in
    // class order. The (arrangement, class) key of every consistent deal, sorted, lists each
    // arrangement's deals class by class: memory and time follow the consistent deals, not the
    // 40,320 arrangement ids an array indexed by id would span.
    std::vector<std::uint64_t> keys;
    keys.reserve(out.consistent_deals);
    classed.for_each(
        e, [&](std::size_t c, std::uint32_t d) { keys.push_back(std::uint64_t{tables.arrangement_id(d)} << 32 | c); });
    std::sort(keys.begin(), keys.end());
    for (std::size_t i = 0; i < keys.size();) {
      const auto arr = static_cast<std::uint32_t>(keys[i] >> 32);
      Mass mass = 0;
      while (i < keys.size() && keys[i] >> 32 == arr) {
        const std::uint64_t key = keys[i];
        std::uint64_t n = 0;
        for (; i < keys.size() && keys[i] == key; ++i) ++n;
        mass += static_cast<Mass>(n) * w[static_cast<std::size_t>(key & 0xFFFFFFFFu)];
      }
      list(arr, mass);
    }
  }
  out.arrangement_count = ids.size();
  out.tied_for_first = tied_with_largest(probability);
  for (auto i : top_in_tie_order(probability, ids, top))
    out.arrangements.push_back({tables.arrangement(ids[i]), probability[i]});
}

}  // namespace

Posterior solve(const Record& r, const SolveOptions& options) {
  Posterior out;
  out.facts = check_rules(r);
  out.notes = knowledge_notes(r, out.facts);
  const VariantTables& tables = variant_tables(*r.variant, r.player_count());
  const int positions = tables.positions, players = r.player_count();
  Evidence e = gather_evidence(r, tables, options.compiled_questions);
  if (e.consistent.empty()) report_contradiction(r, tables);

  const ClassedDeals classed = classify_deals(r, e);
  const std::vector<Mass> w = class_weights(classed.classes, r.lie_rate);
  const FeatureRows rows(tables, players);
  const MassVector feature_mass = feature_masses(tally_features(tables, e, classed, rows, players), w, rows);
  const Mass total = feature_mass(rows.all);
  auto probability_of = [total](Mass m) { return static_cast<double>(m / total); };

  out.deals = tables.universe.size();
  out.consistent_deals = e.consistent.count();
  out.values = tile_order(tile_pool(*r.variant, players));
  out.tiles.resize(positions, static_cast<Grid::Index>(out.values.size()));
  for (int p = 0; p < positions; ++p)
    for (std::size_t j = 0; j < out.values.size(); ++j)
      out.tiles(p, static_cast<Grid::Index>(j)) = probability_of(feature_mass(p * kMaxValues + out.values[j]));
  for (int a = 0; a < players; ++a) out.witch_team.push_back(probability_of(feature_mass(rows.team + a)));
  out.witch_absent = probability_of(feature_mass(rows.absent));
  list_arrangements(out, tables, e, classed, w, total, options.top);
  return out;
}

}  // namespace skb::seven_knights
