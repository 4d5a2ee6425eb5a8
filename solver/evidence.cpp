#include "solver/evidence.h"

namespace skb {

Evidence gather_evidence(const Record& r, const GameTables& tables) {
  const Universe& u = tables.universe;
  const int n = r.player_count();
  Evidence e;
  std::vector<DealSet> bewitched(n, u.none());
  for (const auto& l : r.looks) bewitched[l.player] |= u.holds(l.position, kWitch);
  for (int p = 0; p < n; ++p) e.witch_team.push_back(u.holds(p, kWitch) | bewitched[p]);

  // Constraints in file order, so that conflicts are searched in the order the player wrote.
  std::size_t tile = 0, ask = 0, vote = 0;
  for (std::size_t s = 0; s < r.statements.size(); ++s) {
    int index = static_cast<int>(s);
    switch (r.statements[s].kind) {
      case StatementKind::tile: {
        const TileFact& t = r.tiles[tile++];
        e.constraints.push_back({index, u.holds(t.position, t.value)});
        break;
      }
      case StatementKind::ask: {
        const Question& q = r.questions[ask++];
        DealSet yes = compile(q.predicate, u);
        DealSet truth = q.answer ? std::move(yes) : ~yes;
        const DealSet& wt = e.witch_team[q.answerer];
        DealSet support = r.lie_rate == 0.0 ? truth : r.lie_rate == 1.0 ? truth ^ wt : truth | wt;
        e.truth.push_back(std::move(truth));
        e.constraints.push_back({index, std::move(support)});
        break;
      }
      case StatementKind::vote: {
        const Vote& v = r.votes[vote++];
        DealSet support = u.all();
        if (v.voter != v.candidate) {
          support -= u.holds(v.voter, kWitch) & bewitched[v.candidate];
          support -= bewitched[v.voter] & u.holds(v.candidate, kWitch);
        }
        e.constraints.push_back({index, std::move(support)});
        break;
      }
      default:
        break;
    }
  }
  e.consistent = u.all();
  for (const auto& c : e.constraints) e.consistent &= c.support;
  return e;
}

}  // namespace skb
