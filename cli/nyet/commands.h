// The Nyet! front end: its commands for the app's table of games (games.h), under the command
// group `skb nyet`.
#pragma once

#include "cli/common/command.h"

namespace skb::cli::nyet {

// Adds the Nyet! commands (solve) to `parent` (the `nyet` group) and to `commands`, and gives
// the group its help.
void add_commands(CLI::App& parent, Commands& commands);

}  // namespace skb::cli::nyet
