#include "cli/manual.h"

#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/provenance.h"

namespace skb::cli {

namespace {

// `text` as roff prints it: backslashes doubled, a line that starts with . or ' protected.
std::string roff(const std::string& text) {
  std::string out;
  bool line_start = true;
  for (const char c : text) {
    if (line_start && (c == '.' || c == '\'')) out += "\\&";
    if (c == '\\')
      out += "\\e";
    else if (c == '-')
      out += "\\-";
    else
      out += c;
    line_start = c == '\n';
  }
  return out;
}

std::vector<const CLI::App*> children_of(const CLI::App& app) {
  std::vector<const CLI::App*> out;
  for (const CLI::App* c : const_cast<CLI::App&>(app).get_subcommands([](CLI::App*) { return true; })) out.push_back(c);
  return out;
}

// The options of `command` as a tagged list.
std::string options_section(const CLI::App& command) {
  std::string o;
  for (const CLI::Option* option : command.get_options()) {
    std::string names;
    if (option->get_positional()) {
      names = option->get_name(true, false);
    } else {
      names = option->get_name(false, true);
      if (option->get_type_size() != 0)
        names += " " + (option->get_option_text().empty() ? std::string("VALUE") : option->get_option_text());
    }
    o += ".TP\n.B " + roff(names) + "\n" + roff(option->get_description()) + "\n";
  }
  return o;
}

// A command's section: its synopsis, description, options and footer (kept as written: it has
// lists and examples).
std::string command_section(const CLI::App& command, const std::string& path) {
  std::string o = fmt::format(".SS \"{}\"\n", roff(path));
  o += roff(command.get_description()) + "\n";
  o += options_section(command);
  const std::string footer = command.get_footer();
  if (!footer.empty()) {
    std::string body = footer;
    while (!body.empty() && body.front() == '\n') body.erase(body.begin());
    o += ".PP\n.nf\n" + roff(body) + "\n.fi\n";
  }
  for (const CLI::App* sub : children_of(command)) o += command_section(*sub, path + " " + sub->get_name());
  return o;
}

}  // namespace

std::string manual_page(const CLI::App& app) {
  std::string o = ".\\\" The manual page of skb, made by `skb manual` from its command line.\n";
  o += fmt::format(".TH SKB 1 \"\" \"{}\" \"User Commands\"\n", roff(version_text()));
  o += ".SH NAME\nskb \\- exact deduction and strategy analysis for small hidden\\-information board games\n";
  o += ".SH SYNOPSIS\n";
  o += ".B skb\n.I COMMAND\n[\\fIOPTIONS\\fR] [\\fIFILE\\fR]\n.br\n";
  o += ".B skb\n.I GAME COMMAND\n[\\fIOPTIONS\\fR] [\\fIFILE\\fR]\n";
  o += ".SH DESCRIPTION\n" + roff(app.get_description()) + "\n";
  o += ".PP\nA command that reads a record reads it from \\fIFILE\\fR, or from standard input when no "
       "\\fIFILE\\fR is given. Text reports fit the screen (\\fBCOLUMNS\\fR, or the terminal's width).\n";
  o += ".SH COMMANDS\n";
  for (const CLI::App* command : children_of(app)) o += command_section(*command, "skb " + command->get_name());
  o += ".SH OPTIONS\n" + options_section(app);
  std::string footer = app.get_footer();
  while (!footer.empty() && footer.front() == '\n') footer.erase(footer.begin());
  o += ".SH NOTES\n.nf\n" + roff(footer) + "\n.fi\n";
  o += ".SH EXIT STATUS\n";
  for (const auto& [status, meaning] : kExitStatusMeanings)
    o += fmt::format(".TP\n.B {}\n{}\n", status, roff(std::string(meaning)));
  o += fmt::format(".TP\n.B {}\n{}\n.PP\nEach command's section says which of these it can return.\n", kExitInternal,
                   roff(std::string(kInternalError)));
  o += ".SH ENVIRONMENT\n"
       ".TP\n.B COLUMNS\nThe width of the screen for text reports and help.\n"
       ".TP\n.B NO_COLOR\nSet and not empty: no colour under \\-\\-color auto.\n"
       ".TP\n.B LC_ALL, LC_CTYPE, LANG\nThe first set names the locale; without UTF\\-8, reports are plain ASCII.\n"
       ".TP\n.B OMP_NUM_THREADS\nThe default number of threads (clamped as \\-\\-threads is).\n";
  o += ".SH SEE ALSO\nThe documents installed with skb (share/doc/skb), or docs/ in its source.\n";
  return o;
}

}  // namespace skb::cli
