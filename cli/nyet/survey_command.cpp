#include "cli/nyet/survey_command.h"

#include <unistd.h>

#include <iostream>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/interrupt.h"
#include "cli/common/options.h"
#include "cli/common/progress.h"
#include "cli/common/provenance.h"
#include "cli/common/values.h"
#include "cli/nyet/survey_report.h"
#include "solver/nyet/dd_survey.h"
#include "solver/nyet/greedy.h"

namespace skb::cli::nyet {

namespace {

constexpr std::string_view kSurvey = "skb nyet survey";
constexpr std::uint64_t kMaxSurveyDeals = 1'000'000;
constexpr std::uint64_t kMaxSurveyNodes = 1'000'000'000;

}  // namespace

CLI::App* add_survey_command(CLI::App& group, SurveySettings& s) {
  auto* cmd = group.add_subcommand(
      "survey",
      "Double-dummy statistics over random deals, for the designer: the units the first player's side takes "
      "under best play, by its trump length; the loot of a round; how often a supertrump wins a trick.");
  cmd->add_option("--players", s.players, "Players, 2 to 5 (default 4)")->check(whole_in("--players", 2, 5));
  cmd->add_option("--deals", s.deals, fmt::format("Random deals to solve (default 20, at most {})", kMaxSurveyDeals))
      ->check(whole_in("--deals", 1, kMaxSurveyDeals));
  add_seed_option(*cmd, s.seed, "of the deals and of the random choices before the tricks");
  add_threads_option(*cmd, s.threads);
  help_value(choices(cmd->add_option("--pre-trick", s.pre_trick,
                                     "How the vetoes, the teams and the discards or the pass are made: random (default: "
                                     "every legal choice alike) or greedy (the greedy player's rule of thumb)"),
                     {"random", "greedy"}, "rule"),
             "RULE");
  cmd->add_option("--max-nodes", s.max_nodes,
                  fmt::format("Search nodes at most per deal (default 20000000, about 5 s; at most {}); a deal that "
                              "needs more is counted as such and left out of the figures",
                              kMaxSurveyNodes))
      ->check(whole_in("--max-nodes", 1, kMaxSurveyNodes));
  auto* json = add_json_flag(*cmd, s.json, "Print one JSON object: the totals and what follows from them");
  auto* csv = cmd->add_flag("--csv", s.csv, "Print CSV: a header, then a row per deal (its terms, sides and figures)");
  csv->excludes(json);
  cmd->add_flag("--no-header", s.no_header, "With --csv: no header row");
  cmd->add_flag("--quiet", s.quiet, "No progress bar (it is shown on standard error when that is a terminal)");
  add_colorless_options(*cmd);
  cmd->footer(
      "\nEach deal is dealt at random (deal i from the seed and i alone, so the figures do not depend on\n"
      "--threads), with a random dealer; the vetoes, the teams and the discards or the pass are made by\n"
      "--pre-trick; then the round is solved double dummy at the first lead, and the solver's line of best\n"
      "play is played out and measured. The value (the first side's units minus the other's) is the same in\n"
      "every line of best play; the split into tricks and loot, and the tricks a supertrump wins, are those of\n"
      "the solver's line, one of possibly several. Means carry their standard error; shares a 95% interval.\n\n"
      "Full deals are hard for the double-dummy search: 2 and 5 players solve in well under a second each, 3\n"
      "and 4 players take seconds and some pass --max-nodes (counted and reported, never guessed). Time: at\n"
      "most about --deals x --max-nodes / (4 million a second x threads); memory: 96 MB per thread.\n\n"
      "Examples:\n"
      "  skb nyet survey --players 5 --deals 50\n"
      "  skb nyet survey --players 2 --deals 200 --csv > deals.csv\n"
      "  skb nyet survey --players 4 --deals 10 --json\n"
      "  skb nyet survey --players 5 --deals 50 --pre-trick greedy\n\n"
      "The survey is described in " +
      doc_path("nyet/survey.md") + ".\n\n" +
      exit_statuses({{kExitOk, "surveyed"},
                     {kExitBadInput, "a bad command line"},
                     {kExitOutOfMemory, kOutOfMemory},
                     {kExitInterrupted, kInterrupted}}));
  return cmd;
}

int run_survey(const SurveySettings& s) {
  skb::nyet::SurveyPlan plan;
  plan.players = s.players;
  plan.deals = s.deals;
  plan.seed = s.seed;
  plan.threads = check_threads(s.threads, kSurvey);
  plan.node_limit = s.max_nodes;
  plan.rule = s.pre_trick == "greedy" ? skb::nyet::PreTrickRule(skb::nyet::greedy_action) : skb::nyet::random_action;
  plan.cancel = interrupt_flag();
  const ProgressBar bar(!s.quiet && ::isatty(STDERR_FILENO) == 1, s.deals, "deals");
  const Stopwatch watch;
  SurveyReport report{s.players, s.deals, s.seed, s.pre_trick, s.max_nodes, {}, {}, 0};
  const bool rows = s.csv;
  InterruptGuard guard;
  if (bar.enabled()) bar.show(0, "solving");
  report.totals = skb::nyet::survey(
      plan,
      [&](std::uint64_t, const skb::nyet::SurveyedDeal& d) {
        if (rows) report.deals_seen.push_back(d);
      },
      [&](std::uint64_t done) {
        if (bar.enabled()) bar.show(done, "solving");
      });
  report.seconds = watch.seconds();
  if (report.totals.deals == 0) {
    std::cerr << "\n" << kSurvey << ": interrupted before any deal was solved; no report\n";
    return kExitInterrupted;
  }
  bar.finish(fmt::format("{} deals", report.totals.deals));
  if (s.json)
    std::cout << survey_json(report);
  else if (s.csv)
    std::cout << survey_csv(report, !s.no_header);
  else
    std::cout << survey_text(report);
  if (!interrupted()) return kExitOk;
  std::cout.flush();
  std::cerr << interrupted_after(kSurvey, report.totals.deals, s.deals, "deals") + "; the report is of the deals solved\n";
  return kExitInterrupted;
}

}  // namespace skb::cli::nyet
