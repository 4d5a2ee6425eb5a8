#include "solver/hats/record_reader.h"

#include <array>
#include <memory>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/core/record_file.h"
#include "solver/core/record_text.h"

namespace skb::hats {

namespace {


constexpr std::array<std::string_view, 8> kKeywords{"players", "variant", "view", "characters",
                                                    "look",    "swap",    "open", "dead-table"};
constexpr std::array<std::string_view, 8> kReserved{"players", "variant", "view", "characters",
                                                    "look",    "swap",    "open", "new"};

class Reader {
 public:
  Reader(std::string_view text, const std::string& file) : text_(text) { record_.file = file; }

  Record read() {
    const int line_number =
        skb::for_each_line(text_, [&](std::string_view line, int number) { read_line(line, number); });
    line_ = std::max(line_number, 1);
    if (record_.players.empty())
      fail(1, "the record is empty: it must start with 'players NAME...' (two to six names, in seat order)");
    if (!replay_) fail(1, "the record ends before the characters are laid out: 'characters C1 ... C7' is missing");
    replay_->finish();
    return std::move(record_);
  }

 private:
  [[noreturn]] void fail(int column, const std::string& message) const {
    throw RecordError({record_.file, line_, column}, message);
  }

  void read_line(std::string_view line, int line_number) {
    auto words = skb::split_words(line, record_.file, line_number, false);
    if (words.empty()) return;
    line_ = line_number;
    words_ = std::move(words);
    const Word& key = words_.front();
    const std::string text(line.substr(key.begin, words_.back().end - key.begin));
    record_.statements.push_back({line_, key.column, text});
    const std::string_view k = key.text;
    if (k != "players" && record_.players.empty())
      fail(key.column, fmt::format("the record must start with 'players NAME...', not '{}'", skb::quote(k)));
    if (k == "players") return read_players();
    if (k == "variant" || k == "view" || k == "characters") {
      if (replay_) fail(key.column, fmt::format("'{}' belongs to the header, before the characters are laid out", k));
      if (k == "variant") return read_variant();
      if (k == "view") return read_view();
      return read_characters();
    }
    if (k == "look" || k == "swap" || k == "open" || k == "dead-table") {
      if (!replay_)
        fail(key.column, fmt::format("'{}' before the characters are laid out: write 'characters C1 ... C7' first", k));
      return read_event();
    }
    fail(key.column, unknown_statement(key));
  }

  std::string unknown_statement(const Word& key) const {
    std::string hint;
    if (words_.size() > 1 && key.text == "dead" && words_[1].text == "table")
      hint = ": write dead-table, with a hyphen";
    if (hint.empty()) hint = skb::keyword_hint(key.text, kKeywords);
    if (hint.empty())
      hint = ": a statement starts with players, variant, view, characters, look, swap, open or dead-table";
    return fmt::format("unknown statement '{}'{}", skb::quote(key.text), hint);
  }

  std::size_t args() const { return words_.size() - 1; }

  void expect_args(std::size_t least, std::size_t most, std::string_view usage) const {
    if (args() < least)
      fail(words_.back().end_column, fmt::format("'{}' is incomplete: write {}", words_[0].text, usage));
    if (args() > most)
      fail(words_[most + 1].column, fmt::format("unexpected '{}' after the statement: write {}",
                                                skb::quote(words_[most + 1].text), usage));
  }

  void once(bool& seen) const {
    if (seen) fail(words_[0].column, fmt::format("a second '{}' statement: it may be given only once", words_[0].text));
    seen = true;
  }

  void read_players() {
    if (!record_.players.empty())
      fail(words_[0].column, "a second 'players' statement: the players are given once, as the first statement");
    if (args() == 0) fail(words_[0].end_column, "'players' needs the names of the players, in seat order");
    for (std::size_t i = 1; i < words_.size(); ++i) {
      std::string name = skb::check_name(words_[i], record_.file, line_, kReserved);
      for (const std::string& p : record_.players)
        if (p == name)
          fail(words_[i].column,
               fmt::format("'{}' is seated twice: player names must be unique", skb::quote(name)));
      record_.players.push_back(std::move(name));
    }
    const int n = record_.player_count();
    if (n < kMinPlayers || n > kMaxPlayers)
      fail(words_[0].column, fmt::format("the hat game is played by 2 to 6 players, but this record seats {}", n));
  }

  void read_variant() {
    once(seen_variant_);
    expect_args(1, 1, "variant standard or variant no-magic");
    const auto v = parse_variant(words_[1].text);
    if (!v)
      fail(words_[1].column, fmt::format("unknown variant '{}': the variants are standard and no-magic",
                                         skb::quote(words_[1].text)));
    record_.variant = *v;
  }

  int player(const Word& w) const {
    if (auto p = record_.find_player(w.text)) return *p;
    if (auto s = skb::suggest(w.text, record_.players))
      fail(w.column,
           fmt::format("'{}' is not a player of this game: did you mean {}?", skb::quote(w.text), s->text));
    fail(w.column, fmt::format("'{}' is not a player of this game (players: {})", skb::quote(w.text),
                               record_.player_list()));
  }

  void read_view() {
    once(seen_view_);
    expect_args(1, 1, "view NAME");
    record_.view = player(words_[1]);
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
      fail(w.column,
           fmt::format("'{}' is not a hat: hats are 1 to 10, or M for a magic hat", skb::quote(w.text)));
    }
    if (h->is_magic() && record_.variant == Variant::no_magic)
      fail(w.column, "a magic hat in a no-magic game: the variant removes the 4 magic hats");
    return *h;
  }

  Position position(const Word& w) const {
    const auto c = parse_character(w.text);  // 1..10, then checked against 1..7
    if (!c || c->number() > kPositions)
      fail(w.column,
           fmt::format("'{}' is not a position: positions are 1 to 7, left to right", skb::quote(w.text)));
    return Position::numbered(c->number());
  }

  void read_characters() {
    expect_args(kPositions, kPositions, "characters C1 C2 C3 C4 C5 C6 C7 (the characters at positions 1 to 7)");
    for (int i = 0; i < kPositions; ++i)
      record_.characters[static_cast<std::size_t>(i)] = character(words_[static_cast<std::size_t>(i) + 1]);
    record_.characters_statement = static_cast<int>(record_.statements.size()) - 1;
    replay_ = std::make_unique<Replay>(record_);
  }

  void read_event() {
    const std::string_view k = words_[0].text;
    Event e;
    e.statement = static_cast<int>(record_.statements.size()) - 1;
    if (k == "dead-table") {
      e.kind = EventKind::dead_table;
      if (args() == 0) fail(words_[0].end_column, "'dead-table' needs the hats revealed, in position order");
      for (std::size_t i = 1; i < words_.size(); ++i) e.faces.push_back(hat(words_[i]));
    } else if (k == "look") {
      expect_args(2, 3, "look NAME P, or look NAME P HAT with the hat the viewer saw");
      e.player = player(words_[1]);
      e.move = Move::look(position(words_[2]));
      if (args() == 3) e.hat = hat(words_[3]);
    } else if (k == "swap") {
      expect_args(3, 3, "swap NAME P Q");
      e.player = player(words_[1]);
      const Position p = position(words_[2]), q = position(words_[3]);
      if (p == q) fail(words_[3].column, "a swap needs two different positions");
      e.move = Move::swap(p, q);
    } else {
      expect_args(3, 5, "open NAME P HAT, or open NAME P HAT new C when a pair is replaced");
      e.player = player(words_[1]);
      e.move = Move::open(position(words_[2]));
      e.hat = hat(words_[3]);
      if (args() >= 4) {
        if (words_[4].text != "new")
          fail(words_[4].column, fmt::format("unexpected '{}': after the hat comes 'new C', the character laid in "
                                             "place of a pair",
                                             skb::quote(words_[4].text)));
        expect_args(5, 5, "open NAME P HAT new C");
        e.character = character(words_[5]);
      }
    }
    record_.events.push_back(std::move(e));
    replay_->play_next();
  }

  std::string_view text_;
  Record record_;
  std::vector<Word> words_;
  int line_ = 0;
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
