#include "solver/posterior.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

#include "enumerate/conflict.h"
#include "solver/error.h"
#include "solver/evidence.h"

namespace skb {

namespace {

struct WeightClass {
  int true_answers = 0;   // Witch-team answers true in the deal
  int false_answers = 0;  // Witch-team answers false in the deal
  auto operator<=>(const WeightClass&) const = default;
};

[[noreturn]] void report_contradiction(const Record& r, const Evidence& e) {
  std::vector<DealSet> supports;
  for (const auto& c : e.constraints) supports.push_back(c.support);
  auto conflict = smallest_conflict(supports, e.consistent.universe_size());
  std::vector<ConflictingStatement> statements;
  for (auto i : conflict) {
    const Statement& s = r.statements[e.constraints[i].statement];
    statements.push_back({s.line, s.column, s.text});
  }
  throw Contradiction(r.file, std::move(statements));
}

// Masses are accumulated in extended precision and rounded to double once, at the end, so that
// probabilities are (almost always) the correctly rounded values of the exact fractions.
using Mass = long double;
using MassMatrix = Eigen::Matrix<Mass, Eigen::Dynamic, Eigen::Dynamic>;
using MassVector = Eigen::Matrix<Mass, Eigen::Dynamic, 1>;

// Returns each class's weight relative to the heaviest class, exactly for λ in {0, 1/2, 1}.
std::vector<Mass> class_weights(const std::vector<WeightClass>& classes, double lie_rate) {
  std::vector<Mass> w(classes.size(), 1.0L);
  if (lie_rate == 0.0 || lie_rate == 1.0) return w;  // one class, weight 1
  if (lie_rate == 0.5) {
    int fewest = classes.front().true_answers;  // classes hold t + f in `true_answers` here
    for (std::size_t c = 0; c < classes.size(); ++c) w[c] = std::ldexp(1.0L, -(classes[c].true_answers - fewest));
    return w;
  }
  const Mass log_true = std::log1p(-static_cast<Mass>(lie_rate)), log_false = std::log(static_cast<Mass>(lie_rate));
  std::vector<Mass> log_w(classes.size());
  for (std::size_t c = 0; c < classes.size(); ++c)
    log_w[c] = classes[c].true_answers * log_true + classes[c].false_answers * log_false;
  Mass heaviest = *std::max_element(log_w.begin(), log_w.end());
  for (std::size_t c = 0; c < classes.size(); ++c) w[c] = std::exp(log_w[c] - heaviest);
  return w;
}

// Returns the consistent deals grouped by weight class, classes in ascending order. A deal's
// class counts the Witch-team answers that are true (t) and false (f) in it; with λ = 1/2 only
// t + f matters (kept in `true_answers`), and with λ in {0, 1} every consistent deal weighs 1.
std::map<WeightClass, std::vector<std::uint32_t>> bucket_by_class(const Record& r, const Evidence& e,
                                                                  std::size_t deals) {
  std::vector<std::uint32_t> true_count(deals, 0), false_count(deals, 0);
  for (std::size_t i = 0; i < r.questions.size(); ++i) {
    DealSet asked = e.witch_team[r.questions[i].answerer] & e.consistent;
    (asked & e.truth[i]).for_each([&](std::size_t d) { ++true_count[d]; });
    (asked - e.truth[i]).for_each([&](std::size_t d) { ++false_count[d]; });
  }
  const double lambda = r.lie_rate;
  std::map<WeightClass, std::vector<std::uint32_t>> buckets;
  e.consistent.for_each([&](std::size_t d) {
    WeightClass c;
    if (lambda == 0.5)
      c = {static_cast<int>(true_count[d] + false_count[d]), 0};
    else if (lambda != 0.0 && lambda != 1.0)
      c = {static_cast<int>(true_count[d]), static_cast<int>(false_count[d])};
    buckets[c].push_back(static_cast<std::uint32_t>(d));
  });
  return buckets;
}

}  // namespace

WeightedDeals weigh_deals(const Record& r, const Evidence& e) {
  auto buckets = bucket_by_class(r, e, e.consistent.universe_size());
  std::vector<WeightClass> classes;
  for (const auto& [c, deals] : buckets) classes.push_back(c);
  const std::vector<Mass> w = class_weights(classes, r.lie_rate);
  std::vector<std::pair<std::uint32_t, Mass>> weighted;
  std::size_t c = 0;
  for (const auto& [cls, deals] : buckets) {
    for (auto d : deals) weighted.emplace_back(d, w[c]);
    ++c;
  }
  std::sort(weighted.begin(), weighted.end());
  WeightedDeals out;
  for (const auto& [d, weight] : weighted) {
    out.deals.push_back(d);
    out.weights.push_back(weight);
    out.total += weight;
  }
  return out;
}

void sort_in_tie_order(std::vector<double>& probabilities, std::vector<std::uint32_t>& ids) {
  std::vector<std::size_t> idx(ids.size());
  std::iota(idx.begin(), idx.end(), 0);
  std::sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) {
    if (probabilities[a] != probabilities[b]) return probabilities[a] > probabilities[b];
    return ids[a] < ids[b];
  });
  for (std::size_t start = 0; start < idx.size();) {
    std::size_t end = start + 1;
    while (end < idx.size() && probabilities[idx[end - 1]] - probabilities[idx[end]] < kTieTolerance) ++end;
    std::sort(idx.begin() + static_cast<std::ptrdiff_t>(start), idx.begin() + static_cast<std::ptrdiff_t>(end),
              [&](std::size_t a, std::size_t b) { return ids[a] < ids[b]; });
    start = end;
  }
  std::vector<double> p2;
  std::vector<std::uint32_t> i2;
  for (auto i : idx) {
    p2.push_back(probabilities[i]);
    i2.push_back(ids[i]);
  }
  probabilities = std::move(p2);
  ids = std::move(i2);
}

Posterior solve(const Record& r, const SolveOptions& options) {
  Posterior out;
  out.facts = check_rules(r);
  const GameTables& tables = game_tables(*r.variant, r.player_count());
  const Universe& u = tables.universe;
  const int positions = tables.positions, players = r.player_count();
  Evidence e = gather_evidence(r, tables);
  if (e.consistent.empty()) report_contradiction(r, e);

  auto buckets = bucket_by_class(r, e, u.size());
  std::vector<WeightClass> classes;
  for (const auto& [c, deals] : buckets) classes.push_back(c);
  const std::vector<Mass> w = class_weights(classes, r.lie_rate);
  const auto n_classes = static_cast<Eigen::Index>(classes.size());

  // Integer counts per feature and class: position x value, Witch team per player, W absent, all.
  const Eigen::Index row_team = positions * kMaxValues, row_absent = row_team + players, row_all = row_absent + 1;
  MassMatrix counts = MassMatrix::Zero(row_all + 1, n_classes);
  std::vector<Mass> mass(tables.arrangement_count(), 0.0L);
  std::vector<std::uint32_t> per_arrangement(tables.arrangement_count(), 0);
  std::vector<std::uint32_t> touched;
  Eigen::Index c = 0;
  for (const auto& [cls, deals] : buckets) {
    for (auto d : deals) {
      auto values = u.deal(d);
      for (int p = 0; p < positions; ++p) counts(p * kMaxValues + values[p], c) += 1;
      for (int a = 0; a < players; ++a)
        if (e.witch_team[a].contains(d)) counts(row_team + a, c) += 1;
      if (!tables.witch_in_play.contains(d)) counts(row_absent, c) += 1;
      std::uint32_t arr = tables.arrangement_of_deal[d];
      if (per_arrangement[arr]++ == 0) touched.push_back(arr);
    }
    counts(row_all, c) = static_cast<Mass>(deals.size());
    for (auto arr : touched) {
      mass[arr] += per_arrangement[arr] * w[c];
      per_arrangement[arr] = 0;
    }
    touched.clear();
    ++c;
  }
  const MassVector weight = Eigen::Map<const MassVector>(w.data(), n_classes);
  const MassVector feature_mass = counts * weight;
  const Mass total = feature_mass(row_all);
  auto probability_of = [total](Mass m) { return static_cast<double>(m / total); };

  out.deals = u.size();
  out.consistent_deals = e.consistent.count();
  const std::uint32_t pool = tile_pool(*r.variant, players);
  for (int v = 1; v < kMaxValues; ++v)
    if ((pool >> v) & 1u) out.values.push_back(v);
  if (pool & 1u) out.values.push_back(kWitch);
  out.tiles.resize(positions, static_cast<Eigen::Index>(out.values.size()));
  for (int p = 0; p < positions; ++p)
    for (std::size_t j = 0; j < out.values.size(); ++j)
      out.tiles(p, static_cast<Eigen::Index>(j)) = probability_of(feature_mass(p * kMaxValues + out.values[j]));
  for (int a = 0; a < players; ++a) out.witch_team.push_back(probability_of(feature_mass(row_team + a)));
  out.witch_absent = probability_of(feature_mass(row_absent));

  std::vector<double> probability;
  std::vector<std::uint32_t> ids;
  std::vector<bool> seen(tables.arrangement_count(), false);
  e.consistent.for_each([&](std::size_t d) {
    std::uint32_t arr = tables.arrangement_of_deal[d];
    if (seen[arr]) return;
    seen[arr] = true;
    ids.push_back(arr);
    probability.push_back(probability_of(mass[arr]));
  });
  out.arrangement_count = ids.size();
  sort_in_tie_order(probability, ids);
  for (std::size_t i = 0; i < ids.size() && i < options.top; ++i)
    out.arrangements.push_back({tables.arrangement(ids[i]), probability[i]});
  return out;
}

}  // namespace skb
