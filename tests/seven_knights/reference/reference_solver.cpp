// Reference solver: rules.md read literally, one deal at a time. See reference_solver.h.
//
// Nothing here shares code with the bitset solver (solver/seven_knights/posterior.cpp,
// evidence.cpp and variant_tables.cpp, enumerate/): the deals are dealt by a recursive assignment of tiles
// to positions, predicates are evaluated on each deal by walking the syntax tree, and weights
// are products of per-answer likelihoods. Only the Record / Predicate data structures and the
// variant rows (solver/seven_knights/variant.h: highest Knight, center slots, Witch used, dealing rule) are
// shared.
#include "tests/seven_knights/reference/reference_solver.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

#include "tests/seven_knights/reference/reference_deal.h"

namespace skb::seven_knights::reference {

namespace {

constexpr std::uint8_t kWitchCode = 0;  // the Witch's value code (solver/seven_knights/variant.h: 0 = W)

// ---------------------------------------------------------------------------------------------
// Dealing (rules.md, "Variants"): the tiles used, then one tile per seat and one per center
// slot, the rest aside. Aside tiles are unordered and unseen, so a deal is the map
// position -> tile, and each such map is equally likely.

struct DealingRule {
  int seats = 0;
  int center = 0;
  std::vector<std::uint8_t> tiles;  // the tiles used, each once
  bool witch_never_on_seat = false;
};

DealingRule dealing_rule(const Record& record) {
  const Variant& v = *record.variant;
  const int n = record.player_count();
  DealingRule rule;
  rule.seats = n;
  rule.center = v.center[n];
  for (int k = 1; k <= v.knights[n]; ++k) rule.tiles.push_back(static_cast<std::uint8_t>(k));
  if (v.witch) rule.tiles.push_back(kWitchCode);
  rule.witch_never_on_seat = v.dealing == Dealing::witch_never_on_seat;
  return rule;
}

// Assigns a tile to position `at`, then recurses on the next position.
void deal_from(const DealingRule& rule, int at, std::vector<bool>& used, std::vector<std::uint8_t>& deal,
               std::vector<std::vector<std::uint8_t>>& out) {
  if (at == rule.seats + rule.center) {
    out.push_back(deal);
    return;
  }
  const bool seat = at < rule.seats;
  for (std::size_t t = 0; t < rule.tiles.size(); ++t) {
    if (used[t]) continue;
    if (seat && rule.witch_never_on_seat && rule.tiles[t] == kWitchCode) continue;
    used[t] = true;
    deal[static_cast<std::size_t>(at)] = rule.tiles[t];
    deal_from(rule, at + 1, used, deal, out);
    used[t] = false;
  }
}

// ---------------------------------------------------------------------------------------------
// Predicates (rules.md, "Questions").

// The value of one side of a comparison.
struct SideValue {
  enum class Kind { number, witch, none } kind = Kind::none;
  int number = 0;
};

SideValue side_value(const std::vector<Term>& terms, const std::vector<std::uint8_t>& deal) {
  // A single term: a number, the Witch (the literal W, or a position holding W), or a Knight.
  if (terms.size() == 1) {
    const Term& t = terms.front();
    if (t.kind == Term::Kind::number) return {SideValue::Kind::number, t.value};
    if (t.kind == Term::Kind::witch) return {SideValue::Kind::witch, 0};
    const int tile = deal[static_cast<std::size_t>(t.value)];
    if (tile == kWitchCode) return {SideValue::Kind::witch, 0};
    return {SideValue::Kind::number, tile};
  }
  // A sum of two or more terms: no value if any term is the Witch.
  int sum = 0;
  for (const Term& t : terms) {
    if (t.kind == Term::Kind::witch) return {SideValue::Kind::none, 0};
    if (t.kind == Term::Kind::number) {
      sum += t.value;
      continue;
    }
    const int tile = deal[static_cast<std::size_t>(t.value)];
    if (tile == kWitchCode) return {SideValue::Kind::none, 0};
    sum += tile;
  }
  return {SideValue::Kind::number, sum};
}

bool equal_values(const SideValue& a, const SideValue& b) {
  // "=" compares values: numbers by number, the Witch equals the Witch; no value equals nothing.
  if (a.kind == SideValue::Kind::number && b.kind == SideValue::Kind::number) return a.number == b.number;
  return a.kind == SideValue::Kind::witch && b.kind == SideValue::Kind::witch;
}

bool evaluate_node(const Predicate& p, int index, const std::vector<std::uint8_t>& deal) {
  const PredicateNode& node = p.nodes[static_cast<std::size_t>(index)];
  switch (node.kind) {
    case PredicateNode::Kind::all_of:
      for (int child : node.children)
        if (!evaluate_node(p, child, deal)) return false;
      return true;
    case PredicateNode::Kind::any_of:
      for (int child : node.children)
        if (evaluate_node(p, child, deal)) return true;
      return false;
    case PredicateNode::Kind::negation:
      return !evaluate_node(p, node.children.front(), deal);
    case PredicateNode::Kind::in_set: {
      const int tile = deal[static_cast<std::size_t>(node.position.value)];
      return ((node.values >> tile) & 1u) != 0;
    }
    case PredicateNode::Kind::compare: {
      const SideValue l = side_value(node.lhs, deal);
      const SideValue r = side_value(node.rhs, deal);
      switch (node.comparison) {
        case Comparison::eq:
          return equal_values(l, r);
        case Comparison::ne:
          return !equal_values(l, r);
        default:
          break;
      }
      // Orderings are false whenever a side is the Witch or has no value.
      if (l.kind != SideValue::Kind::number || r.kind != SideValue::Kind::number) return false;
      switch (node.comparison) {
        case Comparison::lt:
          return l.number < r.number;
        case Comparison::le:
          return l.number <= r.number;
        case Comparison::gt:
          return l.number > r.number;
        case Comparison::ge:
          return l.number >= r.number;
        default:
          return false;
      }
    }
  }
  return false;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Per deal (reference_deal.h)

std::optional<int> reference_witch_position(const std::vector<std::uint8_t>& deal) {
  for (std::size_t p = 0; p < deal.size(); ++p)
    if (deal[p] == kWitchCode) return static_cast<int>(p);
  return std::nullopt;
}

std::vector<bool> reference_witch_team(const Record& record, const std::vector<std::uint8_t>& deal) {
  std::vector<bool> team(static_cast<std::size_t>(record.player_count()), false);
  const std::optional<int> witch = reference_witch_position(deal);
  if (!witch) return team;
  if (record.is_seat(*witch)) team[static_cast<std::size_t>(*witch)] = true;  // the Witch
  for (const Look& look : record.looks)
    if (look.position == *witch) team[static_cast<std::size_t>(look.player)] = true;  // bewitched
  return team;
}

double reference_weight(const Record& record, const std::vector<std::uint8_t>& deal) {
  // Tile facts are hard constraints.
  for (const TileFact& fact : record.tiles)
    if (deal[static_cast<std::size_t>(fact.position)] != fact.value) return 0.0;

  // Votes: the Witch may not recommend a bewitched player, nor a bewitched player the Witch.
  const std::optional<int> witch = reference_witch_position(deal);
  auto is_witch = [&](int player) { return witch && *witch == player; };
  auto is_bewitched = [&](int player) {
    if (!witch) return false;
    for (const Look& look : record.looks)
      if (look.player == player && look.position == *witch) return true;
    return false;
  };
  for (const Vote& vote : record.votes) {
    if (is_witch(vote.voter) && is_bewitched(vote.candidate)) return 0.0;
    if (is_bewitched(vote.voter) && is_witch(vote.candidate)) return 0.0;
  }

  // Answers: Knights tell the truth; the Witch team lies at rate λ.
  const std::vector<bool> team = reference_witch_team(record, deal);
  int true_answers = 0, false_answers = 0;
  for (const Question& q : record.questions) {
    const bool answer_true = reference_evaluate(q.predicate, deal) == q.answer;
    if (team[static_cast<std::size_t>(q.answerer)]) {
      ++(answer_true ? true_answers : false_answers);
    } else if (!answer_true) {
      return 0.0;
    }
  }
  const double lambda = record.lie_rate;
  return std::pow(1.0 - lambda, true_answers) * std::pow(lambda, false_answers);
}

ReferenceArrangement reference_winning_arrangement(const std::vector<std::uint8_t>& deal) {
  ReferenceArrangement a;
  a.exclude = reference_witch_position(deal);
  for (std::size_t p = 0; p < deal.size(); ++p)
    if (deal[p] != kWitchCode) a.order.push_back(static_cast<int>(p));
  std::sort(a.order.begin(), a.order.end(),
            [&](int x, int y) { return deal[static_cast<std::size_t>(x)] < deal[static_cast<std::size_t>(y)]; });
  return a;
}

bool reference_tie_less(const ReferenceArrangement& a, const ReferenceArrangement& b) {
  if (a.exclude != b.exclude) {
    if (!a.exclude) return true;  // none first
    if (!b.exclude) return false;
    return *a.exclude < *b.exclude;
  }
  return std::lexicographical_compare(a.order.begin(), a.order.end(), b.order.begin(), b.order.end());
}

// ---------------------------------------------------------------------------------------------
// reference_solver.h

std::vector<std::vector<std::uint8_t>> reference_deals(const Record& record) {
  const DealingRule rule = dealing_rule(record);
  std::vector<std::vector<std::uint8_t>> out;
  std::vector<bool> used(rule.tiles.size(), false);
  std::vector<std::uint8_t> deal(static_cast<std::size_t>(rule.seats + rule.center), 0);
  deal_from(rule, 0, used, deal, out);
  return out;
}

bool reference_evaluate(const Predicate& predicate, const std::vector<std::uint8_t>& deal) {
  return evaluate_node(predicate, predicate.root, deal);
}

ReferenceResult reference_solve(const Record& record) {
  const auto deals = reference_deals(record);
  const std::size_t positions = static_cast<std::size_t>(record.position_count());
  const std::size_t players = static_cast<std::size_t>(record.player_count());

  ReferenceResult result;
  result.deals = deals.size();

  std::vector<std::array<double, 8>> tiles(positions);
  for (auto& row : tiles) row.fill(0.0);
  std::vector<double> witch_team(players, 0.0);
  double witch_absent = 0.0, total = 0.0;
  // Arrangement -> mass; keyed by (exclude or -1, order).
  std::map<std::pair<int, std::vector<int>>, double> mass;

  for (const auto& deal : deals) {
    const double w = reference_weight(record, deal);
    if (!(w > 0.0)) continue;
    ++result.consistent_deals;
    total += w;
    for (std::size_t p = 0; p < positions; ++p) tiles[p][deal[p]] += w;
    const std::vector<bool> team = reference_witch_team(record, deal);
    for (std::size_t a = 0; a < players; ++a)
      if (team[a]) witch_team[a] += w;
    if (!reference_witch_position(deal)) witch_absent += w;
    const ReferenceArrangement win = reference_winning_arrangement(deal);
    mass[{win.exclude.value_or(-1), win.order}] += w;
  }
  if (result.consistent_deals == 0) return result;

  for (auto& row : tiles)
    for (double& x : row) x /= total;
  for (double& x : witch_team) x /= total;
  result.tiles = std::move(tiles);
  result.witch_team = std::move(witch_team);
  result.witch_absent = witch_absent / total;

  std::vector<ReferenceArrangement> arrangements;
  for (const auto& [key, m] : mass) {
    ReferenceArrangement a;
    if (key.first >= 0) a.exclude = key.first;
    a.order = key.second;
    a.probability = m / total;
    if (a.probability > 0.0) arrangements.push_back(std::move(a));
  }
  // The spec's order: probability descending; neighbours less than 1e-12 apart are tied, a chain
  // of ties is one group, and a group is ordered by the tie order.
  std::sort(arrangements.begin(), arrangements.end(), [](const ReferenceArrangement& a, const ReferenceArrangement& b) {
    if (a.probability != b.probability) return a.probability > b.probability;
    return reference_tie_less(a, b);
  });
  constexpr double kTied = 1e-12;
  for (std::size_t start = 0; start < arrangements.size();) {
    std::size_t end = start + 1;
    while (end < arrangements.size() && arrangements[end - 1].probability - arrangements[end].probability < kTied)
      ++end;
    std::sort(arrangements.begin() + static_cast<std::ptrdiff_t>(start),
              arrangements.begin() + static_cast<std::ptrdiff_t>(end), reference_tie_less);
    start = end;
  }
  result.arrangements = std::move(arrangements);
  return result;
}

}  // namespace skb::seven_knights::reference
