// A command of skb: the CLI11 subcommand that parses its options, and the function that runs
// it once parsed. Each game's front end adds its commands to a list of these; the app runs the
// one the command line chose.
#pragma once

#include <functional>
#include <vector>

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli {

struct Command {
  CLI::App* app = nullptr;   // parsed when the command line chose this command
  std::function<int()> run;  // returns the exit status; may throw the libraries' typed errors
};

using Commands = std::vector<Command>;

}  // namespace skb::cli
