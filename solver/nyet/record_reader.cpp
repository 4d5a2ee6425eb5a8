#include "solver/nyet/record_reader.h"

#include <array>
#include <cctype>
#include <memory>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/core/record_file.h"
#include "solver/core/statement_reader.h"
#include "solver/nyet/record_vocabulary.h"
#include "solver/nyet/replay.h"

namespace skb::nyet {

namespace {

constexpr int kMaxUnits = 999;

class Reader : StatementReader {
 public:
  Reader(std::string_view text, const std::string& file) : StatementReader(text, file, false) { record_.file = file; }

  Record read() {
    const int lines = read_statements([&](std::string_view text) { read_statement(text); });
    if (names_.empty())
      empty_record(lines, fmt::format("{} NAME NAME...", keyword(Keyword::players)), " (2 to 5 names, clockwise)");
    if (!replay_) start_replay(1);
    replay_->finish();
    return std::move(record_);
  }

 private:
  int statement_index() const { return static_cast<int>(record_.statements.size()) - 1; }

  void read_statement(std::string_view text) {
    const Word& key = words().front();
    record_.statements.push_back({line(), key.column, statement_text(text)});
    const std::optional<Keyword> k = keyword_of(key.text);
    if (k != Keyword::players && names_.empty()) not_first(fmt::format("{} NAME NAME...", keyword(Keyword::players)));
    if (!k)
      fail(key.column, unknown_statement(kKeywords, fmt::format(": a statement starts with {} or {}",
                                                                fmt::join(kKeywords.begin(), kKeywords.end() - 1, ", "),
                                                                kKeywords.back())));
    switch (*k) {
      case Keyword::players:
        return read_players();
      case Keyword::characters:
      case Keyword::dealer:
      case Keyword::view:
      case Keyword::terms:
        if (replay_) fail(key.column, fmt::format("'{}' belongs to the header, before the hands and the vetoes", key.text));
        if (*k == Keyword::characters) return read_characters();
        if (*k == Keyword::dealer) return read_dealer();
        if (*k == Keyword::view) return read_view();
        return read_terms();
      default:
        if (!replay_) start_replay(key.column);
        return read_event(*k);
    }
  }

  void read_players() {
    if (!names_.empty())
      fail(words()[0].column, "a second 'players' statement: the players are given once, as the first statement");
    names_ = player_names(kReservedWords, "'players' needs the players' names, clockwise");
    for (std::size_t i = 1; i < words().size(); ++i)
      if (parse_kind(words()[i].text))
        fail(words()[i].column, fmt::format("'{}' is a card: a player's name cannot be one", words()[i].text));
    const int n = static_cast<int>(names_.size());
    if (n < kMinPlayers || n > kMaxPlayers)
      fail(words()[0].column, fmt::format("Nyet! is played by 2 to 5 players, but this record seats {}", n));
    record_.table = Table(names_);
  }

  Seat player(const Word& w) const {
    if (auto s = record_.table.find(w.text)) return *s;
    no_such_player(w, names_, names_);
  }

  void read_characters() {
    once(seen_characters_);
    const std::size_t n = names_.size();
    expect_args(n, n, fmt::format("one character per player, in seat order ({} of bear, crane, eagle, tiger, wolf)", n));
    for (std::size_t i = 1; i <= n; ++i) {
      const auto c = parse_character(words()[i].text);
      if (!c)
        fail(words()[i].column, fmt::format("'{}' is not a character: the characters are bear, crane, eagle, tiger "
                                           "and wolf",
                                           skb::quote(words()[i].text)));
      for (Character other : record_.characters)
        if (other == *c) fail(words()[i].column, fmt::format("two players are the {}", words()[i].text));
      record_.characters.push_back(*c);
    }
  }

  void read_dealer() {
    once(seen_dealer_);
    expect_args(1, 1, "dealer NAME");
    record_.dealer = player(words()[1]);
  }

  void read_view() {
    once(seen_view_);
    expect_args(1, 1, "view NAME (without 'view', the record is a spectator's)");
    record_.view = player(words()[1]);
    record_.view_statement = statement_index();
  }

  Colour colour(const Word& w) const {
    if (w.text.size() == 1) {
      if (auto c = colour_from_letter(w.text[0])) return *c;
    }
    fail(w.column, fmt::format("'{}' is not a colour: the colours are B, R, Y and G (blue, red, yellow, green)",
                               skb::quote(w.text)));
  }

  void read_terms() {
    once(seen_terms_);
    const char* usage = "terms trump C supertrump C|none points P (C: B, R, Y or G; P: -2, 1, 2, 3 or 4)";
    expect_args(6, 6, usage);
    PositionTerms t;
    bool trump = false, super = false, points = false;
    for (std::size_t i = 1; i + 1 < words().size(); i += 2) {
      const std::string_view k = words()[i].text;
      const Word& v = words()[i + 1];
      if (k == "trump" && !trump) {
        trump = true;
        t.trumps.trump = colour(v);
      } else if (k == "supertrump" && !super) {
        super = true;
        if (v.text != kNoneWord) t.trumps.supertrump = colour(v);
      } else if (k == "points" && !points) {
        points = true;
        const auto box = parse_box(Line::points, v.text, record_.table);
        if (!box) fail(v.column, fmt::format("'{}' is not a number of points: -2, 1, 2, 3 or 4", skb::quote(v.text)));
        t.points = kPointBoxes[static_cast<std::size_t>(box->index)];
      } else {
        fail(words()[i].column, fmt::format("unexpected '{}': write {}", skb::quote(k), usage));
      }
    }
    record_.position = t;
    record_.terms_statement = statement_index();
  }

  // The header is over: checks it and starts the replay.
  void start_replay(int column) {
    if (record_.position) {
      if (record_.dealer)
        fail(column, "a record has either 'dealer' (a round) or 'terms' (a position), not both");
      if (record_.view)
        fail(column, "a position record gives every hand: it has no 'view'");
    } else if (!record_.dealer) {
      fail(column, "the header names the dealer, 'dealer NAME' (or, for a position, its terms: 'terms ...')");
    }
    replay_ = std::make_unique<Replay>(record_);
  }

  Kind card(const Word& w) const {
    if (auto k = parse_kind(w.text)) return *k;
    const std::string t(w.text);
    std::string upper = t;
    upper[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(upper[0])));
    if (upper != t && parse_kind(upper))
      fail(w.column, fmt::format("'{}' is not a card: colour letters are capitals, write {}", skb::quote(t), upper));
    if (colour_from_letter(t[0]))
      fail(w.column, fmt::format("'{}' is not a card: values are 1 to 13, without leading zeros ({}1 ... {}13)",
                                 skb::quote(t), t[0], t[0]));
    fail(w.column, fmt::format("'{}' is not a card: a card is a colour letter (B, R, Y, G) and a value from 1 to 13, "
                               "e.g. B7, R13, G1",
                               skb::quote(t)));
  }

  std::vector<CardWord> cards_from(std::size_t first) const {
    std::vector<CardWord> out;
    for (std::size_t i = first; i < words().size(); ++i) out.push_back({card(words()[i]), words()[i].column});
    return out;
  }

  void read_event(Keyword k) {
    const int st = statement_index();
    switch (k) {
      case Keyword::hand:
        if (args() == 0) fail(words()[0].end_column, "'hand' is incomplete: write hand NAME CARD CARD...");
        record_.hands.push_back({player(words()[1]), words()[1].column, cards_from(2), st});
        return replay_->hand(record_.hands.back());
      case Keyword::veto:
        return read_veto(st);
      case Keyword::teams:
        return read_teams(st);
      case Keyword::bonus:
        return read_bonus(st);
      case Keyword::discard:
        return read_discard(st);
      case Keyword::pass:
        expect_args(2, 2, "pass NAME CARD (NAME gives CARD to the left neighbour)");
        record_.passes.push_back({player(words()[1]), words()[1].column, {card(words()[2]), words()[2].column}, st});
        return replay_->pass(record_.passes.back());
      case Keyword::units:
        return read_units(st);
      default:  // trick
        if (args() == 0) fail(words()[0].end_column, "'trick' is incomplete: write trick LEADER CARD CARD...");
        record_.tricks.push_back({player(words()[1]), words()[1].column, cards_from(2), st});
        return replay_->trick(record_.tricks.back());
    }
  }

  void read_bonus(int st) {
    expect_args(1, 1, "bonus NAME");
    if (record_.bonus_written) fail(words()[0].column, "a second 'bonus' statement: it may be given only once");
    if (!record_.teams) fail(words()[0].column, "the Bonus card is given with the teams: write 'teams ... vs ...' first");
    record_.teams->bonus = player(words()[1]);
    record_.bonus_written = true;
    record_.bonus_statement = st;
    replay_->bonus();
  }

  void read_discard(int st) {
    const char* usage = "discard NAME CARD [CARD], or discard NAME none";
    if (args() < 2) fail(words().back().end_column, fmt::format("'discard' is incomplete: write {}", usage));
    const Seat s = player(words()[1]);
    if (words()[2].text == kNoneWord) {
      expect_args(2, 2, "discard NAME none");
      record_.discards.push_back({s, words()[1].column, {}, st});
    } else {
      expect_args(2, 3, usage);
      record_.discards.push_back({s, words()[1].column, cards_from(2), st});
    }
    replay_->discard(record_.discards.back());
  }

  void read_units(int st) {
    expect_args(2, 2, "units NAME N (the units of NAME's side so far)");
    const std::string_view t = words()[2].text;
    bool digits = !t.empty() && t.size() <= 3 && (t.size() == 1 || t[0] != '0');
    for (char c : t) digits = digits && c >= '0' && c <= '9';
    const int units = digits ? std::stoi(std::string(t)) : -1;
    if (!digits || units > kMaxUnits)
      fail(words()[2].column, fmt::format("'{}' is not a number of units: a whole number from 0", skb::quote(t)));
    record_.units.push_back({player(words()[1]), words()[1].column, units, st});
    replay_->units(record_.units.back());
  }

  void read_veto(int st) {
    expect_args(3, 3, "veto NAME LINE BOX (LINE: first, discard, trump, supertrump or points)");
    const Seat s = player(words()[1]);
    const auto line = parse_line(words()[2].text);
    if (!line) {
      std::string hint = skb::keyword_hint(words()[2].text, std::array<std::string_view, 5>{
                                                                       "first", "discard", "trump", "supertrump", "points"},
                                                   "lines");
      if (hint.empty()) hint = ": the lines are first, discard, trump, supertrump and points";
      fail(words()[2].column, fmt::format("'{}' is not a line of the board{}", skb::quote(words()[2].text), hint));
    }
    const auto box = parse_box(*line, words()[3].text, record_.table);
    if (!box)
      fail(words()[3].column, fmt::format("'{}' is not a box of the {} line: {}", skb::quote(words()[3].text),
                                         line_name(*line), box_list(*line, record_.table)));
    record_.vetoes.push_back({s, *box, words()[1].column, words()[3].column, st});
    replay_->veto(record_.vetoes.back());
  }

  void read_teams(int st) {
    if (record_.teams) fail(words()[0].column, "a second 'teams' statement: the teams are chosen once");
    const char* usage = "teams NAME... vs NAME... (the two sides)";
    std::size_t vs = 0;
    for (std::size_t i = 1; i < words().size(); ++i)
      if (words()[i].text == kVersusWord) {
        if (vs) fail(words()[i].column, fmt::format("a second 'vs': write {}", usage));
        vs = i;
      }
    if (!vs) fail(words().back().end_column, fmt::format("'teams' needs 'vs' between the sides: write {}", usage));
    if (vs == 1) fail(words()[1].column, fmt::format("no player before 'vs': write {}", usage));
    if (vs + 1 == words().size()) fail(words()[vs].end_column, fmt::format("no player after 'vs': write {}", usage));
    SeatSet side, all;
    for (std::size_t i = 1; i < words().size(); ++i) {
      if (i == vs) continue;
      const Seat s = player(words()[i]);
      if (all.contains(s))
        fail(words()[i].column, fmt::format("{} is named twice: each player is on one side", record_.table.name(s)));
      all.add(s);
      if (i < vs) side.add(s);
    }
    const SeatSet missing = all.complement(record_.players());
    if (!missing.empty())
      fail(words()[0].column,
           fmt::format("{} {} on neither side: every player is on one", record_.table.names_of(missing, " and "),
                       missing.size() == 1 ? "is" : "are"));
    record_.teams = Teams{side, std::nullopt};
    record_.teams_statement = st;
    replay_->teams();
  }

  Record record_;
  std::vector<std::string> names_;
  std::unique_ptr<Replay> replay_;
  bool seen_characters_ = false, seen_dealer_ = false, seen_view_ = false, seen_terms_ = false;
};

}  // namespace

Record read_record(std::string_view text, const std::string& file) {
  Record record = Reader(text, file).read();
  return record;
}

Record read_record_file(const std::string& path) {
  const RecordFile file = read_record_bytes(path, kMaxRecordBytes, " (a round of Nyet! takes about 1 KiB)");
  return read_record(file.text, file.name);
}

}  // namespace skb::nyet
