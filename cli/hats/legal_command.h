// `skb hats legal`: reads a hat game's record as `skb hats solve` does and lists the lines that may
// come next (solver/hats/legal_lines.h): the player to move's looks, swaps and opens, each with
// every face the rules allow, as text or as the JSON the page of `skb serve` shows as buttons.
#pragma once

#include <string>

#include "cli/common/provenance.h"
#include "cli/hats/options.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::hats {

struct LegalSettings {
  RecordSettings record;
  bool json = false;
};

CLI::App* add_legal_command(CLI::App& group, LegalSettings& settings);
int run_legal(const LegalSettings& settings);

// Returns what `skb hats legal` prints for `settings` (the JSON report with --json), the work
// timed from `stopwatch`: run_legal's work without the printing, for `skb serve` too. Throws
// RecordError (exit 2), Contradiction (exit 3) and UsageError as `skb hats solve` does.
std::string legal_output(const LegalSettings& settings, const Stopwatch& stopwatch = {});

}  // namespace skb::cli::hats
