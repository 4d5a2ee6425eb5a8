// `skb nyet solve`: reads a Nyet! record and prints where the cards the viewer has not seen are:
// the number of consistent deals and, for every unseen card and every place, the exact
// probability that the place holds it (text, or JSON with --json).
#pragma once

#include <optional>
#include <string>

#include "cli/common/options.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::nyet {

struct SolveSettings {
  std::string file;  // empty: standard input, when it is not a terminal
  bool json = false;
  ColorOptions color;
  // The record itself, read instead of FILE when given (a request to `skb serve`), its
  // messages naming `text_name` as the file.
  std::optional<std::string> text;
  std::string text_name = "record";
};

CLI::App* add_solve_command(CLI::App& group, SolveSettings& settings);
int run_solve(const SolveSettings& settings);

// Returns what `skb nyet solve` prints for `settings` (the JSON report with --json): run_solve's
// work without the printing, for `skb serve` too. Throws as run_solve.
std::string solve_output(const SolveSettings& settings);

}  // namespace skb::cli::nyet
