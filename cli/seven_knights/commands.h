// The Seven Knights Bewitched front end: its commands for the app's table of games (cli/games.h).
#pragma once

#include "cli/common/command.h"

namespace skb::cli::seven_knights {

// Adds solve, advise, simulate, analyze and variants to `parent` and to `commands`.
void add_commands(CLI::App& parent, Commands& commands);

}  // namespace skb::cli::seven_knights
