#include "cli/record_options.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "solver/error.h"
#include "solver/record_reader.h"

namespace skb::cli {

void add_record_options(CLI::App& cmd, RecordOptions& o, std::string_view purpose) {
  cmd.add_option("FILE", o.file, "The record (.skb); - reads standard input")->required();
  cmd.add_option("--lie-rate", o.lie_rate,
                 "The Witch team's lie rate λ, 0 to 1 (overrides the record's lie-rate; default 0.5): an answer "
                 "from a Witch-team player is false with this probability");
  cmd.add_option("--view", o.view,
                 fmt::format("{} from this player's knowledge (overrides the record's view); under strict rules "
                             "every tile fact must then be one this player knows",
                             purpose));
  cmd.add_option("--rules", o.rules, "strict or lenient: question legality (overrides the record's rules)")
      ->check(CLI::IsMember({"strict", "lenient"}));
}

CLI::Validator at_least_one(std::string option) {
  return CLI::Validator(
      [option](std::string& text) -> std::string {
        bool whole = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos &&
                     text.find_first_not_of('0') != std::string::npos;
        return whole ? "" : option + " takes a whole number, at least 1, not '" + text + "'";
      },
      "K");
}

double parse_cli_lie_rate(const std::string& text, std::string_view command) {
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
  const std::string where(command);
  if (!number)
    throw RecordError({where, 0, 0},
                      fmt::format("--lie-rate {}: not a number; give a decimal between 0 and 1, e.g. 0.25", text));
  double x = std::strtod(text.c_str(), nullptr);
  if (!(x >= 0.0 && x <= 1.0))
    throw RecordError({where, 0, 0}, fmt::format("--lie-rate {}: a lie rate is a probability, between 0 and 1", text));
  return x;
}

Record load_record(const RecordOptions& o, std::string_view command) {
  Record record = read_record_file(o.file);
  if (o.lie_rate) record.lie_rate = parse_cli_lie_rate(*o.lie_rate, command);
  if (o.rules) record.rules = *o.rules == "lenient" ? RuleSet::lenient : RuleSet::strict;
  if (o.view) {
    auto p = record.find_player(*o.view);
    if (!p) {
      std::string list;
      for (const auto& name : record.players) list += (list.empty() ? "" : ", ") + name;
      throw RecordError({std::string(command), 0, 0},
                        fmt::format("--view {}: no such player in {} (players: {})", *o.view, record.file, list));
    }
    record.view = *p;
  }
  return record;
}

}  // namespace skb::cli
