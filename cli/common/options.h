// Option parsing helpers shared by every game's commands.
#pragma once

#include <string>
#include <string_view>

namespace CLI {
class Validator;
}  // namespace CLI

namespace skb::cli {

// A validator for whole numbers >= 1 (for --top, --threads, --games), with a message naming
// `option`.
CLI::Validator at_least_one(std::string option);

// Returns `threads` (0: the default) if it is at most max_threads() (solver/core/parallel.h: the
// hardware threads times 8); throws UsageError naming `command` otherwise.
int check_threads(int threads, std::string_view command);

// Returns the lie rate typed on the command line: a plain decimal (0, 0.25, .5, 1.) or one with
// an exponent (2.5e-3), between 0 and 1. Throws UsageError naming `command`.
double parse_cli_lie_rate(const std::string& text, std::string_view command);

}  // namespace skb::cli
