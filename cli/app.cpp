#include "cli/app.h"

#include <cctype>
#include <csignal>
#include <iostream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/provenance.h"
#include "cli/common/suggest.h"
#include "cli/games.h"

namespace skb::cli {

namespace {

// Every command of `app` (parsed or not).
std::vector<CLI::App*> commands_of(CLI::App& app) {
  return app.get_subcommands([](CLI::App*) { return true; });
}

// Checks the command names in `args` level by level (game groups, then their commands), up to
// the first command that has no commands of its own: its arguments are its own. Reports an
// unknown name, with the closest known one, and returns false.
bool known_commands(CLI::App& app, const std::vector<std::string>& args) {
  CLI::App* level = &app;
  std::string path = "skb";
  for (const std::string& arg : args) {
    if (arg == "--") break;
    if (!arg.empty() && arg[0] == '-') continue;  // -h, --help, -V, --version: no values
    const std::vector<CLI::App*> commands = commands_of(*level);
    if (commands.empty()) break;
    std::vector<std::string> names;
    CLI::App* found = nullptr;
    for (CLI::App* command : commands) {
      names.push_back(command->get_name());
      if (command->get_name() == arg) found = command;
    }
    if (found) {
      level = found;
      path += " " + arg;
      continue;
    }
    const auto suggestion = closest_name(arg, names);
    report_usage_error(path,
                       fmt::format("unknown command '{}'{}", arg,
                                   suggestion ? fmt::format(" (did you mean '{}'?)", *suggestion) : std::string()),
                       fmt::format("run '{} --help' for {} commands", path, level == &app ? "the" : "its"));
    return false;
  }
  return true;
}

// CLI11's message as a sentence of ours: "The following argument was not expected: x" becomes
// "the following argument was not expected: x"; "A subcommand is required", "a command is
// required".
std::string usage_message(const CLI::ParseError& e) {
  std::string message = e.what();
  if (message == "A subcommand is required") return "a command is required";
  if (message.size() > 1 && std::isupper(static_cast<unsigned char>(message[0])) &&
      std::islower(static_cast<unsigned char>(message[1])))
    message[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(message[0])));
  return message;
}

// Reports a parse error for the deepest command the parser reached.
void report_parse_error(CLI::App& app, const CLI::ParseError& e) {
  CLI::App* level = &app;
  std::string path = "skb";
  for (auto chosen = level->get_subcommands(); !chosen.empty(); chosen = level->get_subcommands()) {
    level = chosen.front();
    path += " " + level->get_name();
  }
  const bool group = !commands_of(*level).empty();
  report_usage_error(
      path, usage_message(e),
      group ? fmt::format("run '{} --help' for {} commands", path, level == &app ? "the" : "its") : std::string());
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
  app.set_version_flag("-V,--version", std::string("skb ") + SKB_VERSION);
  app.require_subcommand(1);
  app.footer(
      "\nRun 'skb COMMAND --help' (or 'skb help COMMAND') for a command's options, and 'skb games' for the games "
      "and their commands.\n"
      "Records and reports are described in docs/ (docs/seven_knights/record-format.md for .skb records).\n"
      "Text reports fit the screen: $COLUMNS, or the terminal's width (the wide layout when neither is known).\n"
      "Exit status: 0 ok, 1 internal error, 2 bad input or command line, 3 contradiction.");
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
  // Never parsed: `skb help [COMMAND...]` is read as `skb [COMMAND...] --help` below; listed so
  // that `skb --help` shows it.
  CLI::App* help =
      app.add_subcommand("help", "Show the help of skb, or of a command: skb help COMMAND (as skb COMMAND --help)");
  help->group("Toolkit");
  help->allow_extras();

  std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && args.front() == "help") {
    args.erase(args.begin());
    args.emplace_back("--help");
  }
  if (!known_commands(app, args)) return kExitBadInput;
  std::vector<char*> parsed_argv{argv[0]};
  for (std::string& arg : args) parsed_argv.push_back(arg.data());
  try {
    app.parse(static_cast<int>(parsed_argv.size()), parsed_argv.data());
  } catch (const CLI::CallForHelp& e) {
    // app.exit prints the help of the command asked about; a failed write (a full device) is
    // an error like any command's (finish_output).
    return finish_output(app.exit(e) == 0 ? kExitOk : kExitBadInput);
  } catch (const CLI::CallForAllHelp& e) {
    return finish_output(app.exit(e) == 0 ? kExitOk : kExitBadInput);
  } catch (const CLI::CallForVersion& e) {
    return finish_output(app.exit(e) == 0 ? kExitOk : kExitBadInput);
  } catch (const CLI::ParseError& e) {
    report_parse_error(app, e);
    return kExitBadInput;
  }
  for (const Command& command : commands)
    if (command.app->parsed()) return run_reporting_errors(command.run);
  if (help->parsed()) {  // "help" after an option, e.g. `skb -- help`
    std::cout << app.get_formatter()->make_help(&app, "skb", CLI::AppFormatMode::Normal);
    return finish_output(kExitOk);
  }
  return kExitInternal;  // require_subcommand(1): unreachable
}

}  // namespace skb::cli
