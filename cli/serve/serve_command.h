// `skb serve`: the local web server of every game's API (api.h), on 127.0.0.1 unless told
// otherwise. It prints its address, logs one line per request on standard error, and ends on
// Ctrl-C or SIGTERM with status 0 (its normal end: it has no unfinished work to report).
#pragma once

#include "cli/common/command.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::serve {

// Adds `serve` to `app` (filed under `group`) and to `commands`.
void add_serve_command(CLI::App& app, Commands& commands, const char* group);

}  // namespace skb::cli::serve
