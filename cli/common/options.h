// Option parsing helpers shared by every game's commands, and the options many commands of every
// game declare alike (the record FILE, --seed, --threads, --json), spelt and checked once. A
// command that gives one of them another meaning (another range, another default) declares its
// own.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace CLI {
class App;
class Option;
class Validator;
}  // namespace CLI

namespace skb::cli {

// A validator for whole numbers >= 1 (for --top, --threads, --games), with a message naming
// `option`.
CLI::Validator at_least_one(std::string option);

// A validator for a number of games (--games): a whole number from 1 to kMaxGames
// (solver/core/simulation.h), a trillion.
CLI::Validator games_range();

// A validator for a seed (--seed): a whole number from 0 to 2^64 - 1, written in digits. A
// negative or larger number is refused rather than wrapped round (CLI11 alone would read -1 as
// 2^64 - 1, and 2^64 as 0): two different seeds must never play the same games.
CLI::Validator seed_range();

// Returns `threads` (0: the default) if it is at most max_threads() (solver/core/parallel.h: the
// hardware threads times 8); throws UsageError naming `command` otherwise.
int check_threads(int threads, std::string_view command);

// Returns the probability typed on the command line for `option` ("--lie-rate"): a plain
// decimal (0, 0.25, .5, 1.) or one with an exponent (2.5e-3), between 0 and 1. Throws
// UsageError naming `command`: "--lie-rate 2: a lie rate is a probability, between 0 and 1",
// with `what` ("a lie rate") saying what the option is.
double parse_cli_probability(const std::string& text, std::string_view option, std::string_view what,
                             std::string_view command);

// Returns the lie rate typed for --lie-rate (parse_cli_probability).
double parse_cli_lie_rate(const std::string& text, std::string_view command);

// Returns the record a command reads: `file`, or "-" (standard input) when no FILE was given and
// standard input is not a terminal (a pipe or a file). Throws UsageError naming `command` when
// neither is there: "no record to read: give a FILE, or pipe a record into standard input
// (COMMAND < EXAMPLE)", with `example` a record's name ("game.skb").
std::string record_path(const std::string& file, std::string_view command, std::string_view example);

// Adds FILE to `cmd`: a record of the game whose files end in `extension` (".hats"), read by
// record_path: "-" reads standard input, and so does no FILE when standard input is not a
// terminal. `note` ends the help.
CLI::Option* add_record_file(CLI::App& cmd, std::string& file, std::string_view extension, std::string_view note = "");

// Adds --seed to `cmd`: 0 to 2^64-1 (seed_range), default 1. The help reads "Seed OF, 0 to
// 2^64-1 (default 1)" and then `promise`; `of` says what it seeds ("of the playouts"), if anything.
CLI::Option* add_seed_option(CLI::App& cmd, std::uint64_t& seed, std::string_view of = "",
                             std::string_view promise = ": same seed, same numbers");

// The help of --threads for a command whose numbers do not depend on the thread count.
inline constexpr std::string_view kThreadsHelp = "Threads (default: all cores); the numbers do not depend on it";

// Adds --threads to `cmd`: a whole number, at least 1 (0, the default, is all cores), with `help`.
CLI::Option* add_threads_option(CLI::App& cmd, int& threads, std::string_view help = kThreadsHelp);

// --color WHEN and --no-color, as every report that can use colour takes them.
struct ColorOptions {
  std::string color = "auto";  // --color auto|always|never
  bool no_color = false;       // --no-color: --color never
  // Whether to colour standard output (terminal.h, use_color).
  bool on() const;
};

// Adds --color and --no-color to `cmd`; `what` says what colour shows ("Shade the grid").
void add_color_options(CLI::App& cmd, ColorOptions& options, std::string_view what);

// Adds --color WHEN and --no-color to `cmd`, whose report has no colour: checked as everywhere
// and otherwise unused, so that a script may pass them to every command of skb alike.
void add_colorless_options(CLI::App& cmd);

// Adds the flag --json to `cmd`: print JSON instead of the text output; `help` says what JSON.
CLI::Option* add_json_flag(CLI::App& cmd, bool& json, std::string_view help);

}  // namespace skb::cli
