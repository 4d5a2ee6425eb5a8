// `skb mutiny legal`: the lines that may come next in a Mutiny record under the rules (the
// buttons of the page of `skb serve`), as text or JSON.
#pragma once

#include <optional>
#include <string>

#include "cli/common/provenance.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::mutiny {

struct LegalSettings {
  std::string file;  // FILE; empty: standard input, when it is not a terminal
  bool json = false;
  // The record itself, read instead of FILE when given (a request to `skb serve`), its messages
  // naming `text_name` as the file.
  std::optional<std::string> text;
  std::string text_name = "record";
};

// Adds the `legal` command to `group` (the `mutiny` group); `settings` receives its options.
CLI::App* add_legal_command(CLI::App& group, LegalSettings& settings);

// Runs `skb mutiny legal`; returns the exit status. Throws RecordError and UsageError.
int run_legal(const LegalSettings& settings);

// Returns what `skb mutiny legal` prints for `settings` (the JSON report with --json), the work
// timed from `stopwatch`, for `skb serve` too. Throws as run_legal.
std::string legal_output(const LegalSettings& settings, const Stopwatch& stopwatch = {});

}  // namespace skb::cli::mutiny
