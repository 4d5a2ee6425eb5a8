// The hat game's commands: `skb hats solve`, `advise`, `simulate`, `analyze`.
#pragma once

#include "cli/common/command.h"

namespace skb::cli::hats {

// Adds the commands to `parent` (the `hats` group) and to `commands`.
void add_commands(CLI::App& parent, Commands& commands);

}  // namespace skb::cli::hats
