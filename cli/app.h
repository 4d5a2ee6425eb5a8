// The `skb` application: parses the command line, runs a subcommand, turns typed errors from
// the libraries into messages on stderr and exit statuses (see cli/common/exit_status.h).
#pragma once

namespace skb::cli {

// Runs skb with the given arguments and returns the process exit status.
int run(int argc, char** argv);

}  // namespace skb::cli
