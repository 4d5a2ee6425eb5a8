#include "solver/mutiny/record_reader.h"

#include <algorithm>
#include <array>
#include <cctype>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/core/record_file.h"
#include "solver/core/record_text.h"
#include "solver/core/text.h"
#include "solver/mutiny/play.h"
#include "solver/mutiny/rules.h"

namespace skb::mutiny {

namespace {


constexpr std::array<std::string_view, 24> kStatementKeywords{
    "players",    "boatswain",      "chaplain",        "helmsman",  "navigator",
    "view",       "lie-rate",       "confession-rate", "mutineer",  "not-mutineer",
    "confession", "no-confession",  "sworn",           "not-sworn", "search",
    "report",     "innocence-vote", "dead-reckoning",  "condemn",   "wait",
    "guilt-vote", "forgive",        "change-course",   "move"};

// Keywords and the words of statements: none of them can be a player's name.
constexpr std::array<std::string_view, 19> kReserved{
    "players", "boatswain", "chaplain", "helmsman", "navigator", "view",   "mutineer", "confession", "sworn", "search",
    "report",  "condemn",   "wait",     "forgive",  "move",      "nobody", "silent",   "confessed",  "denied"};

constexpr std::array<std::string_view, 4> kClaims{"mutineer", "not-mutineer", "confessed", "denied"};

constexpr std::array<std::pair<std::string_view, StatementKind>, 4> kRoleStatements{
    {{"boatswain", StatementKind::boatswain},
     {"chaplain", StatementKind::chaplain},
     {"helmsman", StatementKind::helmsman},
     {"navigator", StatementKind::navigator}}};

std::string lower(std::string_view w) {
  std::string out(w);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

class Reader {
 public:
  Reader(std::string_view text, const std::string& file) : text_(text) { record_.file = file; }

  Record read() {
    const int line_number =
        skb::for_each_line(text_, [&](std::string_view line, int number) { read_line(line, number); });
    line_ = std::max(line_number, 1);
    if (record_.players.empty())
      fail(1, "the record is empty: it must start with 'players NAME...' (four to six names, in seat order)");
    if (!record_.seating) {
      line_ = line_number;
      fail(1, fmt::format("the record ends before every crew card is given: '{} NAME' is missing", missing_role()));
    }
    start_plays();
    for (Play& p : plays_) p.finish();
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
    const std::optional<StatementKind> kind = statement_kind(key.text);
    if (!kind) fail(key.column, unknown_statement(key));
    const int index = static_cast<int>(record_.statements.size());
    std::string text(line.substr(key.begin, words_.back().end - key.begin));
    record_.statements.push_back({*kind, line_, key.column, std::move(text)});
    check_order(*kind);
    switch (*kind) {
      case StatementKind::players:
        return read_players();
      case StatementKind::boatswain:
      case StatementKind::chaplain:
      case StatementKind::helmsman:
      case StatementKind::navigator:
        return read_role(*kind);
      case StatementKind::view:
        return read_view();
      case StatementKind::lie_rate:
        return read_rate(seen_lie_rate_, record_.lie_rate, "a lie rate", "0.25");
      case StatementKind::confession_rate:
        read_rate(seen_confession_rate_, record_.confession_rate, "a confession rate", "0.75");
        record_.confession_rate_statement = index;
        return;
      case StatementKind::fact:
        return read_fact(index);
      default:
        return read_action(*kind, index);
    }
  }

  std::optional<StatementKind> statement_kind(std::string_view word) const {
    for (const auto& [name, kind] : kRoleStatements)
      if (word == name) return kind;
    if (word == "players") return StatementKind::players;
    if (word == "view") return StatementKind::view;
    if (word == "lie-rate") return StatementKind::lie_rate;
    if (word == "confession-rate") return StatementKind::confession_rate;
    if (word == "mutineer" || word == "not-mutineer" || word == "confession" || word == "no-confession" ||
        word == "sworn" || word == "not-sworn")
      return StatementKind::fact;
    for (const StatementKind k :
         {StatementKind::search, StatementKind::report, StatementKind::innocence_vote, StatementKind::dead_reckoning,
          StatementKind::condemn, StatementKind::wait, StatementKind::guilt_vote, StatementKind::forgive,
          StatementKind::change_course, StatementKind::move})
      if (word == keyword(k)) return k;
    return std::nullopt;
  }

  // The message for an unknown first word: a keyword in capitals or misspelt, or two words
  // where a keyword has a hyphen ("lie rate").
  std::string unknown_statement(const Word& key) const {
    std::string hint;
    if (words_.size() > 1) {
      const std::string joined = lower(key.text) + "-" + lower(words_[1].text);
      for (const std::string_view k : kStatementKeywords)
        if (joined == k) hint = fmt::format(": write {}, with a hyphen", k);
    }
    if (hint.empty()) hint = skb::keyword_hint(key.text, kStatementKeywords);
    if (hint.empty())
      hint =
          ": a statement starts with players, a crew card (boatswain, chaplain, helmsman, navigator), view, "
          "lie-rate, confession-rate, a fact (mutineer, not-mutineer, confession, no-confession, sworn, not-sworn) "
          "or an action (search, report, innocence-vote, dead-reckoning, condemn, wait, guilt-vote, forgive, "
          "change-course, move)";
    return fmt::format("unknown statement '{}'{}", skb::quote(key.text), hint);
  }

  bool is_header(StatementKind kind) const { return kind < StatementKind::fact; }

  void check_order(StatementKind kind) {
    const Word& key = words_.front();
    if (kind == StatementKind::players) {
      if (!record_.players.empty())
        fail(key.column, "a second 'players' statement: the seating is given once, as the first statement");
      if (record_.statements.size() > 1) fail(key.column, "'players' must be the first statement");
      return;
    }
    if (record_.players.empty())
      fail(key.column,
           fmt::format("the record must start with 'players NAME...', not '{}'", skb::quote(key.text)));
    if (is_header(kind)) {
      if (body_started_)
        fail(key.column, fmt::format("'{}' belongs to the header, before every fact and action", key.text));
      return;
    }
    if (!record_.seating)
      fail(key.column, fmt::format("every crew card is given before the game: '{} NAME' is missing before '{}'",
                                   missing_role(), key.text));
    body_started_ = true;
    start_plays();
  }

  std::string_view missing_role() const {
    for (std::size_t r = 0; r < role_count; ++r)
      if (!holders_[r]) return kRoleStatements[r].first;
    return "";
  }

  // Requires between `least` and `most` argument words after the keyword.
  void expect_args(std::size_t least, std::size_t most, std::string_view usage) const {
    const Word& key = words_.front();
    if (words_.size() - 1 < least)
      fail(words_.back().end_column, fmt::format("'{}' is incomplete: write {}", key.text, usage));
    if (words_.size() - 1 > most)
      fail(words_[most + 1].column, fmt::format("unexpected '{}' after the statement: write {}",
                                                skb::quote(words_[most + 1].text), usage));
  }

  std::size_t args() const { return words_.size() - 1; }

  void read_players() {
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
    if (n < min_players || n > max_players)
      fail(words_[0].column, fmt::format("Mutiny is played by 4, 5 or 6 players, but this record seats {}", n));
  }

  [[noreturn]] void no_such_player(const Word& w) const {
    if (auto s = skb::suggest(w.text, record_.players))
      fail(w.column,
           fmt::format("'{}' is not a player of this game: did you mean {}?", skb::quote(w.text), s->text));
    fail(w.column, fmt::format("'{}' is not a player of this game (players: {})", skb::quote(w.text),
                               record_.player_list()));
  }

  Player player(const Word& w) const {
    if (auto p = record_.find_player(w.text)) return *p;
    no_such_player(w);
  }

  std::optional<Player> player_or_nobody(const Word& w) const {
    if (w.text == "nobody") return std::nullopt;
    return player(w);
  }

  void once(bool& seen) const {
    if (seen) fail(words_[0].column, fmt::format("a second '{}' statement: it may be given only once", words_[0].text));
    seen = true;
  }

  void read_role(StatementKind kind) {
    const std::size_t r = static_cast<std::size_t>(kind) - static_cast<std::size_t>(StatementKind::boatswain);
    const Role role = all_roles[r];
    expect_args(1, 1, fmt::format("{} NAME", kRoleStatements[r].first));
    if (holders_[r])
      fail(words_[0].column,
           fmt::format("a second '{}' statement: the {}'s card is given once", words_[0].text, role_name(role)));
    const Player p = player(words_[1]);
    for (std::size_t other = 0; other < role_count; ++other)
      if (holders_[other] == p)
        fail(words_[1].column, fmt::format("{} holds the {}'s card already: a player holds at most one crew card",
                                           record_.name(p), role_name(all_roles[other])));
    holders_[r] = p;
    if (std::all_of(holders_.begin(), holders_.end(), [](const auto& h) { return h.has_value(); })) {
      std::array<Player, role_count> seats{*holders_[0], *holders_[1], *holders_[2], *holders_[3]};
      record_.seating = Seating::make(record_.player_count(), seats);
    }
  }

  void read_view() {
    once(seen_view_);
    expect_args(1, 1, "view NAME");
    record_.view = player(words_[1]);
  }

  void read_rate(bool& seen, double& value, std::string_view what, std::string_view example) {
    once(seen);
    expect_args(1, 1, fmt::format("{} X, with X between 0 and 1", words_[0].text));
    const Word& w = words_[1];
    const std::optional<double> rate = parse_probability(w.text);
    if (!rate)
      fail(w.column, fmt::format("'{}' is not {}: write a decimal between 0 and 1, e.g. {}", skb::quote(w.text),
                                 what, example));
    value = *rate;
  }

  // A state waiting for the Chaplain's confession, to ask the rules whom he may hear.
  State confession_state() const {
    State s = State::deal(*record_.seating, record_.seating->holder(Role::boatswain));
    return apply(s, Action::search(std::nullopt));
  }

  // Checks that `w` names a player the Chaplain may hear (another role player).
  Player confession_player(const Word& w) const {
    const Player p = player(w);
    if (const auto why = breach(confession_state(), Action::confess(p))) fail(w.column, std::string(*why));
    return p;
  }

  void read_fact(int index) {
    const std::string_view key = words_[0].text;
    Fact fact;
    fact.statement = index;
    if (key == "mutineer" || key == "not-mutineer") {
      expect_args(1, 1, fmt::format("{} NAME", key));
      fact.kind = key == "mutineer" ? FactKind::mutineer : FactKind::not_mutineer;
      fact.player = player(words_[1]);
      if (fact.kind == FactKind::mutineer && !record_.seating->is_role_player(*fact.player))
        fail(words_[1].column,
             fmt::format("{} is a juror, and jurors are never the Mutineer", record_.name(*fact.player)));
    } else if (key == "confession") {
      const std::string_view usage =
          "confession NAME, confession NAME confessed, confession NAME denied or confession nobody";
      expect_args(1, 2, usage);
      if (words_[1].text == "nobody") {
        expect_args(1, 1, usage);
        fact.kind = FactKind::heard_nobody;
      } else {
        fact.player = confession_player(words_[1]);
        fact.kind = FactKind::heard;
        if (args() == 2) {
          const std::string_view result = words_[2].text;
          if (result == "confessed")
            fact.kind = FactKind::heard_confessed;
          else if (result == "denied")
            fact.kind = FactKind::heard_denied;
          else
            fail(
                words_[2].column,
                fmt::format("what a confession showed is confessed or denied, not '{}'{}", skb::quote(result),
                            skb::keyword_hint(result, std::array<std::string_view, 2>{"confessed", "denied"})));
        }
      }
    } else if (key == "no-confession") {
      expect_args(1, 1, "no-confession NAME");
      fact.kind = FactKind::not_heard;
      fact.player = confession_player(words_[1]);
    } else {
      expect_args(0, 0, key);
      fact.kind = key == "sworn" ? FactKind::sworn : FactKind::not_sworn;
    }
    if (args() > 0) fact.player_column = words_[1].column;
    for (const Fact& other : record_.facts)
      if (other == fact)
        fail(words_[0].column, fmt::format("this fact is stated already on line {}",
                                           record_.statements[static_cast<std::size_t>(other.statement)].line));
    record_.facts.push_back(fact);
  }

  Claim claim(const Word& w) const {
    for (std::size_t k = 0; k < kClaims.size(); ++k)
      if (w.text == kClaims[k])
        return std::array{Claim::is_mutineer, Claim::is_not_mutineer, Claim::confessed, Claim::denied}[k];
    std::string hint = skb::keyword_hint(w.text, kClaims);
    if (hint.empty()) hint = ": the Boatswain reports mutineer or not-mutineer, the Chaplain confessed or denied";
    fail(w.column, fmt::format("unknown report '{}'{}", skb::quote(w.text), hint));
  }

  void read_action(StatementKind kind, int index) {
    RecordedAction a;
    a.statement = index;
    a.kind = kind;
    for (std::size_t i = 1; i < words_.size(); ++i) a.columns.push_back(words_[i].column);
    const auto nobody = [&](std::size_t i) { return words_[i].text == "nobody"; };
    switch (kind) {
      case StatementKind::search:
        expect_args(2, 2, "search BOATSWAIN PLAYER, or search BOATSWAIN nobody");
        a.actor = player(words_[1]);
        a.target = player_or_nobody(words_[2]);
        break;
      case StatementKind::report: {
        const std::string_view usage =
            "report REPORTER PLAYER CLAIM (mutineer, not-mutineer, confessed or denied), "
            "or report REPORTER silent";
        expect_args(2, 3, usage);
        a.actor = player(words_[1]);
        if (args() == 2) {
          if (words_[2].text != "silent")
            fail(words_[2].end_column, fmt::format("'report' is incomplete: write {}", usage));
        } else {
          a.report = {claim(words_[3]), player(words_[2])};
        }
        break;
      }
      case StatementKind::innocence_vote:
      case StatementKind::guilt_vote:
        expect_args(2, 3, fmt::format("{} VOTER PLAYER (two players for a player who casts two votes)", keyword(kind)));
        a.actor = player(words_[1]);
        a.target = player(words_[2]);
        if (args() == 3) a.second = player(words_[3]);
        break;
      case StatementKind::dead_reckoning: {
        const std::string_view usage =
            "dead-reckoning NAVIGATOR CASTER FROM TO (CASTER's vote for FROM moved to TO), or dead-reckoning "
            "NAVIGATOR nobody";
        expect_args(2, 4, usage);
        a.actor = player(words_[1]);
        if (args() == 2 && nobody(2)) break;
        expect_args(4, 4, usage);
        a.caster = player(words_[2]);
        a.from = player(words_[3]);
        a.target = player(words_[4]);
        break;
      }
      case StatementKind::condemn:
        expect_args(2, 2, "condemn HELMSMAN PLAYER, or condemn HELMSMAN nobody");
        a.actor = player(words_[1]);
        a.target = player_or_nobody(words_[2]);
        break;
      case StatementKind::wait:
        expect_args(1, 1, "wait BOATSWAIN");
        a.actor = player(words_[1]);
        break;
      case StatementKind::forgive: {
        const std::string_view usage =
            "forgive CHAPLAIN CASTER FROM (CASTER's vote for FROM taken for the Chaplain), or forgive CHAPLAIN nobody";
        expect_args(2, 3, usage);
        a.actor = player(words_[1]);
        if (args() == 2 && nobody(2)) break;
        expect_args(3, 3, usage);
        a.caster = player(words_[2]);
        a.from = player(words_[3]);
        break;
      }
      case StatementKind::change_course:
        expect_args(2, 2, "change-course NAVIGATOR PLAYER, or change-course NAVIGATOR nobody");
        a.actor = player(words_[1]);
        a.target = player_or_nobody(words_[2]);
        break;
      default:  // move
        expect_args(3, 3, "move PLAYER FROM TO (their vote for FROM moved to TO)");
        a.actor = player(words_[1]);
        a.from = player(words_[2]);
        a.target = player(words_[3]);
        break;
    }
    record_.actions.push_back(std::move(a));
    for (Play& p : plays_) p.play(record_.actions.size() - 1);
  }

  // The plays that check every action, one per Mutineer: the rules do not depend on the world
  // except that the game ends in round 1 in the world whose Mutineer is declared innocent; the
  // others go on.
  void start_plays() {
    if (!plays_.empty()) return;
    for (const Role r : all_roles) plays_.emplace_back(record_, World{record_.seating->holder(r), std::nullopt});
  }

  std::string_view text_;
  Record record_;
  std::vector<Word> words_;
  int line_ = 0;
  bool body_started_ = false;
  bool seen_view_ = false, seen_lie_rate_ = false, seen_confession_rate_ = false;
  std::array<std::optional<Player>, role_count> holders_{};
  std::vector<Play> plays_;
};

}  // namespace

Record read_record(std::string_view text, const std::string& file) { return Reader(text, file).read(); }

Record read_record_file(const std::string& path) {
  const RecordFile file = read_record_bytes(path, kMaxRecordBytes, " (a whole game takes about 1 KiB)");
  return read_record(file.text, file.name);
}

}  // namespace skb::mutiny
