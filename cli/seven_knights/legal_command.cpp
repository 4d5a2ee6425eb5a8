#include "cli/seven_knights/legal_command.h"

#include <iostream>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/json.h"
#include "cli/common/next_lines_report.h"
#include "cli/common/options.h"
#include "cli/common/terminal.h"
#include "solver/seven_knights/legal_lines.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

CLI::App* add_legal_command(CLI::App& app, LegalSettings& s) {
  auto* cmd = app.add_subcommand(
      "legal",
      "List the lines that may come next in a record under the rules: who may look where, who may ask whom "
      "about which tile (with either answer), who may vote for whom, the Captain, the tiles the viewer may state.");
  add_record_options(*cmd, s.record, "List the lines");
  add_json_flag(*cmd, s.json, "Print JSON (one action a line that may come next) instead of the list");
  add_colorless_options(*cmd);
  cmd->footer(
      "\nThe record is read as `skb solve` reads it (same errors); a line may come next when the record with it\n"
      "appended still follows the rules. Statements of a record come in any order, so every kind is listed\n"
      "that the rules still allow. A question's predicate is free text: the list offers the plainest one,\n"
      "'POSITION = VALUE' for every position the answerer knows and every value dealt there, each with both\n"
      "answers (what the answer will be is not guessed from the deals left: a contradiction is solve's\n"
      "business). Lines are grouped by who acts, players in seat order, values 1..7 then W.\n\n"
      "Examples:\n"
      "  skb legal examples/seven_knights/record-format-example.skb\n"
      "  skb legal game.skb --json\n"
      "  skb legal < game.skb          (no FILE: the record is read from standard input)\n\n" +
      exit_statuses({{kExitOk, "listed (also when the record is finished: no line may come next)"},
                     {kExitBadInput, kBadRecord}}));
  return cmd;
}

std::string legal_output(const LegalSettings& s, const Stopwatch& stopwatch) {
  const Record record = load_record(s.record, "skb legal");
  const LegalLines legal = legal_lines(record);
  if (s.json) return next_lines_json(record.file, legal, stopwatch.seconds());
  return next_lines_text(record.file, legal, {}, TextLayout::for_stdout());
}

int run_legal(const LegalSettings& s) {
  const Stopwatch stopwatch;
  std::cout << legal_output(s, stopwatch);
  return kExitOk;
}

}  // namespace skb::cli::seven_knights
