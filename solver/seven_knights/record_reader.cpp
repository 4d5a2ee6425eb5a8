#include "solver/seven_knights/record_reader.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/core/record_file.h"
#include "solver/core/statement_reader.h"
#include "solver/core/text.h"

namespace skb::seven_knights {

namespace {

constexpr std::array<std::string_view, 22> kReserved{
    "C1",      "C2",      "C3",    "C4",     "W",       "in",   "and",  "or",   "not", "yes",  "no",
    "variant", "players", "rules", "strict", "lenient", "view", "look", "tile", "ask", "vote", "captain"};

using skb::Word;

constexpr std::array<std::string_view, 10> kStatementKeywords{"variant", "players", "rules", "lie-rate", "view",
                                                              "look",    "tile",    "ask",   "vote",     "captain"};

using skb::keyword_hint;

class Reader : StatementReader {
 public:
  Reader(std::string_view text, const std::string& file) : StatementReader(text, file, true) { record_.file = file; }

  Record read() {
    const int line_number = read_statements([&](std::string_view text) { read_statement(text); });
    if (!record_.variant) empty_record(line_number, "variant NAME", " (e.g. variant standard)");
    if (record_.players.empty())
      fail_at(line_number, 1, "the record ends before the 'players' statement that lists the seating");
    return std::move(record_);
  }

 private:
  void read_statement(std::string_view text) {
    const Word& key = words().front();
    if (key.quoted) fail(key.column, "a statement starts with a keyword, not a quoted question");
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
    // The first word of a statement is never a name: a capitalised keyword is a slip.
    if (!kind)
      fail(key.column,
           unknown_statement(kStatementKeywords,
                             ": expected variant, players, rules, lie-rate, view, look, tile, ask, vote or captain"));
    int index = static_cast<int>(record_.statements.size());
    record_.statements.push_back({*kind, line(), key.column, statement_text(text)});
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
        fail(key.column, "a second 'variant' statement: the variant is given once, as the first statement");
      if (!record_.statements.empty() && record_.statements.size() > 1)
        fail(key.column, "'variant' must be the first statement");
      return;
    }
    if (!record_.variant) not_first("variant NAME");
    if (kind == StatementKind::players) {
      if (!record_.players.empty()) fail(key.column, "a second 'players' statement: the seating is given once");
      return;
    }
    if (record_.players.empty())
      fail(key.column, fmt::format("'players' must be the second statement, before '{}'", skb::quote(key.text)));
    if (header_setting && body_started_)
      fail(key.column,
           fmt::format("'{}' must come right after 'players', before any look, tile, ask, vote or captain statement",
                       key.text));
    if (!header_setting) body_started_ = true;
  }

  // Requires exactly `n` argument words (after the keyword), none of them quoted unless
  // `quoted_at` names its index.
  void expect_args(std::size_t n, std::string_view usage, int quoted_at = -1) {
    StatementReader::expect_args(n, n, usage);
    const std::vector<Word>& ws = words();
    for (std::size_t i = 1; i < ws.size(); ++i) {
      bool should = static_cast<int>(i) - 1 == quoted_at;
      if (ws[i].quoted && !should) fail(ws[i].column, fmt::format("unexpected quoted text: write {}", usage));
      if (!ws[i].quoted && should)
        fail(ws[i].column, fmt::format("the question must be written between double quotes: write {}", usage));
    }
  }

  void read_variant() {
    expect_args(1, "variant NAME");
    const Word& w = words()[1];
    record_.variant = find_variant(w.text);
    if (!record_.variant) {
      std::vector<std::string> names;
      for (const Variant& v : variants()) names.emplace_back(v.name);
      std::string hint = fmt::format(": expected {}", variant_names());
      if (auto s = skb::suggest(w.text, names))
        hint = s->case_only ? fmt::format(": variant names are lower case: write {}", s->text)
                            : fmt::format(": did you mean {}?", s->text);
      fail(w.column, fmt::format("unknown variant '{}'{}", skb::quote(w.text), hint));
    }
  }

  void read_players() {
    const Variant& v = *record_.variant;
    record_.players =
        player_names(kReserved, "'players' needs the names of the players, clockwise, First player first");
    int n = record_.player_count();
    if (n < v.min_players || n > v.max_players)
      fail(words()[0].column, fmt::format("{} is played by {} to {} players, but this record seats {}", v.name,
                                          v.min_players, v.max_players, n));
  }

  void read_rules() {
    once(seen_rules_);
    expect_args(1, "rules strict or rules lenient");
    const Word& w = words()[1];
    if (w.text == "strict")
      record_.rules = RuleSet::strict;
    else if (w.text == "lenient")
      record_.rules = RuleSet::lenient;
    else
      fail(w.column, fmt::format("unknown rules '{}'{}", skb::quote(w.text), [&] {
             std::string hint = keyword_hint(w.text, std::array<std::string_view, 2>{"strict", "lenient"});
             return hint.empty() ? std::string(": expected strict or lenient") : hint;
           }()));
  }

  void read_lie_rate() {
    once(seen_lie_rate_);
    expect_args(1, "lie-rate X, with X between 0 and 1");
    const Word& w = words()[1];
    auto rate = parse_lie_rate(w.text);
    if (!rate)
      fail(w.column,
           fmt::format("'{}' is not a lie rate: write a decimal between 0 and 1, e.g. 0.25", skb::quote(w.text)));
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
    StatementReader::no_such_player(w, record_.players, position_names(slots));
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
      fail(w.column, fmt::format("there is no {} in {}-player {}: it has {}", w.text, record_.player_count(),
                                 record_.variant->name, has));
    }
    if (!record_.find_player(w.text)) no_such_player(w, true);
    return player(w);
  }

  void read_view() {
    once(seen_view_);
    expect_args(1, "view NAME");
    record_.view = player(words()[1]);
  }

  void read_look(int index) {
    expect_args(2, "look PLAYER POSITION");
    record_.looks.push_back({index, player(words()[1]), position(words()[2]), words()[2].column});
  }

  void read_tile(int index) {
    expect_args(2, "tile POSITION VALUE, with VALUE 1 to 7 or W");
    const Word& v = words()[2];
    int value = -1;
    if (v.text == "W") {
      value = kWitch;
    } else if (!v.text.empty() && v.text.find_first_not_of("0123456789") == std::string_view::npos) {
      value = 0;
      for (char c : v.text) value = std::min(1000, value * 10 + (c - '0'));
      if (value < 1 || value > 7) value = -1;
    }
    if (value < 0)
      fail(v.column, fmt::format("'{}' is not a tile: {}", skb::quote(v.text),
                                 v.text == "w" ? "write W (upper case) for the Witch" : "tiles are 1 to 7 and W"));
    record_.tiles.push_back({index, position(words()[1]), value, words()[1].column, v.column});
  }

  void read_ask(int index) {
    expect_args(4, "ask ASKER ANSWERER \"QUESTION\" yes|no", 2);
    Question q;
    q.statement = index;
    q.asker = player(words()[1]);
    q.answerer = player(words()[2]);
    q.asker_column = words()[1].column;
    q.answerer_column = words()[2].column;
    const Word& ans = words()[4];
    if (ans.text == "yes")
      q.answer = true;
    else if (ans.text == "no")
      q.answer = false;
    else
      fail(ans.column, fmt::format("the answer must be yes or no, not '{}'{}", skb::quote(ans.text),
                                   keyword_hint(ans.text, std::array<std::string_view, 2>{"yes", "no"})));
    const Word& pred = words()[3];
    try {
      q.predicate = parse_predicate(
          pred.text, pred.column + 1, [this](std::string_view name) { return record_.find_position(name); },
          [this](std::string_view name) -> std::optional<std::string> {
            if (auto s = skb::suggest(name, position_names(true))) return s->text;
            return std::nullopt;
          });
    } catch (const PredicateSyntaxError& e) {
      fail(e.column(), e.what());
    }
    record_.questions.push_back(std::move(q));
  }

  void read_vote(int index) {
    expect_args(2, "vote VOTER CANDIDATE");
    record_.votes.push_back({index, player(words()[1]), player(words()[2]), words()[2].column});
  }

  void read_captain(int index) {
    expect_args(1, "captain NAME");
    if (record_.captain) fail(words()[0].column, "a second 'captain' statement: the Captain is named once");
    record_.captain = CaptainClaim{index, player(words()[1]), words()[1].column};
  }

  Record record_;
  bool body_started_ = false;
  bool seen_rules_ = false, seen_lie_rate_ = false, seen_view_ = false;
};

}  // namespace

std::optional<double> parse_lie_rate(std::string_view text) { return parse_probability(text); }

Record read_record(std::string_view text, const std::string& file) { return Reader(text, file).read(); }

Record read_record_file(const std::string& path) {
  const RecordFile file = read_record_bytes(path, kMaxRecordBytes, " (100,000 questions take about 4 MiB)");
  return read_record(file.text, file.name);
}

}  // namespace skb::seven_knights
