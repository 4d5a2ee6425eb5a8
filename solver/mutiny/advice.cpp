#include "solver/mutiny/advice.h"

#include <algorithm>
#include <string>

#include "solver/mutiny/crew_value.h"
#include "solver/mutiny/outcome.h"
#include "solver/mutiny/play.h"
#include "solver/mutiny/record_writer.h"
#include "solver/mutiny/rules.h"
#include "solver/mutiny/value_table.h"

namespace skb::mutiny {

namespace {

// A state at the viewer's decision and its probability given the world.
struct Branch {
  State state;
  Fraction probability;
};

// Returns whether `viewer` has a vote still to cast in the vote under way in `s`.
bool votes_later(const State& s, Player viewer) {
  const bool guilt = s.phase() == Phase::guilt_vote;
  if (!guilt && s.phase() != Phase::innocence_vote) return false;
  const VoteList& cast = guilt ? s.guilt_votes() : s.innocence_votes();
  for (std::size_t k = cast.size();; ++k) {
    const std::optional<VoteId> v =
        guilt ? guilt_vote_at(s.seating(), s.condemned(), s.boatswain_waits(), k) : innocence_vote_at(s.seating(), k);
    if (!v) return false;
    if (v->caster == viewer) return true;
  }
}

// Appends the states where `viewer` decides next, drawing the others' unseen votes before it
// from `profile`; none when the game is over (in a world where the record's innocent player is
// the Mutineer: a viewer with a decision to make knows that it is not). Throws NoDecision when
// the game waits for someone else.
void reach_decision(const State& s, Player viewer, const Profile& profile, const Fraction& probability,
                    std::vector<Branch>& out) {
  if (is_terminal(s)) return;
  const Player actor = *current_player(s);
  if (actor == viewer) {
    out.push_back({s, probability});
    return;
  }
  if (!votes_later(s, viewer)) {
    throw NoDecision(NoDecision::Why::another_player,
                     "it is not " + s.seating().describe(viewer) + "'s decision: the game waits for " +
                         s.seating().describe(actor) + " (" + std::string(phase_name(s.phase())) + ")",
                     actor, s.phase());
  }
  const std::vector<Action> actions = legal_actions(s);
  const std::vector<std::uint64_t> w = profile.weights(s);
  std::uint64_t total = 0;
  for (std::uint64_t x : w) total += x;
  for (std::size_t k = 0; k < actions.size(); ++k) {
    if (w[k] == 0) continue;
    const Fraction p = probability * Fraction(static_cast<unsigned long>(w[k]), static_cast<unsigned long>(total));
    reach_decision(apply(s, actions[k]), viewer, profile, p, out);
  }
}

}  // namespace

Advice advise(const Record& record, const AdviseOptions& options) {
  if (!record.view)
    throw NoDecision(NoDecision::Why::no_viewer, "advice is for a player: name the viewer (`view NAME` or --view NAME)");
  Advice advice;
  advice.viewer = *record.view;
  advice.posterior = solve(record, {.model = options.model, .tremble = options.tremble, .open_for = advice.viewer});
  const Seating& seating = *record.seating;
  const ValueTable* table =
      options.use_value_tables ? installed_value_table(*options.profile, seating.players()) : nullptr;
  CrewValue evaluate(seating, *options.profile, table, options.cancel);
  std::vector<Action> actions;
  std::vector<std::string> statements;
  std::vector<Fraction> wins;
  Fraction going_on(0);  // P(the game goes on to the viewer's decision)
  for (std::size_t i = 0; i < advice.posterior.worlds.size(); ++i) {
    const Fraction& p_world = advice.posterior.world_probability[i];
    if (p_world == 0) continue;
    Play play(record, advice.posterior.worlds[i]);
    for (std::size_t a = 0; a < record.actions.size(); ++a) play.play(a);
    play.finish(advice.viewer);
    if (play.ended_at()) continue;
    std::vector<Branch> branches;
    reach_decision(play.state(), advice.viewer, *options.profile, p_world, branches);
    for (const Branch& b : branches) {
      going_on += b.probability;
      const std::vector<Action> here = legal_actions(b.state);
      if (actions.empty()) {
        actions = here;
        for (const Action& a : actions) statements.push_back(action_statement(record, b.state, a));
        wins.assign(actions.size(), Fraction(0));
        advice.phase = b.state.phase();
      } else if (here != actions) {
        // The viewer's options follow from what the viewer sees, so they cannot differ.
        throw std::logic_error("the viewer's options differ between worlds");
      }
      for (std::size_t k = 0; k < actions.size(); ++k) {
        // The viewer's side is settled once their decision is made (a Chaplain's by his
        // confession): the viewer wins with the crew, or when the crew loses.
        const State after = apply(b.state, actions[k]);
        const Fraction& crew = evaluate(after);
        wins[k] += b.probability * (side_of(after, advice.viewer) == Side::crew ? crew : Fraction(1 - crew));
      }
    }
  }
  if (actions.empty())
    throw NoDecision(NoDecision::Why::game_over, "the game is over: there is no decision left to advise on");
  for (std::size_t k = 0; k < actions.size(); ++k) {
    // Given that the game goes on: the worlds where it is over (the innocent player the
    // Mutineer) are not the viewer's.
    wins[k] /= going_on;
    wins[k].canonicalize();
    advice.options.push_back({actions[k], wins[k], statements[k]});
  }
  std::stable_sort(advice.options.begin(), advice.options.end(),
                   [](const AdvisedOption& a, const AdvisedOption& b) { return a.win > b.win; });
  return advice;
}

}  // namespace skb::mutiny
