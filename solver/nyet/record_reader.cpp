#include "solver/nyet/record_reader.h"

#include <array>
#include <cctype>
#include <memory>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/core/record_file.h"
#include "solver/core/record_text.h"
#include "solver/nyet/replay.h"

namespace skb::nyet {

namespace {

using skb::Word;

constexpr std::array<std::string_view, 13> kKeywords{"players", "characters", "dealer", "view",  "terms",
                                                     "hand",    "veto",       "teams",  "bonus", "discard",
                                                     "pass",    "units",      "trick"};
// Words a player's name cannot be: the keywords, the lines, boxes and characters.
constexpr std::array<std::string_view, 28> kReserved{
    "players", "characters", "dealer", "view",   "terms",      "hand",  "veto",  "teams",  "bonus", "discard",
    "pass",    "units",      "trick",  "vs",     "none",       "nyet",  "first", "trump",  "supertrump",
    "points",  "bear",       "crane",  "eagle",  "tiger",      "wolf",  "spectator", "all", "nobody"};
constexpr int kMaxUnits = 999;

class Reader {
 public:
  Reader(std::string_view text, const std::string& file) : text_(text) { record_.file = file; }

  Record read() {
    const int lines =
        skb::for_each_line(text_, [&](std::string_view line, int number) { read_line(line, number); });
    line_ = std::max(lines, 1);
    if (names_.empty()) fail(1, "the record is empty: it starts with 'players NAME NAME...' (2 to 5, clockwise)");
    if (!replay_) start_replay(1);
    replay_->finish();
    return std::move(record_);
  }

 private:
  [[noreturn]] void fail(int column, const std::string& message) const {
    throw RecordError({record_.file, line_, column}, message);
  }

  int statement_index() const { return static_cast<int>(record_.statements.size()) - 1; }

  void read_line(std::string_view line, int line_number) {
    auto words = skb::split_words(line, record_.file, line_number, false);
    if (words.empty()) return;
    line_ = line_number;
    words_ = std::move(words);
    const Word& key = words_.front();
    record_.statements.push_back(
        {line_, key.column, std::string(line.substr(key.begin, words_.back().end - key.begin))});
    const std::string_view k = key.text;
    if (k != "players" && names_.empty())
      fail(key.column, fmt::format("the record starts with 'players NAME NAME...', not '{}'", skb::quote(k)));
    if (k == "players") return read_players();
    if (k == "characters" || k == "dealer" || k == "view" || k == "terms") {
      if (replay_)
        fail(key.column, fmt::format("'{}' belongs to the header, before the hands and the vetoes", k));
      if (k == "characters") return read_characters();
      if (k == "dealer") return read_dealer();
      if (k == "view") return read_view();
      return read_terms();
    }
    if (k == "hand" || k == "veto" || k == "teams" || k == "bonus" || k == "discard" || k == "pass" ||
        k == "units" || k == "trick") {
      if (!replay_) start_replay(key.column);
      return read_event(k);
    }
    std::string hint = skb::keyword_hint(k, kKeywords);
    if (hint.empty())
      hint = ": a statement starts with players, characters, dealer, view, terms, hand, veto, teams, bonus, discard, "
             "pass, units or trick";
    fail(key.column, fmt::format("unknown statement '{}'{}", skb::quote(k), hint));
  }

  std::size_t args() const { return words_.size() - 1; }

  void expect_args(std::size_t least, std::size_t most, std::string_view usage) const {
    if (args() < least) fail(words_.back().end_column, fmt::format("'{}' is incomplete: write {}", words_[0].text, usage));
    if (args() > most)
      fail(words_[most + 1].column, fmt::format("unexpected '{}' after the statement: write {}",
                                                skb::quote(words_[most + 1].text), usage));
  }

  void once(bool& seen) const {
    if (seen) fail(words_[0].column, fmt::format("a second '{}' statement: it is given once", words_[0].text));
    seen = true;
  }

  void read_players() {
    if (!names_.empty()) fail(words_[0].column, "a second 'players' statement: the players are given once, first");
    if (args() == 0) fail(words_[0].end_column, "'players' needs the players' names, clockwise");
    for (std::size_t i = 1; i < words_.size(); ++i) {
      std::string name = skb::check_name(words_[i], record_.file, line_, kReserved);
      if (parse_kind(name))
        fail(words_[i].column, fmt::format("'{}' is a card: a player's name cannot be one", name));
      for (const std::string& p : names_)
        if (p == name)
          fail(words_[i].column, fmt::format("'{}' is seated twice: player names are unique", skb::quote(name)));
      names_.push_back(std::move(name));
    }
    const int n = static_cast<int>(names_.size());
    if (n < kMinPlayers || n > kMaxPlayers)
      fail(words_[0].column, fmt::format("Nyet! is played by 2 to 5 players, but this record seats {}", n));
    record_.table = Table(names_);
  }

  Seat player(const Word& w) const {
    if (auto s = record_.table.find(w.text)) return *s;
    if (auto s = skb::suggest(w.text, names_))
      fail(w.column,
           fmt::format("'{}' is not a player of this round: did you mean {}?", skb::quote(w.text), s->text));
    fail(w.column, fmt::format("'{}' is not a player of this round (players: {})", skb::quote(w.text),
                               record_.table.list()));
  }

  void read_characters() {
    once(seen_characters_);
    const std::size_t n = names_.size();
    expect_args(n, n, fmt::format("one character per player, in seat order ({} of bear, crane, eagle, tiger, wolf)", n));
    for (std::size_t i = 1; i <= n; ++i) {
      const auto c = parse_character(words_[i].text);
      if (!c)
        fail(words_[i].column, fmt::format("'{}' is not a character: the characters are bear, crane, eagle, tiger "
                                           "and wolf",
                                           skb::quote(words_[i].text)));
      for (Character other : record_.characters)
        if (other == *c) fail(words_[i].column, fmt::format("two players are the {}", words_[i].text));
      record_.characters.push_back(*c);
    }
  }

  void read_dealer() {
    once(seen_dealer_);
    expect_args(1, 1, "dealer NAME");
    record_.dealer = player(words_[1]);
  }

  void read_view() {
    once(seen_view_);
    expect_args(1, 1, "view NAME (without 'view', the record is a spectator's)");
    record_.view = player(words_[1]);
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
    for (std::size_t i = 1; i + 1 < words_.size(); i += 2) {
      const std::string_view k = words_[i].text;
      const Word& v = words_[i + 1];
      if (k == "trump" && !trump) {
        trump = true;
        t.trumps.trump = colour(v);
      } else if (k == "supertrump" && !super) {
        super = true;
        if (v.text != "none") t.trumps.supertrump = colour(v);
      } else if (k == "points" && !points) {
        points = true;
        const auto box = parse_box(Line::points, v.text, record_.table);
        if (!box) fail(v.column, fmt::format("'{}' is not a number of points: -2, 1, 2, 3 or 4", skb::quote(v.text)));
        t.points = kPointBoxes[static_cast<std::size_t>(box->index)];
      } else {
        fail(words_[i].column, fmt::format("unexpected '{}': write {}", skb::quote(k), usage));
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
    for (std::size_t i = first; i < words_.size(); ++i) out.push_back({card(words_[i]), words_[i].column});
    return out;
  }

  void read_event(std::string_view k) {
    const int st = statement_index();
    if (k == "hand") {
      if (args() == 0) fail(words_[0].end_column, "'hand' is incomplete: write hand NAME CARD CARD...");
      record_.hands.push_back({player(words_[1]), words_[1].column, cards_from(2), st});
      return replay_->hand(record_.hands.back());
    }
    if (k == "veto") return read_veto(st);
    if (k == "teams") return read_teams(st);
    if (k == "bonus") {
      expect_args(1, 1, "bonus NAME");
      if (record_.bonus_written) fail(words_[0].column, "a second 'bonus' statement: it is given once");
      if (!record_.teams) fail(words_[0].column, "the Bonus card is given with the teams: write 'teams ... vs ...' first");
      record_.teams->bonus = player(words_[1]);
      record_.bonus_written = true;
      record_.bonus_statement = st;
      return replay_->bonus();
    }
    if (k == "discard") {
      if (args() < 2) fail(words_.back().end_column, "'discard' is incomplete: write discard NAME CARD [CARD], or discard NAME none");
      const Seat s = player(words_[1]);
      if (words_[2].text == "none") {
        expect_args(2, 2, "discard NAME none");
        record_.discards.push_back({s, words_[1].column, {}, st});
      } else {
        expect_args(2, 3, "discard NAME CARD [CARD], or discard NAME none");
        record_.discards.push_back({s, words_[1].column, cards_from(2), st});
      }
      return replay_->discard(record_.discards.back());
    }
    if (k == "pass") {
      expect_args(2, 2, "pass NAME CARD (NAME gives CARD to the left neighbour)");
      record_.passes.push_back({player(words_[1]), words_[1].column, {card(words_[2]), words_[2].column}, st});
      return replay_->pass(record_.passes.back());
    }
    if (k == "units") {
      expect_args(2, 2, "units NAME N (the units of NAME's side so far)");
      const std::string_view t = words_[2].text;
      int units = 0;
      bool digits = !t.empty() && t.size() <= 3 && (t.size() == 1 || t[0] != '0');
      for (char c : t) digits = digits && c >= '0' && c <= '9';
      if (digits) units = std::stoi(std::string(t));
      if (!digits || units > kMaxUnits)
        fail(words_[2].column, fmt::format("'{}' is not a number of units: a whole number from 0", skb::quote(t)));
      record_.units.push_back({player(words_[1]), words_[1].column, units, st});
      return replay_->units(record_.units.back());
    }
    if (args() == 0) fail(words_[0].end_column, "'trick' is incomplete: write trick LEADER CARD CARD...");
    record_.tricks.push_back({player(words_[1]), words_[1].column, cards_from(2), st});
    replay_->trick(record_.tricks.back());
  }

  void read_veto(int st) {
    expect_args(3, 3, "veto NAME LINE BOX (LINE: first, discard, trump, supertrump or points)");
    const Seat s = player(words_[1]);
    const auto line = parse_line(words_[2].text);
    if (!line) {
      std::string hint = skb::keyword_hint(words_[2].text, std::array<std::string_view, 5>{
                                                                       "first", "discard", "trump", "supertrump", "points"},
                                                   "lines");
      if (hint.empty()) hint = ": the lines are first, discard, trump, supertrump and points";
      fail(words_[2].column, fmt::format("'{}' is not a line of the board{}", skb::quote(words_[2].text), hint));
    }
    const auto box = parse_box(*line, words_[3].text, record_.table);
    if (!box)
      fail(words_[3].column, fmt::format("'{}' is not a box of the {} line: {}", skb::quote(words_[3].text),
                                         line_name(*line), box_list(*line, record_.table)));
    record_.vetoes.push_back({s, *box, words_[1].column, words_[3].column, st});
    replay_->veto(record_.vetoes.back());
  }

  void read_teams(int st) {
    if (record_.teams) fail(words_[0].column, "a second 'teams' statement: the teams are chosen once");
    const char* usage = "teams NAME... vs NAME... (the two sides)";
    std::size_t vs = 0;
    for (std::size_t i = 1; i < words_.size(); ++i)
      if (words_[i].text == "vs") {
        if (vs) fail(words_[i].column, fmt::format("a second 'vs': write {}", usage));
        vs = i;
      }
    if (!vs) fail(words_.back().end_column, fmt::format("'teams' needs 'vs' between the sides: write {}", usage));
    if (vs == 1) fail(words_[1].column, fmt::format("no player before 'vs': write {}", usage));
    if (vs + 1 == words_.size()) fail(words_[vs].end_column, fmt::format("no player after 'vs': write {}", usage));
    SeatSet side, all;
    for (std::size_t i = 1; i < words_.size(); ++i) {
      if (i == vs) continue;
      const Seat s = player(words_[i]);
      if (all.contains(s))
        fail(words_[i].column, fmt::format("{} is named twice: each player is on one side", record_.table.name(s)));
      all.add(s);
      if (i < vs) side.add(s);
    }
    const SeatSet missing = all.complement(record_.players());
    if (!missing.empty())
      fail(words_[0].column,
           fmt::format("{} {} on neither side: every player is on one", record_.table.names_of(missing, " and "),
                       missing.size() == 1 ? "is" : "are"));
    record_.teams = Teams{side, std::nullopt};
    record_.teams_statement = st;
    replay_->teams();
  }

  std::string_view text_;
  Record record_;
  std::vector<std::string> names_;
  std::unique_ptr<Replay> replay_;
  int line_ = 0;
  std::vector<Word> words_;
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
