// The options every record-reading subcommand shares (FILE, --lie-rate, --view, --rules), and
// loading the record with those overrides applied.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "cli/common/options.h"
#include "solver/seven_knights/record.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

struct RecordOptions {
  std::string file;
  std::optional<std::string> lie_rate;  // as typed; checked when the record is loaded
  std::optional<std::string> view;
  std::optional<std::string> rules;
  // The record itself, read instead of FILE when given (a request to `skb serve`), its
  // messages naming `text_name` as the file.
  std::optional<std::string> text;
  std::string text_name = "record";
};

// Adds FILE, --lie-rate, --view and --rules to `cmd`; `purpose` completes "--view: ... from this
// player's knowledge" in the help ("Solve", "Advise"). FILE may be left out when standard input
// is not a terminal: the record is read from it (as every game's commands do).
void add_record_options(CLI::App& cmd, RecordOptions& options, std::string_view purpose);

// Reads the record and applies the overrides. Throws RecordError for the record, UsageError
// for a bad option (reported as coming from `command`, e.g. "skb solve"), or for no FILE when
// standard input is a terminal.
Record load_record(const RecordOptions& options, std::string_view command);

}  // namespace skb::cli::seven_knights
