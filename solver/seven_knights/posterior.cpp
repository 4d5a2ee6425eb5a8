#include "solver/seven_knights/posterior.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <numeric>

#include <Eigen/Core>

#include "enumerate/conflict.h"
#include "solver/core/error.h"
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

// Returns the consistent deals grouped by weight class, classes in ascending order.
std::map<LikelihoodClass, std::vector<std::uint32_t>> bucket_by_class(const Record& r, const Evidence& e) {
  std::map<LikelihoodClass, std::vector<std::uint32_t>> buckets;
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

  // Integer counts per feature and class: position x value, Witch team per player, W absent, all.
  const Eigen::Index row_team = positions * kMaxValues, row_absent = row_team + players, row_all = row_absent + 1;
  MassMatrix counts = MassMatrix::Zero(row_all + 1, n_classes);
  // (arrangement, class) of every consistent deal: an arrangement's mass is then its count of
  // deals per class times the class weight, summed in class order.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> arrangement_class;
  Eigen::Index c = 0;
  for (const auto& [cls, deals] : buckets) {
    for (auto d : deals) {
      auto values = u.deal(d);
      for (int p = 0; p < positions; ++p) counts(p * kMaxValues + values[p], c) += 1;
      for (int a = 0; a < players; ++a)
        if (e.witch_team[a].contains(d)) counts(row_team + a, c) += 1;
      if (!tables.witch_in_play.contains(d)) counts(row_absent, c) += 1;
      arrangement_class.emplace_back(tables.arrangement_of_deal[d], static_cast<std::uint32_t>(c));
    }
    counts(row_all, c) = static_cast<Mass>(deals.size());
    ++c;
  }
  std::sort(arrangement_class.begin(), arrangement_class.end());
  std::vector<std::pair<std::uint32_t, Mass>> mass;  // per arrangement present, ascending ids
  for (std::size_t i = 0; i < arrangement_class.size();) {
    const std::uint32_t arr = arrangement_class[i].first;
    Mass m = 0;
    while (i < arrangement_class.size() && arrangement_class[i].first == arr) {
      const std::uint32_t cls = arrangement_class[i].second;
      std::uint32_t n = 0;
      for (; i < arrangement_class.size() && arrangement_class[i] == std::make_pair(arr, cls); ++i) ++n;
      m += n * w[cls];
    }
    mass.emplace_back(arr, m);
  }
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
  for (const auto& [arr, m] : mass) {
    // An arrangement is listed when its probability, as a double, is > 0 (json-output.md). Its
    // mass can be too small for that: a deal of weight 0.3^2000 against one of weight 1 is
    // consistent, but its 1e-1046 rounds to 0.0, and "probability 0.0" contradicts the listing.
    const double p = probability_of(m);
    if (!(p > 0.0)) continue;
    ids.push_back(arr);
    probability.push_back(p);
  }
  out.arrangement_count = ids.size();
  sort_in_tie_order(probability, ids);
  for (std::size_t i = 0; i < ids.size() && i < options.top; ++i)
    out.arrangements.push_back({tables.arrangement(ids[i]), probability[i]});
  return out;
}

}  // namespace skb
