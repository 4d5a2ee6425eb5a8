// The options that choose how simulated players decide (shared by `simulate` and `analyze`):
// --profile and one flag per policy, documented in --help.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "solver/seven_knights/policy.h"
#include "solver/seven_knights/round.h"

namespace CLI {
class App;
}

namespace skb::cli {

struct PolicyOptions {
  std::optional<std::string> inspect, ask, answer, knight_vote, witch_vote;
  std::optional<std::string> lie_rate;
  // The rollout profile's settings (nothing: the defaults, base smart).
  std::optional<std::string> rollout_base;
  std::optional<int> rollout_budget, rollout_questions;
};

// Adds --inspect, --ask, --answer, --knight-vote, --witch-vote, --lie-rate and the rollout
// profile's --rollout-base, --rollout-budget and --rollout-questions to `cmd`.
void add_policy_options(CLI::App& cmd, PolicyOptions& options);

// Returns `profile`'s policies with the flags applied, and the name to report: the profile's,
// or "custom" when a flag changed a policy. For the rollout profile the policies are those of
// --rollout-base (flags applied), and the name "rollout" (or "rollout-custom").
struct ChosenPolicies {
  std::string name;
  Policies policies;
  std::optional<RolloutSettings> rollout;  // the rollout profile: its settings
};
// Throws UsageError naming `command` when a rollout option is given with another profile.
ChosenPolicies choose_policies(const Profile& profile, const PolicyOptions& options, std::string_view command = "");

// The help text listing the profiles and every policy.
std::string policy_help();

}  // namespace skb::cli
