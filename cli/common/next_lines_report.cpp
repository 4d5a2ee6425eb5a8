#include "cli/common/next_lines_report.h"

#include <fmt/format.h>

#include "cli/common/json.h"
#include "cli/common/provenance.h"

namespace skb::cli {

namespace {

// The text of one line as the list shows it: the line, and the line it replaces if any.
std::string shown_line(const NextLine& l) {
  return l.replace_line ? fmt::format("{} (replaces line {})", l.line, *l.replace_line) : l.line;
}

// Returns `head` and the items joined by " | ", broken between items where the row would be
// wider than `width` (never inside one), the rows after the first indented under the first item.
std::string group_row(const std::string& head, const std::vector<std::string>& items,
                      std::optional<std::size_t> width) {
  const std::size_t hang = display_width(head);
  std::string out = head, row;
  std::size_t used = hang;
  for (std::size_t k = 0; k < items.size(); ++k) {
    const std::size_t need = display_width(items[k]) + (k + 1 < items.size() ? 2 : 0);  // " |"
    if (k > 0 && width && used + 1 + need > *width) {
      out += row + "\n" + std::string(hang, ' ');
      row.clear();
      used = hang;
    } else if (k > 0) {
      row += " ";
      ++used;
    }
    row += items[k] + (k + 1 < items.size() ? " |" : "");
    used += need;
  }
  return out + row + "\n";
}

}  // namespace

std::string next_lines_text(const std::string& file, const NextLines& next, const std::vector<std::string>& notes,
                            const TextLayout& layout) {
  std::string o;
  if (next.finished) {
    o = wrap(fmt::format("The record is finished ({}): no line may come next.", next.phase), layout.width) + "\n";
  } else {
    o = wrap(fmt::format("Next in {} ({}):", file, next.phase), layout.width) + "\n";
    for (std::size_t i = 0; i < next.lines.size();) {
      const std::string& group = next.lines[i].group;
      std::vector<std::string> items;
      for (; i < next.lines.size() && next.lines[i].group == group; ++i) items.push_back(shown_line(next.lines[i]));
      o += group_row(fmt::format("  {}: ", group), items, layout.width);
    }
    o += next.lines.size() == 1 ? std::string("1 line may come next.\n")
                                : fmt::format("{} lines may come next.\n", next.lines.size());
  }
  for (const std::string& note : notes) o += wrap(note, layout.width) + "\n";
  return o;
}

std::string next_lines_json(const std::string& file, const NextLines& next, double seconds) {
  std::string o = "{\n";
  o += fmt::format("  {},\n", provenance_json(seconds));
  o += fmt::format("  \"record\": {},\n", json_string(file));
  o += fmt::format("  \"phase\": {},\n", json_string(next.phase));
  o += fmt::format("  \"finished\": {},\n", next.finished);
  if (next.lines.empty()) return o + "  \"actions\": []\n}\n";
  o += "  \"actions\": [\n";
  for (std::size_t i = 0; i < next.lines.size(); ++i) {
    const NextLine& l = next.lines[i];
    o += fmt::format("    {{\"group\": {}, \"label\": {}, \"line\": {}, \"replace_line\": {}}}{}\n", json_string(l.group),
                     json_string(l.label), json_string(l.line),
                     l.replace_line ? std::to_string(*l.replace_line) : std::string("null"),
                     i + 1 < next.lines.size() ? "," : "");
  }
  return o + "  ]\n}\n";
}

}  // namespace skb::cli
