// `skb nyet legal`: reads a Nyet! record as `skb nyet solve` does and lists the lines that may come
// next (solver/nyet/legal_lines.h): vetoes, teams, the Bonus, discards and passes, and the cards
// that may be played (a trick line grows: the line then replaces the record's last one), as text
// or as the JSON the page of `skb serve` shows as buttons.
#pragma once

#include <optional>
#include <string>

#include "cli/common/provenance.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::nyet {

struct LegalSettings {
  std::string file;  // empty: standard input, when it is not a terminal
  bool json = false;
  // The record itself, read instead of FILE when given (a request to `skb serve`), its
  // messages naming `text_name` as the file.
  std::optional<std::string> text;
  std::string text_name = "record";
};

CLI::App* add_legal_command(CLI::App& group, LegalSettings& settings);
int run_legal(const LegalSettings& settings);

// Returns what `skb nyet legal` prints for `settings` (the JSON report with --json), the work
// timed from `stopwatch`: run_legal's work without the printing, for `skb serve` too. Throws
// RecordError (exit 2) and Contradiction (exit 3) as `skb nyet solve` does.
std::string legal_output(const LegalSettings& settings, const Stopwatch& stopwatch = {});

}  // namespace skb::cli::nyet
