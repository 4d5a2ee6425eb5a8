#include "cli/seven_knights/solve_command.h"

#include <unistd.h>
#include <cstdlib>
#include <iostream>

#include <CLI/CLI.hpp>

#include "cli/common/exit_status.h"
#include "cli/seven_knights/json_report.h"
#include "cli/seven_knights/text_report.h"
#include "solver/seven_knights/posterior.h"

namespace skb::cli {

CLI::App* add_solve_command(CLI::App& app, SolveSettings& s) {
  auto* cmd = app.add_subcommand(
      "solve",
      "Solve a game record: the chance of every tile at every position, each player's chance to be on the Witch "
      "team, the chance the Witch is out of play, and the most likely arrangements for the Captain.");
  add_record_options(*cmd, s.record, "Solve");
  cmd->add_flag("--json", s.json, "Print JSON (the schema of docs/seven_knights/json-output.md) instead of the report");
  cmd->add_option("--top", s.top, "How many arrangements to list, most likely first (default 5; at least 1)")
      ->check(at_least_one("--top"));
  cmd->add_flag("--no-color", s.no_color, "Do not shade the grid with colour (also: set NO_COLOR)");
  cmd->footer(
      "\nExamples:\n"
      "  skb solve examples/seven_knights/record-format-example.skb\n"
      "  skb solve game.skb --json --top 10\n"
      "  skb solve game.skb --view Cat --lie-rate 0.25\n"
      "  cat game.skb | skb solve -\n\n"
      "Exit status: 0 solved; 2 the record cannot be read or breaks the rules, or a bad option\n"
      "(the message names file:line:column); 3 no deal satisfies the record (the message names\n"
      "a smallest set of conflicting statements); 1 an internal error.");
  return cmd;
}

namespace {

bool use_color(const SolveSettings& s) {
  if (s.no_color) return false;
  const char* no_color = std::getenv("NO_COLOR");
  if (no_color && *no_color) return false;
  return ::isatty(STDOUT_FILENO) == 1;
}

}  // namespace

int run_solve(const SolveSettings& s) {
  Record record = load_record(s.record, "skb solve");
  SolveOptions options;
  options.top = s.top;
  Posterior posterior = solve(record, options);
  std::cout << (s.json ? json_report(record, posterior) : text_report(record, posterior, use_color(s)));
  return kExitOk;
}

}  // namespace skb::cli
