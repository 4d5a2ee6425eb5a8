#include "cli/toolkit.h"

#include <iostream>
#include <memory>
#include <string>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/values.h"
#include "cli/completions.h"
#include "cli/games.h"
#include "cli/manual.h"

namespace skb::cli {

namespace {

constexpr const char* kGroup = "Toolkit";

// The exit statuses of a command that only prints: 2 when the output cannot be written.
std::string printing_statuses() {
  return exit_statuses({{kExitOk, "printed"}, {kExitBadInput, "a bad command line, or the output cannot be written"}});
}

}  // namespace

void add_toolkit(CLI::App& app, Commands& commands) {
  CLI::App* list = app.add_subcommand("games", "List the games skb knows, one line each");
  list->group(kGroup);
  list->footer(fmt::format(
      "\nOne line a game: its name (the command group, `skb NAME COMMAND`; Seven Knights Bewitched's commands are at\n"
      "the top level), its title and what skb does for it. The documents of each game are in {}.\n\n{}",
      doc_path("GAME/"), printing_statuses()));
  commands.push_back({list, run_games});

  // Never parsed but after an option (`skb -- help`): `skb help [COMMAND...]` is read as `skb
  // [COMMAND...] --help` by the app.
  CLI::App* help =
      app.add_subcommand("help", "Show the help of skb, or of a command: skb help COMMAND (as skb COMMAND --help)");
  help->group(kGroup);
  help->allow_extras();
  help->footer(fmt::format(
      "\nExamples:\n"
      "  skb help                 (as skb --help)\n"
      "  skb help solve           (as skb solve --help)\n"
      "  skb help mutiny advise   (as skb mutiny advise --help)\n\n{}",
      printing_statuses()));
  commands.push_back({help, [&app] {
                        std::cout << app.help("skb");
                        return kExitOk;
                      }});

  auto shell = std::make_shared<std::string>();
  CLI::App* completions = app.add_subcommand(
      "completions", "Print the completion script of a shell (bash, zsh or fish): commands, options and their values");
  completions->group(kGroup);
  choices(completions->add_option("SHELL", *shell, "bash, zsh or fish")->required(), {"bash", "zsh", "fish"},
          "shell");
  completions->footer(fmt::format(
      "\nAn installed skb has its scripts in place already (cmake --install; see the README). By hand:\n"
      "  skb completions bash > ~/.local/share/bash-completion/completions/skb\n"
      "  skb completions zsh > ~/.zfunc/_skb            (with fpath+=~/.zfunc before compinit in ~/.zshrc)\n"
      "  skb completions fish > ~/.config/fish/completions/skb.fish\n\n{}",
      printing_statuses()));
  commands.push_back({completions, [&app, shell] {
                        std::cout << completion_script(app, *shell);
                        return kExitOk;
                      }});

  CLI::App* manual = app.add_subcommand("manual", "Print skb's manual page (roff): skb manual | man -l -");
  manual->group(kGroup);
  manual->footer(fmt::format(
      "\nThe manual page has every command's help, made from the same text as --help. An installed skb has it in\n"
      "place already (man skb).\n\n{}",
      printing_statuses()));
  commands.push_back({manual, [&app] {
                        std::cout << manual_page(app);
                        return kExitOk;
                      }});
}

}  // namespace skb::cli
