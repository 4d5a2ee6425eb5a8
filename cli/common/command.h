// A command of skb: the CLI11 subcommand that parses its options, and the function that runs
// it once parsed. Each game's front end adds its commands to a list of these; the app runs the
// one the command line chose.
#pragma once

#include <functional>
#include <string>
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

// What a command prints, as a value, for commands whose work `skb serve` answers rather than
// prints: the report for standard output, a note for standard error (empty, or that the work
// was interrupted and what the report holds), and the exit status.
struct CommandOutput {
  std::string text;
  std::string note;
  int status = 0;
};

}  // namespace skb::cli
