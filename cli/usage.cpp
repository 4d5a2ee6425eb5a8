#include "cli/usage.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/suggest.h"
#include "cli/common/terminal.h"
#include "cli/common/values.h"

namespace skb::cli {

namespace {

// Every command of `app` (parsed or not).
std::vector<CLI::App*> commands_of(const CLI::App& app) {
  return const_cast<CLI::App&>(app).get_subcommands([](CLI::App*) { return true; });
}

// The names a user may type for the options of `command`: --long and -s.
std::vector<std::string> option_names(const CLI::App& command) {
  std::vector<std::string> out;
  for (const CLI::Option* option : command.get_options()) {
    for (const std::string& name : option->get_lnames()) out.push_back("--" + name);
    for (const std::string& name : option->get_snames()) out.push_back("-" + name);
  }
  return out;
}

// " (did you mean 'X'?)" for the name in `names` closest to `typed`, or nothing.
std::string did_you_mean(std::string_view typed, const std::vector<std::string>& names) {
  if (typed.size() > 4 * kShownValue) return "";
  std::optional<std::string> suggestion = closest_name(typed, names);
  if (!suggestion)  // -v for -V: the same letter in the other case
    for (const std::string& name : names)
      if (name.size() == typed.size() && edit_distance(name, typed) == 0) suggestion = name;
  return suggestion ? fmt::format(" (did you mean '{}'?)", *suggestion) : std::string();
}

std::string hint_for(const CLI::App& level, const CLI::App& root, std::string_view path) {
  return fmt::format("run '{} --help' for {} commands", path, &level == &root ? "the" : "its");
}

// Reports the option `arg` that `level` (a command group) does not know.
void unknown_group_option(const CLI::App& level, const CLI::App& root, const std::string& path,
                          const std::string& arg) {
  const std::string typed = arg.substr(0, arg.find('='));
  report_usage_error(path, fmt::format("unknown option '{}'{}", shown(typed), did_you_mean(typed, option_names(level))),
                     hint_for(level, root, path));
}

}  // namespace

bool check_command_words(CLI::App& app, const std::vector<std::string>& args) {
  CLI::App* level = &app;
  std::string path = "skb";
  for (const std::string& arg : args) {
    if (arg == "--") break;
    const std::vector<CLI::App*> commands = commands_of(*level);
    if (commands.empty()) break;
    if (!arg.empty() && arg[0] == '-') {
      const std::vector<std::string> known = option_names(*level);
      if (std::find(known.begin(), known.end(), arg) != known.end()) continue;
      unknown_group_option(*level, app, path, arg);
      return false;
    }
    std::vector<std::string> names;
    CLI::App* found = nullptr;
    for (CLI::App* command : commands) {
      names.push_back(command->get_name());
      if (command->get_name() == arg) found = command;
    }
    if (found) {
      level = found;
      path += " " + arg;
      continue;
    }
    report_usage_error(path, fmt::format("unknown command '{}'{}", shown(arg), did_you_mean(arg, names)),
                       hint_for(*level, app, path));
    return false;
  }
  return true;
}

namespace {

// The words of CLI11's message after "NAME: ", or the whole message.
std::string after_name(const std::string& message, const std::string& name) {
  const std::string prefix = name + ": ";
  return message.rfind(prefix, 0) == 0 ? message.substr(prefix.size()) : message;
}

// The option an error names at the start of its message ("--top: ..."), or nothing.
std::string named_option(const std::string& message) {
  if (message.rfind("-", 0) != 0) return "";
  const std::size_t colon = message.find(':');
  return colon == std::string::npos ? "" : message.substr(0, colon);
}

// The message of an argument the command did not expect: the first unknown option (with the
// closest known one), or the first extra argument.
std::string extras_message(const CLI::App& command) {
  const std::vector<std::string> extras = command.remaining();
  for (const std::string& arg : extras)
    if (arg.size() > 1 && arg[0] == '-') {
      const std::string typed = arg.substr(0, arg.find('='));
      return fmt::format("unknown option '{}'{}", shown(typed), did_you_mean(typed, option_names(command)));
    }
  if (extras.empty()) return "an argument it does not take";
  // The operand's own name: completions takes a SHELL, the record commands a FILE.
  const std::vector<const CLI::Option*> operands =
      command.get_options([](const CLI::Option* o) { return o->get_positional(); });
  return fmt::format("an argument too many: '{}' (it takes {})", shown(extras.front()),
                     operands.empty() ? "no FILE" : "one " + operands.front()->get_name());
}

// CLI11's message for `e` in skb's words.
std::string parse_message(const CLI::App& command, const CLI::ParseError& e) {
  const std::string message = e.what();
  const std::string option = named_option(message);
  if (dynamic_cast<const CLI::ExtrasError*>(&e)) return extras_message(command);
  if (dynamic_cast<const CLI::ArgumentMismatch*>(&e) && message.find(" was given a disallowed flag override") !=
                                                           std::string::npos)
    return fmt::format("{} takes no value", message.substr(0, message.find(' ')));
  if (dynamic_cast<const CLI::ArgumentMismatch*>(&e) && !option.empty()) {
    // Too many values (an option given twice), or none given at all.
    if (message.find(": At Most ") != std::string::npos)
      return fmt::format("{} takes one value: give it once", option);
    return fmt::format("{} needs a value", option);
  }
  if (dynamic_cast<const CLI::RequiredError*>(&e) && message.rfind("A subcommand", 0) == 0)
    return "a command is required";
  if (dynamic_cast<const CLI::ValidationError*>(&e) && !option.empty()) {
    const std::string rest = after_name(message, option);
    return rest.rfind(option, 0) == 0 ? rest : fmt::format("{}: {}", option, rest);
  }
  if (dynamic_cast<const CLI::ValidationError*>(&e)) {
    // An operand (SHELL, FILE): CLI11 names it before the validator's message, which names it too.
    const std::size_t colon = message.find(": ");
    if (colon != std::string::npos && message.compare(colon + 2, colon + 1, message, 0, colon + 1) == 0)
      return message.substr(colon + 2);
  }
  if (dynamic_cast<const CLI::ConversionError*>(&e)) {
    const std::size_t equals = message.find(" = ");
    if (message.rfind("Could not convert: ", 0) == 0 && equals != std::string::npos)
      return fmt::format("{} {}: not a value it takes (out of range?)",
                         message.substr(19, equals - 19), shown(message.substr(equals + 3)));
  }
  if (dynamic_cast<const CLI::ExcludesError*>(&e)) {
    const std::size_t at = message.find(" excludes ");
    if (at != std::string::npos)
      return fmt::format("{} and {} cannot go together", message.substr(0, at), message.substr(at + 10));
  }
  std::string out = message;
  if (out.size() > 1 && std::isupper(static_cast<unsigned char>(out[0])) &&
      std::islower(static_cast<unsigned char>(out[1])))
    out[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(out[0])));
  return out;
}

}  // namespace

void report_parse_error(CLI::App& app, const CLI::ParseError& e) {
  CLI::App* level = &app;
  std::string path = "skb";
  for (auto chosen = level->get_subcommands(); !chosen.empty(); chosen = level->get_subcommands()) {
    level = chosen.front();
    path += " " + level->get_name();
  }
  const bool group = !commands_of(*level).empty();
  report_usage_error(path, parse_message(*level, e), group ? hint_for(*level, app, path) : std::string());
}

std::string short_usage(const CLI::App& level, std::string_view path) {
  std::string out = fmt::format("Usage: {} COMMAND [OPTIONS] [FILE]\n", path);
  if (!level.get_description().empty())
    out += wrap(level.get_description().substr(0, level.get_description().find('\n')), terminal_width()) + "\n";
  out += "\n";
  // The commands by group, in the order the help lists them: a group's commands as one
  // alternative (skb solve|advise), a game's group as its own (skb mutiny solve|advise).
  struct Group {
    std::string name;
    std::vector<std::string> commands, games;
  };
  std::vector<Group> groups;
  for (const CLI::App* command : commands_of(level)) {
    const std::string group = command->get_group().empty() ? "Commands" : command->get_group();
    auto it = std::find_if(groups.begin(), groups.end(), [&](const Group& g) { return g.name == group; });
    if (it == groups.end()) it = groups.insert(groups.end(), Group{group, {}, {}});
    std::vector<std::string> inner;
    for (const CLI::App* c : commands_of(*command)) inner.push_back(c->get_name());
    if (inner.empty())
      it->commands.push_back(command->get_name());
    else
      it->games.push_back(fmt::format("{} {} {}", path, command->get_name(), fmt::join(inner, "|")));
  }
  std::vector<std::pair<std::string, std::string>> lines;
  for (const Group& g : groups) {
    std::vector<std::string> words = g.games;
    if (!g.commands.empty()) words.insert(words.begin(), fmt::format("{} {}", path, fmt::join(g.commands, "|")));
    lines.emplace_back(g.name + ":", fmt::format("{}", fmt::join(words, "; ")));
  }
  std::size_t width = 0;
  for (const auto& line : lines) width = std::max(width, display_width(line.first));
  std::string rows;
  for (const auto& [group, words] : lines)
    rows += fmt::format("  {}{}  {}\n", group, std::string(width - display_width(group), ' '), words);
  out += wrap(rows, terminal_width(), width + 2);
  out += fmt::format(
      "\nA command reads its record from FILE, or from standard input when there is none ({} ... < game).\n"
      "Run '{} --help' for more, and '{} COMMAND --help' for a command's options.\n",
      path == "skb" ? "skb solve" : std::string(path) + " solve", path, path);
  return wrap(out, terminal_width());
}

}  // namespace skb::cli
