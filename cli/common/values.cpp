#include "cli/common/values.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>
#include <map>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/suggest.h"
#include "solver/core/record_text.h"

namespace skb::cli {

std::string shown(std::string_view value) { return skb::quote(value, kShownValue); }

std::string shown_path(std::string_view path) { return skb::quote(path, kShownPath); }

bool whole_number_in(std::string_view text, std::uint64_t low, std::uint64_t high) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos) return false;
  std::uint64_t value = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  return error == std::errc() && stop == end && value >= low && value <= high;
}

std::string whole_number_message(std::string_view option, std::string_view range, std::string_view typed) {
  return fmt::format("{} takes a whole number{}, not '{}'", option, range, shown(typed));
}

namespace {

std::string default_range(std::uint64_t low, std::uint64_t high) {
  if (high == std::numeric_limits<std::uint64_t>::max() || high == std::numeric_limits<std::int64_t>::max() ||
      high == std::numeric_limits<int>::max())
    return fmt::format(", at least {}", low);
  return fmt::format(" from {} to {}", low, high);
}

// The name in `names` that `typed` matches but for case, if any.
std::optional<std::string> same_but_case(std::string_view typed, const std::vector<std::string>& names) {
  for (const std::string& name : names)
    if (name.size() == typed.size() &&
        std::equal(name.begin(), name.end(), typed.begin(), [](char a, char b) {
          return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
        }))
      return name;
  return std::nullopt;
}

// The plural of `what` for the list of names: "variant" -> "variants", "policy" -> "policies".
std::string plural(std::string_view what) {
  if (!what.empty() && what.back() == 'y' && what.size() > 1 && std::string_view("aeiou").find(what[what.size() - 2]) ==
                                                                      std::string_view::npos)
    return std::string(what.substr(0, what.size() - 1)) + "ies";
  return std::string(what) + "s";
}

}  // namespace

CLI::Validator whole_in(std::string option, std::uint64_t low, std::uint64_t high, std::string range) {
  if (range.empty()) range = default_range(low, high);
  return CLI::Validator(
      [option, low, high, range](std::string& text) -> std::string {
        return whole_number_in(text, low, high) ? std::string() : whole_number_message(option, range, text);
      },
      "");
}

std::string unknown_value_message(std::string_view typed, const std::vector<std::string>& names,
                                  std::string_view what) {
  std::optional<std::string> suggestion = same_but_case(typed, names);
  if (!suggestion && typed.size() <= 4 * kShownValue) suggestion = closest_name(typed, names);
  const std::string list = fmt::format("{}: {}", plural(what), fmt::join(names, ", "));
  if (typed.empty()) return fmt::format("an empty {} ({})", what, list);
  return fmt::format("unknown {} '{}' ({}{})", what, shown(typed),
                     suggestion ? fmt::format("did you mean '{}'?; ", *suggestion) : std::string(), list);
}

CLI::Validator one_of(std::string option, std::vector<std::string> names, std::string what) {
  return CLI::Validator(
      [option, names, what](std::string& text) -> std::string {
        if (std::find(names.begin(), names.end(), text) != names.end()) return "";
        return fmt::format("{}: {}", option, unknown_value_message(text, names, what));
      },
      "");
}

std::vector<std::string> split_list(std::string_view text) {
  std::vector<std::string> out;
  for (;;) {
    const std::size_t comma = text.find(',');
    out.emplace_back(text.substr(0, comma));
    if (comma == std::string_view::npos) return out;
    text.remove_prefix(comma + 1);
  }
}

namespace {

// Returns the message for the first bad item of the comma-separated `text` (`item_message` says
// what is wrong with one item, or nothing), or nothing.
template <class ItemMessage>
std::string check_list(const std::string& option, const std::string& text, const ItemMessage& item_message) {
  if (text.empty()) return fmt::format("{}: an empty list; give one or more, separated by commas", option);
  for (const std::string& item : split_list(text)) {
    if (item.empty())
      return fmt::format("{} {}: an empty item (two commas in a row, or one at either end)", option, shown(text));
    const std::string why = item_message(item);
    if (!why.empty()) return fmt::format("{}: {}", option, why);
  }
  return "";
}

}  // namespace

CLI::Validator list_of(std::string option, std::vector<std::string> names, std::string what) {
  return CLI::Validator(
      [option, names, what](std::string& text) -> std::string {
        return check_list(option, text, [&](const std::string& item) -> std::string {
          if (names.empty() || std::find(names.begin(), names.end(), item) != names.end()) return "";
          return unknown_value_message(item, names, what);
        });
      },
      "");
}

CLI::Validator list_of_numbers(std::string option, std::uint64_t low, std::uint64_t high) {
  return CLI::Validator(
      [option, low, high](std::string& text) -> std::string {
        return check_list(option, text, [&](const std::string& item) -> std::string {
          if (whole_number_in(item, low, high)) return "";
          return fmt::format("every item is a whole number{}, not '{}'", default_range(low, high), shown(item));
        });
      },
      "");
}

namespace {

std::map<const CLI::Option*, std::vector<std::string>>& recorded_choices() {
  static std::map<const CLI::Option*, std::vector<std::string>> choices;
  return choices;
}

}  // namespace

CLI::Option* choices(CLI::Option* option, std::vector<std::string> names, std::string what) {
  option->check(one_of(option->get_name(), names, std::move(what)));
  recorded_choices()[option] = std::move(names);
  return option;
}

const std::vector<std::string>* choices_of(const CLI::Option* option) {
  const auto it = recorded_choices().find(option);
  return it == recorded_choices().end() ? nullptr : &it->second;
}

CLI::Option* add_list_option(CLI::App& cmd, const std::string& name, std::vector<std::string>& out,
                             const std::string& help, std::vector<std::string> names, std::string what) {
  CLI::Option* option = cmd.add_option_function<std::vector<std::string>>(
      name,
      [&out](const std::vector<std::string>& texts) {
        out.clear();
        for (const std::string& text : texts)
          for (std::string& item : split_list(text)) out.push_back(std::move(item));
      },
      help);
  option->check(list_of(option->get_name(), names, std::move(what)));
  recorded_choices()[option] = std::move(names);
  return option;
}

CLI::Option* add_number_list_option(CLI::App& cmd, const std::string& name, std::vector<int>& out,
                                    const std::string& help, int low, int high) {
  CLI::Option* option = cmd.add_option_function<std::vector<std::string>>(
      name,
      [&out](const std::vector<std::string>& texts) {
        out.clear();
        for (const std::string& text : texts)
          for (const std::string& item : split_list(text)) {
            int value = 0;
            std::from_chars(item.data(), item.data() + item.size(), value);  // checked before: digits, in range
            out.push_back(value);
          }
      },
      help);
  option->check(list_of_numbers(option->get_name(), static_cast<std::uint64_t>(low), static_cast<std::uint64_t>(high)));
  return option;
}

void refuse_loose_numbers(CLI::App& app) {
  for (CLI::Option* option : app.get_options()) {
    const std::string type = option->get_type_name();
    if (type.rfind("INT", 0) != 0 && type.rfind("UINT", 0) != 0) continue;
    const std::string name = option->get_name();
    option->check(CLI::Validator(
        [name](std::string& text) -> std::string {
          if (!text.empty() && text.find_first_not_of("0123456789") == std::string::npos) return "";
          return whole_number_message(name, " (digits only)", text);
        },
        ""));
  }
  for (CLI::App* command : app.get_subcommands([](CLI::App*) { return true; })) refuse_loose_numbers(*command);
}

}  // namespace skb::cli
