#include "cli/common/next_lines_report.h"

#include <fmt/format.h>

#include "cli/common/json.h"
#include "cli/common/provenance.h"
#include "cli/common/terminal.h"

namespace skb::cli {

std::string next_lines_text(std::string_view record, std::string_view phase, const std::vector<NextLine>& lines,
                            std::optional<std::size_t> width) {
  if (lines.empty()) return fmt::format("The record {} is finished: no line may come next.\n", record);
  std::string o = fmt::format("Next in {} ({}):\n", record, phase);
  for (std::size_t k = 0; k < lines.size();) {
    const std::string& group = lines[k].group;
    std::vector<std::string> items;
    for (; k < lines.size() && lines[k].group == group; ++k) items.push_back(lines[k].line);
    for (std::size_t i = 0; i + 1 < items.size(); ++i) items[i] += " |";
    o += fmt::format("  {}:\n", group);
    o += wrap_items(items, 4, width);
  }
  o += lines.size() == 1 ? "1 line may come next.\n" : fmt::format("{} lines may come next.\n", lines.size());
  return o;
}

std::string next_lines_json(const std::vector<std::string>& members, std::string_view record, std::string_view phase,
                            const std::vector<NextLine>& lines, double seconds) {
  std::string o = "{\n";
  for (const std::string& m : members) o += "  " + m + ",\n";
  o += fmt::format("  \"record\": {},\n", json_string(record));
  o += fmt::format("  \"phase\": {},\n", json_string(phase));
  o += fmt::format("  \"finished\": {},\n", lines.empty() ? "true" : "false");
  if (lines.empty()) {
    o += "  \"actions\": [],\n";
  } else {
    o += "  \"actions\": [\n";
    for (std::size_t k = 0; k < lines.size(); ++k) {
      const NextLine& l = lines[k];
      o += fmt::format("    {{\"group\": {}, \"label\": {}, \"line\": {}, \"replace_line\": {}}}{}\n",
                       json_string(l.group), json_string(l.label), json_string(l.line),
                       l.replace_line ? std::to_string(*l.replace_line) : "null", k + 1 < lines.size() ? "," : "");
    }
    o += "  ],\n";
  }
  o += "  " + provenance_json(seconds) + "\n}\n";
  return o;
}

}  // namespace skb::cli
