#include "cli/nyet/dd_command.h"

#include <unistd.h>

#include <chrono>
#include <iostream>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/interrupt.h"
#include "cli/common/options.h"
#include "cli/common/record_games.h"
#include "cli/common/terminal.h"
#include "cli/common/values.h"
#include "cli/nyet/dd_report.h"
#include "solver/core/error.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/replay.h"

namespace skb::cli::nyet {

namespace {

constexpr std::string_view kDdCommand = "skb nyet dd";
// The most --max-nodes allows: ten billion nodes (about 40 minutes at 4 million a second).
constexpr std::uint64_t kMaxNodeLimit = 10'000'000'000ULL;

// Throws RecordError unless the record gives every hand and has reached the trick phase, saying
// what is missing (at the `view` statement of a player's record).
void check_solvable(const skb::nyet::Replay& replay) {
  using namespace skb::nyet;
  const Record& r = replay.record();
  const SeatSet hidden = replay.known().complement(r.players());
  if (!hidden.empty()) {
    const std::string names = r.table.names_of(hidden, ", ");
    if (r.view) {
      const Statement& s = r.statement(r.view_statement);
      throw RecordError({r.file, s.line, s.column},
                        fmt::format("this is {}'s record: the double-dummy value needs every hand, and the hands of {} "
                                    "are hidden (write a spectator's record, without 'view', giving every hand with "
                                    "'hand NAME CARDS...', or a position)",
                                    r.table.name(*r.view), names));
    }
    throw RecordError({r.file, 0, 0},
                      fmt::format("the double-dummy value needs every hand: the record does not give the hands of {} "
                                  "(write 'hand NAME CARDS...' for each, before the vetoes)",
                                  names));
  }
  if (replay.phase() == Phase::over)
    throw RecordError({r.file, 0, 0}, "the round is over: no card is left to play, so there is nothing to solve");
  if (replay.phase() != Phase::tricks)
    throw RecordError({r.file, 0, 0},
                      "the record has not reached the trick phase: the double-dummy value starts once the hands are "
                      "set (after the vetoes, the teams and the discards or the pass)");
}

// The progress line on standard error (a terminal only): nodes searched against the limit.
void show_progress(std::uint64_t nodes, std::uint64_t limit, std::chrono::steady_clock::time_point start) {
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cerr << fmt::format("\r{}: {:.1f} M nodes searched of at most {:.1f} M, {:.0f} s   ", kDdCommand,
                           static_cast<double>(nodes) / 1e6, static_cast<double>(limit) / 1e6, seconds)
            << std::flush;
}

}  // namespace

CLI::App* add_dd_command(CLI::App& group, DdSettings& s) {
  auto* cmd = group.add_subcommand(
      "dd",
      "Double dummy: with every hand known, the value of the rest of the round under best play by both teams, the "
      "value of every card the player to move may play, and a line of best play.");
  add_record_file(*cmd, s.file, ".nyet");
  add_json_flag(*cmd, s.json,
                fmt::format("Print JSON (the schema of {}) instead of the report", doc_path("nyet/json-output.md")));
  add_color_options(*cmd, s.color, "Mark the best cards in bold");
  cmd->add_option("--max-nodes", s.max_nodes,
                  fmt::format("Stop and fail beyond this many search nodes (default {}, about 15 s; at most {})",
                              skb::nyet::kDefaultDdNodeLimit, kMaxNodeLimit))
      ->check(whole_in("--max-nodes", 1, kMaxNodeLimit));
  cmd->footer(
      "\nThe record must give every hand: a spectator's record (no 'view') with a 'hand' statement for every\n"
      "player, played up to the trick phase, or a position record. The value is for the team of the player to\n"
      "move: the units (tricks plus loot) that team takes from here to the end of the round, the trick on the\n"
      "table included, minus the other team's; at -2 points it is negated, each team playing to take as few units\n"
      "as it can. Units taken before do not count and the Bonus card is not weighed. Each card's value is on the\n"
      "same scale; the best cards have the position's value. The line of best play is one of possibly many.\n\n"
      "Examples:\n"
      "  skb nyet dd examples/nyet/position-4p.nyet\n"
      "  skb nyet dd examples/nyet/spectator-full-3p.nyet --json\n"
      "  skb nyet dd < game.nyet                     (no FILE: the record is read from standard input)\n\n"
      "The search stops at --max-nodes (a full deal at the first lead can need tens of millions of nodes); on a\n"
      "terminal it shows its progress, and Ctrl-C stops it (status 130).\n\n"
      "Double dummy is described in " +
      doc_path("nyet/double-dummy.md") + ", records in " + doc_path("nyet/record-format.md") + ".\n\n" +
      exit_statuses({{kExitOk, "solved"},
                     {kExitBadInput,
                      "the record cannot be read, breaks the rules or hides a hand, the round is "
                      "over, the search needs more than --max-nodes, or a bad option (the message "
                      "names file:line:column where it can)"},
                     {kExitContradiction, "the record contradicts itself"},
                     {kExitOutOfMemory, kOutOfMemory},
                     {kExitInterrupted,
                      "interrupted by Ctrl-C or SIGTERM (the search is not finished: nothing "
                      "to print)"}}));
  return cmd;
}

int run_dd(const DdSettings& s) {
  const auto start = std::chrono::steady_clock::now();
  const std::string path = record_path(s.file, kDdCommand, "game.nyet");
  const skb::nyet::Record record =
      read_checking_game(path, "nyet", "dd", [&] { return skb::nyet::read_record_file(path); });
  const skb::nyet::Replay replay = skb::nyet::Replay::of(record);
  check_solvable(replay);
  const bool progress = ::isatty(STDERR_FILENO) == 1;
  skb::nyet::DdOptions options;
  options.node_limit = s.max_nodes;
  bool shown = false;
  options.poll = [&](std::uint64_t nodes) {
    stop_if_interrupted();
    if (progress) show_progress(nodes, s.max_nodes, start);
    shown = progress;
  };
  skb::nyet::DoubleDummy solver;
  skb::nyet::DdResult result;
  InterruptGuard guard;
  try {
    result = solver.solve(replay.position(), options);
  } catch (const Interrupted&) {
    std::cerr << "\n" << kDdCommand << ": interrupted; no report\n";
    return kExitInterrupted;
  } catch (const skb::nyet::DdLimitReached& e) {
    if (shown) std::cerr << "\n";
    throw UsageError(std::string(kDdCommand),
                     fmt::format("{}: {} (--max-nodes); allow more with --max-nodes, up to {}", record.file, e.what(),
                                 kMaxNodeLimit));
  }
  if (shown) std::cerr << "\r" << std::string(72, ' ') << "\r";
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (s.json)
    std::cout << dd_json_report(replay, result, s.max_nodes, seconds);
  else
  {
    TextLayout layout = TextLayout::for_stdout();
    layout.color = s.color.on();
    std::cout << dd_text_report(replay, result, layout);
  }
  return kExitOk;
}

}  // namespace skb::cli::nyet
