// The options that choose how simulated players decide (shared by `simulate` and `analyze`):
// --profile and one flag per policy, documented in --help.
#pragma once

#include <optional>
#include <string>

#include "solver/seven_knights/policy.h"

namespace CLI {
class App;
}

namespace skb::cli {

struct PolicyOptions {
  std::optional<std::string> inspect, ask, answer, knight_vote, witch_vote;
  std::optional<std::string> lie_rate;
};

// Adds --inspect, --ask, --answer, --knight-vote, --witch-vote and --lie-rate to `cmd`.
void add_policy_options(CLI::App& cmd, PolicyOptions& options);

// Returns `profile`'s policies with the flags applied, and the name to report: the profile's,
// or "custom" when a flag changed a policy.
struct ChosenPolicies {
  std::string name;
  Policies policies;
};
ChosenPolicies choose_policies(const Profile& profile, const PolicyOptions& options);

// The help text listing the profiles and every policy.
std::string policy_help();

}  // namespace skb::cli
