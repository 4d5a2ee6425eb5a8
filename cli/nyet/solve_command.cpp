#include "cli/nyet/solve_command.h"

#include <chrono>
#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/record_games.h"
#include "cli/common/options.h"
#include "cli/common/terminal.h"
#include "cli/nyet/json_report.h"
#include "cli/nyet/text_report.h"
#include "solver/core/error.h"
#include "solver/nyet/count_table.h"
#include "solver/nyet/locations.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/replay.h"

namespace skb::cli::nyet {

namespace {

constexpr std::string_view kCommand = "skb nyet solve";

}  // namespace

CLI::App* add_solve_command(CLI::App& group, SolveSettings& s) {
  auto* cmd = group.add_subcommand(
      "solve",
      "Where the cards are: count the deals consistent with a Nyet! record and give, for every card its viewer has "
      "not seen, the exact chance that each other player's hand or discards (or the aside pile) holds it.");
  add_record_file(*cmd, s.file, ".nyet", " (a pipe or a file: skb nyet solve < game.nyet)");
  add_json_flag(*cmd, s.json,
                fmt::format("Print JSON (the schema of {}) instead of the report", doc_path("nyet/json-output.md")));
  add_color_options(*cmd, s.color, "Shade the grid");
  cmd->footer(
      "\nThe viewer knows their own hand, discards and pass, the card passed to them, the board, the teams and\n"
      "every card played; a player who did not follow suit has shown a void in that suit. A consistent deal puts\n"
      "every unseen card in a place with room for it: each other player's hand as it is now (never a card of a\n"
      "suit they showed void in), their discard pile (no 1 under 1-not-one), the 30 cards set aside with 2\n"
      "players; the card the viewer passed stays in the receiver's hand until they play one like it. Every deal\n"
      "of the physical cards is equally likely; the three 1s of a colour are three cards, so for a 1 with several\n"
      "copies unseen the report gives the chance of at least one (and, in JSON and on a second row, the copies\n"
      "expected). Deals are counted, never listed, in exact integers; every chance is an exact fraction.\n\n"
      "Examples:\n"
      "  skb nyet solve examples/nyet/ann-mid-round-4p.nyet\n"
      "  skb nyet solve game.nyet --json\n"
      "  skb nyet solve < game.nyet                  (no FILE: the record is read from standard input)\n\n"
      "The rules are in " +
      doc_path("nyet/rules.md") + ", records in " + doc_path("nyet/record-format.md") + ", the JSON in " +
      doc_path("nyet/json-output.md") + ".\n\n" +
      exit_statuses({{kExitOk, "solved"},
                     {kExitBadInput, kBadRecord},
                     {kExitContradiction,
                      "the record contradicts itself: no deal fits it (a card seen twice, a play "
                      "in a suit the player showed void in, ...; the message names the "
                      "statements)"},
                     {kExitOutOfMemory, kOutOfMemory}}));
  return cmd;
}

std::string solve_output(const SolveSettings& s) {
  const auto start = std::chrono::steady_clock::now();
  const skb::nyet::Record record = s.text ? skb::nyet::read_record(*s.text, s.text_name) : [&] {
    const std::string path = record_path(s.file, kCommand, "game.nyet");
    return read_checking_game(path, "nyet", "solve", [&] { return skb::nyet::read_record_file(path); });
  }();
  const skb::nyet::Replay replay = skb::nyet::Replay::of(record);
  skb::nyet::Locations locations;
  try {
    locations = skb::nyet::locate(replay);
  } catch (const skb::nyet::CountTooLarge& e) {
    throw RecordError({record.file, 0, 0}, std::string("cannot count this record's deals: ") + e.what());
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (s.json) return json_report(replay, locations, seconds);
  TextLayout layout = TextLayout::for_stdout();
  layout.color = s.color.on();
  return text_report(replay, locations, layout);
}

int run_solve(const SolveSettings& s) {
  std::cout << solve_output(s);
  return kExitOk;
}

}  // namespace skb::cli::nyet
