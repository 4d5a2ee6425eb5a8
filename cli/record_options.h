// The options every record-reading subcommand shares (FILE, --lie-rate, --view, --rules), and
// loading the record with those overrides applied.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "solver/record.h"

namespace CLI {
class App;
class Validator;
}  // namespace CLI

namespace skb::cli {

struct RecordOptions {
  std::string file;
  std::optional<std::string> lie_rate;  // as typed; checked when the record is loaded
  std::optional<std::string> view;
  std::optional<std::string> rules;
};

// Adds FILE, --lie-rate, --view and --rules to `cmd`; `purpose` completes "--view: ... from this
// player's knowledge" in the help ("Solve", "Advise").
void add_record_options(CLI::App& cmd, RecordOptions& options, std::string_view purpose);

// A validator for whole numbers >= 1 (for --top, --threads), with a message naming `option`.
CLI::Validator at_least_one(std::string option);

// Returns the lie rate typed on the command line: the record's plain decimals (0, 0.25, .5, 1.)
// and also an exponent (2.5e-3), between 0 and 1. Throws RecordError naming `command`.
double parse_cli_lie_rate(const std::string& text, std::string_view command);

// Reads the record and applies the overrides. Throws RecordError (a bad option is reported as
// coming from `command`, e.g. "skb solve").
Record load_record(const RecordOptions& options, std::string_view command);

}  // namespace skb::cli
