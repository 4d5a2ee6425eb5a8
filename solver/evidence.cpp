#include "solver/evidence.h"

#include <algorithm>

namespace skb {

Evidence gather_evidence(const Record& r, const GameTables& tables) {
  const Universe& u = tables.universe;
  const int n = r.player_count();
  Evidence e;
  std::vector<DealSet> bewitched(n, u.none());
  for (const auto& l : r.looks) bewitched[l.player] |= u.holds(l.position, kWitch);
  for (int p = 0; p < n; ++p) e.witch_team.push_back(u.holds(p, kWitch) | bewitched[p]);

  for (const TileFact& t : r.tiles) e.constraints.push_back({t.statement, u.holds(t.position, t.value)});
  for (const Question& q : r.questions) {
    DealSet yes = compile(q.predicate, u);
    DealSet truth = q.answer ? std::move(yes) : ~yes;
    const DealSet& wt = e.witch_team[q.answerer];
    DealSet support = r.lie_rate == 0.0 ? truth : r.lie_rate == 1.0 ? truth ^ wt : truth | wt;
    e.truth.push_back(std::move(truth));
    e.constraints.push_back({q.statement, std::move(support)});
  }
  for (const Vote& v : r.votes) {
    DealSet support = u.all();
    if (v.voter != v.candidate) {
      support -= u.holds(v.voter, kWitch) & bewitched[v.candidate];
      support -= bewitched[v.voter] & u.holds(v.candidate, kWitch);
    }
    e.constraints.push_back({v.statement, std::move(support)});
  }
  // Constraints in file order, so that conflicts are searched in the order the player wrote.
  std::stable_sort(e.constraints.begin(), e.constraints.end(),
                   [](const Constraint& a, const Constraint& b) { return a.statement < b.statement; });
  e.consistent = u.all();
  for (const auto& c : e.constraints) e.consistent &= c.support;
  return e;
}

}  // namespace skb
