#include "solver/hats/record_reader.h"

#include <memory>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/core/record_file.h"
#include "solver/core/statement_reader.h"
#include "solver/hats/record_vocabulary.h"

namespace skb::hats {

namespace {

class Reader : StatementReader {
 public:
  Reader(std::string_view text, const std::string& file) : StatementReader(text, file, false) { record_.file = file; }

  Record read() {
    const int line_number = read_statements([&](std::string_view text) { read_statement(text); });
    if (record_.players.empty())
      empty_record(line_number, fmt::format("{} NAME...", keyword(Keyword::players)),
                   " (two to six names, in seat order)");
    if (!replay_)
      fail_at(std::max(line_number, 1), 1,
              fmt::format("the record ends before the characters are laid out: '{} C1 ... C7' is missing",
                          keyword(Keyword::characters)));
    replay_->finish();
    return std::move(record_);
  }

 private:
  void read_statement(std::string_view text) {
    const Word& key = words().front();
    record_.statements.push_back({line(), key.column, statement_text(text)});
    const std::optional<Keyword> k = keyword_of(key.text);
    if (k != Keyword::players && record_.players.empty())
      not_first(fmt::format("{} NAME...", keyword(Keyword::players)));
    if (!k)
      fail(key.column, unknown_statement(kKeywords, fmt::format(": a statement starts with {} or {}",
                                                                fmt::join(kKeywords.begin(), kKeywords.end() - 1, ", "),
                                                                kKeywords.back())));
    switch (*k) {
      case Keyword::players:
        return read_players();
      case Keyword::variant:
      case Keyword::view:
      case Keyword::characters:
        if (replay_)
          fail(key.column, fmt::format("'{}' belongs to the header, before the characters are laid out", key.text));
        if (*k == Keyword::variant) return read_variant();
        if (*k == Keyword::view) return read_view();
        return read_characters();
      case Keyword::look:
      case Keyword::swap:
      case Keyword::open:
      case Keyword::dead_table:
        if (!replay_)
          fail(key.column, fmt::format("'{}' before the characters are laid out: write '{} C1 ... C7' first", key.text,
                                       keyword(Keyword::characters)));
        return read_event(*k);
    }
  }

  void read_players() {
    if (!record_.players.empty())
      fail(words()[0].column,
           fmt::format("a second '{}' statement: the players are given once, as the first statement", words()[0].text));
    record_.players = player_names(kReservedWords,
                                   fmt::format("'{}' needs the names of the players, in seat order", words()[0].text));
    const int n = record_.player_count();
    if (n < kMinPlayers || n > kMaxPlayers)
      fail(words()[0].column, fmt::format("the hat game is played by 2 to 6 players, but this record seats {}", n));
  }

  void read_variant() {
    const std::vector<Word>& ws = words();
    once(seen_variant_);
    expect_args(1, 1,
                fmt::format("{0} {1} or {0} {2}", keyword(Keyword::variant), variant_name(Variant::standard),
                            variant_name(Variant::no_magic)));
    const auto v = parse_variant(ws[1].text);
    if (!v)
      fail(ws[1].column, fmt::format("unknown variant '{}': the variants are {} and {}", skb::quote(ws[1].text),
                                     variant_name(Variant::standard), variant_name(Variant::no_magic)));
    record_.variant = *v;
  }

  int player(const Word& w) const {
    if (auto p = record_.find_player(w.text)) return *p;
    no_such_player(w, record_.players, record_.players);
  }

  void read_view() {
    once(seen_view_);
    expect_args(1, 1, fmt::format("{} NAME", keyword(Keyword::view)));
    record_.view = player(words()[1]);
  }

  Kind character(const Word& w) const {
    const auto c = parse_character(w.text);
    if (!c) fail(w.column, fmt::format("'{}' is not a character: characters are 1 to 10", skb::quote(w.text)));
    return *c;
  }

  Kind hat(const Word& w) const {
    const auto h = parse_hat(w.text);
    if (!h) {
      if (w.text == "m") fail(w.column, "'m' is not a hat: the magic hat is written M, in capitals");
      fail(w.column, fmt::format("'{}' is not a hat: hats are 1 to 10, or M for a magic hat", skb::quote(w.text)));
    }
    if (h->is_magic() && record_.variant == Variant::no_magic)
      fail(w.column, "a magic hat in a no-magic game: the variant removes the 4 magic hats");
    return *h;
  }

  Position position(const Word& w) const {
    const auto c = parse_character(w.text);  // 1..10, then checked against 1..7
    if (!c || c->number() > kPositions)
      fail(w.column, fmt::format("'{}' is not a position: positions are 1 to 7, left to right", skb::quote(w.text)));
    return Position::numbered(c->number());
  }

  void read_characters() {
    expect_args(
        kPositions, kPositions,
        fmt::format("{} C1 C2 C3 C4 C5 C6 C7 (the characters at positions 1 to 7)", keyword(Keyword::characters)));
    for (int i = 0; i < kPositions; ++i)
      record_.characters[static_cast<std::size_t>(i)] = character(words()[static_cast<std::size_t>(i) + 1]);
    record_.characters_statement = static_cast<int>(record_.statements.size()) - 1;
    replay_ = std::make_unique<Replay>(record_);
  }

  void read_event(Keyword k) {
    const std::vector<Word>& ws = words();
    Event e;
    e.statement = static_cast<int>(record_.statements.size()) - 1;
    if (k == Keyword::dead_table) {
      e.kind = EventKind::dead_table;
      if (args() == 0)
        fail(ws[0].end_column, fmt::format("'{}' needs the hats revealed, in position order", keyword(k)));
      for (std::size_t i = 1; i < ws.size(); ++i) e.faces.push_back(hat(ws[i]));
    } else if (k == Keyword::look) {
      expect_args(2, 3, fmt::format("{0} NAME P, or {0} NAME P HAT with the hat the viewer saw", keyword(k)));
      e.player = player(ws[1]);
      e.move = Move::look(position(ws[2]));
      if (args() == 3) e.hat = hat(ws[3]);
    } else if (k == Keyword::swap) {
      expect_args(3, 3, fmt::format("{} NAME P Q", keyword(k)));
      e.player = player(ws[1]);
      const Position p = position(ws[2]), q = position(ws[3]);
      if (p == q) fail(ws[3].column, "a swap needs two different positions");
      e.move = Move::swap(p, q);
    } else {
      expect_args(3, 5,
                  fmt::format("{0} NAME P HAT, or {0} NAME P HAT {1} C when a pair is replaced", keyword(k), kNewWord));
      e.player = player(ws[1]);
      e.move = Move::open(position(ws[2]));
      e.hat = hat(ws[3]);
      if (args() >= 4) {
        if (ws[4].text != kNewWord)
          fail(ws[4].column, fmt::format("unexpected '{}': after the hat comes '{} C', the character laid in "
                                         "place of a pair",
                                         skb::quote(ws[4].text), kNewWord));
        expect_args(5, 5, fmt::format("{} NAME P HAT {} C", keyword(k), kNewWord));
        e.character = character(ws[5]);
      }
    }
    record_.events.push_back(std::move(e));
    replay_->play_next();
  }

  Record record_;
  bool seen_variant_ = false, seen_view_ = false;
  std::unique_ptr<Replay> replay_;
};

}  // namespace

Record read_record(std::string_view text, const std::string& file) { return Reader(text, file).read(); }

Record read_record_file(const std::string& path) {
  const RecordFile f = read_record_bytes(path, kMaxRecordBytes);
  return read_record(f.text, f.name);
}

}  // namespace skb::hats
