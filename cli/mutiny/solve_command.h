// `skb mutiny solve`: reads a Mutiny record, applies the command-line settings, solves it
// exactly and prints a report (text, or JSON with --json).
#pragma once

#include "cli/common/options.h"
#include "cli/common/provenance.h"
#include "cli/mutiny/record_options.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::mutiny {

struct SolveSettings {
  RecordSettings record;  // FILE, --view, --lie-rate, --confession-rate, --model
  bool json = false;      // --json
  ColorOptions color;     // --color, --no-color
};

// Adds the `solve` command to `group` (the `mutiny` group); `settings` receives its options.
// Returns the command.
CLI::App* add_solve_command(CLI::App& group, SolveSettings& settings);

// Runs `skb mutiny solve` and returns the exit status. Throws RecordError, Contradiction and
// UsageError, which the app reports (cli/common/errors.h).
int run_solve(const SolveSettings& settings);

// Returns what `skb mutiny solve` prints for `settings` (the JSON report with --json), the work
// timed from `stopwatch`: run_solve's work without the printing, for `skb serve` too. Throws as
// run_solve.
std::string solve_output(const SolveSettings& settings, const Stopwatch& stopwatch = {});

}  // namespace skb::cli::mutiny
