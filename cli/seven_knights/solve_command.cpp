#include "cli/seven_knights/solve_command.h"

#include <iostream>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/options.h"
#include "cli/common/provenance.h"
#include "cli/common/terminal.h"
#include "cli/seven_knights/json_report.h"
#include "cli/seven_knights/text_report.h"
#include "solver/seven_knights/posterior.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

CLI::App* add_solve_command(CLI::App& app, SolveSettings& s) {
  auto* cmd = app.add_subcommand(
      "solve",
      "Solve a game record: the chance of every tile at every position, each player's chance to be on the Witch "
      "team, the chance the Witch is out of play, and the most likely arrangements for the Captain.");
  add_record_options(*cmd, s.record, "Solve");
  add_json_flag(*cmd, s.json,
                fmt::format("Print JSON (the schema of {}) instead of the report", doc_path("seven_knights/json-output.md")));
  cmd->add_option("--top", s.top, "How many arrangements to list, most likely first (default 5; at least 1)")
      ->check(at_least_one("--top"));
  add_color_options(*cmd, s.color, "Shade the grid");
  cmd->footer(
      "\nExamples:\n"
      "  skb solve examples/seven_knights/record-format-example.skb\n"
      "  skb solve game.skb --json --top 10\n"
      "  skb solve game.skb --view Cat --lie-rate 0.25\n"
      "  skb solve < game.skb          (no FILE: the record is read from standard input)\n\n"
      "The report fits the screen ($COLUMNS, or the terminal's width). Without a UTF-8 locale (LC_ALL,\n"
      "LC_CTYPE or LANG naming UTF-8) a 0 in the grid is shown as '.' instead of a middle dot.\n\n" +
      exit_statuses({{kExitOk, "solved"},
                     {kExitBadInput, kBadRecord},
                     {kExitContradiction,
                      "no deal satisfies the record (the message names a smallest set of "
                      "conflicting statements)"},
                     {kExitOutOfMemory, kOutOfMemory}}));
  return cmd;
}

std::string solve_output(const SolveSettings& s, const Stopwatch& stopwatch) {
  Record record = load_record(s.record, "skb solve");
  SolveOptions options;
  options.top = s.top;
  Posterior posterior = solve(record, options);
  if (s.json) return json_report(record, posterior, stopwatch.seconds());
  TextLayout layout = TextLayout::for_stdout();
  layout.color = s.color.on();
  return text_report(record, posterior, layout);
}

int run_solve(const SolveSettings& s) {
  const Stopwatch stopwatch;
  std::cout << solve_output(s, stopwatch);
  return kExitOk;
}

}  // namespace skb::cli::seven_knights
