#include "solver/seven_knights/record_reader.h"

#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include <fmt/format.h>

#include "solver/core/error.h"

namespace skb {

namespace {

constexpr std::array<std::string_view, 22> kReserved{
    "C1",      "C2",      "C3",    "C4",     "W",       "in",   "and",  "or",   "not", "yes",  "no",
    "variant", "players", "rules", "strict", "lenient", "view", "look", "tile", "ask", "vote", "captain"};

constexpr std::size_t kMaxNameLength = 24;

struct Word {
  std::string_view text;  // for a quoted word: the text between the quotes
  int column = 0;         // 1-based column of the first character (the quote, if quoted)
  bool quoted = false;
};

class Reader {
 public:
  Reader(std::string_view text, const std::string& file) : text_(text) { record_.file = file; }

  Record read() {
    int line_number = 0;
    std::size_t start = 0;
    // A UTF-8 byte-order mark (as some editors save) is not part of the first line.
    if (text_.starts_with("\xEF\xBB\xBF")) text_.remove_prefix(3);
    while (start < text_.size()) {
      std::size_t end = text_.find('\n', start);
      if (end == std::string_view::npos) end = text_.size();
      std::string_view line = text_.substr(start, end - start);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      ++line_number;
      read_line(line, line_number);
      start = end + 1;
    }
    if (!record_.variant)
      fail(std::max(line_number, 1), 1,
           "the record is empty: it must start with 'variant NAME' (e.g. variant standard)");
    if (record_.players.empty())
      fail(line_number, 1, "the record ends before the 'players' statement that lists the seating");
    return std::move(record_);
  }

 private:
  [[noreturn]] void fail(int line, int column, const std::string& message) const {
    throw RecordError({record_.file, line, column}, message);
  }

  // Splits a line into words, dropping the comment. Throws on a stray character.
  std::vector<Word> split(std::string_view line, int line_number) const {
    std::vector<Word> words;
    std::size_t i = 0;
    while (i < line.size()) {
      char c = line[i];
      int column = static_cast<int>(i) + 1;
      if (c == ' ' || c == '\t') {
        ++i;
        continue;
      }
      if (c == '#') break;
      if (c == '"') {
        std::size_t close = line.find('"', i + 1);
        if (close == std::string_view::npos)
          fail(line_number, column,
               "this quote is never closed: a question must be written between two \" on one line");
        if (close + 1 < line.size() && line[close + 1] != ' ' && line[close + 1] != '\t')
          fail(line_number, static_cast<int>(close) + 2, "the closing quote must be followed by a space");
        words.push_back({line.substr(i + 1, close - i - 1), column, true});
        i = close + 1;
        continue;
      }
      std::size_t start = i;
      while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '#') {
        auto u = static_cast<unsigned char>(line[i]);
        if (line[i] == '"')
          fail(line_number, static_cast<int>(i) + 1, "a quote must start a new word (put a space before it)");
        if (u < 0x20 || u >= 0x7f) {
          if (line[i] == '\r')
            fail(line_number, static_cast<int>(i) + 1, "unexpected carriage return (CR) inside a line");
          fail(
              line_number, static_cast<int>(i) + 1,
              fmt::format(
                  "unexpected byte 0x{:02X}: statements are written in plain ASCII (only comments may hold other text)",
                  u));
        }
        ++i;
      }
      words.push_back({line.substr(start, i - start), static_cast<int>(start) + 1, false});
    }
    return words;
  }

  void read_line(std::string_view line, int line_number) {
    auto words = split(line, line_number);
    if (words.empty()) return;
    line_ = line_number;
    // The statement's text: from its first word to the end of its last word.
    const Word& last = words.back();
    std::size_t from = static_cast<std::size_t>(words.front().column - 1);
    std::size_t to = static_cast<std::size_t>(last.column - 1) + last.text.size() + (last.quoted ? 2 : 0);
    std::string text(line.substr(from, to - from));
    const Word& key = words.front();
    if (key.quoted) fail(line_, key.column, "a statement starts with a keyword, not a quoted question");
    static const std::array<std::pair<std::string_view, StatementKind>, 10> kKeywords{
        {{"variant", StatementKind::variant},
         {"players", StatementKind::players},
         {"rules", StatementKind::rules},
         {"lie-rate", StatementKind::lie_rate},
         {"view", StatementKind::view},
         {"look", StatementKind::look},
         {"tile", StatementKind::tile},
         {"ask", StatementKind::ask},
         {"vote", StatementKind::vote},
         {"captain", StatementKind::captain}}};
    std::optional<StatementKind> kind;
    for (const auto& [name, k] : kKeywords)
      if (key.text == name) kind = k;
    if (!kind)
      fail(line_, key.column,
           fmt::format("unknown statement '{}': expected variant, players, rules, lie-rate, view, look, tile, ask, "
                       "vote or captain",
                       excerpt(key.text)));
    int index = static_cast<int>(record_.statements.size());
    record_.statements.push_back({*kind, line_, key.column, std::move(text)});
    words_ = std::move(words);
    check_order(*kind, key);
    switch (*kind) {
      case StatementKind::variant:
        return read_variant();
      case StatementKind::players:
        return read_players();
      case StatementKind::rules:
        return read_rules();
      case StatementKind::lie_rate:
        return read_lie_rate();
      case StatementKind::view:
        return read_view();
      case StatementKind::look:
        return read_look(index);
      case StatementKind::tile:
        return read_tile(index);
      case StatementKind::ask:
        return read_ask(index);
      case StatementKind::vote:
        return read_vote(index);
      case StatementKind::captain:
        return read_captain(index);
    }
  }

  void check_order(StatementKind kind, const Word& key) {
    bool header_setting =
        kind == StatementKind::rules || kind == StatementKind::lie_rate || kind == StatementKind::view;
    if (kind == StatementKind::variant) {
      if (record_.variant)
        fail(line_, key.column, "a second 'variant' statement: the variant is given once, as the first statement");
      if (!record_.statements.empty() && record_.statements.size() > 1)
        fail(line_, key.column, "'variant' must be the first statement");
      return;
    }
    if (!record_.variant)
      fail(line_, key.column, fmt::format("the record must start with 'variant NAME', not '{}'", excerpt(key.text)));
    if (kind == StatementKind::players) {
      if (!record_.players.empty()) fail(line_, key.column, "a second 'players' statement: the seating is given once");
      return;
    }
    if (record_.players.empty())
      fail(line_, key.column, fmt::format("'players' must be the second statement, before '{}'", excerpt(key.text)));
    if (header_setting && body_started_)
      fail(line_, key.column,
           fmt::format("'{}' must come right after 'players', before any look, tile, ask, vote or captain statement",
                       key.text));
    if (!header_setting) body_started_ = true;
  }

  // Requires exactly `n` argument words (after the keyword), none of them quoted unless
  // `quoted_at` names its index.
  void expect_args(std::size_t n, std::string_view usage, int quoted_at = -1) {
    const Word& key = words_.front();
    if (words_.size() - 1 < n) {
      int column = words_.back().column + static_cast<int>(words_.back().text.size()) + (words_.back().quoted ? 2 : 0);
      fail(line_, column, fmt::format("'{}' is incomplete: write {}", key.text, usage));
    }
    if (words_.size() - 1 > n)
      fail(line_, words_[n + 1].column,
           fmt::format("unexpected '{}' after the statement: write {}", excerpt(words_[n + 1].text), usage));
    for (std::size_t i = 1; i < words_.size(); ++i) {
      bool should = static_cast<int>(i) - 1 == quoted_at;
      if (words_[i].quoted && !should)
        fail(line_, words_[i].column, fmt::format("unexpected quoted text: write {}", usage));
      if (!words_[i].quoted && should)
        fail(line_, words_[i].column,
             fmt::format("the question must be written between double quotes: write {}", usage));
    }
  }

  void read_variant() {
    expect_args(1, "variant NAME");
    const Word& w = words_[1];
    record_.variant = find_variant(w.text);
    if (!record_.variant)
      fail(line_, w.column, fmt::format("unknown variant '{}': expected {}", excerpt(w.text), variant_names()));
  }

  void check_name(const Word& w) const {
    auto name = w.text;
    bool ok = !name.empty() && std::isalpha(static_cast<unsigned char>(name[0]));
    for (char c : name) ok = ok && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
    if (!ok)
      fail(
          line_, w.column,
          fmt::format("'{}' is not a valid player name: use a letter followed by letters, digits or _", excerpt(name)));
    if (name.size() > kMaxNameLength)
      fail(line_, w.column,
           fmt::format("the player name '{}' is too long: at most {} characters", excerpt(name), kMaxNameLength));
    for (auto r : kReserved)
      if (name == r) fail(line_, w.column, fmt::format("'{}' is a reserved word and cannot be a player name", name));
  }

  void read_players() {
    const Variant& v = *record_.variant;
    if (words_.size() < 2)
      fail(line_, words_[0].column + 7, "'players' needs the names of the players, clockwise, First player first");
    for (std::size_t i = 1; i < words_.size(); ++i) {
      const Word& w = words_[i];
      if (w.quoted) fail(line_, w.column, "player names are written without quotes");
      check_name(w);
      for (const auto& p : record_.players)
        if (p == w.text)
          fail(line_, w.column, fmt::format("'{}' is seated twice: player names must be unique", w.text));
      record_.players.emplace_back(w.text);
    }
    int n = record_.player_count();
    if (n < v.min_players || n > v.max_players)
      fail(line_, words_[0].column,
           fmt::format("{} is played by {} to {} players, but this record seats {}", v.name, v.min_players,
                       v.max_players, n));
  }

  void once(bool& seen, std::string_view what) {
    if (seen) fail(line_, words_[0].column, fmt::format("a second '{}' statement: it may be given only once", what));
    seen = true;
  }

  void read_rules() {
    once(seen_rules_, "rules");
    expect_args(1, "rules strict or rules lenient");
    const Word& w = words_[1];
    if (w.text == "strict")
      record_.rules = RuleSet::strict;
    else if (w.text == "lenient")
      record_.rules = RuleSet::lenient;
    else
      fail(line_, w.column, fmt::format("unknown rules '{}': expected strict or lenient", excerpt(w.text)));
  }

  void read_lie_rate() {
    once(seen_lie_rate_, "lie-rate");
    expect_args(1, "lie-rate X, with X between 0 and 1");
    const Word& w = words_[1];
    auto rate = parse_lie_rate(w.text);
    if (!rate)
      fail(line_, w.column,
           fmt::format("'{}' is not a lie rate: write a decimal between 0 and 1, e.g. 0.25", excerpt(w.text)));
    record_.lie_rate = *rate;
  }

  int player(const Word& w) const {
    auto p = record_.find_player(w.text);
    if (!p) {
      std::string list;
      for (const auto& name : record_.players) list += (list.empty() ? "" : ", ") + name;
      fail(line_, w.column, fmt::format("'{}' is not a player of this game (players: {})", excerpt(w.text), list));
    }
    return *p;
  }

  int position(const Word& w) const {
    if (auto p = record_.find_position(w.text)) return *p;
    if (parse_center_slot(w.text)) {
      int c = record_.center_count();
      std::string has = c == 0   ? "no center slots"
                        : c == 1 ? "one center slot, C1"
                                 : fmt::format("center slots C1 to C{}", c);
      fail(line_, w.column,
           fmt::format("there is no {} in {}-player {}: it has {}", w.text, record_.player_count(),
                       record_.variant->name, has));
    }
    return player(w);
  }

  void read_view() {
    once(seen_view_, "view");
    expect_args(1, "view NAME");
    record_.view = player(words_[1]);
  }

  void read_look(int index) {
    expect_args(2, "look PLAYER POSITION");
    record_.looks.push_back({index, player(words_[1]), position(words_[2]), words_[2].column});
  }

  void read_tile(int index) {
    expect_args(2, "tile POSITION VALUE, with VALUE 1 to 7 or W");
    const Word& v = words_[2];
    int value = -1;
    if (v.text == "W") {
      value = kWitch;
    } else if (!v.text.empty() && v.text.find_first_not_of("0123456789") == std::string_view::npos) {
      value = 0;
      for (char c : v.text) value = std::min(1000, value * 10 + (c - '0'));
      if (value < 1 || value > 7) value = -1;
    }
    if (value < 0) fail(line_, v.column, fmt::format("'{}' is not a tile: tiles are 1 to 7 and W", excerpt(v.text)));
    record_.tiles.push_back({index, position(words_[1]), value, words_[1].column, v.column});
  }

  void read_ask(int index) {
    expect_args(4, "ask ASKER ANSWERER \"QUESTION\" yes|no", 2);
    Question q;
    q.statement = index;
    q.asker = player(words_[1]);
    q.answerer = player(words_[2]);
    q.asker_column = words_[1].column;
    q.answerer_column = words_[2].column;
    const Word& ans = words_[4];
    if (ans.text == "yes")
      q.answer = true;
    else if (ans.text == "no")
      q.answer = false;
    else
      fail(line_, ans.column, fmt::format("the answer must be yes or no, not '{}'", excerpt(ans.text)));
    const Word& pred = words_[3];
    try {
      q.predicate = parse_predicate(pred.text, pred.column + 1,
                                    [this](std::string_view name) { return record_.find_position(name); });
    } catch (const PredicateSyntaxError& e) {
      fail(line_, e.column(), e.what());
    }
    record_.questions.push_back(std::move(q));
  }

  void read_vote(int index) {
    expect_args(2, "vote VOTER CANDIDATE");
    record_.votes.push_back({index, player(words_[1]), player(words_[2]), words_[2].column});
  }

  void read_captain(int index) {
    expect_args(1, "captain NAME");
    if (record_.captain) fail(line_, words_[0].column, "a second 'captain' statement: the Captain is named once");
    record_.captain = CaptainClaim{index, player(words_[1]), words_[1].column};
  }

  std::string_view text_;
  Record record_;
  std::vector<Word> words_;
  int line_ = 0;
  bool body_started_ = false;
  bool seen_rules_ = false, seen_lie_rate_ = false, seen_view_ = false;
};

}  // namespace

std::optional<double> parse_lie_rate(std::string_view text) {
  // Plain decimal: digits, optionally a point and more digits; at least one digit overall.
  std::size_t digits = 0, points = 0;
  for (char c : text) {
    if (c >= '0' && c <= '9')
      ++digits;
    else if (c == '.')
      ++points;
    else
      return std::nullopt;
  }
  if (digits == 0 || points > 1) return std::nullopt;
  std::string copy(text);
  double value = std::strtod(copy.c_str(), nullptr);
  if (!(value >= 0.0 && value <= 1.0)) return std::nullopt;
  return value;
}

Record read_record(std::string_view text, const std::string& file) { return Reader(text, file).read(); }

namespace {

// Reads everything from `in`, but at most kMaxRecordBytes + 1 bytes: enough to tell that a
// stream is too long (a device such as /dev/zero never ends). Returns false on a read error.
bool read_capped(std::istream& in, std::string& text) {
  std::array<char, 1 << 16> buffer{};
  while (text.size() <= kMaxRecordBytes) {
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    text.append(buffer.data(), static_cast<std::size_t>(in.gcount()));
    if (in.bad()) return false;
    if (in.eof()) break;
  }
  return true;
}

}  // namespace

Record read_record_file(const std::string& path) {
  std::string name = path == "-" ? "<stdin>" : path;
  std::string text;
  if (path == "-") {
    struct stat info {};
    if (::fstat(STDIN_FILENO, &info) == 0 && S_ISDIR(info.st_mode))
      throw RecordError({name, 0, 0}, "standard input is a folder, not a record");
    // std::cin reads through stdio: a failed read (EISDIR, EIO) shows as stdin's error flag,
    // not always as badbit.
    if (!read_capped(std::cin, text) || std::ferror(stdin))
      throw RecordError({name, 0, 0}, "cannot read standard input");
  } else {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
      throw RecordError({name, 0, 0}, "this is a folder, not a record file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw RecordError({name, 0, 0}, fmt::format("cannot open the record: {}", std::strerror(errno)));
    if (!read_capped(in, text)) throw RecordError({name, 0, 0}, "cannot read the record");
  }
  if (text.size() > kMaxRecordBytes)
    throw RecordError({name, 0, 0}, fmt::format("the record is larger than {} MiB, more than any game record needs "
                                                "(100,000 questions take about 4 MiB)",
                                                kMaxRecordBytes >> 20));
  return read_record(text, name);
}

}  // namespace skb
