#include "cli/common/options.h"

#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <limits>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/help.h"
#include "cli/common/terminal.h"
#include "cli/common/values.h"
#include "solver/core/parallel.h"
#include "solver/core/simulation.h"
#include "solver/core/text.h"

namespace skb::cli {

CLI::Validator at_least_one(std::string option) {
  // Any number of digits, not all zeros: a --top beyond 2^64 - 1 is every item, not an error.
  return CLI::Validator(
      [option](std::string& text) -> std::string {
        const bool whole = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos &&
                           text.find_first_not_of('0') != std::string::npos;
        return whole ? "" : whole_number_message(option, ", at least 1", text);
      },
      "K");
}

CLI::Validator games_range() {
  return whole_in("--games", 1, kMaxGames, fmt::format(" from 1 to {} (a trillion)", kMaxGames));
}

CLI::Validator seed_range() {
  return whole_in("--seed", 0, std::numeric_limits<std::uint64_t>::max(), " from 0 to 18446744073709551615 (2^64 - 1)");
}

int check_threads(int threads, std::string_view command) {
  if (threads > max_threads())
    throw UsageError(
        std::string(command),
        fmt::format("--threads {}: at most {} (8 per hardware thread); more only waits", threads, max_threads()));
  return threads;
}

double parse_cli_probability(const std::string& text, std::string_view option, std::string_view what,
                             std::string_view command) {
  if (auto x = parse_probability(text)) return *x;
  // A number out of range, signed or not (-0.1, 2, 1e400), is told so; anything else is not a
  // number at all.
  std::string_view unsigned_text = text;
  if (!unsigned_text.empty() && (unsigned_text.front() == '-' || unsigned_text.front() == '+'))
    unsigned_text.remove_prefix(1);
  if (!is_decimal_number(unsigned_text))
    throw UsageError(std::string(command),
                     fmt::format("{} {}: not a number; give a decimal between 0 and 1, e.g. 0.25", option, shown(text)));
  throw UsageError(std::string(command),
                   fmt::format("{} {}: {} is a probability, between 0 and 1", option, shown(text), what));
}

double parse_cli_lie_rate(const std::string& text, std::string_view command) {
  return parse_cli_probability(text, "--lie-rate", "a lie rate", command);
}

std::string record_path(const std::string& file, std::string_view command, std::string_view example) {
  if (!file.empty()) return file;
  if (::isatty(STDIN_FILENO) == 1)
    throw UsageError(std::string(command),
                     fmt::format("no record to read: give a FILE, or pipe a record into standard input ({} < {})",
                                 command, example));
  return "-";
}

CLI::Option* add_record_file(CLI::App& cmd, std::string& file, std::string_view extension, std::string_view note) {
  return cmd.add_option("FILE", file,
                        fmt::format("The record ({}); - reads standard input, and so does no FILE when standard input "
                                    "is not a terminal{}",
                                    extension, note));
}

CLI::Option* add_seed_option(CLI::App& cmd, std::uint64_t& seed, std::string_view of, std::string_view promise) {
  return cmd
      .add_option("--seed", seed,
                  fmt::format("Seed{}{}, 0 to 2^64-1 (default 1){}", of.empty() ? "" : " ", of, promise))
      ->check(seed_range());
}

CLI::Option* add_threads_option(CLI::App& cmd, int& threads, std::string_view help) {
  return cmd.add_option("--threads", threads, std::string(help))->check(at_least_one("--threads"));
}

bool ColorOptions::on() const { return use_color(no_color ? ColorMode::never : color_mode(color)); }

void add_color_options(CLI::App& cmd, ColorOptions& o, std::string_view what) {
  CLI::Option* color = cmd.add_option(
      "--color", o.color,
      fmt::format("{}: auto (default: when standard output is a terminal, TERM is not dumb, NO_COLOR is unset or "
                  "empty and the locale is UTF-8), always or never",
                  what));
  help_value(choices(color, {"auto", "always", "never"}, "colour mode"), "WHEN");
  cmd.add_flag("--no-color", o.no_color, "The same as --color never")->excludes(color);
}

void add_colorless_options(CLI::App& cmd) {
  // Checked, then dropped: no variable to hold (the command line may be built many times in one
  // process, as the fuzz harness does).
  CLI::Option* color = cmd.add_option_function<std::string>(
      "--color", [](const std::string&) {},
      "Taken as by every command (auto, always or never), so that scripts may pass it to any; this report has no "
      "colour");
  help_value(choices(color, {"auto", "always", "never"}, "colour mode"), "WHEN");
  cmd.add_flag_function("--no-color", [](std::int64_t) {}, "The same as --color never")->excludes(color);
}

CLI::Option* add_json_flag(CLI::App& cmd, bool& json, std::string_view help) {
  return cmd.add_flag("--json", json, std::string(help));
}

}  // namespace skb::cli
