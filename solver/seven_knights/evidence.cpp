#include "solver/seven_knights/evidence.h"

#include <algorithm>
#include <cassert>
#include <stdexcept>

namespace skb::seven_knights {

namespace {

// The support of an answer whose truth set is `truth`, given by a player who is on the Witch
// team in the deals `team` (see evidence.h).
DealSet answer_support(const DealSet& truth, const DealSet& team, double lie_rate) {
  if (lie_rate == 0.0) return truth;
  if (lie_rate == 1.0) return truth ^ team;
  return truth | team;
}

// Per player: the deals in which the player is the Witch or bewitched.
std::vector<DealSet> witch_team_sets(const std::vector<DealSet>& bewitched, const Universe& u) {
  std::vector<DealSet> team;
  for (std::size_t p = 0; p < bewitched.size(); ++p)
    team.push_back(u.holds(static_cast<int>(p), kWitch) | bewitched[p]);
  return team;
}

DealSet vote_support(const Vote& v, const std::vector<DealSet>& bewitched, const Universe& u) {
  return ~forbidden_vote(v.voter, v.candidate, bewitched, u);
}

}  // namespace

std::vector<DealSet> bewitched_sets(const Record& r, const Universe& u) {
  std::vector<DealSet> bewitched(static_cast<std::size_t>(r.player_count()), u.none());
  for (const auto& l : r.looks) bewitched[static_cast<std::size_t>(l.player)] |= u.holds(l.position, kWitch);
  return bewitched;
}

DealSet forbidden_vote(int voter, int candidate, const std::vector<DealSet>& bewitched, const Universe& u) {
  if (voter == candidate) return u.none();
  return (u.holds(voter, kWitch) & bewitched[static_cast<std::size_t>(candidate)]) |
         (bewitched[static_cast<std::size_t>(voter)] & u.holds(candidate, kWitch));
}

DealSet answer_truth(const Question& q, const Universe& u) {
  DealSet yes = compile(q.predicate, u);
  return q.answer ? yes : ~yes;
}

Constraints::Constraints(const Record& r, const VariantTables& tables)
    : record_(r),
      tables_(tables),
      bewitched_(bewitched_sets(r, tables.universe)),
      witch_team_(witch_team_sets(bewitched_, tables.universe)) {
  for (std::size_t i = 0; i < r.tiles.size(); ++i) items_.push_back({r.tiles[i].statement, Kind::tile, i});
  for (std::size_t i = 0; i < r.questions.size(); ++i) items_.push_back({r.questions[i].statement, Kind::ask, i});
  for (std::size_t i = 0; i < r.votes.size(); ++i) items_.push_back({r.votes[i].statement, Kind::vote, i});
  // File order, so that conflicts are searched in the order the player wrote.
  std::stable_sort(items_.begin(), items_.end(),
                   [](const Item& a, const Item& b) { return a.statement < b.statement; });
}

DealSet Constraints::support(std::size_t i) const {
  const Universe& u = tables_.universe;
  const Item& item = items_[i];
  switch (item.kind) {
    case Kind::tile: {
      const TileFact& t = record_.tiles[item.index];
      return u.holds(t.position, t.value);
    }
    case Kind::ask: {
      const Question& q = record_.questions[item.index];
      return answer_support(answer_truth(q, u), witch_team_[static_cast<std::size_t>(q.answerer)], record_.lie_rate);
    }
    case Kind::vote:
      return vote_support(record_.votes[item.index], bewitched_, u);
  }
  return u.all();
}

namespace {

// Adds an answer to the counters of Witch-team answers true and false per deal; returns its
// support.
DealSet count_answer(Evidence& e, const DealSet& truth, int answerer, double lie_rate) {
  const DealSet& team = e.witch_team[static_cast<std::size_t>(answerer)];
  e.true_answers.add(team & truth);
  e.false_answers.add(team - truth);
  return answer_support(truth, team, lie_rate);
}

}  // namespace

void add_answer(Evidence& e, const DealSet& truth, int answerer, double lie_rate) {
  const DealSet support = count_answer(e, truth, answerer, lie_rate);
  e.untiled &= support;
  e.consistent &= support;
}

Evidence with_tile_facts(Evidence e, std::span<const TileFact> tiles, const Universe& u) {
  e.consistent = e.untiled;
  for (const TileFact& t : tiles) e.consistent &= u.holds(t.position, t.value);
  return e;
}

Evidence gather_evidence(const Record& r, const VariantTables& tables, std::span<const DealSet> compiled) {
  const Universe& u = tables.universe;
  if (!compiled.empty() && compiled.size() != r.questions.size())
    throw std::invalid_argument("gather_evidence: one compiled truth set per question is needed");
  const std::vector<DealSet> bewitched = bewitched_sets(r, u);
  Evidence e;
  e.witch_team = witch_team_sets(bewitched, u);
  e.true_answers = DealCounter(u.size());
  e.false_answers = DealCounter(u.size());
  // The weight is a product, so its support is the intersection of the supports, in any order.
  // One statement at a time, and nothing kept per statement: memory does not grow with the record.
  // The tile facts come last, so that the evidence without them (untiled) comes for free.
  e.untiled = u.all();
  for (const Vote& v : r.votes) e.untiled &= vote_support(v, bewitched, u);
  for (std::size_t i = 0; i < r.questions.size(); ++i) {
    const Question& q = r.questions[i];
    e.untiled &= count_answer(e, compiled.empty() ? answer_truth(q, u) : q.answer ? compiled[i] : ~compiled[i],
                              q.answerer, r.lie_rate);
  }
  return with_tile_facts(std::move(e), r.tiles, u);
}

}  // namespace skb::seven_knights
