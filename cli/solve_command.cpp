#include "cli/solve_command.h"

#include <unistd.h>
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/exit_status.h"
#include "cli/json_report.h"
#include "cli/text_report.h"
#include "solver/error.h"
#include "solver/posterior.h"
#include "solver/record_reader.h"

namespace skb::cli {

CLI::App* add_solve_command(CLI::App& app, SolveSettings& s) {
  auto* cmd = app.add_subcommand(
      "solve",
      "Solve a game record: the chance of every tile at every position, each player's chance to be on the Witch "
      "team, the chance the Witch is out of play, and the most likely arrangements for the Captain.");
  cmd->add_option("FILE", s.file, "The record (.skb); - reads standard input")->required();
  cmd->add_flag("--json", s.json, "Print JSON (the schema of json-output.md) instead of the report");
  cmd->add_option("--lie-rate", s.lie_rate,
                  "The Witch team's lie rate λ, 0 to 1 (overrides the record's lie-rate; default 0.5): an answer "
                  "from a Witch-team player is false with this probability");
  cmd->add_option("--top", s.top, "How many arrangements to list, most likely first (default 5; at least 1)")
      ->check(CLI::Validator(
          [](std::string& text) -> std::string {
            return text.find_first_not_of("0123456789") == std::string::npos &&
                           text.find_first_not_of('0') != std::string::npos
                       ? ""
                       : "--top takes a whole number of arrangements, at least 1, not '" + text + "'";
          },
          "K"));
  cmd->add_option("--view", s.view,
                  "Solve from this player's knowledge (overrides the record's view); under strict rules every tile "
                  "fact must then be one this player knows");
  cmd->add_option("--rules", s.rules, "strict or lenient: question legality (overrides the record's rules)")
      ->check(CLI::IsMember({"strict", "lenient"}));
  cmd->add_flag("--no-color", s.no_color, "Do not shade the grid with colour (also: set NO_COLOR)");
  cmd->footer(
      "\nExamples:\n"
      "  skb solve examples/record-format-example.skb\n"
      "  skb solve game.skb --json --top 10\n"
      "  skb solve game.skb --view Cat --lie-rate 0.25\n"
      "  cat game.skb | skb solve -\n\n"
      "Exit status: 0 solved; 2 the record cannot be read or breaks the rules, or a bad option\n"
      "(the message names file:line:column); 3 no deal satisfies the record (the message names\n"
      "a smallest set of conflicting statements); 1 an internal error.");
  return cmd;
}

namespace {

// Accepts the record's plain decimals (0, 0.25, .5, 1.) and also an exponent (2.5e-3).
double parse_cli_lie_rate(const std::string& text) {
  std::size_t mantissa_end = text.find_first_of("eE");
  std::string mantissa = text.substr(0, mantissa_end), exponent;
  if (mantissa_end != std::string::npos) exponent = text.substr(mantissa_end + 1);
  bool number = !mantissa.empty() && mantissa.find_first_not_of("0123456789.") == std::string::npos &&
                std::count(mantissa.begin(), mantissa.end(), '.') <= 1 &&
                mantissa.find_first_of("0123456789") != std::string::npos;
  if (mantissa_end != std::string::npos) {
    std::string digits =
        !exponent.empty() && (exponent[0] == '-' || exponent[0] == '+') ? exponent.substr(1) : exponent;
    number = number && !digits.empty() && digits.find_first_not_of("0123456789") == std::string::npos;
  }
  if (!number)
    throw RecordError({"skb solve", 0, 0},
                      fmt::format("--lie-rate {}: not a number; give a decimal between 0 and 1, e.g. 0.25", text));
  double x = std::strtod(text.c_str(), nullptr);
  if (!(x >= 0.0 && x <= 1.0))
    throw RecordError({"skb solve", 0, 0},
                      fmt::format("--lie-rate {}: a lie rate is a probability, between 0 and 1", text));
  return x;
}

bool use_color(const SolveSettings& s) {
  if (s.no_color) return false;
  const char* no_color = std::getenv("NO_COLOR");
  if (no_color && *no_color) return false;
  return ::isatty(STDOUT_FILENO) == 1;
}

}  // namespace

int run_solve(const SolveSettings& s) {
  Record record = read_record_file(s.file);
  if (s.lie_rate) record.lie_rate = parse_cli_lie_rate(*s.lie_rate);
  if (s.rules) record.rules = *s.rules == "lenient" ? RuleSet::lenient : RuleSet::strict;
  if (s.view) {
    auto p = record.find_player(*s.view);
    if (!p) {
      std::string list;
      for (const auto& name : record.players) list += (list.empty() ? "" : ", ") + name;
      throw RecordError({"skb solve", 0, 0},
                        fmt::format("--view {}: no such player in {} (players: {})", *s.view, record.file, list));
    }
    record.view = *p;
  }
  Posterior posterior = solve(record, {s.top});
  std::cout << (s.json ? json_report(record, posterior) : text_report(record, posterior, use_color(s)));
  return kExitOk;
}

}  // namespace skb::cli
