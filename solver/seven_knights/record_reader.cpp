#include "solver/seven_knights/record_reader.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
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
#include <unicode/uchar.h>

#include "solver/core/error.h"
#include "solver/core/text.h"

namespace skb {

namespace {

constexpr std::array<std::string_view, 22> kReserved{
    "C1",      "C2",      "C3",    "C4",     "W",       "in",   "and",  "or",   "not", "yes",  "no",
    "variant", "players", "rules", "strict", "lenient", "view", "look", "tile", "ask", "vote", "captain"};

constexpr std::size_t kMaxNameLength = 24;

struct Word {
  std::string_view text;           // for a quoted word: the text between the quotes
  int column = 0;                  // 1-based column of the first character (the quote, if quoted)
  int end_column = 0;              // the column just after the word (after the closing quote, if quoted)
  std::size_t begin = 0, end = 0;  // the word's bytes in its line, quotes included
  bool quoted = false;
};

constexpr std::array<std::string_view, 10> kStatementKeywords{"variant", "players", "rules", "lie-rate", "view",
                                                              "look",    "tile",    "ask",   "vote",     "captain"};

// Returns what to add to the message about an unknown `word` when it is probably one of the
// lower-case keywords `keywords`: ": keywords are lower case: write ask" or ": did you mean ask?".
template <std::size_t N>
std::string keyword_hint(std::string_view word, const std::array<std::string_view, N>& keywords,
                         std::string_view kind = "keywords") {
  std::vector<std::string> candidates(keywords.begin(), keywords.end());
  auto s = record_text::suggest(word, candidates);
  if (!s) return "";
  if (s->case_only) return fmt::format(": {} are lower case: write {}", kind, s->text);
  return fmt::format(": did you mean {}?", s->text);
}

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

  // Splits a line into words, dropping the comment. Throws on a stray character. Columns count
  // characters (record_text::characters); the text between quotes is checked by the predicate
  // parser.
  std::vector<Word> split(std::string_view line, int line_number) const {
    std::vector<Word> words;
    std::size_t i = 0;
    int column = 1;  // the column of line[i]
    const auto blank = [](char c) { return c == ' ' || c == '\t'; };
    while (i < line.size()) {
      char c = line[i];
      if (blank(c)) {
        ++i, ++column;
        continue;
      }
      if (c == '#') break;
      if (c == '"') {
        std::size_t close = line.find('"', i + 1);
        if (close == std::string_view::npos) {
          // A typographic closing quote after a straight opening one: name the slip.
          int at = column + 1;
          for (std::size_t k = i + 1; k < line.size(); ++at) {
            const auto d = record_text::decode(line, k);
            if (d.length != 0 && record_text::is_typographic_quote(d.code_point))
              fail(line_number, at, record_text::typographic_quote_message(d.code_point));
            k += std::max<std::size_t>(d.length, 1);
          }
          fail(line_number, column,
               "this quote is never closed: a question must be written between two \" on one line");
        }
        std::string_view inside = line.substr(i + 1, close - i - 1);
        int end_column = column + 2 + static_cast<int>(record_text::characters(inside));
        if (close + 1 < line.size() && !blank(line[close + 1]))
          fail(line_number, end_column, "the closing quote must be followed by a space");
        words.push_back({inside, column, end_column, i, close + 1, true});
        i = close + 1;
        column = end_column;
        continue;
      }
      if (c == '\'') fail(line_number, column, "single quote ': use double quotes \" around a question");
      std::size_t start = i;
      int start_column = column;
      while (i < line.size() && !blank(line[i]) && line[i] != '#') {
        auto u = static_cast<unsigned char>(line[i]);
        if (line[i] == '"') fail(line_number, column, "a quote must start a new word (put a space before it)");
        if (u < 0x20 || u == 0x7f) {
          if (line[i] == '\r') fail(line_number, column, "unexpected carriage return (CR) inside a line");
          fail(line_number, column,
               fmt::format("unexpected byte 0x{:02X}: a control character, not text (only comments may hold "
                           "anything)",
                           u));
        }
        if (u < 0x80) {
          ++i, ++column;
          continue;
        }
        const auto d = record_text::decode(line, i);
        if (d.length == 0)
          fail(line_number, column,
               fmt::format("unexpected byte 0x{:02X}: this is not UTF-8 text (save the record as UTF-8; only "
                           "comments may hold other bytes)",
                           u));
        const char32_t cp = d.code_point;
        const std::size_t after = i + d.length;
        const bool word_edge = i == start || after == line.size() || blank(line[after]) || line[after] == '#';
        if (record_text::is_typographic_quote(cp) && word_edge)
          fail(line_number, column, record_text::typographic_quote_message(cp));
        if (cp == 0xFEFF)
          fail(line_number, column,
               "unexpected byte-order mark (U+FEFF, bytes 0xEF 0xBB 0xBF): only the very start of the file may hold "
               "one");
        if (cp == 0xA0 || cp == 0x202F || cp == 0x2007)
          fail(line_number, column,
               fmt::format("unexpected no-break space ({}): separate words with ordinary spaces",
                           record_text::describe(cp)));
        if (U_GET_GC_MASK(static_cast<UChar32>(cp)) & U_GC_ZS_MASK)
          fail(line_number, column,
               fmt::format("unexpected space character {}: separate words with ordinary spaces",
                           record_text::describe(cp)));
        if (!record_text::is_name_char(cp))
          fail(line_number, column,
               fmt::format("unexpected character {}: outside comments and questions, only player names may hold "
                           "characters other than ASCII (letters and digits)",
                           record_text::describe(cp)));
        i = after, ++column;
      }
      words.push_back({line.substr(start, i - start), start_column, column, start, i, false});
    }
    return words;
  }

  void read_line(std::string_view line, int line_number) {
    auto words = split(line, line_number);
    if (words.empty()) return;
    line_ = line_number;
    // The statement's text: from its first word to the end of its last word.
    std::string text(line.substr(words.front().begin, words.back().end - words.front().begin));
    const Word& key = words.front();
    if (key.quoted) fail(line_, key.column, "a statement starts with a keyword, not a quoted question");
    static const std::array<std::pair<std::string_view, StatementKind>, kStatementKeywords.size()> kKeywords{
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
    if (!kind) {
      // The first word of a statement is never a name: a capitalised keyword is a slip.
      std::string hint;
      const auto lower = [](std::string_view w) {
        std::string out(w);
        for (char& ch : out) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        return out;
      };
      if (hint.empty() && words.size() > 1 && !words[1].quoted && lower(key.text) == "lie" &&
          lower(words[1].text) == "rate")
        hint = ": write lie-rate, with a hyphen";
      if (hint.empty()) hint = keyword_hint(key.text, kStatementKeywords);
      if (hint.empty()) hint = ": expected variant, players, rules, lie-rate, view, look, tile, ask, vote or captain";
      fail(line_, key.column, fmt::format("unknown statement '{}'{}", record_text::quote(key.text), hint));
    }
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
      fail(line_, key.column,
           fmt::format("the record must start with 'variant NAME', not '{}'", record_text::quote(key.text)));
    if (kind == StatementKind::players) {
      if (!record_.players.empty()) fail(line_, key.column, "a second 'players' statement: the seating is given once");
      return;
    }
    if (record_.players.empty())
      fail(line_, key.column,
           fmt::format("'players' must be the second statement, before '{}'", record_text::quote(key.text)));
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
      int column = words_.back().end_column;
      fail(line_, column, fmt::format("'{}' is incomplete: write {}", key.text, usage));
    }
    if (words_.size() - 1 > n)
      fail(line_, words_[n + 1].column,
           fmt::format("unexpected '{}' after the statement: write {}", record_text::quote(words_[n + 1].text), usage));
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
    if (!record_.variant) {
      std::vector<std::string> names;
      for (const Variant& v : variants()) names.emplace_back(v.name);
      std::string hint = fmt::format(": expected {}", variant_names());
      if (auto s = record_text::suggest(w.text, names))
        hint = s->case_only ? fmt::format(": variant names are lower case: write {}", s->text)
                            : fmt::format(": did you mean {}?", s->text);
      fail(line_, w.column, fmt::format("unknown variant '{}'{}", record_text::quote(w.text), hint));
    }
  }

  // Checks a player name and returns it in NFC.
  std::string check_name(const Word& w) const {
    auto name = w.text;
    bool ok = !name.empty();
    for (std::size_t i = 0; ok && i < name.size();) {
      const auto d = record_text::decode(name, i);
      ok = d.length != 0 &&
           (i == 0 ? record_text::is_name_start(d.code_point) : record_text::is_name_char(d.code_point));
      i += std::max<std::size_t>(d.length, 1);
    }
    if (!ok)
      fail(line_, w.column,
           fmt::format("'{}' is not a valid player name: use a letter followed by letters, digits or _",
                       record_text::quote(name)));
    std::string normal = record_text::nfc(name);
    if (record_text::characters(normal) > kMaxNameLength)
      fail(line_, w.column,
           fmt::format("the player name '{}' is too long: at most {} characters", record_text::quote(name),
                       kMaxNameLength));
    for (auto r : kReserved)
      if (normal == r) fail(line_, w.column, fmt::format("'{}' is a reserved word and cannot be a player name", r));
    return normal;
  }

  void read_players() {
    const Variant& v = *record_.variant;
    if (words_.size() < 2)
      fail(line_, words_[0].column + 7, "'players' needs the names of the players, clockwise, First player first");
    for (std::size_t i = 1; i < words_.size(); ++i) {
      const Word& w = words_[i];
      if (w.quoted) fail(line_, w.column, "player names are written without quotes");
      std::string name = check_name(w);
      for (const auto& p : record_.players)
        if (p == name)
          fail(line_, w.column,
               fmt::format("'{}' is seated twice: player names must be unique", record_text::quote(name)));
      record_.players.push_back(std::move(name));
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
      fail(line_, w.column, fmt::format("unknown rules '{}'{}", record_text::quote(w.text), [&] {
             std::string hint = keyword_hint(w.text, std::array<std::string_view, 2>{"strict", "lenient"});
             return hint.empty() ? std::string(": expected strict or lenient") : hint;
           }()));
  }

  void read_lie_rate() {
    once(seen_lie_rate_, "lie-rate");
    expect_args(1, "lie-rate X, with X between 0 and 1");
    const Word& w = words_[1];
    auto rate = parse_lie_rate(w.text);
    if (!rate)
      fail(line_, w.column,
           fmt::format("'{}' is not a lie rate: write a decimal between 0 and 1, e.g. 0.25",
                       record_text::quote(w.text)));
    record_.lie_rate = *rate;
  }

  // The names a misspelt position may have been meant as: the players, and with `slots` the
  // center slots in play.
  std::vector<std::string> position_names(bool slots) const {
    std::vector<std::string> names = record_.players;
    if (slots)
      for (int c = 0; c < record_.center_count(); ++c) names.push_back(fmt::format("C{}", c + 1));
    return names;
  }

  [[noreturn]] void no_such_player(const Word& w, bool slots) const {
    if (auto s = record_text::suggest(w.text, position_names(slots)))
      fail(line_, w.column,
           fmt::format("'{}' is not a player of this game: did you mean {}?", record_text::quote(w.text), s->text));
    std::string list;
    for (const auto& name : record_.players) list += (list.empty() ? "" : ", ") + name;
    fail(line_, w.column,
         fmt::format("'{}' is not a player of this game (players: {})", record_text::quote(w.text), list));
  }

  int player(const Word& w) const {
    auto p = record_.find_player(w.text);
    if (!p) no_such_player(w, false);
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
    if (!record_.find_player(w.text)) no_such_player(w, true);
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
    if (value < 0)
      fail(line_, v.column,
           fmt::format("'{}' is not a tile: {}", record_text::quote(v.text),
                       v.text == "w" ? "write W (upper case) for the Witch" : "tiles are 1 to 7 and W"));
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
      fail(line_, ans.column,
           fmt::format("the answer must be yes or no, not '{}'{}", record_text::quote(ans.text),
                       keyword_hint(ans.text, std::array<std::string_view, 2>{"yes", "no"})));
    const Word& pred = words_[3];
    try {
      q.predicate = parse_predicate(
          pred.text, pred.column + 1, [this](std::string_view name) { return record_.find_position(name); },
          [this](std::string_view name) -> std::optional<std::string> {
            if (auto s = record_text::suggest(name, position_names(true))) return s->text;
            return std::nullopt;
          });
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

std::optional<double> parse_lie_rate(std::string_view text) { return parse_probability(text); }

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
