#include "solver/posterior.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <numeric>

#include "enumerate/conflict.h"
#include "solver/error.h"
#include "solver/evidence.h"

namespace skb {

namespace {

struct WeightClass {
  std::uint64_t true_answers = 0;   // Witch-team answers true in the deal
  std::uint64_t false_answers = 0;  // Witch-team answers false in the deal
  auto operator<=>(const WeightClass&) const = default;
};

// Supports of at most this many bytes in all are kept in memory while a contradiction is
// explained (about 13,000 statements of the largest universe); beyond that they are recomputed.
constexpr std::size_t kSupportCacheBytes = std::size_t{64} << 20;

// Returns an irreducible conflict (removing any member leaves a deal) among constraints whose
// supports are given one at a time by `support`: the linear insertion of enumerate/conflict.h,
// with the supports recomputed as needed, so memory stays at a few deal sets. The candidates
// are always a prefix 0..limit-1 of the file order: each round scans them, intersecting with
// the core, stops at the first that empties the intersection, adds it to the core and keeps only
// the candidates before it.
std::vector<std::size_t> streamed_irreducible_conflict(std::size_t count, const DealSet& everything,
                                                       const std::function<DealSet(std::size_t)>& support) {
  std::vector<std::size_t> core;
  DealSet core_deals = everything;
  std::size_t limit = count;
  while (!core_deals.empty()) {
    DealSet acc = core_deals;
    std::size_t stop = limit;
    for (std::size_t k = 0; k < limit; ++k) {
      acc &= support(k);
      if (acc.empty()) {
        stop = k;
        break;
      }
    }
    if (stop == limit) return {};  // everything together is satisfiable
    core.push_back(stop);
    core_deals &= support(stop);
    limit = stop;
  }
  std::sort(core.begin(), core.end());
  return core;
}

[[noreturn]] void report_contradiction(const Record& r, const GameTables& tables) {
  const Constraints constraints(r, tables);
  const std::size_t n = constraints.size(), universe = tables.universe.size();
  const std::size_t set_bytes = (universe + 63) / 64 * sizeof(std::uint64_t);
  std::vector<std::size_t> conflict;
  if (n * set_bytes <= kSupportCacheBytes) {
    // The usual case: every support in memory, and the smallest conflict within the search budget.
    std::vector<DealSet> supports;
    supports.reserve(n);
    for (std::size_t i = 0; i < n; ++i) supports.push_back(constraints.support(i));
    conflict = smallest_conflict(supports, universe);
  } else {
    // A very long record: keep the first supports that fit, recompute the others, and settle for
    // an irreducible conflict (as smallest_conflict does when its budget runs out).
    const std::size_t cached = kSupportCacheBytes / set_bytes;
    std::vector<DealSet> cache;
    cache.reserve(cached);
    for (std::size_t i = 0; i < cached; ++i) cache.push_back(constraints.support(i));
    conflict = streamed_irreducible_conflict(
        n, tables.universe.all(), [&](std::size_t i) { return i < cached ? cache[i] : constraints.support(i); });
  }
  std::vector<ConflictingStatement> statements;
  for (auto i : conflict) {
    const Statement& s = r.statements[static_cast<std::size_t>(constraints.statement(i))];
    statements.push_back({s.line, s.column, excerpt(s.text, 160)});  // a 1 MB question is quoted in part
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
    // Classes hold t + f in `true_answers` here, ascending. 2^-20000 is 0 even in long double.
    const std::uint64_t fewest = classes.front().true_answers;
    for (std::size_t c = 0; c < classes.size(); ++c)
      w[c] = std::ldexp(1.0L, -static_cast<int>(std::min<std::uint64_t>(classes[c].true_answers - fewest, 20000)));
    return w;
  }
  // Weights relative to the heaviest class, from the exact integer differences of the exponents
  // (t - t_h, f - f_h): no large logarithms cancel, so nothing is lost however long the record.
  const Mass log_true = std::log1p(-static_cast<Mass>(lie_rate)), log_false = std::log(static_cast<Mass>(lie_rate));
  auto log_weight = [&](std::size_t c, std::size_t h) {
    const auto dt = static_cast<std::int64_t>(classes[c].true_answers - classes[h].true_answers);
    const auto df = static_cast<std::int64_t>(classes[c].false_answers - classes[h].false_answers);
    return static_cast<Mass>(dt) * log_true + static_cast<Mass>(df) * log_false;
  };
  std::size_t heaviest = 0;
  for (std::size_t c = 1; c < classes.size(); ++c)
    if (log_weight(c, heaviest) > 0) heaviest = c;
  for (std::size_t c = 0; c < classes.size(); ++c) w[c] = std::exp(log_weight(c, heaviest));
  return w;
}

// Returns a deal's weight class: the Witch-team answers that are true (t) and false (f) in it;
// with λ = 1/2 only t + f matters (kept in `true_answers`), and with λ in {0, 1} every
// consistent deal weighs 1 (one class).
WeightClass class_of_deal(double lambda, const Evidence& e, std::size_t d) {
  if (lambda == 0.5) return {e.true_answers.count(d) + e.false_answers.count(d), 0};
  if (lambda != 0.0 && lambda != 1.0) return {e.true_answers.count(d), e.false_answers.count(d)};
  return {};
}

// Returns the consistent deals grouped by weight class, classes in ascending order.
std::map<WeightClass, std::vector<std::uint32_t>> bucket_by_class(const Record& r, const Evidence& e) {
  std::map<WeightClass, std::vector<std::uint32_t>> buckets;
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
  std::vector<WeightClass> class_of;
  std::map<WeightClass, Mass> weight;
  const auto changes = [&](std::size_t i) { return i == 0 || !(class_of[i] == class_of[i - 1]); };
  e.consistent.for_each([&](std::size_t d) {
    out.deals.push_back(static_cast<std::uint32_t>(d));
    class_of.push_back(class_of_deal(r.lie_rate, e, d));
    if (changes(class_of.size() - 1)) weight.emplace(class_of.back(), 0);
  });
  std::vector<WeightClass> classes;
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
  Evidence e = gather_evidence(r, tables, options.compiled_questions);
  if (e.consistent.empty()) report_contradiction(r, tables);

  auto buckets = bucket_by_class(r, e);
  std::vector<WeightClass> classes;
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
