// `skb solve`: reads a record, applies command-line settings, solves, prints a report.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace CLI {
class App;
}

namespace skb::cli {

struct SolveSettings {
  std::string file;
  bool json = false;
  std::optional<std::string> lie_rate;  // as typed; checked when the command runs
  std::size_t top = 5;
  std::optional<std::string> view;
  std::optional<std::string> rules;
  bool no_color = false;
};

// Adds the `solve` subcommand to `app`; `settings` receives its options.
CLI::App* add_solve_command(CLI::App& app, SolveSettings& settings);

// Runs `skb solve`; returns the exit status. Throws skb::RecordError / skb::Contradiction.
int run_solve(const SolveSettings& settings);

}  // namespace skb::cli
