#include "cli/app.h"

#include <csignal>
#include <string>

#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/games.h"

namespace skb::cli {

int run(int argc, char** argv) {
  std::signal(SIGPIPE, SIG_IGN);  // a closed pipe shows up as a write error, handled by finish_output
  CLI::App app{
      "skb: exact deduction and strategy analysis for small hidden-information board games.\n"
      "For Seven Knights Bewitched (the commands below): reads a game record (.skb) and computes, from every deal "
      "consistent with it, where each tile is and which arrangement the Captain should lay down.",
      "skb"};
  app.set_version_flag("--version", std::string("skb ") + SKB_VERSION);
  app.require_subcommand(1);
  app.footer(
      "\nRun 'skb COMMAND --help' for a command's options, and 'skb games' for the games and their commands.\n"
      "Records and reports are described in docs/ (docs/seven_knights/record-format.md for .skb records).\n"
      "Exit status: 0 ok, 1 internal error, 2 bad input, 3 contradiction.");
  Commands commands;
  for (const Game& game : games()) {
    if (game.flagship) {
      game.add_commands(app, commands);
      continue;
    }
    CLI::App* group =
        app.add_subcommand(std::string(game.name), std::string(game.title) + ": " + std::string(game.summary));
    group->group("Games");
    group->require_subcommand(1);
    game.add_commands(*group, commands);
  }
  CLI::App* list = app.add_subcommand("games", "List the games skb knows, one line each");
  list->group("Toolkit");
  commands.push_back({list, run_games});
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int status = app.exit(e);  // prints help / version (status 0) or the parse error
    return status == 0 ? kExitOk : kExitBadInput;
  }
  for (const Command& command : commands)
    if (command.app->parsed()) return run_reporting_errors(command.run);
  return kExitInternal;  // require_subcommand(1): unreachable
}

}  // namespace skb::cli
