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

namespace skb {

namespace {

[[noreturn]] void report_contradiction(const Record& r, const VariantTables& tables) {
  const Constraints constraints(r, tables);
  const std::vector<std::size_t> conflict = explain_conflict(constraints.size(), tables.universe.size(),
                                                             [&](std::size_t i) { return constraints.support(i); });
  std::vector<ConflictingStatement> statements;
  for (auto i : conflict) {
    const Statement& s = r.statements[static_cast<std::size_t>(constraints.statement(i))];
    // A 1 MB question is quoted in part; a player's name (Zoë) as written.
    statements.push_back({s.line, s.column, record_text::quote(s.text, 160)});
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

// Returns the consistent deals grouped by weight class, classes in ascending order.
std::map<LikelihoodClass, std::vector<std::uint32_t>> bucket_by_class(const Record& r, const Evidence& e) {
  std::map<LikelihoodClass, std::vector<std::uint32_t>> buckets;
  if (one_class(e)) {
    std::vector<std::uint32_t> deals;
    deals.reserve(e.consistent.count());
    e.consistent.for_each([&](std::size_t d) { deals.push_back(static_cast<std::uint32_t>(d)); });
    if (!deals.empty()) buckets.emplace(class_of_deal(r.lie_rate, e, deals.front()), std::move(deals));
    return buckets;
  }
  e.consistent.for_each(
      [&](std::size_t d) { buckets[class_of_deal(r.lie_rate, e, d)].push_back(static_cast<std::uint32_t>(d)); });
  return buckets;
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

Posterior solve(const Record& r, const SolveOptions& options) {
  Posterior out;
  out.facts = check_rules(r);
  out.notes = knowledge_notes(r, out.facts);
  const VariantTables& tables = variant_tables(*r.variant, r.player_count());
  const Universe& u = tables.universe;
  const int positions = tables.positions, players = r.player_count();
  Evidence e = gather_evidence(r, tables, options.compiled_questions);
  if (e.consistent.empty()) report_contradiction(r, tables);

  auto buckets = bucket_by_class(r, e);
  std::vector<LikelihoodClass> classes;
  for (const auto& [c, deals] : buckets) classes.push_back(c);
  const std::vector<Mass> w = class_weights(classes, r.lie_rate);
  const auto n_classes = static_cast<Eigen::Index>(classes.size());

  // Counts per feature and class: position x value, Witch team per player, W absent, all. Kept
  // as integers while counting (a long double += 1 per feature per deal is a chain of slow x87
  // adds), then made masses, exactly, for the weighing.
  const Eigen::Index row_team = positions * kMaxValues, row_absent = row_team + players, row_all = row_absent + 1;
  const auto n_rows = static_cast<std::size_t>(row_all + 1);
  std::vector<std::uint64_t> tally(n_rows * classes.size(), 0);  // class by class, a row each feature
  // Each arrangement's mass: its count of deals per class times the class weight, summed in
  // class order. Arrangement ids are dense (variant_tables.h), so counts and masses live in
  // arrays indexed by id; `touched` lists the ids a class has counted, to fold them in once.
  // With one class (no Witch-team answer weighs deals apart) an arrangement's mass is its count
  // times the one weight, computed at the end: no array of masses to fill (or to fault in).
  const std::size_t n_arrangements = tables.arrangement_count();
  const bool one_class = classes.size() == 1;
  std::vector<std::uint32_t> count(n_arrangements, 0);
  std::vector<Mass> arrangement_mass(one_class ? 0 : n_arrangements, 0);
  std::vector<bool> present(n_arrangements, false);
  std::vector<std::uint32_t> touched;
  Eigen::Index c = 0;
  for (const auto& [cls, deals] : buckets) {
    std::uint64_t* t = tally.data() + static_cast<std::size_t>(c) * n_rows;
    for (auto d : deals) {
      const std::uint8_t* values = u.deal(d).data();
      for (int p = 0; p < positions; ++p) ++t[p * kMaxValues + values[p]];
      for (int a = 0; a < players; ++a) t[row_team + a] += e.witch_team[a].contains(d);
      t[row_absent] += !tables.witch_in_play.contains(d);
      const std::uint32_t arr = tables.arrangement_id(d);
      if (count[arr]++ == 0) touched.push_back(arr);
    }
    for (auto arr : touched) {
      present[arr] = true;
      if (one_class) continue;  // the count stays, for the end
      arrangement_mass[arr] += count[arr] * w[static_cast<std::size_t>(c)];
      count[arr] = 0;
    }
    touched.clear();
    t[row_all] = deals.size();
    ++c;
  }
  MassMatrix counts(row_all + 1, n_classes);
  for (Eigen::Index k = 0; k < n_classes; ++k)
    for (Eigen::Index row = 0; row <= row_all; ++row)
      counts(row, k) = static_cast<Mass>(tally[static_cast<std::size_t>(k) * n_rows + static_cast<std::size_t>(row)]);
  const MassVector weight = Eigen::Map<const MassVector>(w.data(), n_classes);
  const MassVector feature_mass = counts * weight;
  const Mass total = feature_mass(row_all);
  auto probability_of = [total](Mass m) { return static_cast<double>(m / total); };

  out.deals = u.size();
  out.consistent_deals = e.consistent.count();
  out.values = tile_order(tile_pool(*r.variant, players));
  out.tiles.resize(positions, static_cast<Table::Index>(out.values.size()));
  for (int p = 0; p < positions; ++p)
    for (std::size_t j = 0; j < out.values.size(); ++j)
      out.tiles(p, static_cast<Table::Index>(j)) = probability_of(feature_mass(p * kMaxValues + out.values[j]));
  for (int a = 0; a < players; ++a) out.witch_team.push_back(probability_of(feature_mass(row_team + a)));
  out.witch_absent = probability_of(feature_mass(row_absent));

  std::vector<double> probability;
  std::vector<std::uint32_t> ids;
  for (std::uint32_t arr = 0; arr < n_arrangements; ++arr) {
    if (!present[arr]) continue;
    // An arrangement is listed when its probability, as a double, is > 0 (json-output.md). Its
    // mass can be too small for that: a deal of weight 0.3^2000 against one of weight 1 is
    // consistent, but its 1e-1046 rounds to 0.0, and "probability 0.0" contradicts the listing.
    const double p = probability_of(one_class ? count[arr] * w[0] : arrangement_mass[arr]);
    if (!(p > 0.0)) continue;
    ids.push_back(arr);
    probability.push_back(p);
  }
  out.arrangement_count = ids.size();
  for (auto i : top_in_tie_order(probability, ids, options.top))
    out.arrangements.push_back({tables.arrangement(ids[i]), probability[i]});
  return out;
}

}  // namespace skb
