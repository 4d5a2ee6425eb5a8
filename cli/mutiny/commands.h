// The Mutiny front end: its commands for the app's table of games (cli/games.h), under the command
// group `skb mutiny`.
#pragma once

#include "cli/common/command.h"

namespace skb::cli::mutiny {

// Adds the Mutiny commands (solve) to `parent` (the `mutiny` group) and to `commands`.
void add_commands(CLI::App& parent, Commands& commands);

}  // namespace skb::cli::mutiny
