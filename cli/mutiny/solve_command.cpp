#include "cli/mutiny/solve_command.h"

#include <iostream>
#include <memory>
#include <string_view>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/provenance.h"
#include "cli/common/options.h"
#include "cli/common/terminal.h"
#include "cli/mutiny/json_report.h"
#include "cli/mutiny/text_report.h"
#include "solver/mutiny/posterior.h"

namespace skb::cli::mutiny {

namespace {

constexpr std::string_view kSolveCommand = "skb mutiny solve";

}  // namespace

CLI::App* add_solve_command(CLI::App& group, SolveSettings& s) {
  auto* cmd = group.add_subcommand(
      "solve",
      "Solve a Mutiny record exactly: each role player's chance to be the Mutineer, the chance that the Chaplain "
      "is sworn, each player's chance to be on the Mutineer's side and, once a vote ends the game, the chance that "
      "the crew has won.");
  add_record_options(*cmd, s.record);
  add_json_flag(*cmd, s.json,
                fmt::format("Print JSON (the schema of {}) instead of the report", doc_path("mutiny/json-output.md")));
  add_color_options(*cmd, s.color, "Shade each chance by its size");
  cmd->footer(fmt::format(
      "\nA world is the Mutineer (one of the four role players) and whom the Chaplain heard in his confession\n"
      "(nobody or one of the three others): 16 in all. The Mutineer is one of the four alike; the confession is\n"
      "nobody with probability 1 - c and each other role player with c/3 (c the confession rate). The viewer's\n"
      "facts rule worlds out; a report by a crew member is true, one by the Mutineer or a sworn Chaplain is\n"
      "false with probability {0}; a record that goes on to round 2 shows that the innocent player is not\n"
      "the Mutineer. With --model, every recorded action is weighed by its chance under the profile, a\n"
      "player erring (a uniformly random legal option) with the tremble's chance. Every number is exact.\n\n"
      "Examples:\n"
      "  skb mutiny solve examples/mutiny/chaplain-report-spectator.mutiny\n"
      "  skb mutiny solve game.mutiny --json\n"
      "  skb mutiny solve game.mutiny --view Ben --lie-rate 0.25\n"
      "  skb mutiny solve game.mutiny --model honest --tremble 0.1\n"
      "  skb mutiny solve < game.mutiny          (no FILE: the record is read from standard input)\n\n"
      "The rules are in {1}, records in {2}, the JSON in {3}.\n\n{4}",
      lambda(), doc_path("mutiny/rules.md"), doc_path("mutiny/record-format.md"), doc_path("mutiny/json-output.md"),
      exit_statuses({{kExitOk, "solved"},
                     {kExitBadInput, kBadRecord},
                     {kExitContradiction,
                      "no world satisfies the record (the message names a smallest set of "
                      "conflicting statements; under --model with tremble 0, the actions the "
                      "model never takes)"},
                     {kExitOutOfMemory, kOutOfMemory}})));
  return cmd;
}

std::string solve_output(const SolveSettings& s, const Stopwatch& stopwatch) {
  // A profile that does not exist is refused before the record is read.
  (void)model_option(s.record, skb::mutiny::min_players, kSolveCommand);
  const skb::mutiny::Record record = load_record(s.record, kSolveCommand);
  const Model model = model_option(s.record, record.player_count(), kSolveCommand);
  const skb::mutiny::Posterior posterior = skb::mutiny::solve(record, {.model = model.profile.get(), .tremble = model.tremble, .open_for = {}});
  if (s.json) return json_report(record, posterior, model.name, model.tremble, stopwatch.seconds());
  TextLayout layout = TextLayout::for_stdout();
  layout.color = s.color.on();
  return text_report(record, posterior, model.name, model.tremble, layout);
}

int run_solve(const SolveSettings& s) {
  const Stopwatch stopwatch;
  std::cout << solve_output(s, stopwatch);
  return kExitOk;
}

}  // namespace skb::cli::mutiny
