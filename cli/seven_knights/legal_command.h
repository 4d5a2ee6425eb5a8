// `skb legal`: the lines that may come next in a Seven Knights record under the rules (the
// buttons of the page of `skb serve`), as text or JSON.
#pragma once

#include <string>

#include "cli/common/provenance.h"
#include "cli/seven_knights/record_options.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

struct LegalSettings {
  RecordOptions record;  // FILE, --lie-rate, --view, --rules
  bool json = false;
};

// Adds the `legal` subcommand to `app`; `settings` receives its options.
CLI::App* add_legal_command(CLI::App& app, LegalSettings& settings);

// Runs `skb legal`; returns the exit status. Throws skb::RecordError (a record solve refuses).
int run_legal(const LegalSettings& settings);

// Returns what `skb legal` prints for `settings` (the JSON report with --json), the work timed
// from `stopwatch`, for `skb serve` too. Throws as run_legal.
std::string legal_output(const LegalSettings& settings, const Stopwatch& stopwatch = {});

}  // namespace skb::cli::seven_knights
