// `skb solve`: reads a record, applies command-line settings, solves, prints a report.
#pragma once

#include <cstddef>
#include <string>

#include "cli/common/provenance.h"
#include "cli/seven_knights/record_options.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

struct SolveSettings {
  RecordOptions record;
  bool json = false;
  std::size_t top = 5;
  ColorOptions color;
};

// Adds the `solve` subcommand to `app`; `settings` receives its options.
CLI::App* add_solve_command(CLI::App& app, SolveSettings& settings);

// Runs `skb solve`; returns the exit status. Throws skb::RecordError / skb::Contradiction.
int run_solve(const SolveSettings& settings);

// Returns what `skb solve` prints for `settings` (the JSON report with --json), the work timed
// from `stopwatch`: run_solve's work without the printing, for `skb serve` too. Throws as run_solve.
std::string solve_output(const SolveSettings& settings, const Stopwatch& stopwatch = {});

}  // namespace skb::cli::seven_knights
