#include "cli/common/help.h"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/terminal.h"

namespace skb::cli {

namespace {

// The column where descriptions start in the wide layout, and the least room a description
// needs beside the names before it goes under them instead.
constexpr std::size_t kColumn = 30;
constexpr std::size_t kLeastRoom = 30;

std::size_t indentation(std::string_view line) {
  const std::size_t n = line.find_first_not_of(' ');
  return n == std::string_view::npos ? line.size() : n;
}

// The name of the value an option takes, for an option that does not name it: digits are N, a
// decimal X, anything else the option's name in capitals (--rollout-base ROLLOUT-BASE).
std::string default_value_name(const CLI::Option& option) {
  const std::string type = option.get_type_name();
  if (type.rfind("INT", 0) == 0 || type.rfind("UINT", 0) == 0) return "N";
  if (type.rfind("FLOAT", 0) == 0) return "X";
  std::string name = option.get_lnames().empty() ? option.get_name() : option.get_lnames().front();
  std::transform(name.begin(), name.end(), name.begin(), [](char c) {
    return static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  });
  return name;
}

// Lays out a row of the option or command lists: `name` from column 2, `description` from
// kColumn (or under the name when it is too long), wrapped to `width`.
std::string row(const std::string& name, const std::string& description, std::optional<std::size_t> width) {
  std::string left = "  " + name;
  const std::size_t column = width && *width < kColumn + kLeastRoom ? 8 : kColumn;
  std::string out;
  if (display_width(left) + 2 > column) {
    out = left + "\n";
    left.clear();
  }
  if (description.empty()) return out.empty() ? left + "\n" : out;
  // A continuation starts at the line's indentation plus the hang: under the description.
  const std::size_t hang = left.empty() ? 0 : column - 2;
  if (left.empty()) left = std::string(column, ' ');
  const std::string text = left + std::string(column - display_width(left), ' ') + description;
  return out + wrap(text, width, hang) + "\n";
}

class HelpFormatter final : public CLI::Formatter {
 public:
  HelpFormatter() {
    label("SUBCOMMAND", "COMMAND");
    label("SUBCOMMANDS", "COMMANDS");
    label("Positionals", "Arguments");
    label("REQUIRED", "(required)");
  }

  std::string make_description(const CLI::App* app) const override {
    const std::string description = app->get_description();
    return description.empty() ? std::string() : wrap(description, terminal_width()) + "\n\n";
  }

  std::string make_option(const CLI::Option* option, bool positional) const override {
    return row(make_option_name(option, positional) + make_option_opts(option), make_option_desc(option),
               terminal_width());
  }

  std::string make_option_opts(const CLI::Option* option) const override {
    if (option->get_type_size() == 0 || option->get_expected_max() == 0) return "";  // a flag
    std::string out;
    if (!option->get_positional()) {
      const std::string text = option->get_option_text();
      out = " " + (text.empty() ? default_value_name(*option) : text);
    }
    if (option->get_required()) out += " " + get_label("REQUIRED");
    return out;
  }

  std::string make_subcommand(const CLI::App* sub) const override {
    return row(sub->get_display_name(true), sub->get_description(), terminal_width());
  }

  std::string make_footer(const CLI::App* app) const override {
    // CLI11 puts a blank line before the footer; a footer that starts with one has it once.
    std::string footer = app->get_footer();
    if (!footer.empty() && footer.front() == '\n') footer.erase(footer.begin());
    return footer.empty() ? std::string() : reflow(footer, terminal_width()) + "\n";
  }
};

// The items of a block of lines (no blank line among them): prose lines are joined; an indented
// line takes the more indented lines under it that continue its text (prose: no gap of two
// spaces after their first word, which would make them a row of a table of their own). Each
// item: its lines and the hang of its continuation lines (under the text of a two-column row).
struct Item {
  std::vector<std::string_view> lines;
  std::size_t hang = 0;
};

// The column where the text of a row of a table starts (after its last gap of two spaces or
// more: "  --ask     random    a uniformly ..."), or nothing.
std::optional<std::size_t> text_column(std::string_view line) {
  const std::size_t start = indentation(line);
  const std::size_t gap = line.rfind("  ");
  if (gap == std::string_view::npos || gap < start) return std::nullopt;
  const std::size_t text = line.find_first_not_of(' ', gap);
  if (text == std::string_view::npos) return std::nullopt;
  return text;
}

std::vector<Item> items_of(const std::vector<std::string_view>& block) {
  std::vector<Item> items;
  for (const std::string_view line : block) {
    const std::size_t indent = indentation(line);
    if (!items.empty()) {
      Item& last = items.back();
      const std::size_t last_indent = indentation(last.lines.front());
      const bool prose = indent == 0 && last_indent == 0 && !last.lines.back().ends_with(':');
      const bool under = last_indent > 0 && indent > last_indent && !text_column(line);
      if (prose || under) {
        if (under && last.lines.size() == 1) last.hang = indent - last_indent;
        last.lines.push_back(line);
        continue;
      }
    }
    const std::optional<std::size_t> column = text_column(line);
    items.push_back({{line}, indent == 0 ? 0 : column ? *column - indent : 2});
  }
  return items;
}

std::string reflow_block(const std::vector<std::string_view>& block, std::size_t width) {
  std::string out;
  for (const Item& item : items_of(block)) {
    const bool fits = std::all_of(item.lines.begin(), item.lines.end(),
                                  [&](std::string_view line) { return display_width(line) <= width; });
    std::string joined;
    for (std::size_t k = 0; k < item.lines.size(); ++k) {
      std::string_view line = item.lines[k];
      if (k > 0 && !fits) line.remove_prefix(indentation(line));
      if (k > 0) joined += fits ? '\n' : ' ';
      joined += line;
    }
    out += (fits ? joined : wrap(joined, width, item.hang)) + "\n";
  }
  return out;
}

}  // namespace

void use_help_layout(CLI::App& app) { app.formatter(std::make_shared<HelpFormatter>()); }

CLI::Option* help_value(CLI::Option* option, std::string_view name) {
  option->option_text(std::string(name));
  return option;
}

std::string reflow(std::string_view text, std::optional<std::size_t> width) {
  if (!width) return std::string(text);
  const bool ends_with_break = !text.empty() && text.back() == '\n';
  std::string out;
  std::vector<std::string_view> block;
  const auto flush = [&] {
    out += reflow_block(block, *width);
    block.clear();
  };
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    if (line.empty()) {
      flush();
      out += '\n';
    } else {
      block.push_back(line);
    }
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  flush();
  if (!ends_with_break && !out.empty()) out.pop_back();
  return out;
}

std::string exit_statuses(std::initializer_list<std::pair<int, std::string_view>> statuses) {
  return exit_statuses(std::span<const std::pair<int, std::string_view>>(statuses.begin(), statuses.size()));
}

std::string exit_statuses(std::span<const std::pair<int, std::string_view>> statuses) {
  std::vector<std::pair<int, std::string_view>> sorted(statuses.begin(), statuses.end());
  std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::string out = "Exit status:";
  for (const auto& [status, meaning] : sorted) out += fmt::format(" {} {};", status, meaning);
  return out + fmt::format(" 1 {}.", kInternalError);
}

std::string doc_path(std::string_view name) {
  static const std::optional<std::filesystem::path> installed = []() -> std::optional<std::filesystem::path> {
    std::error_code error;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error || exe.parent_path().filename() != "bin") return std::nullopt;
    const std::filesystem::path docs = exe.parent_path().parent_path() / "share" / "doc" / "skb";
    if (!std::filesystem::is_directory(docs, error)) return std::nullopt;
    return docs;
  }();
  if (installed) return (*installed / name).string();
  return "docs/" + std::string(name);
}

}  // namespace skb::cli
