#include "solver/mutiny/boundary.h"

#include <algorithm>
#include <stdexcept>

#include "solver/mutiny/labels.h"
#include "solver/mutiny/outcome.h"
#include "solver/mutiny/rules.h"

namespace skb::mutiny {

namespace {

// Returns the state after the innocence votes that `state` (at the innocence vote, before its
// first vote) can be given so that `innocent` is the innocent player (nothing: a tie), with no
// dead reckoning, or nothing when no votes do that. Depth first, the votes for `innocent`
// tried first, so that a strict leader is found at the first try.
std::optional<State> clear(const State& state, std::optional<Player> innocent) {
  if (state.phase() == Phase::dead_reckoning) {
    const State after = apply(state, Action::no_move());
    if (after.phase() == Phase::condemn && after.innocent() == innocent) return after;
    return std::nullopt;
  }
  if (state.phase() != Phase::innocence_vote) return std::nullopt;
  std::vector<Action> options = legal_actions(state);
  if (innocent) {
    const auto first = std::find(options.begin(), options.end(), Action::vote(*innocent));
    if (first != options.end()) std::rotate(options.begin(), first, first + 1);
  }
  for (const Action& a : options)
    if (std::optional<State> found = clear(apply_legal(state, a), innocent)) return found;
  return std::nullopt;
}

// Returns every state of the standard seating at the innocence vote (before its first vote):
// every deal, search, confession and pair of reports.
std::vector<State> innocence_vote_states(int players) {
  std::vector<State> out;
  std::vector<State> frontier = State::all_deals(Seating::standard(players));
  while (!frontier.empty()) {
    std::vector<State> next;
    for (const State& s : frontier) {
      if (s.phase() == Phase::innocence_vote) {
        out.push_back(s);
        continue;
      }
      for (const Action& a : legal_actions(s)) next.push_back(apply_legal(s, a));
    }
    frontier = std::move(next);
  }
  return out;
}

}  // namespace

std::string_view boundary_name(Boundary boundary) {
  switch (boundary) {
    case Boundary::innocence_vote:
      return "innocence-vote";
    case Boundary::round_two:
      return "round-two";
    case Boundary::guilt_vote:
      return "guilt-vote";
  }
  return "?";
}

std::optional<Boundary> boundary_of(const State& state) {
  switch (state.phase()) {
    case Phase::innocence_vote:
      if (state.innocence_votes().empty()) return Boundary::innocence_vote;
      return std::nullopt;
    case Phase::condemn:
      return Boundary::round_two;
    case Phase::guilt_vote:
      if (state.guilt_votes().empty()) return Boundary::guilt_vote;
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

State canonical_state(const State& state) {
  const std::optional<Boundary> boundary = boundary_of(state);
  if (!boundary) throw std::invalid_argument("canonical_state: the state is at no boundary");
  const Labels labels(state.seating());
  const auto to = [&](std::optional<Player> p) -> std::optional<Player> {
    if (!p) return std::nullopt;
    return Player(labels.of(*p));  // on the standard seating, a player's label is their seat
  };
  const auto report = [&](const Report& r) { return Report{r.claim, to(r.about)}; };
  State s = State::deal(Seating::standard(state.players()), *to(state.mutineer()));
  s = apply(s, Action::search(to(state.searched())));
  s = apply(s, Action::confess(to(state.confession_target())));
  s = apply(s, Action::speak(report(state.boatswain_report())));
  s = apply(s, Action::speak(report(state.chaplain_report())));
  if (*boundary == Boundary::innocence_vote) return s;
  const std::optional<State> cleared = clear(s, to(state.innocent()));
  if (!cleared) throw std::logic_error("canonical_state: no innocence votes clear the state's innocent player");
  s = *cleared;
  if (*boundary == Boundary::round_two) return s;
  s = apply(s, Action::condemn(to(state.condemned())));
  return apply(s, Action::wait(state.boatswain_waits()));
}

std::vector<State> boundary_states(int players, Boundary boundary) {
  const std::vector<State> first = innocence_vote_states(players);
  if (boundary == Boundary::innocence_vote) return first;
  std::vector<State> round_two;
  for (const State& s : first) {
    std::vector<std::optional<Player>> innocents{std::nullopt};
    for (const Player p : s.seating().role_players())
      if (p != s.mutineer()) innocents.emplace_back(p);  // a Mutineer found innocent ends the game
    for (const std::optional<Player>& innocent : innocents)
      if (std::optional<State> cleared = clear(s, innocent)) round_two.push_back(*cleared);
  }
  if (boundary == Boundary::round_two) return round_two;
  std::vector<State> out;
  for (const State& s : round_two)
    for (const Action& condemn : legal_actions(s)) {
      const State condemned = apply_legal(s, condemn);
      for (const Action& wait : legal_actions(condemned)) out.push_back(apply_legal(condemned, wait));
    }
  return out;
}

}  // namespace skb::mutiny
