// Profile value: the exact outcome of a game of Mutiny when every player follows a profile.
//
// Every chance outcome (the Mutineer) and every random choice of the profile is enumerated, with
// memoisation over the dynamics of the game and the profile's context (core/exact_value.h), and
// the probabilities are summed as exact fractions: the crew's win probability.
#pragma once

#include <atomic>
#include <vector>

#include "solver/core/exact_value.h"
#include "solver/core/fraction.h"
#include "solver/mutiny/extensive_game.h"
#include "solver/mutiny/profile.h"

namespace skb::mutiny {

struct ProfileValue {
  Fraction crew_win;                  // P(the Mutineer is guilty)
  std::vector<Fraction> by_mutineer;  // per role (role order): the same when that role is the Mutineer
  skb::EvaluationStats stats;        // states expanded and merged
};

// A profile as the core algorithms take it: weights and context of the game's nodes.
class ProfileOnGame {
 public:
  explicit ProfileOnGame(const Profile& profile) : profile_(profile) {}
  std::vector<std::uint64_t> weights(const MutinyGame::State& s) const { return profile_.weights(*s.game); }
  // The weights of `actions`, the game's options at `s` already listed.
  std::vector<std::uint64_t> weights_of(const MutinyGame::State& s, const std::vector<Action>& actions) const {
    return profile_.weights_of(*s.game, actions);
  }
  void context(const MutinyGame::State& s, std::string& key) const {
    if (s.game) profile_.context(*s.game, key);
  }

 private:
  const Profile& profile_;
};

// Returns the exact value of `profile` on `seating`. Throws skb::Cancelled once `cancel`
// (optional, set from elsewhere: an interrupt) is set.
ProfileValue exact_profile_value(const Seating& seating, const Profile& profile,
                                 const std::atomic<bool>* cancel = nullptr);

}  // namespace skb::mutiny
