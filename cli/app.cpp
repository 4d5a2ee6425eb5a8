#include "cli/app.h"

#include <csignal>
#include <iostream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/interrupt.h"
#include "cli/common/options.h"
#include "cli/common/provenance.h"
#include "cli/common/values.h"
#include "cli/games.h"
#include "cli/serve/serve_command.h"
#include "cli/toolkit.h"
#include "cli/usage.h"

namespace skb::cli {

namespace {

// The footer of a game's command group: its commands' help, its documents, its exit statuses.
std::string group_footer(const Game& game) {
  return fmt::format(
      "\nRun 'skb {0} COMMAND --help' for a command's options and examples. The rules as skb models them are in\n"
      "{1}, the records in {2}.\n\n"
      "{3}",
      game.name, doc_path(fmt::format("{}/rules.md", game.name)),
      doc_path(fmt::format("{}/record-format.md", game.name)), exit_statuses(kExitStatusMeanings));
}

// Adds every game's commands to `app`: the flagship's at the top level, every other game's in a
// group of its own (`skb mutiny ...`), its commands filed under "Commands".
void add_games(CLI::App& app, Commands& commands) {
  for (const Game& game : games()) {
    if (game.flagship) {
      game.add_commands(app, commands);
      continue;
    }
    CLI::App* group =
        app.add_subcommand(std::string(game.name), std::string(game.title) + ": " + std::string(game.summary));
    group->group("Games");
    group->require_subcommand(1);
    group->footer(group_footer(game));
    game.add_commands(*group, commands);
    for (CLI::App* command : group->get_subcommands([](CLI::App*) { return true; })) command->group("Commands");
  }
}

// The top-level help's footer.
std::string top_footer() {
  return fmt::format(
      "\nRun 'skb COMMAND --help' (or 'skb help COMMAND') for a command's options, and 'skb games' for the games\n"
      "and their commands. A command with no FILE reads its record from standard input (skb solve < game.skb).\n"
      "Records and reports are described in {} ({} for .skb records).\n"
      "Text reports fit the screen: $COLUMNS, or the terminal's width (the wide layout when neither is known).\n\n"
      "{}",
      doc_path(""), doc_path("seven_knights/record-format.md"), exit_statuses(kExitStatusMeanings));
}

// Gives every command of `level` that prints a report and has no colour of its own --color and
// --no-color all the same (add_colorless_options): every report of skb takes them.
void accept_color_everywhere(CLI::App& level) {
  for (CLI::App* command : level.get_subcommands([](CLI::App*) { return true; })) {
    if (!command->get_subcommands([](CLI::App*) { return true; }).empty()) {
      accept_color_everywhere(*command);
      continue;
    }
    if (command->get_name() == "help" || command->get_option_no_throw("--color") != nullptr) continue;
    add_colorless_options(*command);
  }
}

// Builds the command line of skb: every game's commands, the toolkit, the help layout.
void build(CLI::App& app, Commands& commands) {
  use_help_layout(app);
  app.set_version_flag("-V,--version", version_text(), "Print the version, the commit, the build type and MPI");
  app.set_help_flag("-h,--help", "Print this help");
  app.require_subcommand(1);
  add_games(app, commands);
  add_toolkit(app, commands);
  serve::add_serve_command(app, commands, "Toolkit");
  accept_color_everywhere(app);
  app.footer(top_footer());
  refuse_loose_numbers(app);
}

// The level of a bare command line (`skb`, `skb mutiny`), or nothing.
const CLI::App* bare_level(CLI::App& app, const std::vector<std::string>& args) {
  if (args.empty()) return &app;
  if (args.size() != 1) return nullptr;
  for (CLI::App* command : app.get_subcommands([](CLI::App*) { return true; }))
    if (command->get_name() == args[0] && !command->get_subcommands([](CLI::App*) { return true; }).empty())
      return command;
  return nullptr;
}

}  // namespace

int run(int argc, char** argv) {
  std::signal(SIGPIPE, SIG_IGN);  // a closed pipe shows up as a write error, handled by finish_output
  // Likewise a file past the size limit (ulimit -f): a write error naming the file (EFBIG), not
  // death by SIGXFSZ with a temporary file left behind.
  std::signal(SIGXFSZ, SIG_IGN);
  record_command_line(argc, argv);  // for the provenance of reports
  CLI::App app{
      "skb: exact deduction and strategy analysis for small hidden-information board games.\n"
      "For Seven Knights Bewitched (the commands below): reads a game record (.skb) and computes, from every deal "
      "consistent with it, where each tile is and which arrangement the Captain should lay down.",
      "skb"};
  Commands commands;
  build(app, commands);

  std::vector<std::string> args(argv + 1, argv + argc);
  // `skb` or `skb GAME` alone: the short usage.
  if (const CLI::App* level = bare_level(app, args)) {
    std::cout << short_usage(*level, args.empty() ? "skb" : "skb " + args[0]);
    return finish_output(kExitOk);
  }
  if (!args.empty() && args.front() == "help") {
    args.erase(args.begin());
    // `skb help --help` is the help of help, as `skb help help` is (not skb's own help).
    if (args == std::vector<std::string>{"--help"} || args == std::vector<std::string>{"-h"}) args = {"help"};
    args.emplace_back("--help");
  }
  if (!check_command_words(app, args)) return kExitBadInput;
  std::vector<char*> parsed_argv{argv[0]};
  for (std::string& arg : args) parsed_argv.push_back(arg.data());
  try {
    app.parse(static_cast<int>(parsed_argv.size()), parsed_argv.data());
  } catch (const CLI::Success& e) {
    // --help or --version: app.exit prints the help of the command asked about; a failed write
    // (a full device) is an error like any command's (finish_output).
    return finish_output(app.exit(e) == 0 ? kExitOk : kExitBadInput);
  } catch (const CLI::ParseError& e) {
    report_parse_error(app, e);
    return kExitBadInput;
  }
  for (const Command& command : commands)
    if (command.app->parsed()) return run_reporting_errors(command.run);
  return kExitInternal;  // require_subcommand(1): unreachable
}

}  // namespace skb::cli
