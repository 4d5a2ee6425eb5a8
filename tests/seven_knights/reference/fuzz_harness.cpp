// Fuzz harness: see fuzz_harness.h.
#include "tests/seven_knights/reference/fuzz_harness.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <sstream>
#include <vector>

#include "solver/core/error.h"
#include "solver/seven_knights/record_reader.h"

namespace skb::seven_knights::reference {

namespace {

constexpr std::size_t kMaxMessage = 400;

std::string number(double x) {
  std::ostringstream o;
  o.precision(17);
  o << x;
  return o.str();
}

// The lines of the input as the reader numbers them: split at '\n', after a UTF-8 byte-order
// mark; a last line without '\n' counts, an empty one after the last '\n' does not.
std::vector<std::string_view> lines_of(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

std::string check_message(std::string_view message) {
  if (message.empty()) return "an empty error message";
  if (message.size() > kMaxMessage)
    return "an error message of " + std::to_string(message.size()) +
           " characters: " + std::string(message.substr(0, 80)) + "...";
  // Printable text: ASCII, or valid UTF-8 (a message may quote a player's name, Zoë), with no
  // control character (C0, DEL, C1) and no invisible formatting one (bidi overrides, zero-width
  // characters, line separators) that could disguise the message on a terminal.
  const auto bad = [&](std::size_t at) {
    return "a byte " + std::to_string(static_cast<unsigned char>(message[at])) +
           " that is not printable text (ASCII or UTF-8) in the message '" + std::string(message) + "'";
  };
  for (std::size_t i = 0; i < message.size();) {
    const auto b = static_cast<unsigned char>(message[i]);
    if (b < 0x80) {
      if ((b < 0x20 && b != '\t') || b == 0x7f) return bad(i);
      ++i;
      continue;
    }
    const std::size_t length = b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
    if (length == 0 || i + length > message.size()) return bad(i);
    char32_t c = b & (length == 2 ? 0x1Fu : length == 3 ? 0x0Fu : 0x07u);
    for (std::size_t k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(message[i + k]);
      if ((next & 0xC0u) != 0x80u) return bad(i);
      c = (c << 6) | (next & 0x3Fu);
    }
    const char32_t min = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
    if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF) || c <= 0x9F || (c >= 0x200B && c <= 0x200F) ||
        (c >= 0x2028 && c <= 0x202E) || (c >= 0x2060 && c <= 0x206F) || c == 0xFEFF)
      return bad(i);
    i += length;
  }
  return "";
}

std::string check_record_error(const RecordError& e, const std::vector<std::string_view>& lines) {
  const std::string where = "line " + std::to_string(e.where().line) + " column " + std::to_string(e.where().column);
  if (e.where().file != "fuzz.skb") return "the error names the file '" + e.where().file + "'";
  if (auto bad = check_message(e.what()); !bad.empty()) return bad;
  const int line = e.where().line, column = e.where().column;
  const std::size_t count = std::max<std::size_t>(lines.size(), 1);
  if (line < 1 || static_cast<std::size_t>(line) > count)
    return where + " is not a line of the input (" + std::to_string(lines.size()) + " lines): " + e.what();
  const std::size_t length = lines.empty() ? 0 : lines[static_cast<std::size_t>(line - 1)].size();
  if (column < 1 || static_cast<std::size_t>(column) > length + 1)
    return where + " is not a column of that line (" + std::to_string(length) + " characters): " + e.what();
  return "";
}

// Returns the record with only the tile, ask and vote statements on `lines` (one statement per
// line); inspections, the seating and the settings stay.
Record only_statements(const Record& r, const std::vector<int>& lines) {
  Record copy = r;
  auto dropped = [&](int statement) {
    const int line = copy.statements[static_cast<std::size_t>(statement)].line;
    return std::find(lines.begin(), lines.end(), line) == lines.end();
  };
  std::erase_if(copy.tiles, [&](const TileFact& t) { return dropped(t.statement); });
  std::erase_if(copy.questions, [&](const Question& q) { return dropped(q.statement); });
  std::erase_if(copy.votes, [&](const Vote& v) { return dropped(v.statement); });
  return copy;
}

std::size_t reference_cost(const Record& r) {
  std::size_t deals = 1;
  // An upper bound of the universe: 8!/(8-positions)! is at most 40,320.
  for (int p = 0; p < r.position_count(); ++p) deals *= static_cast<std::size_t>(8 - p);
  return std::min<std::size_t>(deals, 40320) * (r.questions.size() + r.tiles.size() + r.votes.size() + 1);
}

std::string check_contradiction(const Contradiction& c, const Record& r, const std::vector<std::string_view>& lines,
                                const HarnessOptions& o) {
  if (c.file() != "fuzz.skb") return "the contradiction names the file '" + c.file() + "'";
  if (c.statements().empty()) return "a contradiction that names no statement";
  for (const auto& s : c.statements()) {
    const std::string at = "contradiction statement at line " + std::to_string(s.line);
    if (s.line < 1 || static_cast<std::size_t>(s.line) > lines.size()) return at + ": not a line of the input";
    if (s.column < 1) return at + ": column " + std::to_string(s.column);
    if (auto bad = check_message(s.text); !bad.empty()) return at + ": " + bad;
    // Quoted as written, or its first 160 characters for a very long statement.
    const std::string_view quoted = std::string_view(s.text).substr(0, 160);
    if (lines[static_cast<std::size_t>(s.line - 1)].find(quoted) == std::string_view::npos)
      return at + ": '" + s.text + "' is not the text of that line";
  }
  if (o.reference_budget == 0 || reference_may_underflow(r) ||
      reference_cost(r) * (c.statements().size() + 2) > o.reference_budget)
    return "";
  if (reference_solve(r).consistent_deals != 0) return "skb reports a contradiction, but the reference finds deals";
  // The named statements conflict on their own, and each of them is needed: without any one,
  // the others leave a deal. (The rest of the record may hold other conflicts, or a duplicate
  // of a named statement, so removing one line from the whole record need not leave a deal.)
  std::vector<int> named;
  for (const auto& s : c.statements()) named.push_back(s.line);
  if (reference_solve(only_statements(r, named)).consistent_deals != 0)
    return "the named statements leave a deal on their own";
  for (std::size_t i = 0; i < named.size(); ++i) {
    std::vector<int> others = named;
    others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
    if (reference_solve(only_statements(r, others)).consistent_deals == 0)
      return "the conflict is not irreducible: without line " + std::to_string(named[i]) + " no deal fits either";
  }
  return "";
}

bool tie_less(const Arrangement& a, const Arrangement& b) {
  if (a.exclude != b.exclude) {
    if (!a.exclude) return true;
    if (!b.exclude) return false;
    return *a.exclude < *b.exclude;
  }
  return a.order < b.order;
}

}  // namespace

bool reference_may_underflow(const Record& r) {
  const double lambda = r.lie_rate;
  if (lambda == 0.0 || lambda == 1.0) return false;
  // The smallest positive double is about e^-745; keep well clear of the subnormal range.
  const double worst = std::max(-std::log(lambda), -std::log1p(-lambda));
  return static_cast<double>(r.questions.size()) * worst > 600.0;
}

std::string broken_invariant(const Record& r, const Posterior& p) {
  if (p.consistent_deals < 1 || p.consistent_deals > p.deals)
    return "consistent_deals " + std::to_string(p.consistent_deals) + " of " + std::to_string(p.deals);
  if (p.tiles.rows() != r.position_count()) return "the tile grid has the wrong number of rows";
  auto bad_probability = [](double x) { return !(x >= 0.0 && x <= 1.0); };
  std::optional<std::ptrdiff_t> w_column;
  for (std::size_t j = 0; j < p.values.size(); ++j)
    if (p.values[j] == kWitch) w_column = static_cast<std::ptrdiff_t>(j);
  double w_in_play = 0;
  for (std::ptrdiff_t row = 0; row < p.tiles.rows(); ++row) {
    double sum = 0;
    for (std::ptrdiff_t col = 0; col < p.tiles.cols(); ++col) {
      if (bad_probability(p.tiles(row, col)))
        return "tiles[" + r.position_name(static_cast<int>(row)) + "] holds " + number(p.tiles(row, col));
      sum += p.tiles(row, col);
    }
    if (!(std::abs(sum - 1.0) <= 1e-12))
      return "the tile row of " + r.position_name(static_cast<int>(row)) + " sums to " + number(sum);
    if (w_column) w_in_play += p.tiles(row, *w_column);
  }
  if (static_cast<int>(p.witch_team.size()) != r.player_count()) return "witch_team has the wrong size";
  for (std::size_t a = 0; a < p.witch_team.size(); ++a)
    if (bad_probability(p.witch_team[a])) return "witch_team[" + r.players[a] + "] is " + number(p.witch_team[a]);
  if (bad_probability(p.witch_absent)) return "witch_absent is " + number(p.witch_absent);
  if (!(std::abs(p.witch_absent - (1.0 - w_in_play)) <= 1e-12))
    return "witch_absent " + number(p.witch_absent) + " but W is in play with probability " + number(w_in_play);
  if (p.arrangements.size() != p.arrangement_count)
    return "listed " + std::to_string(p.arrangements.size()) + " of " + std::to_string(p.arrangement_count) +
           " arrangements";
  double total = 0;
  for (std::size_t i = 0; i < p.arrangements.size(); ++i) {
    const double x = p.arrangements[i].probability;
    if (!(x > 0.0 && x <= 1.0)) return "arrangement " + std::to_string(i) + " has probability " + number(x);
    total += x;
    if (i == 0) continue;
    const double before = p.arrangements[i - 1].probability;
    const bool tied = std::abs(before - x) < kTieTolerance;
    if (tied ? !tie_less(p.arrangements[i - 1].arrangement, p.arrangements[i].arrangement) : !(before > x))
      return "arrangements " + std::to_string(i - 1) + " and " + std::to_string(i) + " are out of order";
  }
  if (!(std::abs(total - 1.0) <= 1e-11)) return "the arrangement probabilities sum to " + number(total);
  return "";
}

std::string difference_from_reference(const Record& r, const Posterior& p, const ReferenceResult& ref,
                                      double tolerance) {
  auto near = [tolerance](double a, double b) { return std::abs(a - b) <= tolerance; };
  if (p.deals != ref.deals) return "deals " + std::to_string(p.deals) + " vs " + std::to_string(ref.deals);
  if (p.consistent_deals != ref.consistent_deals)
    return "consistent_deals " + std::to_string(p.consistent_deals) + " vs " + std::to_string(ref.consistent_deals);
  for (int pos = 0; pos < r.position_count(); ++pos) {
    for (int v = 0; v < 8; ++v) {
      double mine = 0;
      for (std::size_t j = 0; j < p.values.size(); ++j)
        if (p.values[j] == v) mine = p.tiles(pos, static_cast<std::ptrdiff_t>(j));
      const double theirs = ref.tiles[static_cast<std::size_t>(pos)][static_cast<std::size_t>(v)];
      if (!near(mine, theirs))
        return "tiles[" + r.position_name(pos) + "][" + value_name(v) + "] " + number(mine) + " vs " + number(theirs);
    }
  }
  for (std::size_t a = 0; a < ref.witch_team.size(); ++a)
    if (!near(p.witch_team[a], ref.witch_team[a]))
      return "witch_team[" + r.players[a] + "] " + number(p.witch_team[a]) + " vs " + number(ref.witch_team[a]);
  if (!near(p.witch_absent, ref.witch_absent))
    return "witch_absent " + number(p.witch_absent) + " vs " + number(ref.witch_absent);
  if (p.arrangements.size() != ref.arrangements.size())
    return "arrangement count " + std::to_string(p.arrangements.size()) + " vs " +
           std::to_string(ref.arrangements.size());
  for (std::size_t i = 0; i < p.arrangements.size(); ++i) {
    const auto& mine = p.arrangements[i];
    const auto& theirs = ref.arrangements[i];
    if (mine.arrangement.exclude != theirs.exclude || mine.arrangement.order != theirs.order ||
        !near(mine.probability, theirs.probability))
      return "arrangement #" + std::to_string(i) + " differs (probability " + number(mine.probability) + " vs " +
             number(theirs.probability) + ")";
  }
  return "";
}

std::string check_input(std::string_view bytes, const HarnessOptions& o) {
  const std::vector<std::string_view> lines = lines_of(bytes);
  std::optional<Record> record;
  try {
    record = read_record(bytes, "fuzz.skb");
  } catch (const RecordError& e) {
    return check_record_error(e, lines);
  }
  SolveOptions every;
  every.top = std::numeric_limits<std::size_t>::max();
  std::optional<Posterior> posterior;
  try {
    posterior = solve(*record, every);
  } catch (const RecordError& e) {
    return check_record_error(e, lines);
  } catch (const Contradiction& c) {
    return check_contradiction(c, *record, lines, o);
  }
  if (auto broken = broken_invariant(*record, *posterior); !broken.empty()) return broken;
  if (o.render)
    if (auto wrong = o.render(*record, *posterior); !wrong.empty()) return "the report: " + wrong;
  if (o.reference_budget == 0 || reference_may_underflow(*record) || reference_cost(*record) > o.reference_budget)
    return "";
  if (auto diff = difference_from_reference(*record, *posterior, reference_solve(*record)); !diff.empty())
    return "skb and the reference differ: " + diff;
  return "";
}

}  // namespace skb::seven_knights::reference
