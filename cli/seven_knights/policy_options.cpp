#include "cli/seven_knights/policy_options.h"

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/help.h"
#include "cli/common/terminal.h"
#include "cli/common/values.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

namespace {

// Adds the rollout profile's three settings (simulate and analyze take the same).
void add_rollout_options(CLI::App& cmd, std::optional<std::string>& base, std::optional<int>& budget,
                         std::optional<int>& questions) {
  help_value(choices(cmd.add_option("--rollout-base", base,
                                    "With the rollout profile: the profile the Knights look ahead over and everyone "
                                    "else plays (default naive; smart plays stronger but about ten times slower)"),
                     {"naive", "smart"}, "profile"),
             "PROFILE");
  help_value(cmd.add_option("--rollout-budget", budget,
                            fmt::format("With the rollout profile: playouts per option (default {})",
                                        RolloutSettings{}.budget))
                 ->check(whole_in("--rollout-budget", 1, 100000)),
             "N");
  help_value(cmd.add_option("--rollout-questions", questions,
                            fmt::format("With the rollout profile: advise's best questions weighed besides the base "
                                        "policy's (default {})",
                                        RolloutSettings{}.questions))
                 ->check(whole_in("--rollout-questions", 1, 1000)),
             "N");
}

}  // namespace

void add_policy_options(CLI::App& cmd, PolicyOptions& o) {
  const auto policy = [&](const std::string& name, std::optional<std::string>& value, const std::string& help,
                          std::vector<std::string> names) {
    help_value(choices(cmd.add_option(name, value, help), std::move(names), "policy"), "POLICY");
  };
  policy("--inspect", o.inspect, "Inspection policy: random, fresh or info (overrides the profile)",
         {"random", "fresh", "info"});
  policy("--ask", o.ask, "Question policy: random or info (overrides the profile)", {"random", "info"});
  policy("--answer", o.answer, "Witch-team answer policy: truth, lie, coin or deceive (overrides the profile)",
         {"truth", "lie", "coin", "deceive"});
  policy("--knight-vote", o.knight_vote, "Knights' vote policy: self or best (overrides the profile)",
         {"self", "best"});
  policy("--witch-vote", o.witch_vote, "Witch team's vote policy: self or pack (overrides the profile)",
         {"self", "pack"});
  help_value(cmd.add_option("--lie-rate", o.lie_rate,
                            fmt::format("The lie rate {} everyone reasons with (0 to 1, default 0.5); 'coin' answers "
                                        "lie with it",
                                        lambda())),
             "X");
  add_rollout_options(cmd, o.rollout_base, o.rollout_budget, o.rollout_questions);
}

void add_policy_list_options(CLI::App& cmd, PolicyLists& o) {
  const auto list = [&](const std::string& name, std::vector<std::string>& values, const std::string& what,
                        std::vector<std::string> members) {
    help_value(add_list_option(cmd, name, values,
                               what + ", comma-separated (each overrides the profile; the cells sweep them)",
                               std::move(members), "policy"),
               "LIST");
  };
  list("--inspect", o.inspect, "Inspection policies: random, fresh, info", {"random", "fresh", "info"});
  list("--ask", o.ask, "Question policies: random, info", {"random", "info"});
  list("--answer", o.answer, "Witch-team answer policies: truth, lie, coin, deceive",
       {"truth", "lie", "coin", "deceive"});
  list("--knight-vote", o.knight_vote, "Knights' vote policies: self, best", {"self", "best"});
  list("--witch-vote", o.witch_vote, "Witch team's vote policies: self, pack", {"self", "pack"});
  help_value(add_list_option(cmd, "--lie-rate", o.lie_rate,
                             fmt::format("Lie rates {} everyone reasons with, comma-separated (0 to 1; default 0.5); "
                                         "'coin' answers lie with it",
                                         lambda()),
                             {}, "lie rate"),
             "LIST");
  add_rollout_options(cmd, o.rollout_base, o.rollout_budget, o.rollout_questions);
}

std::vector<PolicyOptions> policy_product(const PolicyLists& l) {
  PolicyOptions first;
  first.rollout_base = l.rollout_base;
  first.rollout_budget = l.rollout_budget;
  first.rollout_questions = l.rollout_questions;
  std::vector<PolicyOptions> out{first};
  const auto times = [&](const std::vector<std::string>& values, std::optional<std::string> PolicyOptions::*field) {
    if (values.empty()) return;
    std::vector<PolicyOptions> next;
    for (const PolicyOptions& o : out)
      for (const std::string& v : values) {
        next.push_back(o);
        next.back().*field = v;
      }
    out = std::move(next);
  };
  times(l.inspect, &PolicyOptions::inspect);
  times(l.ask, &PolicyOptions::ask);
  times(l.answer, &PolicyOptions::answer);
  times(l.knight_vote, &PolicyOptions::knight_vote);
  times(l.witch_vote, &PolicyOptions::witch_vote);
  times(l.lie_rate, &PolicyOptions::lie_rate);
  return out;
}

ChosenPolicies choose_policies(const Profile& profile, const PolicyOptions& o, std::string_view command) {
  if (profile.rollout) {
    PolicyOptions flags = o;  // the policy flags apply to the base; the rollout options are used here
    flags.rollout_base.reset();
    flags.rollout_budget.reset();
    flags.rollout_questions.reset();
    ChosenPolicies c = choose_policies(*find_profile(o.rollout_base.value_or("naive")), flags, command);
    c.name = c.name == "custom" ? "rollout-custom" : "rollout";
    const RolloutSettings defaults;
    c.rollout =
        RolloutSettings{o.rollout_budget.value_or(defaults.budget), o.rollout_questions.value_or(defaults.questions)};
    return c;
  }
  for (const auto& [given, option] : {std::pair{o.rollout_base.has_value(), "--rollout-base"},
                                      std::pair{o.rollout_budget.has_value(), "--rollout-budget"},
                                      std::pair{o.rollout_questions.has_value(), "--rollout-questions"}})
    if (given)
      throw UsageError(std::string(command),
                       fmt::format("{}: only the rollout profile looks ahead; add --profile rollout", option));
  ChosenPolicies c{std::string(profile.name), profile.policies, std::nullopt};
  if (o.inspect) c.policies.inspect = find_inspect_policy(*o.inspect);
  if (o.ask) c.policies.ask = find_ask_policy(*o.ask);
  if (o.answer) c.policies.answer = find_answer_policy(*o.answer);
  if (o.knight_vote) c.policies.knight_vote = find_knight_vote(*o.knight_vote);
  if (o.witch_vote) c.policies.witch_vote = find_witch_vote(*o.witch_vote);
  const Policies& a = c.policies;
  const Policies& b = profile.policies;
  if (a.inspect != b.inspect || a.ask != b.ask || a.answer != b.answer || a.knight_vote != b.knight_vote ||
      a.witch_vote != b.witch_vote)
    c.name = "custom";
  return c;
}

std::string policy_help(std::string_view profile_option) {
  std::string o = fmt::format("\nProfiles ({}):\n", profile_option);
  for (const Profile& p : profiles())
    o += p.rollout ? fmt::format("  {:<8}{}\n", p.name, p.description)
                   : fmt::format("  {:<8}{} ({})\n", p.name, p.description, describe(p.policies));
  o += "\nPolicies (each decision is made from what that player knows only):\n"
       "  --inspect random    a uniformly random position the rules allow\n"
       "            fresh     a position nobody has inspected yet (uniformly), else random\n"
       "            info      the largest expected information about the winning arrangement (as skb advise);\n"
       "                      ties: a position nobody has inspected yet, then the next clockwise from the\n"
       "                      inspector (a chain: Ann sees Ben, Ben sees Cat, ...); in groping variants the\n"
       "                      first in seat order\n"
       "  --ask     random    a uniformly random legal question of advise's four families (before merging)\n"
       "            info      the question with the largest expected information (as skb advise)\n"
       "  --answer  truth     the Witch team tells the truth (the Knights team always does)\n"
       "            lie       the Witch team always lies\n"
       "            coin      the Witch team lies with probability " +
       std::string(lambda()) +
       " (--lie-rate)\n"
       "            deceive   the answer that makes the true winning arrangement least likely for the public\n"
       "                      record, averaged over the deals the answerer considers; ties: the truth\n"
       "  --knight-vote self  Knights recommend themselves\n"
       "                best  Knights recommend the best Captain by the vote-phase advice from their knowledge\n"
       "  --witch-vote  self  Witch-team players recommend themselves\n"
       "                pack  the team's votes go to its first bewitched player (the Witch, who may not\n"
       "                      recommend a bewitched player, recommends herself)\n"
       "The Captain always asks the best last question and lays the best arrangement (as advise and solve);\n"
       "a Captain on the Witch team loses at once.\n";
  return o;
}

}  // namespace skb::cli::seven_knights
