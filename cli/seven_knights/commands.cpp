#include "cli/seven_knights/commands.h"

#include <memory>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/exit_status.h"
#include "cli/common/help.h"

#include "cli/seven_knights/advise_command.h"
#include "cli/seven_knights/analyze_command.h"
#include "cli/seven_knights/legal_command.h"
#include "cli/seven_knights/lying_command.h"
#include "cli/seven_knights/simulate_command.h"
#include "cli/seven_knights/solve_command.h"
#include "cli/seven_knights/variants_command.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

namespace {

constexpr const char* kGroup = "Seven Knights Bewitched";

// Adds a command whose options fill a Settings of its own, kept alive by the command's runner.
template <class Settings, class Add, class Run>
void add(CLI::App& parent, Commands& commands, const Add& add_command, const Run& run_command) {
  auto settings = std::make_shared<Settings>();
  CLI::App* app = add_command(parent, *settings);
  app->group(kGroup);
  commands.push_back({app, [settings, run_command] { return run_command(*settings); }});
}

}  // namespace

void add_commands(CLI::App& parent, Commands& commands) {
  add<SolveSettings>(parent, commands, add_solve_command, run_solve);
  add<AdviseSettings>(parent, commands, add_advise_command, run_advise);
  add<SimulateSettings>(parent, commands, add_simulate_command, run_simulate);
  add<AnalyzeSettings>(parent, commands, add_analyze_command, run_analyze);
  add<LyingSettings>(parent, commands, add_lying_command, run_lying);
  auto* variants = parent.add_subcommand("variants",
                                         "List the six variants: players, tiles, center slots, dealing rule "
                                         "and the number of deals for each player count.");
  variants->group(kGroup);
  variants->footer(fmt::format(
      "\nOne row a variant and player count: the tiles in play, the center slots, the tiles set aside, the number\n"
      "of deals skb weighs (every one: nothing is sampled) and the dealing rule; the rules of each variant are in\n"
      "{}.\n\n"
      "Example:\n"
      "  skb variants\n\n{}",
      doc_path("seven_knights/rules.md"),
      exit_statuses({{kExitOk, "printed"}, {kExitBadInput, "a bad command line, or the output cannot be written"}})));
  commands.push_back({variants, run_variants});
  add<LegalSettings>(parent, commands, add_legal_command, run_legal);
}

}  // namespace skb::cli::seven_knights
