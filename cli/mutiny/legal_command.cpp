#include "cli/mutiny/legal_command.h"

#include <cctype>
#include <iostream>
#include <string_view>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/json.h"
#include "cli/common/next_lines_report.h"
#include "cli/common/options.h"
#include "cli/common/terminal.h"
#include "cli/mutiny/record_options.h"
#include "solver/mutiny/legal_lines.h"

namespace skb::cli::mutiny {

namespace {

constexpr std::string_view kLegalCommand = "skb mutiny legal";

}  // namespace

CLI::App* add_legal_command(CLI::App& group, LegalSettings& s) {
  auto* cmd = group.add_subcommand(
      "legal",
      "List the lines that may come next in a Mutiny record under the rules: the next action of the player "
      "to act, and the later ones an optional action passed over allows.");
  add_record_file(*cmd, s.file, ".mutiny", " (a pipe or a file: skb mutiny legal < game.mutiny)");
  add_json_flag(*cmd, s.json, "Print JSON (one action a line that may come next) instead of the list");
  add_colorless_options(*cmd);
  cmd->footer(fmt::format(
      "\nThe record is read as `skb mutiny solve` reads it (same errors); a line may come next when the record\n"
      "with it appended still reads: the rules engine plays every action. So an optional action is listed\n"
      "taken, declined ('search Ann nobody') and passed over (a line of a later phase); a vote goes to the\n"
      "next voter in casting order (seat order, a waiting Boatswain last), two targets on one line for the\n"
      "Helmsman's innocence votes and the condemned player's guilt votes; every report the rules allow is\n"
      "listed, whatever the worlds left. Facts and settings are not actions and are not listed.\n\n"
      "Examples:\n"
      "  skb mutiny legal examples/mutiny/boatswain-search.mutiny\n"
      "  skb mutiny legal game.mutiny --json\n"
      "  skb mutiny legal < game.mutiny          (no FILE: the record is read from standard input)\n\n"
      "Records are described in {}.\n\n{}",
      doc_path("mutiny/record-format.md"),
      exit_statuses({{kExitOk, "listed (also when the game is over: no line may come next)"},
                     {kExitBadInput, kBadRecord}})));
  return cmd;
}

std::string legal_output(const LegalSettings& s, const Stopwatch& stopwatch) {
  RecordSettings settings;
  settings.file = s.file;
  settings.text = s.text;
  settings.text_name = s.text_name;
  const skb::mutiny::Record record = load_record(settings, kLegalCommand);
  const skb::mutiny::LegalLines legal = skb::mutiny::legal_lines(record);
  if (s.json) return next_lines_json(record.file, legal, stopwatch.seconds());
  return next_lines_text(record.file, legal, {}, TextLayout::for_stdout());
}

int run_legal(const LegalSettings& s) {
  const Stopwatch stopwatch;
  std::cout << legal_output(s, stopwatch);
  return kExitOk;
}

}  // namespace skb::cli::mutiny
