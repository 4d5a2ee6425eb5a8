// The options that choose how simulated players decide (shared by `simulate` and `analyze`):
// --profile and one flag per policy, documented in --help.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/seven_knights/policy.h"
#include "solver/seven_knights/round.h"

namespace CLI {
class App;
}

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

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

// The same flags as lists, for `skb analyze`'s sweeps: each comma-separated (an empty list: the
// profile's policy; for --lie-rate, 0.5).
struct PolicyLists {
  std::vector<std::string> inspect, ask, answer, knight_vote, witch_vote, lie_rate;
  // The rollout profile's settings, one for every rollout cell (not swept).
  std::optional<std::string> rollout_base;
  std::optional<int> rollout_budget, rollout_questions;
};

// Adds the list forms of --inspect, --ask, --answer, --knight-vote, --witch-vote and --lie-rate,
// and the rollout profile's --rollout-base, --rollout-budget and --rollout-questions.
void add_policy_list_options(CLI::App& cmd, PolicyLists& lists);

// Returns every PolicyOptions the lists make (their product, in the order inspect, ask, answer,
// knight vote, witch vote, lie rate, the last varying fastest); one with nothing set when every
// list is empty. Each carries the rollout settings.
std::vector<PolicyOptions> policy_product(const PolicyLists& lists);

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

// The help text listing the profiles (chosen by `profile_option`: --profile or --profiles) and
// every policy.
std::string policy_help(std::string_view profile_option);

}  // namespace skb::cli::seven_knights
