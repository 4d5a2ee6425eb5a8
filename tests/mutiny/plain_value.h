// The plain reference for Mutiny's profile values: P(the crew wins) from a state on under a
// profile, by recursion over every option (no graph, no memo, no table), for the fast values
// (profile_value.h, crew_value.h) to be checked against.
#pragma once

#include <cstdint>
#include <vector>

#include "solver/core/fraction.h"
#include "solver/mutiny/outcome.h"
#include "solver/mutiny/profile.h"
#include "solver/mutiny/rules.h"

namespace skb::mutiny::testing {

// Returns P(crew wins) from `s` on under `profile`: each option weighed by the profile's weight
// over the weights' total.
inline Fraction plain_value(const State& s, const Profile& profile) {
  if (is_terminal(s)) return crew_wins(s) ? 1 : 0;
  const std::vector<Action> actions = legal_actions(s);
  const std::vector<std::uint64_t> w = profile.weights(s);
  Fraction sum = 0;
  std::uint64_t total = 0;
  for (std::size_t k = 0; k < actions.size(); ++k) {
    total += w[k];
    if (w[k] > 0) sum += Fraction(static_cast<unsigned long>(w[k])) * plain_value(apply(s, actions[k]), profile);
  }
  return sum / Fraction(static_cast<unsigned long>(total));
}

}  // namespace skb::mutiny::testing
