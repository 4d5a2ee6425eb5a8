// `skb mutiny advise`: the viewer's next decision in a Mutiny record, every legal option with
// the exact probability that the viewer's side wins (solver/mutiny/advice.h), as a table or
// JSON.
#pragma once

#include <string>

#include "cli/common/options.h"
#include "cli/common/provenance.h"
#include "cli/mutiny/record_options.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::mutiny {

struct AdviseSettings {
  RecordSettings record;
  // --profile: how everyone plays from the decision on; empty: the equilibrium built into skb
  // for the record's player count, or `honest` where none is.
  std::string profile;
  bool json = false;
  ColorOptions color;
};

// Adds the `advise` command to `group` and returns it.
CLI::App* add_advise_command(CLI::App& group, AdviseSettings& settings);

// Runs `skb mutiny advise`; returns the exit status. Throws RecordError, Contradiction and
// UsageError, which the app reports; a record with no decision of the viewer's is a UsageError.
int run_advise(const AdviseSettings& settings);

// Returns what `skb mutiny advise` prints for `settings` (the JSON report with --json), the work
// timed from `stopwatch`: run_advise's work without the printing, for `skb serve` too. Throws as
// run_advise.
std::string advise_output(const AdviseSettings& settings, const Stopwatch& stopwatch = {});

}  // namespace skb::cli::mutiny
