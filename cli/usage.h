// Mistakes on the command line, and what skb says about them: every one in the form of
// report_usage_error (cli/common/errors.h), in skb's words rather than the parser's, with the
// closest known name for a mistyped command, option or group option ("did you mean"); and the
// short usage that `skb` (or `skb GAME`) alone prints.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace CLI {
class App;
class ParseError;
}  // namespace CLI

namespace skb::cli {

// Checks the command names and the options of the command groups in `args` level by level
// (game groups, then their commands), up to the first command that has no commands of its own:
// its arguments are its own. Reports an unknown command or option, with the closest known one,
// and returns false.
bool check_command_words(CLI::App& app, const std::vector<std::string>& args);

// Reports `e`, thrown while parsing the command line of `app`, for the deepest command reached,
// in skb's words: an unknown option with the closest one, a missing value, a value out of range.
void report_parse_error(CLI::App& app, const CLI::ParseError& e);

// Returns the short usage of `level` (skb itself, or a game's group), `path` its command line
// ("skb", "skb mutiny"): how a command is written and the commands, grouped, one line a group.
std::string short_usage(const CLI::App& level, std::string_view path);

}  // namespace skb::cli
