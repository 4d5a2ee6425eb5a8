#include "cli/seven_knights/analyze_command.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/interrupt.h"
#include "cli/common/progress.h"
#include "cli/common/terminal.h"
#include "cli/seven_knights/record_options.h"
#include "cli/seven_knights/simulation_report.h"
#include "solver/core/ranks.h"

namespace skb::cli {

CLI::App* add_analyze_command(CLI::App& app, AnalyzeSettings& s) {
  auto* cmd = app.add_subcommand("analyze",
                                 "Simulate a grid of variants x player counts x profiles and write one CSV row (or "
                                 "JSON object) per cell: how often the Knights win, with 95% Wilson intervals.");
  std::vector<std::string> variant_names, profile_names;
  for (const Variant& v : skb::variants()) variant_names.emplace_back(v.name);
  for (const Profile& p : profiles()) profile_names.emplace_back(p.name);
  cmd->add_option("--variants", s.variants, "Variants, comma-separated (default: all six)")
      ->delimiter(',')
      ->check(CLI::IsMember(variant_names));
  cmd->add_option("--players", s.players,
                  "Player counts, comma-separated (default: every count each variant allows; counts a variant "
                  "does not allow are skipped for it)")
      ->delimiter(',')
      ->check(CLI::Range(3, 8));
  cmd->add_option("--profiles", s.profiles,
                  "Profiles, comma-separated (default: naive,smart; rollout looks ahead over smart at its default "
                  "budget)")
      ->delimiter(',')
      ->check(CLI::IsMember(profile_names));
  cmd->add_option("--games", s.games, "Rounds per cell (default 2000, at most 10^12)")->check(games_range());
  cmd->add_option("--seed", s.seed, "Seed, 0 to 2^64-1 (default 1); every cell plays the same deal sequence for it")
      ->check(seed_range());
  cmd->add_option("--threads", s.threads, "Threads per process (default: all cores); numbers do not depend on it")
      ->check(at_least_one("--threads"));
  cmd->add_option("--lie-rate", s.lie_rate,
                  fmt::format("The lie rate {} everyone reasons with (default 0.5)", lambda()));
  cmd->add_flag("--json", s.json, "Print a JSON array of cells instead of CSV");
  cmd->add_flag("--quiet", s.quiet, "No progress bar (it is shown on standard error when that is a terminal)");
  cmd->footer(policy_help() +
              "\nColumns: variant, players, profile, the five policies, lie_rate, seed, games, exact, knights_wins,\n"
              "knights_win_rate, wilson_low, wilson_high (95%), witch_captain_rate, right_given_knights_captain,\n"
              "mean_captain_deals, lies_per_round, questions_per_round.\n\n"
              "On a cluster (built with -DSKB_WITH_MPI=ON): mpirun -np K skb analyze ... shares every cell's\n"
              "games among the K ranks and prints one result, identical to a single process with the same seed.\n\n"
              "Examples:\n"
              "  skb analyze --games 2000 > balance.csv\n"
              "  skb analyze --variants standard,advanced --players 5,6 --profiles smart --json\n\n"
              "Exit status: 0 ok, 1 internal error, 2 bad command line.");
  return cmd;
}

namespace {

struct Cell {
  const Variant* variant;
  int players;
  const Profile* profile;
};

}  // namespace

int run_analyze(const AnalyzeSettings& s) {
  const std::string command = "skb analyze";
  const double lie_rate = s.lie_rate ? parse_cli_lie_rate(*s.lie_rate, command) : 0.5;
  std::vector<Cell> cells;
  for (const Variant& v : skb::variants()) {
    if (!s.variants.empty() && std::find(s.variants.begin(), s.variants.end(), v.name) == s.variants.end()) continue;
    for (int n = v.min_players; n <= v.max_players; ++n) {
      if (!s.players.empty() && std::find(s.players.begin(), s.players.end(), n) == s.players.end()) continue;
      for (const std::string& name : s.profiles) {
        const Profile* p = find_profile(name);
        if (auto conflict = answer_model_conflict(v, p->policies.answer, lie_rate))
          throw UsageError(command, fmt::format("profile {}: {}", name, *conflict));
        cells.push_back({&v, n, p});
      }
    }
  }
  if (cells.empty())
    throw UsageError(command, "no cell to simulate: no chosen variant allows the chosen player counts");

  const int threads = check_threads(s.threads, command);
  Ranks ranks;
  const std::uint64_t total_games = s.games * cells.size();
  const ProgressBar bar(ranks.root() && !s.quiet && ::isatty(STDERR_FILENO) == 1, total_games);
  std::uint64_t finished = 0;  // games of finished cells (this rank's share x ranks)
  // Each cell's row is printed (and flushed) as soon as the cell is done, in the grid's order,
  // so a piped or interrupted run keeps every finished cell. On SIGINT or SIGTERM the run stops
  // at the next batch of games, closes the JSON array, says how far it got and exits 130.
  const auto print = [&](const std::string& text) {
    if (ranks.root()) std::cout << text << std::flush;
  };
  print(s.json ? "[" : csv_header());
  InterruptGuard guard;
  std::size_t done_cells = 0;
  try {
    for (std::size_t c = 0; c < cells.size(); ++c) {
      SimulationPlan plan;
      const ChosenPolicies chosen = choose_policies(*cells[c].profile, PolicyOptions{});
      plan.round = {cells[c].variant, cells[c].players, chosen.policies, lie_rate, chosen.rollout, std::nullopt};
      plan.seed = s.seed;
      plan.games = s.games;
      plan.threads = threads;
      const auto show = [&](std::uint64_t done_here) {
        if (ranks.size() == 1) stop_if_interrupted();  // with MPI, every rank must finish the cell
        if (!bar.enabled()) return;
        const std::uint64_t done = finished + std::min<std::uint64_t>(s.games, done_here * ranks.size());
        bar.show(done, fmt::format("cell {}/{} {} {}p {:<6}", c + 1, cells.size(), cells[c].variant->name,
                                   cells[c].players, cells[c].profile->name));
      };
      show(0);
      const SimulationTotals mine = simulate(plan, ranks.rank(), ranks.size(), {}, show);
      finished += s.games;
      CellReport cell;
      cell.variant = cells[c].variant;
      cell.players = cells[c].players;
      cell.profile = std::string(cells[c].profile->name);
      cell.policies = chosen.policies;
      cell.lie_rate = lie_rate;
      cell.seed = s.seed;
      cell.totals = ranks.sum(mine);
      print(s.json ? fmt::format("{}\n  {}", c ? "," : "", json_object(cell)) : csv_row(cell));
      ++done_cells;
    }
  } catch (const Interrupted&) {
    if (s.json) print(done_cells ? "\n]\n" : "]\n");
    std::cerr << fmt::format("\n{}: interrupted after {} of {} cells; the rows above are complete\n", command,
                             done_cells, cells.size());
    return kExitInterrupted;
  }
  bar.finish(fmt::format("{} cells, {} games", cells.size(), total_games));
  if (s.json) print(done_cells ? "\n]\n" : "]\n");
  return kExitOk;
}

}  // namespace skb::cli
