#include "cli/common/terminal.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstring>

#include <fmt/format.h>

namespace skb::cli {

namespace {

const char* nonempty_env(const char* name) {
  const char* value = std::getenv(name);
  return value && *value ? value : nullptr;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::size_t indentation(std::string_view line) {
  const std::size_t at = line.find_first_not_of(' ');
  return at == std::string_view::npos ? line.size() : at;
}

// Appends `line` (no line break in it) to `out`, broken at spaces to fit `width`.
void wrap_line(std::string_view line, std::size_t width, std::size_t hang, bool hang_all, std::string& out) {
  const std::size_t indent = indentation(line);
  const std::size_t next_indent = indent + (indent > 0 || hang_all ? hang : 0);
  std::string_view rest = line;
  std::size_t lead = 0;  // spaces to put before `rest` (continuations)
  while (true) {
    if (lead + display_width(rest) <= width) {
      out.append(lead, ' ');
      out.append(rest);
      return;
    }
    // The last space at which the part before it fits; else the first space after the text.
    const std::size_t first_word = rest.find_first_not_of(' ');
    std::size_t cut = std::string_view::npos;
    for (std::size_t i = first_word; i < rest.size(); ++i) {
      if (rest[i] != ' ' || rest[i - 1] == ' ') continue;
      if (lead + display_width(rest.substr(0, i)) > width) break;
      cut = i;
    }
    if (cut == std::string_view::npos) cut = rest.find(' ', first_word);
    if (cut == std::string_view::npos) {  // one word, wider than the line: keep it whole
      out.append(lead, ' ');
      out.append(rest);
      return;
    }
    out.append(lead, ' ');
    out.append(rest.substr(0, cut));
    out += '\n';
    const std::size_t resume = rest.find_first_not_of(' ', cut);
    if (resume == std::string_view::npos) return;
    rest = rest.substr(resume);
    lead = next_indent;
  }
}

}  // namespace

std::optional<std::size_t> terminal_width() {
  if (const char* columns = nonempty_env("COLUMNS")) {
    const std::string_view text(columns);
    if (text.size() <= 6 && text.find_first_not_of("0123456789") == std::string_view::npos) {
      const long n = std::strtol(columns, nullptr, 10);
      if (n >= 1) return static_cast<std::size_t>(n);
    }
  }
  if (::isatty(STDOUT_FILENO) == 1) {
    struct winsize size {};
    if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
  }
  return std::nullopt;
}

bool utf8_locale() {
  for (const char* name : {"LC_ALL", "LC_CTYPE", "LANG"}) {
    if (const char* value = nonempty_env(name)) {
      const std::string locale = lower(value);
      return locale.find("utf-8") != std::string::npos || locale.find("utf8") != std::string::npos;
    }
  }
  return false;
}

ColorMode color_mode(std::string_view name) {
  if (name == "always") return ColorMode::always;
  if (name == "never") return ColorMode::never;
  return ColorMode::automatic;
}

bool use_color(ColorMode mode) {
  if (mode != ColorMode::automatic) return mode == ColorMode::always;
  if (::isatty(STDOUT_FILENO) != 1) return false;
  const char* term = std::getenv("TERM");
  if (term && std::strcmp(term, "dumb") == 0) return false;
  if (nonempty_env("NO_COLOR")) return false;
  return utf8_locale();
}

std::string shade(std::string_view cell, double p, bool color) {
  if (!color || p == 0.0) return std::string(cell);
  // Background from the 256-colour greyscale ramp 236..255, brighter for likelier values; the
  // text switches to black once the background is light.
  const int level = 236 + static_cast<int>(std::lround(std::clamp(p, 0.0, 1.0) * 19));
  return fmt::format("\x1b[48;5;{}m\x1b[38;5;{}m{}\x1b[0m", level, level >= 248 ? 16 : 255, cell);
}

std::string strong(std::string_view text, bool color) {
  if (!color) return std::string(text);
  return fmt::format("\x1b[1m{}\x1b[0m", text);
}

TextLayout TextLayout::for_stdout() { return {terminal_width(), utf8_locale(), false}; }

std::string_view middle_dot(bool utf8) { return utf8 ? "·" : "."; }
std::string_view lambda(bool utf8) { return utf8 ? "λ" : "lambda"; }
std::string_view lambda() { return lambda(utf8_locale()); }

std::size_t display_width(std::string_view text) {
  std::size_t columns = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == 0x1b && i + 1 < text.size() && text[i + 1] == '[') {  // ESC [ ... final byte
      i += 2;
      while (i < text.size() && !(text[i] >= 0x40 && text[i] <= 0x7e)) ++i;
      continue;
    }
    if ((c & 0xC0) != 0x80) ++columns;  // not a UTF-8 continuation byte
  }
  return columns;
}

std::string wrap(std::string_view text, std::optional<std::size_t> width, std::size_t hang, bool hang_all) {
  if (!width) return std::string(text);
  std::string out;
  out.reserve(text.size() + text.size() / 16);
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    wrap_line(line, std::max<std::size_t>(*width, 1), hang, hang_all, out);
    if (end == std::string_view::npos) break;
    out += '\n';
    text.remove_prefix(end + 1);
  }
  return out;
}

std::string paragraph(std::string_view text, std::optional<std::size_t> width) {
  if (!width) return std::string(text);
  std::string out;
  std::vector<std::string_view> block;  // the lines of a paragraph: up to a blank line
  const auto flush = [&] {
    bool fits = true;
    for (std::string_view line : block) fits = fits && display_width(line) <= *width;
    std::string joined;
    for (std::string_view line : block) {
      if (!joined.empty()) joined += fits ? '\n' : ' ';
      joined += line;
    }
    if (!block.empty()) out += (fits ? joined : wrap(joined, width)) + '\n';
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
    if (end == std::string_view::npos) {
      flush();
      out.pop_back();  // the text did not end with a line break
      return out;
    }
    text.remove_prefix(end + 1);
  }
  flush();
  return out;
}

std::string wrap_items(const std::vector<std::string>& items, std::size_t indent, std::optional<std::size_t> width) {
  std::string out(indent, ' ');
  std::size_t column = indent;
  bool first = true;
  for (const std::string& item : items) {
    const std::size_t w = display_width(item);
    if (!first && width && column + 1 + w > *width) {
      out += '\n' + std::string(indent, ' ');
      column = indent;
      first = true;
    }
    if (!first) {
      out += ' ';
      ++column;
    }
    out += item;
    column += w;
    first = false;
  }
  return out + '\n';
}

}  // namespace skb::cli
