// `skb nyet dd`: reads a Nyet! record in which every hand is known (a spectator's record giving
// every hand, or a position) and prints the double-dummy value of the rest of the round for the
// team of the player to move, the value of every card that player may play and a line of best
// play (text, or JSON with --json). The search is bounded by --max-nodes; it shows progress on a
// terminal and stops on Ctrl-C (status 130).
#pragma once

#include <cstdint>
#include <string>

#include "cli/common/options.h"
#include "solver/nyet/double_dummy.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::nyet {

struct DdSettings {
  std::string file;  // empty: standard input, when it is not a terminal
  bool json = false;
  ColorOptions color;
  std::uint64_t max_nodes = skb::nyet::kDefaultDdNodeLimit;
};

CLI::App* add_dd_command(CLI::App& group, DdSettings& settings);
int run_dd(const DdSettings& settings);

}  // namespace skb::cli::nyet
