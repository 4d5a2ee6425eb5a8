// The toolkit: the commands of skb that belong to no game, filed under "Toolkit" in `skb
// --help`: `games` (the games skb knows), `help` (as COMMAND --help), `completions SHELL` (the
// completion script of bash, zsh or fish) and `manual` (the manual page, in roff).
#pragma once

#include "cli/common/command.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli {

// Adds the toolkit's commands to `app` (skb itself, once every game's commands are in it: the
// completions and the manual are made from the whole command line).
void add_toolkit(CLI::App& app, Commands& commands);

}  // namespace skb::cli
