#include "cli/hats/legal_command.h"

#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/next_lines_report.h"
#include "cli/common/options.h"
#include "solver/hats/legal_lines.h"

namespace skb::cli::hats {

namespace {

constexpr std::string_view kLegalCommand = "skb hats legal";

}  // namespace

CLI::App* add_legal_command(CLI::App& group, LegalSettings& s) {
  auto* cmd = group.add_subcommand(
      "legal",
      "List the lines that may come next in a hat game's record: the player to move's looks, swaps and opens, "
      "each with every face the rules allow.");
  add_record_options(*cmd, s.record);
  add_json_flag(*cmd, s.json, "Print JSON (the actions the page of skb serve shows as buttons) instead of the list");
  cmd->footer(
      "\nThe record is read as skb hats solve reads it (the same errors); then every line the record format\n"
      "allows next is listed, spelled as records spell it: the looks at every position but the one the last\n"
      "look looked at (the viewer's with each face they may have seen), the swaps of every pair but the last\n"
      "one swapped, and the opens of every position with each face (a match with each character that may be\n"
      "laid in its place). Faces are not weighed: a face the record rules out is the solver's contradiction.\n"
      "A dead-table line (the table was dead after the last turn) is not listed: type it with its faces.\n\n"
      "Examples:\n"
      "  skb hats legal examples/hats/six-misses.hats\n"
      "  skb hats legal game.hats --json\n"
      "  skb hats legal game.hats --view spectator      (looks without faces)\n\n"
      "Records are described in " +
      doc_path("hats/record-format.md") + ".\n\n" +
      exit_statuses({{kExitOk, "listed (also for a finished game: nothing comes next)"},
                     {kExitBadInput, kBadRecord},
                     {kExitContradiction,
                      "the record contradicts itself: no hat layout fits it (the message names the statements)"},
                     {kExitOutOfMemory, kOutOfMemory}}));
  return cmd;
}

std::string legal_output(const LegalSettings& s, const Stopwatch& stopwatch) {
  const LoadedRecord loaded = load_record(s.record, kLegalCommand);
  const NextLines next = skb::hats::legal_lines(loaded.record, *loaded.replay, loaded.viewer);
  if (s.json) return next_lines_json(loaded.record.file, next, stopwatch.seconds());
  std::vector<std::string> notes;
  if (skb::hats::dead_table_may_follow(*loaded.replay))
    notes.push_back("If the table was dead after the last turn, a 'dead-table' line with the faces revealed comes "
                    "first (not listed).");
  return next_lines_text(loaded.record.file, next, notes, TextLayout::for_stdout());
}

int run_legal(const LegalSettings& s) {
  const Stopwatch stopwatch;
  std::cout << legal_output(s, stopwatch);
  return kExitOk;
}

}  // namespace skb::cli::hats
