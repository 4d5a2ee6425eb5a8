#include "cli/seven_knights/lying_command.h"

#include <unistd.h>

#include <chrono>
#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/help.h"
#include "cli/common/values.h"
#include "cli/common/exit_status.h"
#include "cli/common/interrupt.h"
#include "cli/common/options.h"
#include "cli/common/progress.h"
#include "cli/common/terminal.h"
#include "cli/seven_knights/lying_report.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

CLI::App* add_lying_command(CLI::App& app, LyingSettings& s) {
  auto* cmd = app.add_subcommand(
      "lying",
      "What lying is worth: for each variant with the Witch and each player count, a matrix of the Knights' win "
      "rate by the Witch team's answer policy (rows) and the lie rate the Knights reason with (columns), solved "
      "as a zero-sum game.");
  add_table_options(*cmd, s.sweep, {"standard", "advanced", "groping"}, "Variants with the Witch",
                    "standard,advanced,groping");
  help_value(add_list_option(*cmd, "--coin-rates", s.coin_rates,
                             "The rates of the 'coin' rows, comma-separated, each strictly between 0 and 1 (default "
                             "0.25,0.5,0.75); the rows are truth, coin at each rate, lie, deceive",
                             {}, "rate"),
             "LIST");
  help_value(add_list_option(*cmd, "--lie-rates", s.lie_rates,
                             fmt::format("The columns: lie rates {} the Knights may reason with, comma-separated "
                                         "(default 0,0.25,0.5,0.75,1)",
                                         lambda()),
                             {}, "lie rate"),
             "LIST");
  const auto policy = [&](const std::string& name, std::string& value, const std::string& help,
                          std::vector<std::string> names) {
    help_value(choices(cmd->add_option(name, value, help), std::move(names), "policy"), "POLICY");
  };
  policy("--inspect", s.inspect, "Inspection policy of everyone (default random)", {"random", "fresh", "info"});
  policy("--ask", s.ask, "Question policy of everyone (default random)", {"random", "info"});
  policy("--knight-vote", s.knight_vote, "Knights' vote policy (default best)", {"self", "best"});
  policy("--witch-vote", s.witch_vote, "Witch team's vote policy (default pack)", {"self", "pack"});
  cmd->add_option("--games", s.games, "Rounds per cell (default 1000, at most 10^12)")->check(games_range());
  add_seed_thread_options(*cmd, s.sweep, false);
  auto* json = add_json_flag(*cmd, s.json,
                             "Print a JSON array, one object per matrix, with its provenance (skb_version, command, "
                             "elapsed_seconds)");
  cmd->add_flag("--csv", s.csv,
                "Print CSV, one row per cell, with the solved game and the matrix's provenance (skb_version, command, "
                "elapsed_seconds) on every row")
      ->excludes(json);
  cmd->add_flag("--quiet", s.quiet, "No progress bar (it is shown on standard error when that is a terminal)");
  cmd->footer(
      "\nRows, the Witch team's answers (the Knights team always tells the truth):\n"
      "  truth        never lie\n"
      "  coin R       lie with probability R, whatever the Knights believe\n"
      "  lie          always lie\n"
      "  deceive      the answer that makes the true winning arrangement least likely for the public record\n"
      "Columns: the lie rate everyone reasons with (rules.md, the answer model). A cell is the Knights' win\n"
      "rate (every cell plays the same deals for a seed). Cells whose answers the model rules out cannot be\n"
      "played and show a dash: any lie under lie rate 0, any truth under lie rate 1, deceive under either.\n\n"
      "The game: the Witch team picks a row, the Knights a column, each not knowing the other's choice.\n"
      "It is solved by a linear programme over the columns in which every row can be played (so that the\n"
      "Knights do not win by forbidding lies): the value is the Knights' win rate with their best mix of\n"
      "lie rates against the Witch team's best mix of answers, shown with its range when every cell moves\n"
      "within its 95% Wilson interval.\n\n"
      "Why random questions by default: with informative questions and inspections (the smart profile)\n"
      "players pair up, each the only one to know their partner's tile, and questions go to players who\n"
      "know something the asker does not; the informative question is then rarely put to a Witch-team\n"
      "player, and the answer policy hardly matters. --ask info --inspect info shows that.\n\n"
      "Examples:\n"
      "  skb lying --variants standard --players 5\n"
      "  skb lying --games 2000 --csv > lying.csv\n"
      "  skb lying --variants groping --players 4 --ask info --json\n\n" +
      exit_statuses({{kExitOk, "played"},
                     {kExitBadInput, "a bad command line"},
                     {kExitOutOfMemory, kOutOfMemory},
                     {kExitInterrupted, kInterrupted}}));
  return cmd;
}

namespace {

std::vector<double> probabilities(const std::vector<std::string>& texts, std::string_view option, std::string_view what,
                                  std::string_view command) {
  std::vector<double> out;
  for (const std::string& t : texts) out.push_back(parse_cli_probability(t, option, what, command));
  return out;
}

}  // namespace

int run_lying(const LyingSettings& s) {
  const std::string command = "skb lying";
  LyingPlan base;
  base.policies.inspect = find_inspect_policy(s.inspect);
  base.policies.ask = find_ask_policy(s.ask);
  base.policies.knight_vote = find_knight_vote(s.knight_vote);
  base.policies.witch_vote = find_witch_vote(s.witch_vote);
  base.seed = s.sweep.seed;
  base.games = s.games;
  base.threads = check_threads(s.sweep.threads, command);
  base.lie_rates = probabilities(s.lie_rates, "--lie-rates", "a lie rate", command);
  base.rows = {{&truth_answer, std::nullopt}};
  for (double r : probabilities(s.coin_rates, "--coin-rates", "a coin rate", command)) {
    if (r == 0 || r == 1)
      throw UsageError(command, fmt::format("--coin-rates {:g}: a coin rate of 0 or 1 is the truth or lie row", r));
    base.rows.push_back({&coin_answer, r});
  }
  base.rows.push_back({&lie_answer, std::nullopt});
  base.rows.push_back({&deceive_answer, std::nullopt});

  std::vector<LyingPlan> plans;
  for (const SweepTable& t : sweep_tables(s.sweep, true, command, "no matrix to make")) {
    plans.push_back(base);
    plans.back().variant = t.variant;
    plans.back().players = t.players;
  }

  const std::size_t cells_per_matrix = base.rows.size() * base.lie_rates.size();
  // The bar counts rounds, told of them within a cell too, so it shows a rate from the first second
  // (a cell of many rounds can take minutes).
  const ProgressBar bar(!s.quiet && ::isatty(STDERR_FILENO) == 1, plans.size() * cells_per_matrix * base.games,
                        "rounds");
  std::uint64_t cells_done = 0;  // cells finished, over every matrix
  const TextLayout layout = TextLayout::for_stdout();
  InterruptGuard guard;
  std::size_t done = 0;
  try {
    if (s.json) std::cout << "[";
    if (s.csv) std::cout << lying_csv_header();
    for (std::size_t k = 0; k < plans.size(); ++k) {
      const LyingPlan& plan = plans[k];
      const auto label = fmt::format("{} {}p", plan.variant->name, plan.players);
      const auto start = std::chrono::steady_clock::now();
      const LyingMatrix m = lying_matrix(
          plan,
          [&](std::size_t cells) {
            cells_done = k * cells_per_matrix + cells;
            bar.show(cells_done * base.games, label);
          },
          [&](std::uint64_t rounds) {
            stop_if_interrupted();
            bar.show(cells_done * base.games + rounds, label);
          });
      const LyingReport report{plan, m,
                               std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()};
      if (s.json)
        std::cout << (k ? ",\n  " : "\n  ") << lying_json(report);
      else if (s.csv)
        std::cout << lying_csv_rows(report);
      else
        std::cout << (k ? "\n" : "") << lying_text(report, layout);
      std::cout.flush();
      ++done;
    }
  } catch (const Interrupted&) {
    if (s.json) std::cout << (done ? "\n]\n" : "]\n");
    std::cerr << "\n" + interrupted_after(command, done, plans.size(), "matrices") + "; the output above is complete\n";
    return kExitInterrupted;
  }
  bar.finish(fmt::format("{} matrices", plans.size()));
  if (s.json) std::cout << "\n]\n";
  return kExitOk;
}

}  // namespace skb::cli::seven_knights
