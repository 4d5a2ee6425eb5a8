#include "cli/seven_knights/analyze_command.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iostream>
#include <optional>
#include <string>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/help.h"
#include "cli/common/values.h"
#include "cli/common/exit_status.h"
#include "cli/common/interrupt.h"
#include "cli/common/json.h"
#include "cli/common/options.h"
#include "cli/common/progress.h"
#include "cli/common/terminal.h"
#include "cli/seven_knights/record_options.h"
#include "cli/seven_knights/simulation_report.h"
#include "solver/core/ranks.h"
#include "solver/seven_knights/whole_game.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

CLI::App* add_analyze_command(CLI::App& app, AnalyzeSettings& s) {
  auto* cmd = app.add_subcommand(
      "analyze",
      "Simulate a sweep of cells (variants x player counts x profiles x policies x lie rates), single rounds or "
      "whole games, and write one CSV row (or JSON object) per cell: how often the Knights win, exact or with 95% "
      "Wilson intervals.");
  std::vector<std::string> variant_names, profile_names;
  for (const Variant& v : skb::seven_knights::variants()) variant_names.emplace_back(v.name);
  for (const Profile& p : profiles()) profile_names.emplace_back(p.name);
  add_table_options(*cmd, s.sweep, variant_names, "Variants", "all six");
  help_value(add_list_option(*cmd, "--profiles", s.profiles,
                             "Profiles, comma-separated (default: naive,smart; rollout looks ahead over "
                             "--rollout-base, naive unless given)",
                             profile_names, "profile"),
             "LIST");
  add_policy_list_options(*cmd, s.policies);
  auto* games = cmd->add_option("--games", s.games, "Rounds (or whole games) per cell (default 2000, at most 10^12)")
                    ->check(games_range());
  cmd->add_flag("--all-deals", s.all_deals,
                "Play every deal once per cell instead: exact where every policy is deterministic (marked exact, "
                "no interval); with --rounds 3 every cell must be")
      ->excludes(games);
  cmd->add_option("--rounds", s.rounds,
                  "1 (default): single rounds. 3: whole games as scored (see skb simulate --help): each seat's "
                  "mean points and chance to win the game")
      ->check(one_of("--rounds", {"1", "3"}, "round count"));
  add_seed_thread_options(*cmd, s.sweep, true);
  auto* json = add_json_flag(*cmd, s.json, "Print a JSON array of cells instead of CSV");
  cmd->add_flag("--no-header", s.no_header, "CSV without its header line (to append to a file)")->excludes(json);
  cmd->add_flag("--quiet", s.quiet, "No progress bar (it is shown on standard error when that is a terminal)");
  cmd->footer(policy_help("--profiles") +
              "\nCells: the product of the lists, in the order variant, players, profile, inspect, ask, answer,\n"
              "knight-vote, witch-vote, lie rate (the last varying fastest). A policy flag overrides the profile's\n"
              "policy (the cell's profile is then 'custom'). Cells whose answer policy cannot be played at their lie\n"
              "rate (lie at 0, truth at 1, deceive at 0 or 1) are skipped, with a note on standard error.\n\n"
              "Columns: variant, players, profile, the five policies, lie_rate, seed, rounds, games, rounds_played,\n"
              "exact, knights_wins, knights_win_rate, wilson_low, wilson_high (95%; empty when exact),\n"
              "witch_captain_rate, right_given_knights_captain, mean_captain_deals, lies_per_round,\n"
              "questions_per_round; with --rounds 3 also first_player_win_rate, first_player_advantage,\n"
              "round3_decides_rate, shared_win_rate and per seat k = 1..8 points_k, win_k, win_low_k, win_high_k\n"
              "(empty otherwise); then skb_version, command, elapsed_seconds (the cell's time).\n\n"
              "Ctrl-C or SIGTERM stops the sweep within a second (a rollout round at its next playout): the\n"
              "finished cells are printed; with --json also the cell in progress, with the games it finished,\n"
              "marked \"interrupted\": true and its \"planned\" games (CSV leaves that cell out); status 130.\n\n"
              "On a cluster (built with -DSKB_WITH_MPI=ON): mpirun -np K skb analyze ... shares every cell's\n"
              "games among the K ranks and prints one result, identical to a single process with the same seed.\n\n"
              "Examples:\n"
              "  skb analyze --games 2000 > balance.csv\n"
              "  skb analyze --variants standard,advanced --players 5,6 --profiles smart --json\n"
              "  skb analyze --profiles smart --all-deals > atlas.csv\n"
              "  skb analyze --variants standard --players 5 --answer truth,lie,coin --lie-rate 0.25,0.5,0.75\n"
              "  skb analyze --variants groping --profiles smart --rounds 3 --all-deals --json\n\n" +
              exit_statuses({{kExitOk, "played"},
                             {kExitBadInput, "a bad command line"},
                             {kExitOutOfMemory, kOutOfMemory},
                             {kExitInterrupted, kInterrupted}}));
  return cmd;
}

namespace {

struct Cell {
  const Variant* variant;
  int players;
  ChosenPolicies chosen;
  double lie_rate;
};

// The cells of the sweep, in its order, and those left out because their answer policy cannot be
// played at their lie rate.
struct Sweep {
  std::vector<Cell> cells;
  std::size_t skipped = 0;
  std::string first_conflict;  // the first cell left out, in words
};

// Returns the cells of the settings' sweep (variants x players x profiles x policies x lie
// rates). Throws UsageError for settings that cannot go together, and when no cell is left.
Sweep sweep_cells(const AnalyzeSettings& s, const std::string& command) {
  for (const std::string& x : s.policies.lie_rate) parse_cli_lie_rate(x, command);  // every rate checked first
  const bool rollout_settings = s.policies.rollout_base || s.policies.rollout_budget || s.policies.rollout_questions;
  if (rollout_settings && std::find(s.profiles.begin(), s.profiles.end(), "rollout") == s.profiles.end())
    throw UsageError(command,
                     "--rollout-base, --rollout-budget and --rollout-questions set the rollout profile; add "
                     "rollout to --profiles");
  const std::vector<PolicyOptions> options = policy_product(s.policies);
  Sweep sweep;
  for (const SweepTable& table : sweep_tables(s.sweep, false, command, "no cell to simulate")) {
    const Variant& v = *table.variant;
    const int n = table.players;
    for (const std::string& name : s.profiles)
      for (const PolicyOptions& o : options) {
        const double lie_rate = o.lie_rate ? parse_cli_lie_rate(*o.lie_rate, command) : 0.5;
        const Profile& profile = *find_profile(name);
        PolicyOptions flags = o;  // the rollout settings are for rollout cells only
        if (!profile.rollout) flags.rollout_base.reset(), flags.rollout_budget.reset(), flags.rollout_questions.reset();
        const ChosenPolicies chosen = choose_policies(profile, flags, command);
        if (auto conflict = answer_model_conflict(v, chosen.policies.answer, lie_rate)) {
          if (sweep.first_conflict.empty())
            sweep.first_conflict = fmt::format("{} ({}) at lie rate {}: {}", chosen.name, describe(chosen.policies),
                                               json_number(lie_rate), *conflict);
          ++sweep.skipped;
          continue;
        }
        if (s.rounds == kGameRounds && s.all_deals && (chosen.rollout || !deterministic(chosen.policies, lie_rate)))
          throw UsageError(command, fmt::format("--all-deals --rounds 3: exact whole games need deterministic "
                                                "policies, and {} ({}) {}; use --games G for a sample",
                                                chosen.name, describe(chosen.policies),
                                                chosen.rollout ? "samples playouts" : "flips coins"));
        sweep.cells.push_back({&v, n, chosen, lie_rate});
      }
  }
  // Every table has cells (a profile and a policy at least), so none is left only when every
  // cell conflicts with the answer model.
  if (sweep.cells.empty()) throw UsageError(command, "no cell can be played: " + sweep.first_conflict);
  return sweep;
}

// Returns the games (whole games or rounds, or deals with --all-deals) a cell played.
std::uint64_t played_of(const CellReport& cell) {
  return cell.game && !cell.all_deals ? cell.game->games : cell.totals.games;
}

// Returns the report of one cell, played (or every deal dealt) on `threads` threads of every
// rank, with `show` told of this rank's progress. Throws Interrupted.
template <class Show>
CellReport play_cell(const AnalyzeSettings& s, const Cell& cell_of, int threads, const Ranks& ranks, const Show& show) {
  SimulationPlan plan;
  plan.round = {cell_of.variant,  cell_of.players,        cell_of.chosen.policies,
                cell_of.lie_rate, cell_of.chosen.rollout, std::nullopt};
  plan.seed = s.sweep.seed;
  plan.games = s.games;
  plan.all_deals = s.all_deals;
  plan.threads = threads;
  // One process: the cell stops within a game (a rollout game within a playout) and keeps the
  // games played. With MPI every rank must finish the cell, so no rank stops on its own.
  if (ranks.size() == 1) plan.cancel = interrupt_flag();
  CellReport cell;
  cell.variant = cell_of.variant;
  cell.players = cell_of.players;
  cell.profile = cell_of.chosen.name;
  cell.policies = cell_of.chosen.policies;
  cell.lie_rate = cell_of.lie_rate;
  cell.seed = s.sweep.seed;
  cell.all_deals = s.all_deals;
  cell.exact = s.all_deals && !cell_of.chosen.rollout && deterministic(cell.policies, cell.lie_rate);
  cell.rounds = s.rounds;
  if (s.rounds == kGameRounds && s.all_deals) {  // exact whole games need every deal: no partial cell
    const auto stop = [&](std::uint64_t done) {
      if (ranks.size() == 1) stop_if_interrupted();
      show(done);
    };
    const RoundClasses mine = classify_deals(plan, ranks.rank(), ranks.size(), stop);
    cell.game = exact_games(ranks.sum(mine), cell.players);
    cell.totals = cell.game->rounds;
  } else if (s.rounds == kGameRounds) {
    cell.game = ranks.sum(simulate_games(plan, ranks.rank(), ranks.size(), show));
    cell.totals = cell.game->rounds;
  } else {
    cell.totals = ranks.sum(simulate(plan, ranks.rank(), ranks.size(), {}, show));
  }
  const std::uint64_t played = played_of(cell);
  const std::uint64_t planned = s.all_deals ? game_count(plan) : s.games;
  // Only an interrupt stops a cell early (its figures are those played), and only in one process:
  // with MPI every rank finishes the cell, and a rank but the root holds only its own share of
  // the totals (Ranks::sum), which is no sign of an interrupt.
  if (ranks.size() == 1 && played < planned) {
    cell.interrupted = true;
    cell.planned = planned;
    cell.exact = false;
  }
  return cell;
}

// What stderr says when an interrupt stopped the sweep after `done` finished cells of `total`,
// `cut` the cell in progress when it was stopped half-way: JSON prints it, marked
// `"interrupted": true` with its planned games, when it played any; CSV leaves it out (a CSV row
// has no column to say it is incomplete, and appended to a file of finished cells it would pass
// for one).
std::string interrupted_message(const std::string& command, bool json, std::size_t done, std::size_t total,
                                const std::optional<CellReport>& cut) {
  std::string cell;
  if (cut) {
    const std::uint64_t played = played_of(*cut);
    const char* what = cut->all_deals ? "deals" : cut->game ? "games" : "rounds";
    if (played == 0)
      cell = fmt::format("; cell {} had finished none of its {}", done + 1, what);
    else
      cell = fmt::format("; cell {} stopped after {} of its {} {} and is {}", done + 1, played, cut->planned, what,
                         json ? "printed marked \"interrupted\": true"
                              : "left out (a CSV row cannot say it is incomplete)");
  }
  return "\n" + interrupted_after(command, done, total, "cells") + ", which are printed" + cell + "\n";
}

}  // namespace

int run_analyze(const AnalyzeSettings& s) {
  const std::string command = "skb analyze";
  const Sweep sweep = sweep_cells(s, command);
  const std::vector<Cell>& cells = sweep.cells;
  const int threads = check_threads(s.sweep.threads, command);
  Ranks ranks;
  if (sweep.skipped > 0 && ranks.root())
    std::cerr << fmt::format("{}: skipped {} cell{} whose answer policy cannot be played at the lie rate, e.g. {}\n",
                             command, sweep.skipped, sweep.skipped == 1 ? "" : "s", sweep.first_conflict);
  // The units of work of a cell: games (sampled), or deals (every deal once).
  const auto units = [&](const Cell& c) {
    return s.all_deals ? static_cast<std::uint64_t>(variant_tables(*c.variant, c.players).universe.size()) : s.games;
  };
  std::uint64_t total_units = 0;
  for (const Cell& c : cells) total_units += units(c);
  const ProgressBar bar(ranks.root() && !s.quiet && ::isatty(STDERR_FILENO) == 1, total_units,
                        s.all_deals ? "deals" : "games");
  std::uint64_t finished = 0;  // units of finished cells (this rank's share x ranks)
  // Each cell's row is printed (and flushed) as soon as the cell is done, in the sweep's order,
  // so a piped or interrupted run keeps every finished cell. On SIGINT or SIGTERM the cell in
  // progress stops within a game (a rollout game within a playout; an exact whole-games cell,
  // which needs every deal, at its next batch), the JSON array gets the cell's games played so
  // far, marked, and is closed; stderr says how far it got; the status is 130.
  const auto print = [&](const std::string& text) {
    if (ranks.root()) std::cout << text << std::flush;
  };
  print(s.json ? "[" : s.no_header ? "" : csv_header());
  InterruptGuard guard;
  std::size_t done_cells = 0;
  std::optional<CellReport> cut;  // the cell an interrupt stopped, with the games it played
  bool stopped = false;
  try {
    for (std::size_t c = 0; c < cells.size(); ++c) {
      if (ranks.size() == 1) stop_if_interrupted();
      const Cell& cell_of = cells[c];
      const std::uint64_t cell_units = units(cell_of);
      const auto show = [&](std::uint64_t done_here) {
        if (!bar.enabled()) return;
        const std::uint64_t done = finished + std::min<std::uint64_t>(cell_units, done_here * ranks.size());
        bar.show(done, fmt::format("cell {}/{} {} {}p {:<6}", c + 1, cells.size(), cell_of.variant->name,
                                   cell_of.players, cell_of.chosen.name));
      };
      const auto start = std::chrono::steady_clock::now();
      show(0);
      CellReport cell = play_cell(s, cell_of, threads, ranks, show);
      cell.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (cell.interrupted) {
        cut = std::move(cell);
        break;
      }
      finished += cell_units;
      print(s.json ? fmt::format("{}\n  {}", c ? "," : "", json_object(cell)) : csv_row(cell));
      ++done_cells;
    }
  } catch (const Interrupted&) {  // between cells, or in an exact whole-games cell
    stopped = true;
  }
  if (cut || stopped) {
    const bool print_cut = s.json && cut && played_of(*cut) > 0;
    if (print_cut) print(fmt::format("{}\n  {}", done_cells ? "," : "", json_object(*cut)));
    if (s.json) print(done_cells || print_cut ? "\n]\n" : "]\n");
    std::cerr << interrupted_message(command, s.json, done_cells, cells.size(), cut);
    return kExitInterrupted;
  }
  bar.finish(fmt::format("{} cells, {} {}", cells.size(), total_units, s.all_deals ? "deals" : "games"));
  if (s.json) print(done_cells ? "\n]\n" : "]\n");
  return kExitOk;
}

}  // namespace skb::cli::seven_knights
