#include "cli/mutiny/solve_command.h"

#include <iostream>
#include <memory>
#include <string_view>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/exit_status.h"
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
  add_json_flag(*cmd, s.json, "Print JSON (the schema of docs/mutiny/json-output.md) instead of the report");
  cmd->footer(fmt::format(
      "\nA world is the Mutineer (one of the four role players) and whom the Chaplain heard in his confession\n"
      "(nobody or one of the three others): 16 in all. The Mutineer is one of the four alike; the confession is\n"
      "nobody with probability 1 - c and each other role player with c/3 (c the confession rate). The viewer's\n"
      "facts rule worlds out; a report by a crew member is true, one by the Mutineer or a sworn Chaplain is\n"
      "false with probability {}; a record that goes on to round 2 shows that the innocent player is not\n"
      "the Mutineer. Every number is exact.\n\n"
      "Examples:\n"
      "  skb mutiny solve examples/mutiny/chaplain-report-spectator.mutiny\n"
      "  skb mutiny solve game.mutiny --json\n"
      "  skb mutiny solve game.mutiny --view Ben --lie-rate 0.25\n"
      "  skb mutiny solve game.mutiny --model random --confession-rate 1\n"
      "  skb mutiny solve < game.mutiny          (no FILE: the record is read from standard input)\n\n"
      "Records are described in docs/mutiny/record-format.md, the JSON in docs/mutiny/json-output.md.\n\n"
      "Exit status: 0 solved; 2 the record cannot be read or breaks the rules, or a bad option (the message\n"
      "names file:line:column); 3 no world satisfies the record (the message names a smallest set of\n"
      "conflicting statements); 1 an internal error.",
      lambda()));
  return cmd;
}

int run_solve(const SolveSettings& s) {
  // A profile that does not exist is refused before the record is read.
  if (s.record.model) profile_option(*s.record.model, skb::mutiny::min_players, "--model", kSolveCommand);
  const skb::mutiny::Record record = load_record(s.record, kSolveCommand);
  std::unique_ptr<skb::mutiny::Profile> model;
  if (s.record.model) model = profile_option(*s.record.model, record.player_count(), "--model", kSolveCommand);
  skb::mutiny::SolveOptions options;
  options.model = model.get();
  const skb::mutiny::Posterior posterior = skb::mutiny::solve(record, options);
  const std::string model_name = s.record.model.value_or("");
  if (s.json)
    std::cout << json_report(record, posterior, model_name);
  else
    std::cout << text_report(record, posterior, model_name, TextLayout::for_stdout());
  return kExitOk;
}

}  // namespace skb::cli::mutiny
