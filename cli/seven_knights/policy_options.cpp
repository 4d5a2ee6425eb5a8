#include "cli/seven_knights/policy_options.h"

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/terminal.h"

namespace skb::cli {

void add_policy_options(CLI::App& cmd, PolicyOptions& o) {
  cmd.add_option("--inspect", o.inspect, "Inspection policy: random, fresh or info (overrides the profile)")
      ->check(CLI::IsMember({"random", "fresh", "info"}));
  cmd.add_option("--ask", o.ask, "Question policy: random or info (overrides the profile)")
      ->check(CLI::IsMember({"random", "info"}));
  cmd.add_option("--answer", o.answer, "Witch-team answer policy: truth, lie, coin or deceive (overrides the profile)")
      ->check(CLI::IsMember({"truth", "lie", "coin", "deceive"}));
  cmd.add_option("--knight-vote", o.knight_vote, "Knights' vote policy: self or best (overrides the profile)")
      ->check(CLI::IsMember({"self", "best"}));
  cmd.add_option("--witch-vote", o.witch_vote, "Witch team's vote policy: self or pack (overrides the profile)")
      ->check(CLI::IsMember({"self", "pack"}));
  cmd.add_option(
      "--lie-rate", o.lie_rate,
      fmt::format("The lie rate {} everyone reasons with (0 to 1, default 0.5); 'coin' answers lie with it", lambda()));
}

void add_policy_list_options(CLI::App& cmd, PolicyLists& o) {
  const auto list = [&](const std::string& name, std::vector<std::string>& values, const std::string& what,
                        std::vector<std::string> members) {
    cmd.add_option(name, values, what + ", comma-separated (each overrides the profile; the cells sweep them)")
        ->delimiter(',')
        ->check(CLI::IsMember(std::move(members)));
  };
  list("--inspect", o.inspect, "Inspection policies: random, fresh, info", {"random", "fresh", "info"});
  list("--ask", o.ask, "Question policies: random, info", {"random", "info"});
  list("--answer", o.answer, "Witch-team answer policies: truth, lie, coin, deceive",
       {"truth", "lie", "coin", "deceive"});
  list("--knight-vote", o.knight_vote, "Knights' vote policies: self, best", {"self", "best"});
  list("--witch-vote", o.witch_vote, "Witch team's vote policies: self, pack", {"self", "pack"});
  cmd.add_option("--lie-rate", o.lie_rate,
                 fmt::format("Lie rates {} everyone reasons with, comma-separated (0 to 1; default 0.5); 'coin' "
                             "answers lie with it",
                             lambda()))
      ->delimiter(',');
}

std::vector<PolicyOptions> policy_product(const PolicyLists& l) {
  std::vector<PolicyOptions> out{PolicyOptions{}};
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

ChosenPolicies choose_policies(const Profile& profile, const PolicyOptions& o) {
  ChosenPolicies c{std::string(profile.name), profile.policies};
  if (o.inspect) c.policies.inspect = *find_inspect_policy(*o.inspect);
  if (o.ask) c.policies.ask = *find_ask_policy(*o.ask);
  if (o.answer) c.policies.answer = *find_answer_policy(*o.answer);
  if (o.knight_vote) c.policies.knight_vote = *find_knight_vote(*o.knight_vote);
  if (o.witch_vote) c.policies.witch_vote = *find_witch_vote(*o.witch_vote);
  const Policies& a = c.policies;
  const Policies& b = profile.policies;
  if (a.inspect != b.inspect || a.ask != b.ask || a.answer != b.answer || a.knight_vote != b.knight_vote ||
      a.witch_vote != b.witch_vote)
    c.name = "custom";
  return c;
}

std::string policy_help(std::string_view profile_option) {
  std::string o = fmt::format("\nProfiles ({}):\n", profile_option);
  for (const Profile& p : profiles()) o += fmt::format("  {:<8}{} ({})\n", p.name, p.description, describe(p.policies));
  o += "\nPolicies (each decision is made from what that player knows only):\n"
       "  --inspect random    a uniformly random position the rules allow\n"
       "            fresh     a position nobody has inspected yet (uniformly), else random\n"
       "            info      the largest expected information about the winning arrangement (as skb advise);\n"
       "                      ties: a position nobody has inspected yet, then the first\n"
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

}  // namespace skb::cli
