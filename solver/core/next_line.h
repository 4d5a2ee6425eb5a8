// A next line of a record: what `skb GAME legal` lists and the page of `skb serve` shows as a
// button. Each is a complete line the record format allows as the very next line of a record,
// given what the record says so far (whose turn, which phase, what remains), spelled as records
// spell it, so that it can be written verbatim. Where a line carries what was observed (a face
// seen, a card played), there is one line per observation the rules allow: contradictions with
// the hidden state are the solver's business, not the list's.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace skb {

struct NextLine {
  std::string group;  // the row of buttons it belongs to ("Ann swaps")
  std::string label;  // the button's text: the choice within the group ("2 5")
  std::string line;   // the full text of the line
  // Nothing: appended after the record's last line. Otherwise the 1-based number of the record's
  // line that `line` replaces (a format whose statement grows, as a trick line collects cards).
  std::optional<int> replace_line;
  bool operator==(const NextLine&) const = default;
};

struct NextLines {
  std::string phase;  // what the record waits for, in a few words ("turn 5: Ann's turn")
  bool finished = false;  // nothing may come next
  std::vector<NextLine> lines;  // in rules order; empty when finished
};

}  // namespace skb
