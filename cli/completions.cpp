#include "cli/completions.h"

#include <stdexcept>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/values.h"

namespace skb::cli {

namespace {

struct OptionWords {
  std::vector<std::string> names;  // --long and -s
  std::string help;                // the first sentence of its help
  bool takes_value = false;
  std::vector<std::string> values;  // the values it takes, when they are a list
};

// One command of skb as the scripts see it: its words ("skb mutiny solve"), its commands, its
// options, and whether it takes a FILE (or another operand).
struct CommandWords {
  std::string path;
  std::vector<std::pair<std::string, std::string>> commands;  // name, help
  std::vector<OptionWords> options;
  bool operand = false;
  std::vector<std::string> operand_values;  // `completions SHELL`: bash, zsh, fish
};

// The first sentence of `help`, on one line, at most 70 characters.
std::string first_sentence(const std::string& help) {
  std::string out = help.substr(0, help.find(". "));
  for (char& c : out)
    if (c == '\n') c = ' ';
  if (out.size() > 70) out = out.substr(0, out.rfind(' ', 67)) + "...";
  return out;
}

void collect(const CLI::App& app, const std::string& path, std::vector<CommandWords>& out) {
  CommandWords words{path, {}, {}, false, {}};
  for (const CLI::Option* option : app.get_options()) {
    const std::vector<std::string>* values = choices_of(option);
    if (option->get_positional()) {
      words.operand = true;
      if (values) words.operand_values = *values;
      continue;
    }
    OptionWords o;
    for (const std::string& name : option->get_lnames()) o.names.push_back("--" + name);
    for (const std::string& name : option->get_snames()) o.names.push_back("-" + name);
    o.help = first_sentence(option->get_description());
    o.takes_value = option->get_items_expected_max() > 0;  // a flag expects no item (its type size is still 1)
    if (values) o.values = *values;
    words.options.push_back(std::move(o));
  }
  const auto subcommands = const_cast<CLI::App&>(app).get_subcommands([](CLI::App*) { return true; });
  for (const CLI::App* command : subcommands)
    words.commands.emplace_back(command->get_name(), first_sentence(command->get_description()));
  out.push_back(std::move(words));
  for (const CLI::App* command : subcommands) collect(*command, path + " " + command->get_name(), out);
}

// `text` in single quotes for a POSIX shell (and fish, whose quoting of ' is the same here).
std::string quoted(const std::string& text) {
  std::string out = "'";
  for (const char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string fish_quoted(const std::string& text) {
  std::string out = "'";
  for (const char c : text) out += c == '\'' || c == '\\' ? std::string("\\") + c : std::string(1, c);
  return out + "'";
}

// The case patterns of every command path below skb: "skb solve"|"skb mutiny"|...
std::string path_patterns(const std::vector<CommandWords>& all) {
  std::vector<std::string> out;
  for (const CommandWords& c : all)
    if (c.path != "skb") out.push_back(quoted(c.path));
  return fmt::format("{}", fmt::join(out, "|"));
}

std::string bash_script(const std::vector<CommandWords>& all) {
  std::string o =
      "# bash completion for skb (made by `skb completions bash`)\n"
      "_skb() {\n"
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} cmd=skb words='' files=0 i\n"
      "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
      "    case \"$cmd ${COMP_WORDS[i]}\" in\n"
      "      " + path_patterns(all) + ") cmd=\"$cmd ${COMP_WORDS[i]}\" ;;\n"
      "    esac\n"
      "  done\n"
      "  case \"$cmd:$prev\" in\n";
  for (const CommandWords& c : all)
    for (const OptionWords& opt : c.options) {
      if (!opt.takes_value) continue;
      for (const std::string& name : opt.names)
        o += fmt::format("    {}) ", quoted(c.path + ":" + name)) +
             (opt.values.empty() ? std::string("COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n")
                                 : fmt::format("COMPREPLY=($(compgen -W {} -- \"$cur\")); return ;;\n",
                                               quoted(fmt::format("{}", fmt::join(opt.values, " ")))));
    }
  o += "  esac\n  case \"$cmd\" in\n";
  for (const CommandWords& c : all) {
    std::vector<std::string> words;
    for (const auto& command : c.commands) words.push_back(command.first);
    for (const std::string& v : c.operand_values) words.push_back(v);
    for (const OptionWords& opt : c.options) words.insert(words.end(), opt.names.begin(), opt.names.end());
    o += fmt::format("    {}) words={}{} ;;\n", quoted(c.path), quoted(fmt::format("{}", fmt::join(words, " "))),
                     c.operand && c.operand_values.empty() ? "; files=1" : "");
  }
  o += "  esac\n"
       "  if [[ $files == 1 && $cur != -* ]]; then\n"
       "    COMPREPLY=($(compgen -f -- \"$cur\"))\n"
       "  else\n"
       "    COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
       "  fi\n"
       "}\n"
       "complete -o filenames -o bashdefault -F _skb skb\n";
  return o;
}

// A description for _describe: its colons escaped.
std::string zsh_help(const std::string& help) {
  std::string out;
  for (const char c : help) out += c == ':' ? std::string("\\:") : std::string(1, c);
  return out;
}

std::string zsh_script(const std::vector<CommandWords>& all) {
  std::string o =
      "#compdef skb\n"
      "# zsh completion for skb (made by `skb completions zsh`)\n"
      "_skb() {\n"
      "  local cmd=skb prev=${words[CURRENT-1]} i\n"
      "  local -a described\n"
      "  for ((i = 2; i < CURRENT; i++)); do\n"
      "    case \"$cmd ${words[i]}\" in\n"
      "      (" + path_patterns(all) + ") cmd=\"$cmd ${words[i]}\" ;;\n"
      "    esac\n"
      "  done\n"
      "  case \"$cmd:$prev\" in\n";
  for (const CommandWords& c : all)
    for (const OptionWords& opt : c.options) {
      if (!opt.takes_value) continue;
      for (const std::string& name : opt.names) {
        std::vector<std::string> values;
        for (const std::string& v : opt.values) values.push_back(quoted(v));
        o += fmt::format("    ({}) ", quoted(c.path + ":" + name)) +
             (opt.values.empty() ? std::string("_files; return ;;\n")
                                 : fmt::format("compadd -- {}; return ;;\n", fmt::join(values, " ")));
      }
    }
  o += "  esac\n  case \"$cmd\" in\n";
  for (const CommandWords& c : all) {
    std::vector<std::string> entries;
    for (const auto& [name, help] : c.commands) entries.push_back(quoted(name + ":" + zsh_help(help)));
    for (const std::string& v : c.operand_values) entries.push_back(quoted(v));
    for (const OptionWords& opt : c.options)
      for (const std::string& name : opt.names) entries.push_back(quoted(name + ":" + zsh_help(opt.help)));
    o += fmt::format("    ({}) described=({})", quoted(c.path), fmt::join(entries, " "));
    o += c.operand && c.operand_values.empty() ? "; [[ ${words[CURRENT]} != -* ]] && _files ;;\n" : " ;;\n";
  }
  o += "  esac\n"
       "  _describe -t skb 'skb' described\n"
       "}\n"
       "_skb \"$@\"\n";
  return o;
}

std::string fish_script(const std::vector<CommandWords>& all) {
  std::string o =
      "# fish completion for skb (made by `skb completions fish`)\n"
      "function __skb_command\n"
      "    set -l cmd skb\n"
      "    for word in (commandline -opc)[2..-1]\n"
      "        switch \"$cmd $word\"\n";
  std::vector<std::string> paths;
  for (const CommandWords& c : all)
    if (c.path != "skb") paths.push_back(fish_quoted(c.path));
  o += fmt::format("            case {}\n", fmt::join(paths, " "));
  o += "                set cmd \"$cmd $word\"\n"
       "        end\n"
       "    end\n"
       "    echo $cmd\n"
       "end\n"
       "complete -c skb -f\n";
  for (const CommandWords& c : all) {
    const std::string when = fish_quoted(fmt::format("test (__skb_command) = \"{}\"", c.path));
    for (const auto& [name, help] : c.commands)
      o += fmt::format("complete -c skb -n {} -a {} -d {}\n", when, fish_quoted(name), fish_quoted(help));
    for (const std::string& v : c.operand_values)
      o += fmt::format("complete -c skb -n {} -a {}\n", when, fish_quoted(v));
    if (c.operand && c.operand_values.empty()) o += fmt::format("complete -c skb -n {} -F\n", when);
    for (const OptionWords& opt : c.options) {
      std::string names;
      for (const std::string& name : opt.names)
        names += name.rfind("--", 0) == 0 ? " -l " + name.substr(2) : " -s " + name.substr(1);
      std::string value;
      if (opt.takes_value)
        value = opt.values.empty() ? " -r -F" : fmt::format(" -x -a {}", fish_quoted(fmt::format("{}", fmt::join(opt.values, " "))));
      o += fmt::format("complete -c skb -n {}{}{} -d {}\n", when, names, value, fish_quoted(opt.help));
    }
  }
  return o;
}

}  // namespace

std::string completion_script(const CLI::App& app, std::string_view shell) {
  std::vector<CommandWords> all;
  collect(app, "skb", all);
  if (shell == "bash") return bash_script(all);
  if (shell == "zsh") return zsh_script(all);
  if (shell == "fish") return fish_script(all);
  throw std::invalid_argument("no completions for this shell");
}

}  // namespace skb::cli
