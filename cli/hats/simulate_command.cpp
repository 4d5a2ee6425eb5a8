#include "cli/hats/simulate_command.h"

#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/files.h"
#include "cli/common/help.h"
#include "cli/common/interrupt.h"
#include "cli/common/json.h"
#include "cli/common/options.h"
#include "cli/common/progress.h"
#include "cli/common/provenance.h"
#include "cli/common/terminal.h"
#include "cli/common/values.h"
#include "cli/hats/options.h"
#include "cli/hats/simulation_report.h"
#include "solver/core/ranks.h"
#include "solver/core/simulation.h"
#include "solver/hats/record_maker.h"
#include "solver/hats/record_writer.h"

namespace skb::cli::hats {

namespace {

constexpr std::string_view kSimulate = "skb hats simulate";
constexpr std::string_view kAnalyze = "skb hats analyze";

skb::hats::Variant variant_option(const std::string& name, std::string_view command) {
  const auto v = skb::hats::parse_variant(name);
  if (!v)
    throw UsageError(std::string(command), fmt::format("--variant {}: no such variant (standard, no-magic)", name));
  return *v;
}

void check_players(int players, std::string_view command) {
  if (players < skb::hats::kMinPlayers || players > skb::hats::kMaxPlayers)
    throw UsageError(std::string(command),
                     fmt::format("--players {}: the hat game is played by 2 to 6 players", players));
}

const std::string kPolicyHelp =
    "\nPolicies: random plays every legal move alike; memory opens a hat it knows to match, else takes a hat it\n"
    "knows to be magic, else looks at a hat nobody knows (else one it does not know), never swaps and never\n"
    "opens a hat it does not know to fit; search values its moves as skb hats advise does (--search-playouts\n"
    "playouts per move, everyone then playing memory) and plays the best, unless that is a move memory would\n"
    "not play and beats memory's best by two standard errors or less. Win rates count a win shared by k\n"
    "players as 1/k each, with a 95% Wilson interval; scores carry their standard error. A game still going\n"
    "after 2,000 turns is stopped and scored where it stands; the report says how many were.\n";

// Plays one cell on this rank's share of the games, with a progress bar fed by `show`.
skb::hats::SimulationTotals run_cell(const Cell& cell, const Policies& policies, int threads, const Ranks& ranks,
                                     const std::function<void(std::uint64_t)>& show, std::string_view command,
                                     const std::atomic<bool>* cancel = nullptr) {
  skb::hats::SimulationPlan plan;
  plan.players = cell.players;
  plan.variant = cell.variant;
  for (const std::string& p : cell.lineup) plan.seats.push_back(&policies.get(p, "--seats", command));
  plan.games = cell.games;
  plan.seed = cell.seed;
  plan.threads = threads;
  plan.cancel = cancel;
  return ranks.sum(skb::hats::simulate(plan, static_cast<std::uint64_t>(ranks.rank()),
                                       static_cast<std::uint64_t>(ranks.size()), show));
}

// Prepares --record-out's folder before any game is played: created, empty (unless --force, and
// then without a folder where a record goes) and writable. Throws UsageError.
void check_record_folder(const SimulateSettings& s) {
  prepare_output_folder(*s.record_out, "--record-out", kSimulate, s.force, "games", [&](const std::string& name) {
    return numbered_file(name, s.games, {".hats", ".truth.json"});
  });
}

// Writes every game played (the first cell.totals.games) as a record and its truth (simulate
// --record-out), each file whole under a temporary name, with a progress bar of its own if
// `progress` (each record replays its game: 50,000 took 11 s on a loaded 2-core machine).
// Returns how many pairs were written: fewer when an interrupt stopped it, between two pairs, so
// records 0 to the count less one are complete and no other is there.
std::uint64_t write_records(const SimulateSettings& s, const Cell& cell, const Policies& policies, bool progress) {
  const std::filesystem::path dir = *s.record_out;
  std::vector<const skb::hats::Policy*> seats;
  for (const std::string& p : cell.lineup) seats.push_back(&policies.get(p, "--seats", kSimulate));
  const ProgressBar bar(progress, cell.totals.games, "records");
  auto shown = std::chrono::steady_clock::now();
  for (std::uint64_t i = 0; i < cell.totals.games; ++i) {
    if (interrupted()) return i;
    if (bar.enabled() && std::chrono::steady_clock::now() - shown > std::chrono::milliseconds(100)) {
      bar.show(i, "writing records");
      shown = std::chrono::steady_clock::now();
    }
    const skb::hats::MadeRecord made =
        skb::hats::make_record(cell.players, cell.variant, seats, game_seed(cell.seed, i), s.cut, 0);
    const std::string stem = fmt::format("{:06}", i);
    std::vector<std::string> truth;
    for (int p = 0; p < skb::hats::kPositions; ++p)
      if (made.truth[static_cast<std::size_t>(p)])
        truth.push_back(fmt::format("\"{}\": {}", p + 1,
                                    json_string(skb::hats::kind_text(*made.truth[static_cast<std::size_t>(p)]))));
    try {
      write_file(dir / (stem + ".truth.json"), fmt::format("{{\"game\": {}, \"seed\": {}, \"hats\": {{{}}}}}\n", i,
                                                           cell.seed, fmt::join(truth, ", ")));
      write_file(
          dir / (stem + ".hats"),
          fmt::format("# Simulated game {} (skb hats simulate, seed {}, {}){}; the true hats are in {}.truth.json\n{}",
                      i, cell.seed, lineup_name(cell.lineup), s.cut ? fmt::format(", cut after {} turns", *s.cut) : "",
                      stem, skb::hats::write_record(made.record)));
    } catch (const WriteError& e) {
      throw UsageError(std::string(kSimulate), fmt::format("--record-out: {}", e.what()));
    }
  }
  bar.finish(fmt::format("{} records written", cell.totals.games));
  return cell.totals.games;
}

// What an interrupted simulate says on standard error: how many games the report covers and,
// with --record-out, which records are complete (those an interrupt while playing leaves
// unwritten are not: records are written once the games are played).
std::string interrupted_message(const SimulateSettings& s, const Cell& cell, std::uint64_t records) {
  std::string text =
      cell.totals.games < s.games
          ? interrupted_after(kSimulate, cell.totals.games, s.games, "games") + "; the report is of the games played"
          : fmt::format("{}: interrupted while writing the records; the report is of all {} games", kSimulate,
                        cell.totals.games);
  if (s.record_out)
    text += records == 0 ? fmt::format("; no record was written in {}", *s.record_out)
                         : fmt::format("; the records {:06} to {:06} in {} are complete, and no other was written",
                                       0, records - 1, *s.record_out);
  return text + "\n";
}

}  // namespace

CLI::App* add_simulate_command(CLI::App& group, SimulateSettings& s) {
  auto* cmd = group.add_subcommand(
      "simulate",
      "Play many whole games with a policy in every seat and report, per seat, the win rate, the mean "
      "score, pairs, penalties and magic hats, and the games' length.");
  cmd->add_option("--players", s.players, "Players, 2 to 6 (default 4)")
      ->check(whole_in("--players", skb::hats::kMinPlayers, skb::hats::kMaxPlayers));
  help_value(choices(cmd->add_option("--variant", s.variant, "standard (default) or no-magic (the 4 magic hats removed)"),
                     {"standard", "no-magic"}, "variant"),
             "VARIANT");
  help_value(choices(cmd->add_option("--profile", s.profile,
                                     "The policy of every seat: random, memory (default) or search"),
                     policy_names(), "policy"),
             "POLICY");
  help_value(cmd->add_option("--seats", s.seats,
                             "A policy per seat, in seat order, comma-separated (e.g. search,memory,memory)")
                 ->check(list_of("--seats", policy_names(), "policy")),
             "LIST");
  cmd->add_option("--search-playouts", s.search_playouts,
                  fmt::format("Playouts per move of the search policy (default {})", kDefaultSearchPlayouts))
      ->check(whole_in("--search-playouts", 1, 100'000));
  cmd->add_option("--games", s.games, "Games to play (default 1000, at most 10^12)")->check(games_range());
  add_seed_option(*cmd, s.seed, "of every random choice");
  add_threads_option(*cmd, s.threads);
  auto* json = add_json_flag(*cmd, s.json, "Print one JSON object");
  cmd->add_flag("--csv", s.csv, "Print a CSV header and a row per seat (the columns of skb hats analyze --csv)")
      ->excludes(json);
  cmd->add_flag("--quiet", s.quiet, "No progress bar (it is shown on standard error when that is a terminal)");
  help_value(cmd->add_option("--record-out", s.record_out,
                             "Also write each game as DIR/NNNNNN.hats (every look with what the looker saw, viewed by "
                             "the first player: --view chooses another) and the true hats at its end as "
                             "DIR/NNNNNN.truth.json"),
             "DIR");
  cmd->add_option("--cut", s.cut, "With --record-out: end each record after this many turns (a game in progress)")
      ->check(whole_in("--cut", 0, 100'000));
  cmd->add_flag("--force", s.force, "With --record-out: write into a folder that already holds files");
  cmd->footer(kPolicyHelp +
              "\nExamples:\n"
              "  skb hats simulate --players 4 --games 10000\n"
              "  skb hats simulate --players 4 --games 20 --record-out games/ --cut 40\n"
              "  skb hats simulate --players 3 --variant no-magic --profile random --json\n"
              "  skb hats simulate --players 4 --seats search,memory,memory,memory --games 200\n\n"
              "With MPI (built with -DSKB_WITH_MPI=ON), mpirun -np K skb hats simulate ... shares the games among the\n"
              "K ranks and prints the same numbers as one process.\n\n" +
              exit_statuses({{kExitOk, "played"},
                             {kExitBadInput, "a bad command line, or --record-out cannot be written"},
                             {kExitOutOfMemory, kOutOfMemory},
                             {kExitInterrupted, kInterrupted}}));
  return cmd;
}

int run_simulate(const SimulateSettings& s) {
  check_players(s.players, kSimulate);
  const Policies policies(s.search_playouts);
  Cell cell;
  cell.players = s.players;
  cell.variant = variant_option(s.variant, kSimulate);
  cell.lineup =
      s.seats ? split_list(*s.seats) : std::vector<std::string>(static_cast<std::size_t>(s.players), s.profile);
  if (static_cast<int>(cell.lineup.size()) != s.players)
    throw UsageError(std::string(kSimulate),
                     fmt::format("--seats {}: {} policies for {} players", *s.seats, cell.lineup.size(), s.players));
  for (const std::string& p : cell.lineup) (void)policies.get(p, s.seats ? "--seats" : "--profile", kSimulate);
  if (std::find(cell.lineup.begin(), cell.lineup.end(), "search") != cell.lineup.end())
    cell.search_playouts = s.search_playouts;
  cell.games = s.games;
  cell.seed = s.seed;
  const int threads = check_threads(s.threads, kSimulate);
  Ranks ranks;
  const ProgressBar bar(ranks.root() && !s.quiet && ::isatty(STDERR_FILENO) == 1, s.games);
  if (s.record_out && ranks.root()) check_record_folder(s);
  InterruptGuard guard;
  const auto start = std::chrono::steady_clock::now();
  try {
    stop_if_interrupted();
    cell.totals = run_cell(
        cell, policies, threads, ranks,
        [&](std::uint64_t done) {
          if (ranks.size() > 1) stop_if_interrupted();  // one process stops between games
          if (bar.enabled()) bar.show(std::min(s.games, done * static_cast<std::uint64_t>(ranks.size())), "games");
        },
        kSimulate, ranks.size() == 1 ? interrupt_flag() : nullptr);
  } catch (const Interrupted&) {
    std::cerr << "\n" << kSimulate << ": interrupted before any game was finished; no report\n";
    return kExitInterrupted;
  }
  if (cell.totals.games == 0) throw Interrupted();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  cell.seconds = seconds;
  bar.finish(fmt::format("{} games", cell.totals.games));
  if (!ranks.root()) return kExitOk;
  const std::uint64_t records = s.record_out ? write_records(s, cell, policies, bar.enabled()) : 0;
  if (s.json)
    std::cout << cell_json(cell) << "\n";
  else if (s.csv)
    std::cout << csv_header() << csv_rows(cell);
  else
    std::cout << wrap(cell_text(cell) + fmt::format("  Time: {:.2f} s ({:.0f} games/s)\n", seconds,
                                                    static_cast<double>(cell.totals.games) / std::max(seconds, 1e-9)),
                      TextLayout::for_stdout().width, 2);
  if (!interrupted()) return kExitOk;
  std::cout.flush();
  std::cerr << interrupted_message(s, cell, records);
  return kExitInterrupted;
}

CLI::App* add_analyze_command(CLI::App& group, AnalyzeSettings& s) {
  auto* cmd = group.add_subcommand(
      "analyze",
      "Simulate a grid of cells (player counts x variants x profiles, every seat playing the profile) and "
      "print a row per seat of each cell, as each cell finishes.");
  help_value(add_number_list_option(*cmd, "--players", s.players, "Player counts, comma-separated (default 2,3,4,5,6)",
                                    skb::hats::kMinPlayers, skb::hats::kMaxPlayers),
             "LIST");
  help_value(add_list_option(*cmd, "--variants", s.variants, "Variants, comma-separated (default standard,no-magic)",
                             {"standard", "no-magic"}, "variant"),
             "LIST");
  help_value(add_list_option(*cmd, "--profiles", s.profiles,
                             "Profiles, comma-separated (default random,memory; search is slow)", policy_names(),
                             "policy"),
             "LIST");
  cmd->add_option("--search-playouts", s.search_playouts,
                  fmt::format("Playouts per move of the search policy (default {})", kDefaultSearchPlayouts))
      ->check(whole_in("--search-playouts", 1, 100'000));
  cmd->add_option("--games", s.games, "Games per cell (default 1000, at most 10^12)")->check(games_range());
  add_seed_option(*cmd, s.seed);
  add_threads_option(*cmd, s.threads);
  auto* json = add_json_flag(*cmd, s.json, "Print a JSON array of cells");
  cmd->add_flag("--csv", s.csv, "Print CSV: a header, then a row per seat of each cell")->excludes(json);
  cmd->add_flag("--quiet", s.quiet, "No progress bar (it is shown on standard error when that is a terminal)");
  cmd->footer(kPolicyHelp +
              "\nExamples:\n"
              "  skb hats analyze --games 2000 --csv > hats.csv\n"
              "  skb hats analyze --players 2,4,6 --variants no-magic --profiles memory --json\n\n"
              "On a cluster (built with -DSKB_WITH_MPI=ON): mpirun -np K skb hats analyze ... shares every cell's\n"
              "games among the K ranks and prints one result, identical to a single process with the same seed.\n\n" +
              exit_statuses({{kExitOk, "played"},
                             {kExitBadInput, "a bad command line"},
                             {kExitOutOfMemory, kOutOfMemory},
                             {kExitInterrupted, kInterrupted}}));
  return cmd;
}

int run_analyze(const AnalyzeSettings& s) {
  const Policies policies(s.search_playouts);
  std::vector<Cell> cells;
  for (const std::string& v : s.variants)
    for (const int n : s.players) {
      check_players(n, kAnalyze);
      for (const std::string& p : s.profiles) {
        (void)policies.get(p, "--profiles", kAnalyze);
        Cell c;
        c.players = n;
        c.variant = variant_option(v, kAnalyze);
        c.lineup.assign(static_cast<std::size_t>(n), p);
        c.search_playouts = p == "search" ? s.search_playouts : 0;
        c.games = s.games;
        c.seed = s.seed;
        cells.push_back(std::move(c));
      }
    }
  if (cells.empty()) throw UsageError(std::string(kAnalyze), "no cell to simulate");
  const int threads = check_threads(s.threads, kAnalyze);
  Ranks ranks;
  const std::uint64_t total = s.games * cells.size();
  const ProgressBar bar(ranks.root() && !s.quiet && ::isatty(STDERR_FILENO) == 1, total);
  const auto print = [&](const std::string& text) {
    if (ranks.root()) std::cout << text << std::flush;
  };
  print(s.json ? "[" : s.csv ? csv_header() : "");
  InterruptGuard guard;
  std::size_t done_cells = 0;
  try {
    for (std::size_t i = 0; i < cells.size(); ++i) {
      Cell& c = cells[i];
      const Stopwatch watch;
      const std::uint64_t before = i * s.games;
      c.totals = run_cell(
          c, policies, threads, ranks,
          [&](std::uint64_t done) {
            if (ranks.size() == 1) stop_if_interrupted();
            if (bar.enabled())
              bar.show(before + std::min(s.games, done * static_cast<std::uint64_t>(ranks.size())),
                       fmt::format("cell {}/{} {} {}p {}", i + 1, cells.size(), skb::hats::variant_name(c.variant),
                                   c.players, lineup_name(c.lineup)));
          },
          kAnalyze);
      c.seconds = watch.seconds();
      print(s.json  ? fmt::format("{}\n  {}", i ? "," : "", cell_json(c))
            : s.csv ? csv_rows(c)
                    : (i ? "\n" : "") + wrap(cell_text(c), TextLayout::for_stdout().width, 2));
      ++done_cells;
    }
  } catch (const Interrupted&) {
    if (s.json) print(done_cells ? "\n]\n" : "]\n");
    std::cerr << "\n" + interrupted_after(kAnalyze, done_cells, cells.size(), "cells") + "; the cells above are complete\n";
    return kExitInterrupted;
  }
  bar.finish(fmt::format("{} cells, {} games", cells.size(), total));
  if (s.json) print(done_cells ? "\n]\n" : "]\n");
  return kExitOk;
}

}  // namespace skb::cli::hats
