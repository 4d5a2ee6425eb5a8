#include "cli/seven_knights/simulate_command.h"

#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/files.h"
#include "cli/common/help.h"
#include "cli/common/values.h"
#include "cli/common/interrupt.h"
#include "cli/common/options.h"
#include "cli/common/progress.h"
#include "cli/seven_knights/record_options.h"
#include "cli/seven_knights/simulation_report.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

CLI::App* add_simulate_command(CLI::App& app, SimulateSettings& s) {
  auto* cmd = app.add_subcommand(
      "simulate",
      "Play many rounds (or whole games of 3 rounds, scored) of one variant, every decision made by a policy from "
      "what that player knows, and report how often the Knights win (and who wins the games).");
  std::vector<std::string> variant_names;
  for (const Variant& v : skb::seven_knights::variants()) variant_names.emplace_back(v.name);
  help_value(choices(cmd->add_option("--variant", s.variant,
                                     fmt::format("The variant: {}", fmt::join(variant_names, ", "))),
                     variant_names, "variant")
                 ->required(),
             "VARIANT");
  help_value(cmd->add_option("--players", s.players, "The number of players (as the variant allows; see skb variants)")
                 ->check(whole_in("--players", 3, 8))
                 ->required(),
             "N");
  auto* games =
      cmd->add_option("--games", s.games, "Rounds to play, on deals drawn at random (default 1000, at most 10^12)")
          ->check(games_range());
  cmd->add_flag("--all-deals", s.all_deals,
                "Play every deal of the universe once instead (exact when every "
                "policy is deterministic; the output says so). With --rounds 3: every sequence of three deals, "
                "exactly (deterministic policies only)")
      ->excludes(games);
  cmd->add_option("--rounds", s.rounds,
                  "1 (default): single rounds. 3: whole games as scored (rounds 1-2: 2 points to each Knight or 3 "
                  "to each of the Witch team when their side wins; round 3: 7; the First player passes to the "
                  "holder of the lowest Knight): each seat's mean points and chance to win the game")
      ->check(one_of("--rounds", {"1", "3"}, "round count"));
  add_seed_option(*cmd, s.seed, "of every random choice");
  add_threads_option(*cmd, s.threads);
  std::vector<std::string> names;
  for (const Profile& p : profiles()) names.emplace_back(p.name);
  help_value(choices(cmd->add_option("--profile", s.profile, "A bundle of policies: naive (default), smart or rollout"),
                     names, "profile"),
             "PROFILE");
  add_policy_options(*cmd, s.policies);
  auto* json = add_json_flag(*cmd, s.json, "Print one JSON object (with the skb version, the command and the time)");
  cmd->add_flag("--csv", s.csv, "Print a CSV header and one row (the columns of skb analyze)")->excludes(json);
  cmd->add_flag("--quiet", s.quiet, "No progress bar (it is shown on standard error when that is a terminal)");
  cmd->add_flag("--force", s.force, "With --record-out: write into a folder that already holds files");
  help_value(cmd->add_option("--record-out", s.record_out,
                  "Write each round's public record (spectator view) as DIR/NNNNNN.skb and its true deal, Witch "
                  "team, Captain, arrangement and result as DIR/NNNNNN.json"),
             "DIR");
  cmd->footer(policy_help("--profile") +
              "\nExamples:\n"
              "  skb simulate --variant standard --players 6 --games 10000\n"
              "  skb simulate --variant unity --players 5 --profile smart --all-deals --json\n"
              "  skb simulate --variant standard --players 6 --games 20 --record-out rounds/\n"
              "  skb simulate --variant standard --players 5 --rounds 3 --games 2000\n"
              "  skb simulate --variant groping --players 4 --profile smart --rounds 3 --all-deals\n\n" +
              exit_statuses({{kExitOk, "played"},
                             {kExitBadInput, "a bad command line, or --record-out cannot be written"},
                             {kExitOutOfMemory, kOutOfMemory},
                             {kExitInterrupted, kInterrupted}}));
  return cmd;
}

namespace {

const Variant& checked_variant(const std::string& name, int players, std::string_view command) {
  const Variant* v = find_variant(name);
  if (v == nullptr)
    throw UsageError(std::string(command),
                     fmt::format("--variant {}: no such variant (skb variants lists them)", name));
  if (!allows_players(*v, players))
    throw UsageError(std::string(command), fmt::format("--players {}: {} is played by {} to {} players", players,
                                                       v->name, v->min_players, v->max_players));
  return *v;
}

// Returns the plan of the settings' simulation, on `variant` with the `chosen` policies. Throws
// UsageError for settings that cannot be played together.
SimulationPlan simulation_plan(const SimulateSettings& s, const Variant& variant, const ChosenPolicies& chosen,
                               const std::string& command) {
  SimulationPlan plan;
  plan.round = {&variant,        s.players,
                chosen.policies, s.policies.lie_rate ? parse_cli_lie_rate(*s.policies.lie_rate, command) : 0.5,
                chosen.rollout,  std::nullopt};
  if (auto conflict = answer_model_conflict(variant, plan.round.policies.answer, plan.round.lie_rate))
    throw UsageError(command, *conflict);
  plan.seed = s.seed;
  plan.all_deals = s.all_deals;
  plan.games = s.games;
  plan.threads = check_threads(s.threads, command);
  const bool exact = s.all_deals && !chosen.rollout && deterministic(chosen.policies, plan.round.lie_rate);
  if (s.rounds == kGameRounds && s.all_deals && !exact)
    throw UsageError(command, fmt::format("--all-deals --rounds 3: exact whole games need deterministic policies, and "
                                          "{} {}; use --games G for a sample",
                                          chosen.rollout ? "rollout" : describe(chosen.policies),
                                          chosen.rollout ? "samples playouts" : "flips coins"));
  if (s.rounds == kGameRounds && s.record_out)
    throw UsageError(command, "--record-out writes single rounds: use it without --rounds 3");
  return plan;
}

// Returns what writes round i's record and truth into --record-out's folder `dir` (prepared
// first: created, empty unless --force, writable), or nothing without --record-out. The writer refers to
// `s`, `plan`, `chosen` and `dir`, which must outlive it.
std::function<void(std::uint64_t, const RoundResult&)> round_writer(const SimulateSettings& s,
                                                                    const SimulationPlan& plan,
                                                                    const ChosenPolicies& chosen,
                                                                    const std::filesystem::path& dir,
                                                                    const std::string& command) {
  if (!s.record_out) return {};
  const std::uint64_t rounds = game_count(plan);
  prepare_output_folder(dir, "--record-out", command, s.force, "rounds", [rounds](const std::string& name) {
    return numbered_file(name, rounds, {".json", ".skb"});
  });
  // Each file is written whole under a temporary name and renamed: an interrupted or failed
  // run leaves complete pairs (the .json first, then the .skb), never a half-written file.
  return [&s, &plan, &chosen, &dir, command](std::uint64_t i, const RoundResult& r) {
    const std::string stem = fmt::format("{:06}", i);
    try {
      write_file(dir / (stem + ".json"), round_json(plan.round, r));
      write_file(dir / (stem + ".skb"),
                 fmt::format("# Simulated round {} (skb simulate, seed {}, {}: {}); the true deal is in {}.json\n{}", i,
                             s.seed, chosen.name, describe(chosen.policies), stem, r.record));
    } catch (const WriteError& e) {
      throw UsageError(command, fmt::format("--record-out: {}", e.what()));
    }
  };
}

// Prints the cell's report as the settings ask: JSON, CSV or the text report with the time.
void print_report(const SimulateSettings& s, const CellReport& cell, double seconds) {
  if (s.json)
    std::cout << json_object(cell) << "\n";
  else if (s.csv)
    std::cout << csv_header() << csv_row(cell);
  else {
    const TextLayout layout = TextLayout::for_stdout();
    std::cout << text_report(
        cell, layout,
        text_row("Time", fmt::format("{:>7.2f} s", seconds),
                 fmt::format("({:.0f} rounds/s)", static_cast<double>(cell.totals.games) / std::max(seconds, 1e-9)),
                 layout, 1));
  }
}

}  // namespace

int run_simulate(const SimulateSettings& s) {
  const std::string command = "skb simulate";
  const Variant& variant = checked_variant(s.variant, s.players, command);
  const ChosenPolicies chosen = choose_policies(*find_profile(s.profile), s.policies, command);
  SimulationPlan plan = simulation_plan(s, variant, chosen, command);
  // Stops between games (a rollout round at its next playout) and reports those played.
  plan.cancel = interrupt_flag();
  const std::filesystem::path dir = s.record_out ? std::filesystem::path(*s.record_out) : std::filesystem::path();
  const std::function<void(std::uint64_t, const RoundResult&)> write_round =
      round_writer(s, plan, chosen, dir, command);
  InterruptGuard guard;
  const std::uint64_t units =
      s.rounds == kGameRounds && !s.all_deals ? s.games : game_count(plan);  // games, rounds or deals
  const ProgressBar bar(!s.quiet && ::isatty(STDERR_FILENO) == 1, units,
                        s.rounds != kGameRounds ? "rounds" : s.all_deals ? "deals" : "games");
  const auto show = [&](std::uint64_t done) {
    if (bar.enabled()) bar.show(done, fmt::format("{} {}p {}", variant.name, s.players, chosen.name));
  };
  const auto stop = [&](std::uint64_t done) {  // exact whole games cannot be cut short: no report
    stop_if_interrupted();
    show(done);
  };
  const auto start = std::chrono::steady_clock::now();
  CellReport cell;
  cell.variant = &variant;
  cell.players = s.players;
  cell.profile = chosen.name;
  cell.policies = chosen.policies;
  cell.lie_rate = plan.round.lie_rate;
  cell.seed = s.seed;
  cell.all_deals = s.all_deals;
  cell.exact = s.all_deals && !chosen.rollout && deterministic(chosen.policies, plan.round.lie_rate);
  cell.rounds = s.rounds;
  // An interrupt before any round (or game) was finished: no report, and stderr says why.
  const auto nothing_finished = [&] {
    std::cout.flush();
    std::cerr << command << ": interrupted; "
              << (s.rounds == kGameRounds && s.all_deals ? "exact whole games need every deal, so there is no report"
                                                         : "no round was finished")
              << (s.record_out ? "; every round in " + dir.string() + " is complete" : std::string()) << "\n";
    return kExitInterrupted;
  };
  try {
    stop(0);
    if (s.rounds == kGameRounds && s.all_deals) {
      cell.game = exact_games(classify_deals(plan, 0, 1, stop), s.players);
      cell.totals = cell.game->rounds;
    } else if (s.rounds == kGameRounds) {
      cell.game = simulate_games(plan, 0, 1, show);
      cell.totals = cell.game->rounds;
    } else {
      cell.totals = simulate(plan, 0, 1, write_round, show);
    }
  } catch (const Interrupted&) {
    return nothing_finished();
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  cell.seconds = seconds;
  const std::uint64_t played = cell.game && !s.all_deals ? cell.game->games : cell.totals.games;
  cell.interrupted = played < units;  // only an interrupt stops simulate() early
  cell.planned = units;
  if (cell.interrupted) cell.exact = false;
  if (cell.interrupted && played == 0) return nothing_finished();  // a round in progress stopped: nothing to report
  bar.finish(fmt::format("{} {}", played, s.rounds == kGameRounds && !s.all_deals ? "games" : "rounds"));
  print_report(s, cell, seconds);
  if (!cell.interrupted) return kExitOk;
  std::cout.flush();
  const char* what = s.rounds == kGameRounds ? "games" : "rounds";
  std::cerr << interrupted_after(command, played, units, what)
            << fmt::format("; the report is of the {} played{}\n", what,
                           s.record_out ? "; every round in " + dir.string() + " is complete" : std::string());
  return kExitInterrupted;
}

}  // namespace skb::cli::seven_knights
