// Against a profile: the game as some players face it when everyone else follows a fixed
// profile. The others' decisions become chance nodes weighted by the profile, so only the free
// players decide. With one free player (the responder), a best response on this game's graph
// (best_response.h) is the responder's best response to the profile in the original game; with
// several, CFR on it solves the game among them while the rest keep to the profile.
//
// Its transposition key is the original game's dynamics, the profile's context (what the fixed
// players' decisions read) and each free player's information: states equal in all of these
// have equal futures for the free players. The original game must say what any player knows in
// any state (`information_for`), not only the player to act.
//
// When the game lists a decision's actions (`actions(s)`, and `child(s, action)`) and the
// profile weighs a given list (`weights_of(s, actions)`), a fixed player's decision is listed
// once: its weights and its possible children come from one list (`weighted_children`).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "solver/core/game.h"

namespace skb {

template <Game G, class Profile>
requires HasInformationFor<G>
class AgainstProfile {
 public:
  using State = typename G::State;

  // `game` and `profile` must outlive this; `responder` is the one player who does not follow it.
  AgainstProfile(const G& game, const Profile& profile, int responder)
      : AgainstProfile(game, profile, only(game.players(), responder)) {}

  // The same with free[p] true for every player p who does not follow the profile.
  AgainstProfile(const G& game, const Profile& profile, std::vector<bool> free)
      : game_(game), profile_(profile), free_(std::move(free)) {}

  int players() const { return game_.players(); }
  GameFacts facts() const {
    // Fixed players become chance: the utilities are the game's, the free players' recall too.
    return facts_of(game_);
  }
  State root() const { return game_.root(); }
  NodeKind kind(const State& s) const {
    const NodeKind k = game_.kind(s);
    return k == NodeKind::decision && !is_free(game_.actor(s)) ? NodeKind::chance : k;
  }
  int actor(const State& s) const { return game_.actor(s); }
  int options(const State& s) const { return game_.options(s); }
  State child(const State& s, int option) const { return game_.child(s, option); }
  std::vector<State> children(const State& s) const { return children_of(game_, s); }
  std::vector<std::uint64_t> chance_weights(const State& s) const {
    return game_.kind(s) == NodeKind::chance ? game_.chance_weights(s) : profile_.weights(s);
  }
  // Replaces `out` with a chance node's weights and the children of its options of positive
  // weight (game.h). A fixed player's actions are listed once, for the profile's weights and
  // the children.
  void weighted_children(const State& s, WeightedChildren<State>& out) const requires
      requires(const G& game, const Profile& profile, const State& state) {
    profile.weights_of(state, game.actions(state));
    game.child(state, game.actions(state).front());
  }
  {
    out.children.clear();
    if (game_.kind(s) == NodeKind::chance) {
      out.weights = game_.chance_weights(s);
      std::vector<State> all = children_of(game_, s);
      for (std::size_t k = 0; k < all.size(); ++k)
        if (out.weights[k] != 0) out.children.push_back(std::move(all[k]));
      return;
    }
    const auto actions = game_.actions(s);
    out.weights = profile_.weights_of(s, actions);
    for (std::size_t k = 0; k < actions.size(); ++k)
      if (out.weights[k] != 0) out.children.push_back(game_.child(s, actions[k]));
  }
  std::vector<std::int64_t> utilities(const State& s) const { return game_.utilities(s); }
  void information(const State& s, std::string& key) const { game_.information(s, key); }
  void dynamics(const State& s, std::string& key) const { game_.dynamics(s, key); }
  void transposition(const State& s, std::string& key) const {
    game_.dynamics(s, key);
    profile_.context(s, key);
    for (int p = 0; p < players(); ++p) {
      if (!is_free(p)) continue;
      key += '\x1f';
      game_.information_for(s, p, key);
    }
  }

 private:
  static std::vector<bool> only(int players, int responder) {
    std::vector<bool> free(static_cast<std::size_t>(players), false);
    free[static_cast<std::size_t>(responder)] = true;
    return free;
  }
  bool is_free(int player) const { return free_[static_cast<std::size_t>(player)]; }

  const G& game_;
  const Profile& profile_;
  std::vector<bool> free_;
};

}  // namespace skb
