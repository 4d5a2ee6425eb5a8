// `skb advise`: advice for the record's viewer at the current phase of the round.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "cli/common/provenance.h"
#include "cli/seven_knights/record_options.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

struct AdviseSettings {
  RecordOptions record;
  bool json = false;
  std::size_t top = 10;
  std::optional<std::string> phase;
  int threads = 0;
  bool liar_tests = false;
  std::optional<std::string> question;
  ColorOptions color;
};

// Adds the `advise` subcommand to `app`; `settings` receives its options.
CLI::App* add_advise_command(CLI::App& app, AdviseSettings& settings);

// Runs `skb advise`; returns the exit status. Throws skb::RecordError / skb::Contradiction.
int run_advise(const AdviseSettings& settings);

// Returns what `skb advise` prints for `settings` (the JSON report with --json), the work timed
// from `stopwatch`: run_advise's work without the printing, for `skb serve` too. Throws as run_advise.
std::string advise_output(const AdviseSettings& settings, const Stopwatch& stopwatch = {});

}  // namespace skb::cli::seven_knights
