// Next line: one line that may come next in a game record under the rules, as `skb GAME legal`
// lists them and the page of `skb serve` shows them as buttons: the whole text of the line, the
// row of buttons it belongs to (group) and the button's text (label).
//
// The type knows no game: each game's legal_lines (solver/<game>/legal_lines.h) returns a list of
// them in rules order, and cli/common/next_lines_report.h prints the list for every game alike.
#pragma once

#include <optional>
#include <string>

namespace skb {

struct NextLine {
  std::string group;                // the row of buttons: "Ann searches"
  std::string label;                // the button's text, the choice within the group: "Cat"
  std::string line;                 // the line's full text, spelled as the record writer spells it
  std::optional<int> replace_line;  // 1-based line this text replaces; nothing: appended at the end
  friend bool operator==(const NextLine&, const NextLine&) = default;
};

}  // namespace skb
