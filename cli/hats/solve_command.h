// `skb hats solve`: reads a hat game's record, weighs every layout of the hats the viewer does
// not know exactly (with a model of play if asked) and prints where the hats are, who knows
// what, and the scores (text, or JSON with --json).
#pragma once

#include <optional>
#include <string>

#include "cli/common/options.h"
#include "cli/common/provenance.h"
#include "cli/hats/options.h"
#include "solver/hats/posterior.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::hats {

struct SolveSettings {
  RecordSettings record;
  std::optional<std::string> model;    // --model PROFILE
  std::optional<std::string> tremble;  // --tremble X, as typed
  int threads = 0;
  bool json = false;
  ColorOptions color;
};

CLI::App* add_solve_command(CLI::App& group, SolveSettings& settings);
int run_solve(const SolveSettings& settings);

// Returns what `skb hats solve` prints for `settings` (the JSON report with --json), the work
// timed from `stopwatch`: run_solve's work without the printing, for `skb serve` too. Throws as
// run_solve.
std::string solve_output(const SolveSettings& settings, const Stopwatch& stopwatch = {});

// The exact posterior of a loaded record for its viewer; throws skb::Contradiction naming the
// statements when no layout of the hats fits.
skb::hats::Posterior solve_loaded(const LoadedRecord& loaded, const skb::hats::Model& model, int threads);

}  // namespace skb::cli::hats
