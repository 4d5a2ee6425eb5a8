// The `honest` profile: a sensible crew protocol against a Mutineer who lies and votes against
// the most dangerous player, every decision read from the player's belief (belief.h).
//
// The crew (everyone not on the Mutineer's side):
// - the Boatswain searches one of the three others, uniformly, and reports what he found; the
//   Chaplain hears one of the three others, uniformly, and reports what he heard;
// - in the innocence vote each votes for the player they least suspect (the lowest belief;
//   ties shared evenly); the Navigator moves a vote away from the leader to his least suspect
//   when the leader is one of his prime suspects, and otherwise leaves the votes;
// - the Helmsman condemns the player he least suspects (who then casts two votes), the
//   Boatswain always waits to see the others' votes;
// - in the guilt vote each votes for their prime suspect (the highest belief, ties shared); a
//   player made to change course moves a vote to their prime suspect; the crew's Chaplain
//   forgives nobody and the crew's Navigator names nobody.
// The Mutineer's side (the Mutineer and a sworn Chaplain):
// - searches and hears confessions like the crew, then lies: the Boatswain says the player he
//   searched is the Mutineer, the Chaplain says a crew member (uniformly) confessed;
// - frames the scapegoat: in the guilt vote and when changing course, votes for the player the
//   table suspects most (the spectator's belief) other than the Mutineer; in the innocence vote
//   the Mutineer votes for the table's prime suspect and a sworn Chaplain for the Mutineer;
// - a sworn Chaplain forgives a vote cast for the Mutineer; a Navigator who is the Mutineer and
//   would be found guilty names an eligible player (uniformly) to change course; the Mutineer
//   as Helmsman condemns nobody and as Navigator makes no dead reckoning.
// Every choice "uniformly" or "ties shared" gives equal integer weights, so the profile's value
// is an exact fraction.
#pragma once

#include "solver/mutiny/profile.h"

namespace skb::mutiny {

class HonestProfile final : public Profile {
 public:
  std::string_view name() const override { return "honest"; }
  std::vector<std::uint64_t> weights(const State& state) const override;
  std::vector<std::uint64_t> weights_of(const State& state, const std::vector<Action>& actions) const override;
  // Reads the search, the confession and the reports (the beliefs depend on them).
  void context(const State& state, std::string& key) const override;
  std::string value_table_id() const override { return "honest"; }
};

}  // namespace skb::mutiny
