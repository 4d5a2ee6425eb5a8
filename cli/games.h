// The games skb knows: the table the app builds its command line from.
//
// Each game's front end (cli/GAME/) provides one function that adds its commands under a parent
// CLI11 app. The flagship, Seven Knights Bewitched, keeps its commands at the top level (`skb
// solve`, `skb advise`, ...); every other game is a command group, `skb GAME COMMAND` (e.g.
// `skb mutiny solve`). `skb games` lists the table, one line a game.
#pragma once

#include <span>
#include <string_view>

#include "cli/common/command.h"

namespace skb::cli {

struct Game {
  std::string_view name;     // the command group (the flagship's commands are top-level)
  std::string_view title;    // the game's name as printed
  std::string_view summary;  // one line: what skb does for it
  bool flagship = false;     // commands at the top level rather than under `skb NAME`
  // Adds the game's commands to `parent` and to `commands`.
  void (*add_commands)(CLI::App& parent, Commands& commands) = nullptr;
};

// Returns the games, the flagship first.
std::span<const Game> games();

// Prints the table of games (`skb games`) and returns the exit status.
int run_games();

}  // namespace skb::cli
