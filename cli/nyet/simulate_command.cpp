#include "cli/nyet/simulate_command.h"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/files.h"
#include "cli/common/help.h"
#include "cli/common/interrupt.h"
#include "cli/common/options.h"
#include "cli/common/progress.h"
#include "cli/common/provenance.h"
#include "cli/common/values.h"
#include "cli/nyet/simulation_report.h"
#include "solver/core/ranks.h"
#include "solver/core/simulation.h"
#include "solver/nyet/record_maker.h"
#include "solver/nyet/record_writer.h"

namespace skb::cli::nyet {

namespace sn = skb::nyet;

namespace {

constexpr std::string_view kSimulate = "skb nyet simulate";
constexpr std::string_view kAnalyze = "skb nyet analyze";

std::vector<std::string> names() { return {sn::policy_names().begin(), sn::policy_names().end()}; }

const std::string kPolicyHelp =
    "\nPolicies: random plays every legal action alike. greedy follows a rule of thumb at every decision (vetoes\n"
    "that keep the boxes its hand likes, teams by hand strength, discards and passes of its least useful\n"
    "cards, cards that win a trick cheaply or throw the lowest). pimc plays each card as skb nyet advise\n"
    "would: it writes down the round as its seat knows it, values every legal card over --pimc-budget\n"
    "deals consistent with that (listed exactly when they are that few, else drawn uniformly) and plays the\n"
    "best; for a card whose deals need more than --pimc-nodes search nodes, and before the tricks, it plays\n"
    "greedy (with --pimc-before advice, it takes each veto, teams, discard and pass as skb nyet advise values\n"
    "them). A game is 8 rounds (2 or 4 players), 9 (3) or 10 (5), the deal passing clockwise from a drawn\n"
    "first dealer. Win rates count a win shared by k players as 1/k each, with a 95% Wilson interval; points\n"
    "carry their standard error. The rules of the policies and every field: " +
    doc_path("nyet/simulate.md") + ".\n";

CLI::Option* add_pimc_options(CLI::App& cmd, std::uint64_t& budget, std::uint64_t& nodes, std::string& before) {
  help_value(choices(cmd.add_option("--pimc-before", before,
                                    "pimc before the tricks: greedy (default), or advice (each veto, teams, discard "
                                    "and pass as skb nyet advise values them: seconds a decision)"),
                     {"greedy", "advice"}, "choice"),
             "WHAT");
  cmd.add_option("--pimc-nodes", nodes,
                 fmt::format("pimc: search nodes a deal's solve may take before that card is played by greedy "
                             "(default {})",
                             sn::kDefaultPimcNodeLimit))
      ->check(whole_in("--pimc-nodes", 1000, 10'000'000'000));
  return cmd
      .add_option("--pimc-budget", budget,
                  fmt::format("pimc: deals a card decision is weighed over, 1 to {} (default {})", sn::kMaxPimcBudget,
                              sn::kDefaultPimcBudget))
      ->check(whole_in("--pimc-budget", 1, sn::kMaxPimcBudget));
}

sn::PimcOptions pimc_options(std::uint64_t budget, std::uint64_t nodes, const std::string& before, const Ranks& ranks) {
  sn::PimcOptions o;
  o.budget = budget;
  o.node_limit = nodes;
  o.advise_before_tricks = before == "advice";
  o.cancel = ranks.size() == 1 ? interrupt_flag() : nullptr;  // several processes stop between games
  return o;
}

// Refuses before the start a run whose time has no bound worth waiting for (see the header).
void check_bounds(const std::vector<std::string>& lineup, std::uint64_t games, std::string_view command) {
  if (std::find(lineup.begin(), lineup.end(), "pimc") != lineup.end() && games > kMaxPimcGames)
    throw UsageError(std::string(command),
                     fmt::format("--games {}: with a pimc seat at most {} games (a pimc game takes minutes: "
                                 "split the run over seeds)",
                                 games, kMaxPimcGames));
}

// Plays one cell on this rank's share of the games; `on_game` (one process only) sees each.
sn::SimulationTotals run_cell(const Cell& cell, const sn::Players& players, int threads, const Ranks& ranks,
                              const std::function<void(std::uint64_t)>& show,
                              const std::function<void(std::uint64_t, const sn::GameOutcome&)>& on_game = {}) {
  sn::SimulationPlan plan;
  plan.table = sn::default_table(cell.players);
  if (cell.rotate) {
    plan.lineup.assign(static_cast<std::size_t>(cell.players), players.find(cell.lineup[1]));
    plan.lineup[0] = players.find(cell.lineup[0]);
  } else {
    for (const std::string& p : cell.lineup) plan.lineup.push_back(players.find(p));
  }
  plan.rotate = cell.rotate;
  plan.games = cell.games;
  plan.seed = cell.seed;
  plan.threads = threads;
  plan.keep_logs = static_cast<bool>(on_game);
  plan.cancel = ranks.size() == 1 ? interrupt_flag() : nullptr;
  return ranks.sum(sn::simulate(plan, static_cast<std::uint64_t>(ranks.rank()),
                                static_cast<std::uint64_t>(ranks.size()), show, on_game));
}

// Whether `name` is a file --record-out writes: GAME-ROUND.nyet, GAME six digits or more below
// `games`, ROUND two digits from 01.
bool record_name(const std::string& name, std::uint64_t games) {
  const std::size_t dash = name.find('-');
  if (dash == std::string::npos || dash < 6 || name.size() != dash + 8 || name.substr(dash + 3) != ".nyet")
    return false;
  const std::string game = name.substr(0, dash), round = name.substr(dash + 1, 2);
  const auto digits = [](const std::string& s) { return std::all_of(s.begin(), s.end(), ::isdigit); };
  return digits(game) && digits(round) && std::stoull(game) < games && round != "00";
}

// Writes every round of game `i` as a spectator's record, DIR/GGGGGG-RR.nyet.
void write_game(const SimulateSettings& s, const Cell& cell, std::uint64_t i, const sn::GameOutcome& g) {
  const std::filesystem::path dir = *s.record_out;
  for (std::size_t r = 0; r < g.logs.size(); ++r) {
    const sn::RoundLog& log = g.logs[r];
    std::vector<std::string> scores;
    for (int p = 0; p < g.players; ++p)
      scores.push_back(
          fmt::format("{} {}", log.table.name(sn::Seat(p)), g.rounds[r].scores[static_cast<std::size_t>(p)]));
    const std::string text = fmt::format(
        "# Nyet! game {} round {} of {} (skb nyet simulate, seed {}, {}), as a spectator shown every hand.\n"
        "# Scores: {}\n{}",
        i, r + 1, g.logs.size(), cell.seed, lineup_name(cell), fmt::join(scores, ", "),
        sn::write_record(sn::record_of(log, std::nullopt)));
    try {
      write_file(dir / fmt::format("{:06}-{:02}.nyet", i, r + 1), text);
    } catch (const WriteError& e) {
      throw UsageError(std::string(kSimulate), fmt::format("--record-out: {}", e.what()));
    }
  }
}

// The seats' policies from --policy or --policies; throws UsageError.
std::vector<std::string> lineup_of(const SimulateSettings& s) {
  std::vector<std::string> lineup =
      s.policies ? split_list(*s.policies) : std::vector<std::string>(static_cast<std::size_t>(s.players), s.policy);
  if (s.policies && lineup.size() == 1) lineup.assign(static_cast<std::size_t>(s.players), lineup.front());
  if (static_cast<int>(lineup.size()) != s.players)
    throw UsageError(std::string(kSimulate),
                     fmt::format("--policies {}: {} policies for {} players (give one, or one per seat)", *s.policies,
                                 lineup.size(), s.players));
  return lineup;
}

}  // namespace

CLI::App* add_simulate_command(CLI::App& group, SimulateSettings& s) {
  auto* cmd = group.add_subcommand(
      "simulate",
      "Play many whole games of Nyet! with a policy in every seat and report, per seat, the win rate and the "
      "points per round and per game; per round, the first player's gain, the Bonus card and the terms the "
      "vetoes led to.");
  cmd->add_option("--players", s.players, "Players, 2 to 5 (default 4)")
      ->check(whole_in("--players", sn::kMinPlayers, sn::kMaxPlayers));
  auto* policy = help_value(
      choices(cmd->add_option("--policy", s.policy, "The policy of every seat: random, greedy (default) or pimc"),
              names(), "policy"),
      "POLICY");
  help_value(cmd->add_option("--policies", s.policies,
                             "A policy per seat, in seat order, comma-separated (e.g. pimc,greedy,greedy,greedy)")
                 ->check(list_of("--policies", names(), "policy"))
                 ->excludes(policy),
             "LIST");
  add_pimc_options(*cmd, s.pimc_budget, s.pimc_nodes, s.pimc_before);
  cmd->add_option("--games", s.games,
                  fmt::format("Games to play (default 1000; at most 10^12, {} with a pimc seat)", kMaxPimcGames))
      ->check(games_range());
  add_seed_option(*cmd, s.seed, "of every deal and every random choice");
  add_threads_option(*cmd, s.threads);
  auto* json = add_json_flag(*cmd, s.json, "Print one JSON object");
  cmd->add_flag("--csv", s.csv, "Print a CSV header and a row per seat (the columns of skb nyet analyze --csv)")
      ->excludes(json);
  cmd->add_flag("--quiet", s.quiet, "No progress bar (it is shown on standard error when that is a terminal)");
  help_value(cmd->add_option("--record-out", s.record_out,
                             fmt::format("Also write each round of each game as DIR/GGGGGG-RR.nyet, a spectator's "
                                         "record giving every hand (at most {} games)",
                                         kMaxRecordGames)),
             "DIR");
  cmd->add_flag("--force", s.force, "With --record-out: write into a folder that already holds files");
  add_colorless_options(*cmd);
  cmd->footer(kPolicyHelp +
              "\nExamples:\n"
              "  skb nyet simulate --players 4 --games 10000\n"
              "  skb nyet simulate --players 3 --policies greedy,random,random --json\n"
              "  skb nyet simulate --players 4 --policies pimc,greedy,greedy,greedy --games 20 --pimc-budget 8\n"
              "  skb nyet simulate --players 5 --games 3 --record-out rounds/\n\n"
              "With MPI (built with -DSKB_WITH_MPI=ON), mpirun -np K skb nyet simulate ... shares the games among the\n"
              "K ranks and prints the same numbers as one process (--record-out needs one process).\n\n" +
              exit_statuses({{kExitOk, "played"},
                             {kExitBadInput,
                              "a bad command line, a run beyond its bounds, or --record-out cannot be "
                              "written"},
                             {kExitOutOfMemory, kOutOfMemory},
                             {kExitInterrupted, kInterrupted}}));
  return cmd;
}

int run_simulate(const SimulateSettings& s) {
  Cell cell;
  cell.players = s.players;
  cell.lineup = lineup_of(s);
  for (const std::string& p : cell.lineup)
    if (p == "pimc") {
      cell.pimc_budget = s.pimc_budget;
      cell.pimc_before = s.pimc_before;
    }
  cell.games = s.games;
  cell.seed = s.seed;
  check_bounds(cell.lineup, s.games, kSimulate);
  const int threads = check_threads(s.threads, kSimulate);
  Ranks ranks;
  if (s.record_out) {
    if (s.games > kMaxRecordGames)
      throw UsageError(std::string(kSimulate),
                       fmt::format("--record-out: at most {} games ({} asked)", kMaxRecordGames, s.games));
    if (ranks.size() > 1) throw UsageError(std::string(kSimulate), "--record-out: run it in one process");
    prepare_output_folder(*s.record_out, "--record-out", kSimulate, s.force, "rounds",
                          [&](const std::string& name) { return record_name(name, s.games); });
  }
  const sn::Players players(pimc_options(s.pimc_budget, s.pimc_nodes, s.pimc_before, ranks));
  const ProgressBar bar(ranks.root() && !s.quiet && ::isatty(STDERR_FILENO) == 1, s.games);
  InterruptGuard guard;
  const Stopwatch watch;
  std::uint64_t written = 0;
  const auto on_game = [&](std::uint64_t i, const sn::GameOutcome& g) {
    write_game(s, cell, i, g);
    written = i + 1;
  };
  cell.totals = run_cell(
      cell, players, threads, ranks,
      [&](std::uint64_t done) {
        if (ranks.size() > 1) stop_if_interrupted();  // several processes stop between games
        if (bar.enabled()) bar.show(std::min(s.games, done * static_cast<std::uint64_t>(ranks.size())), "games");
      },
      s.record_out ? std::function<void(std::uint64_t, const sn::GameOutcome&)>(on_game) : nullptr);
  cell.seconds = watch.seconds();
  if (cell.totals.games == 0) {
    std::cerr << "\n" << kSimulate << ": interrupted before any game was finished; no report\n";
    return kExitInterrupted;
  }
  bar.finish(fmt::format("{} games", cell.totals.games));
  if (!ranks.root()) return kExitOk;
  if (s.json)
    std::cout << cell_json(cell) << "\n";
  else if (s.csv)
    std::cout << csv_header() << csv_rows(cell);
  else
    std::cout << cell_text(cell)
              << fmt::format("  Time: {:.2f} s ({:.1f} games/s)\n", cell.seconds,
                             static_cast<double>(cell.totals.games) / std::max(cell.seconds, 1e-9));
  if (!interrupted()) return kExitOk;
  std::cout.flush();
  std::cerr << interrupted_after(kSimulate, cell.totals.games, s.games, "games") + "; the report is of the games played"
            << (s.record_out
                    ? fmt::format("; the records of games 0 to {} in {} are complete", written - 1, *s.record_out)
                    : std::string())
            << "\n";
  return kExitInterrupted;
}

CLI::App* add_analyze_command(CLI::App& group, AnalyzeSettings& s) {
  auto* cmd = group.add_subcommand(
      "analyze",
      "Sweep for the designer: for each player count and each pair of policies A:B, one seat plays A and the "
      "others B (A's seat rotating over the games); print A's and B's win rates and points, the first "
      "player's gain, the Bonus card's worth and the terms the vetoes led to, cell by cell.");
  help_value(add_number_list_option(*cmd, "--players", s.players, "Player counts, comma-separated (default 3,4,5)",
                                    sn::kMinPlayers, sn::kMaxPlayers),
             "LIST");
  std::vector<std::string> pairs;
  for (const std::string& a : names())
    for (const std::string& b : names()) pairs.push_back(a + ":" + b);
  help_value(add_list_option(*cmd, "--profiles", s.profiles,
                             "Pairs A:B, comma-separated (default greedy:random,greedy:greedy; pimc is slow)", pairs,
                             "profile"),
             "LIST");
  add_pimc_options(*cmd, s.pimc_budget, s.pimc_nodes, s.pimc_before);
  cmd->add_option("--games", s.games,
                  fmt::format("Games per cell (default 1000; at most 10^12, {} with pimc)", kMaxPimcGames))
      ->check(games_range());
  add_seed_option(*cmd, s.seed);
  add_threads_option(*cmd, s.threads);
  auto* json = add_json_flag(*cmd, s.json, "Print a JSON array of cells");
  cmd->add_flag("--csv", s.csv, "Print CSV: a header, then a row for A and one for B of each cell")->excludes(json);
  cmd->add_flag("--quiet", s.quiet, "No progress bar (it is shown on standard error when that is a terminal)");
  add_colorless_options(*cmd);
  cmd->footer(kPolicyHelp +
              "\nEvery cell plays the same deals (game i is seeded alike in every cell), so cells differ by their\n"
              "policies only.\n\nExamples:\n"
              "  skb nyet analyze --games 2000 --csv > nyet.csv\n"
              "  skb nyet analyze --players 4 --profiles pimc:greedy --games 40 --pimc-budget 8\n\n"
              "On a cluster (built with -DSKB_WITH_MPI=ON): mpirun -np K skb nyet analyze ... shares every cell's\n"
              "games among the K ranks and prints one result, identical to a single process with the same seed.\n\n" +
              exit_statuses({{kExitOk, "played"},
                             {kExitBadInput, "a bad command line, or a run beyond its bounds"},
                             {kExitOutOfMemory, kOutOfMemory},
                             {kExitInterrupted, kInterrupted}}));
  return cmd;
}

int run_analyze(const AnalyzeSettings& s) {
  std::vector<Cell> cells;
  for (const int n : s.players)
    for (const std::string& pair : s.profiles) {
      Cell c;
      c.players = n;
      c.rotate = true;
      c.lineup = {pair.substr(0, pair.find(':')), pair.substr(pair.find(':') + 1)};
      if (pair.find("pimc") != std::string::npos) {
        c.pimc_budget = s.pimc_budget;
        c.pimc_before = s.pimc_before;
      }
      c.games = s.games;
      c.seed = s.seed;
      check_bounds(c.lineup, s.games, kAnalyze);
      cells.push_back(std::move(c));
    }
  if (cells.empty()) throw UsageError(std::string(kAnalyze), "no cell to simulate");
  const int threads = check_threads(s.threads, kAnalyze);
  Ranks ranks;
  const sn::Players players(pimc_options(s.pimc_budget, s.pimc_nodes, s.pimc_before, ranks));
  const std::uint64_t total = s.games * cells.size();
  const ProgressBar bar(ranks.root() && !s.quiet && ::isatty(STDERR_FILENO) == 1, total);
  const auto print = [&](const std::string& text) {
    if (ranks.root()) std::cout << text << std::flush;
  };
  print(s.json ? "[" : s.csv ? csv_header() : "");
  InterruptGuard guard;
  std::size_t done_cells = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    Cell& c = cells[i];
    const Stopwatch watch;
    const std::uint64_t before = i * s.games;
    c.totals = run_cell(c, players, threads, ranks, [&](std::uint64_t done) {
      if (ranks.size() > 1) stop_if_interrupted();
      if (bar.enabled())
        bar.show(before + std::min(s.games, done * static_cast<std::uint64_t>(ranks.size())),
                 fmt::format("cell {}/{} {}p {}", i + 1, cells.size(), c.players, lineup_name(c)));
    });
    c.seconds = watch.seconds();
    if (interrupted() && c.totals.games < c.games) break;  // an unfinished cell is not printed
    print(s.json  ? fmt::format("{}\n  {}", i ? "," : "", cell_json(c))
          : s.csv ? csv_rows(c)
                  : (i ? "\n" : "") + cell_text(c));
    ++done_cells;
  }
  if (s.json) print(done_cells ? "\n]\n" : "]\n");
  if (done_cells < cells.size()) {
    std::cerr << "\n" + interrupted_after(kAnalyze, done_cells, cells.size(), "cells") + "; the cells above are complete\n";
    return kExitInterrupted;
  }
  bar.finish(fmt::format("{} cells, {} games", cells.size(), total));
  return kExitOk;
}

}  // namespace skb::cli::nyet
