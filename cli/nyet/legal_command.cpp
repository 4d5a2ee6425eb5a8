#include "cli/nyet/legal_command.h"

#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/next_lines_report.h"
#include "cli/common/options.h"
#include "cli/common/record_games.h"
#include "cli/common/terminal.h"
#include "solver/nyet/legal_lines.h"
#include "solver/nyet/record_reader.h"

namespace skb::cli::nyet {

namespace {

constexpr std::string_view kLegalCommand = "skb nyet legal";

}  // namespace

CLI::App* add_legal_command(CLI::App& group, LegalSettings& s) {
  auto* cmd = group.add_subcommand(
      "legal",
      "List the lines that may come next in a Nyet! record: vetoes, teams, the Bonus, discards and passes, and the "
      "cards that may be played.");
  add_record_file(*cmd, s.file, ".nyet", " (a pipe or a file: skb nyet legal < game.nyet)");
  add_json_flag(*cmd, s.json, "Print JSON (the actions the page of skb serve shows as buttons) instead of the list");
  cmd->footer(
      "\nThe record is read as skb nyet solve reads it (the same errors); then every line the record format\n"
      "allows next is listed, spelled as records spell it: each box the player whose turn it is may veto, the\n"
      "teams the first player may choose and the Bonus holder, the discards and passes the record may write, and\n"
      "each card the player to play may add: a card of their hand that follows suit when the hand is known,\n"
      "any card of the deck when it is not (a card the record rules out is the solver's contradiction). A card\n"
      "added to the trick in progress grows its line: the listed line replaces the record's last one (JSON:\n"
      "replace_line). Hands, and a position's units, are typed: they are not listed.\n\n"
      "Examples:\n"
      "  skb nyet legal examples/nyet/ann-mid-round-4p.nyet\n"
      "  skb nyet legal game.nyet --json\n"
      "  skb nyet legal < game.nyet                  (no FILE: the record is read from standard input)\n\n"
      "Records are described in " +
      doc_path("nyet/record-format.md") + ".\n\n" +
      exit_statuses({{kExitOk, "listed (also for a finished round: nothing comes next)"},
                     {kExitBadInput, kBadRecord},
                     {kExitContradiction,
                      "the record contradicts itself: no deal fits it (the message names the statements)"},
                     {kExitOutOfMemory, kOutOfMemory}}));
  return cmd;
}

std::string legal_output(const LegalSettings& s, const Stopwatch& stopwatch) {
  const skb::nyet::Record record = s.text ? skb::nyet::read_record(*s.text, s.text_name) : [&] {
    const std::string path = record_path(s.file, kLegalCommand, "game.nyet");
    return read_checking_game(path, "nyet", "legal", [&] { return skb::nyet::read_record_file(path); });
  }();
  const NextLines next = skb::nyet::legal_lines(record);
  if (s.json) return next_lines_json(record.file, next, stopwatch.seconds());
  std::vector<std::string> notes;
  if (!next.finished && record.tricks.empty() && record.vetoes.empty())
    notes.push_back(record.is_position() ? "A position's hands and units are typed (not listed)."
                                         : "Hands are typed (not listed).");
  return next_lines_text(record.file, next, notes, TextLayout::for_stdout());
}

int run_legal(const LegalSettings& s) {
  const Stopwatch stopwatch;
  std::cout << legal_output(s, stopwatch);
  return kExitOk;
}

}  // namespace skb::cli::nyet
