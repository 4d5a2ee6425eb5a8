// Against a profile: the game as one player faces it when everyone else follows a fixed
// profile. The others' decisions become chance nodes weighted by the profile, so the game has
// one decision maker left, and its best response (best_response.h on its graph) is the
// responder's best response to the profile in the original game.
//
// Its transposition key is the original game's dynamics, the profile's context (what the
// others' decisions read) and the responder's information: states equal in all three have
// equal futures for the responder. The original game must say what any player knows in any
// state (`information_for`), not only the player to act.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "solver/core/game.h"

namespace skb::game {

template <Game G, class Profile>
requires requires(const G& g, const typename G::State& s, int player, std::string& key) {
  g.information_for(s, player, key);
}
class AgainstProfile {
 public:
  using State = typename G::State;

  // `game` and `profile` must outlive this; `responder` is the player who does not follow it.
  AgainstProfile(const G& game, const Profile& profile, int responder)
      : game_(game), profile_(profile), responder_(responder) {}

  int players() const { return game_.players(); }
  State root() const { return game_.root(); }
  NodeKind kind(const State& s) const {
    const NodeKind k = game_.kind(s);
    return k == NodeKind::decision && game_.actor(s) != responder_ ? NodeKind::chance : k;
  }
  int actor(const State& s) const { return game_.actor(s); }
  int options(const State& s) const { return game_.options(s); }
  State child(const State& s, int option) const { return game_.child(s, option); }
  std::vector<State> children(const State& s) const { return children_of(game_, s); }
  std::vector<std::uint64_t> chance_weights(const State& s) const {
    return game_.kind(s) == NodeKind::chance ? game_.chance_weights(s) : profile_.weights(s);
  }
  std::vector<std::int64_t> utilities(const State& s) const { return game_.utilities(s); }
  void information(const State& s, std::string& key) const { game_.information(s, key); }
  void dynamics(const State& s, std::string& key) const { game_.dynamics(s, key); }
  void transposition(const State& s, std::string& key) const {
    game_.dynamics(s, key);
    profile_.context(s, key);
    key += '\x1f';
    game_.information_for(s, responder_, key);
  }

 private:
  const G& game_;
  const Profile& profile_;
  int responder_;
};

}  // namespace skb::game
