#include "cli/common/options.h"

#include <algorithm>
#include <cstdlib>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "solver/core/parallel.h"

namespace skb::cli {

CLI::Validator at_least_one(std::string option) {
  return CLI::Validator(
      [option](std::string& text) -> std::string {
        bool whole = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos &&
                     text.find_first_not_of('0') != std::string::npos;
        return whole ? "" : option + " takes a whole number, at least 1, not '" + text + "'";
      },
      "K");
}

int check_threads(int threads, std::string_view command) {
  if (threads > max_threads())
    throw UsageError(
        std::string(command),
        fmt::format("--threads {}: at most {} (8 per hardware thread); more only waits", threads, max_threads()));
  return threads;
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
  if (!number)
    throw UsageError(std::string(command),
                     fmt::format("--lie-rate {}: not a number; give a decimal between 0 and 1, e.g. 0.25", text));
  double x = std::strtod(text.c_str(), nullptr);
  if (!(x >= 0.0 && x <= 1.0))
    throw UsageError(std::string(command),
                     fmt::format("--lie-rate {}: a lie rate is a probability, between 0 and 1", text));
  return x;
}

}  // namespace skb::cli
