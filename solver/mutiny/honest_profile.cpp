#include "solver/mutiny/honest_profile.h"

#include <algorithm>
#include <optional>

#include "solver/mutiny/belief.h"
#include "solver/mutiny/outcome.h"
#include "solver/mutiny/rules.h"

namespace skb::mutiny {

namespace {

using Weights = std::vector<std::uint64_t>;

std::uint32_t weight_of(const Belief& b, Player p) { return b.mutineer_weight[static_cast<std::size_t>(p.index)]; }

// Returns weight 1 for the actions whose score is the highest among those `eligible` accepts
// (each action's score from `score`), 0 for the others; uniform over all if none is eligible.
template <class Eligible, class Score>
Weights best(const std::vector<Action>& actions, const Eligible& eligible, const Score& score) {
  Weights w(actions.size(), 0);
  std::int64_t top = 0;
  bool any = false;
  for (const Action& a : actions)
    if (eligible(a)) {
      const std::int64_t v = score(a);
      top = any ? std::max(top, v) : v;
      any = true;
    }
  for (std::size_t k = 0; k < actions.size(); ++k)
    w[k] = !any ? 1 : (eligible(actions[k]) && static_cast<std::int64_t>(score(actions[k])) == top) ? 1 : 0;
  return w;
}

// Returns weight 1 for the one action equal to `wanted` (the first option if none is).
Weights exactly(const std::vector<Action>& actions, const Action& wanted) {
  Weights w(actions.size(), 0);
  const auto it = std::find(actions.begin(), actions.end(), wanted);
  w[it == actions.end() ? 0 : static_cast<std::size_t>(it - actions.begin())] = 1;
  return w;
}

const auto any_action = [](const Action&) { return true; };
const auto none_first = [](const Action& a) { return a.target.has_value() || a.moved.has_value(); };

}  // namespace

Weights HonestProfile::weights(const State& s) const { return weights_of(s, legal_actions(s)); }

Weights HonestProfile::weights_of(const State& s, const std::vector<Action>& actions) const {
  const Player me = *current_player(s);
  const bool liar = side_of(s, me) == Side::mutineer;
  const Player mutineer = s.mutineer();  // known to the Mutineer's side; read only for them
  // The beliefs, worked out on first use (most decisions read neither).
  std::optional<Belief> mine;
  std::optional<Belief> table;
  const auto suspicion = [&](Player p) {
    if (!mine) mine = belief_of(s, me);
    return static_cast<std::int64_t>(weight_of(*mine, p));
  };
  // The scapegoat score: the table's suspicion of anyone but the Mutineer.
  const auto scapegoat = [&](const Action& a) { return a.target && *a.target != mutineer; };
  const auto table_score = [&](const Action& a) {
    if (!table) table = belief_of(s, std::nullopt);
    return static_cast<std::int64_t>(weight_of(*table, *a.target));
  };
  switch (s.phase()) {
    case Phase::search:
    case Phase::confession:
      return best(actions, none_first, [](const Action&) { return 0; });
    case Phase::boatswain_report: {
      if (!s.searched()) return exactly(actions, Action::silence());
      const bool found = *s.searched() == s.mutineer();
      const Claim claim = liar || found ? Claim::is_mutineer : Claim::is_not_mutineer;
      return exactly(actions, Action::speak({claim, s.searched()}));
    }
    case Phase::chaplain_report: {
      if (liar) {
        return best(
            actions, [&](const Action& a) { return a.report.claim == Claim::confessed && *a.report.about != mutineer; },
            [](const Action&) { return 0; });
      }
      if (!s.confession_target()) return exactly(actions, Action::silence());
      const Claim claim = s.chaplain_sworn() ? Claim::confessed : Claim::denied;
      return exactly(actions, Action::speak({claim, s.confession_target()}));
    }
    case Phase::innocence_vote:
      if (me == mutineer) return best(actions, any_action, table_score);
      if (liar) return exactly(actions, Action::vote(mutineer));
      return best(actions, any_action, [&](const Action& a) { return -suspicion(*a.target); });
    case Phase::dead_reckoning: {
      if (liar) return exactly(actions, Action::no_move());
      const std::optional<Player> leader = strict_leader(s.innocence_votes(), s.players());
      std::int64_t top = 0;
      for (const Player p : s.seating().role_players())
        if (p != me) top = std::max(top, suspicion(p));
      if (!leader || top == 0 || suspicion(*leader) != top) return exactly(actions, Action::no_move());
      return best(
          actions,
          [&](const Action& a) { return a.moved && find_vote(s.innocence_votes(), *a.moved)->target == *leader; },
          [&](const Action& a) { return -suspicion(*a.target); });
    }
    case Phase::condemn:
      if (liar) return exactly(actions, Action::condemn(std::nullopt));
      return best(actions, none_first, [&](const Action& a) { return -suspicion(*a.target); });
    case Phase::bosun_wait:
      return exactly(actions, Action::wait(true));
    case Phase::guilt_vote:
    case Phase::change_course_move:
      if (liar) return best(actions, scapegoat, table_score);
      return best(actions, any_action, [&](const Action& a) { return suspicion(*a.target); });
    case Phase::forgiveness:
      if (!liar || me == mutineer) return exactly(actions, Action::forgive(std::nullopt));
      return best(
          actions, [&](const Action& a) { return a.moved && find_vote(s.guilt_votes(), *a.moved)->target == mutineer; },
          [](const Action&) { return 0; });
    case Phase::change_course: {
      if (me != mutineer || strict_leader(s.guilt_votes(), s.players()) != me)
        return exactly(actions, Action::change_course(std::nullopt));
      return best(actions, none_first, [](const Action&) { return 0; });
    }
    case Phase::over:
      break;
  }
  return Weights(actions.size(), 1);
}

void HonestProfile::context(const State& s, std::string& key) const {
  key += static_cast<char>(s.searched() ? s.searched()->index : 0x7f);
  key += static_cast<char>(s.confession_target() ? s.confession_target()->index : 0x7f);
  for (const Report& r : {s.boatswain_report(), s.chaplain_report()}) {
    key += static_cast<char>(r.claim);
    key += static_cast<char>(r.about ? r.about->index : 0x7f);
  }
}

}  // namespace skb::mutiny
