#include "solver/mutiny/record_reader.h"

#include <algorithm>
#include <array>
#include <span>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/core/record_file.h"
#include "solver/core/statement_reader.h"
#include "solver/core/text.h"
#include "solver/mutiny/play.h"
#include "solver/mutiny/record_vocabulary.h"
#include "solver/mutiny/rules.h"

namespace skb::mutiny {

namespace {

constexpr std::array<std::pair<std::string_view, StatementKind>, 4> kRoleStatements{
    {{keyword(StatementKind::boatswain), StatementKind::boatswain},
     {keyword(StatementKind::chaplain), StatementKind::chaplain},
     {keyword(StatementKind::helmsman), StatementKind::helmsman},
     {keyword(StatementKind::navigator), StatementKind::navigator}}};

// Returns the keywords from `first` to `last` in the order of StatementKind, joined by ", ".
std::string keyword_list(StatementKind first, StatementKind last) {
  const auto begin = kStatementKeywords.begin() + static_cast<std::ptrdiff_t>(first);
  return fmt::format("{}", fmt::join(begin, kStatementKeywords.begin() + static_cast<std::ptrdiff_t>(last) + 1, ", "));
}

// The list of statements for the message about an unknown one.
std::string expected_statements() {
  std::vector<std::string_view> facts;
  for (const std::string_view k : kFactKeywords)
    if (std::find(facts.begin(), facts.end(), k) == facts.end()) facts.push_back(k);
  return fmt::format(": a statement starts with {}, a crew card ({}), {}, {}, {}, a fact ({}) or an action ({})",
                     keyword(StatementKind::players), keyword_list(StatementKind::boatswain, StatementKind::navigator),
                     keyword(StatementKind::view), keyword(StatementKind::lie_rate),
                     keyword(StatementKind::confession_rate), fmt::join(facts, ", "),
                     keyword_list(StatementKind::search, StatementKind::move));
}

class Reader : StatementReader {
 public:
  Reader(std::string_view text, const std::string& file) : StatementReader(text, file, false) { record_.file = file; }

  Record read() {
    const int line_number = read_statements([&](std::string_view text) { read_statement(text); });
    if (record_.players.empty())
      empty_record(line_number, fmt::format("{} NAME...", keyword(StatementKind::players)),
                   " (four to six names, in seat order)");
    if (!record_.seating)
      fail_at(line_number, 1,
              fmt::format("the record ends before every crew card is given: '{} NAME' is missing", missing_role()));
    start_plays();
    for (Play& p : plays_) p.finish();
    return std::move(record_);
  }

 private:
  void read_statement(std::string_view text) {
    const Word& key = words().front();
    const std::optional<StatementKind> kind = statement_kind(key.text);
    if (!kind) fail(key.column, unknown_statement(kFirstWords, expected_statements()));
    const int index = static_cast<int>(record_.statements.size());
    record_.statements.push_back({*kind, line(), key.column, statement_text(text)});
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
    if (std::find(kFactKeywords.begin(), kFactKeywords.end(), word) != kFactKeywords.end()) return StatementKind::fact;
    for (std::size_t k = 0; k < kStatementKeywords.size(); ++k)
      if (word == kStatementKeywords[k] && static_cast<StatementKind>(k) != StatementKind::fact)
        return static_cast<StatementKind>(k);
    return std::nullopt;
  }

  bool is_header(StatementKind kind) const { return kind < StatementKind::fact; }

  void check_order(StatementKind kind) {
    const Word& key = words().front();
    if (kind == StatementKind::players) {
      if (!record_.players.empty())
        fail(key.column,
             fmt::format("a second '{}' statement: the seating is given once, as the first statement", key.text));
      if (record_.statements.size() > 1) fail(key.column, fmt::format("'{}' must be the first statement", key.text));
      return;
    }
    if (record_.players.empty()) not_first(fmt::format("{} NAME...", keyword(StatementKind::players)));
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

  void read_players() {
    record_.players = player_names(kReservedWords,
                                   fmt::format("'{}' needs the names of the players, in seat order", words()[0].text));
    const int n = record_.player_count();
    if (n < min_players || n > max_players)
      fail(words()[0].column, fmt::format("Mutiny is played by 4, 5 or 6 players, but this record seats {}", n));
  }

  Player player(const Word& w) const {
    if (auto p = record_.find_player(w.text)) return *p;
    no_such_player(w, record_.players, record_.players);
  }

  std::optional<Player> player_or_nobody(const Word& w) const {
    if (w.text == kNobodyWord) return std::nullopt;
    return player(w);
  }

  void read_role(StatementKind kind) {
    const std::size_t r = static_cast<std::size_t>(kind) - static_cast<std::size_t>(StatementKind::boatswain);
    const Role role = all_roles[r];
    expect_args(1, 1, fmt::format("{} NAME", kRoleStatements[r].first));
    if (holders_[r])
      fail(words()[0].column,
           fmt::format("a second '{}' statement: the {}'s card is given once", words()[0].text, role_name(role)));
    const Player p = player(words()[1]);
    for (std::size_t other = 0; other < role_count; ++other)
      if (holders_[other] == p)
        fail(words()[1].column, fmt::format("{} holds the {}'s card already: a player holds at most one crew card",
                                            record_.name(p), role_name(all_roles[other])));
    holders_[r] = p;
    if (std::all_of(holders_.begin(), holders_.end(), [](const auto& h) { return h.has_value(); })) {
      std::array<Player, role_count> seats{*holders_[0], *holders_[1], *holders_[2], *holders_[3]};
      record_.seating = Seating::make(record_.player_count(), seats);
    }
  }

  void read_view() {
    once(seen_view_);
    expect_args(1, 1, fmt::format("{} NAME", keyword(StatementKind::view)));
    record_.view = player(words()[1]);
  }

  void read_rate(bool& seen, double& value, std::string_view what, std::string_view example) {
    once(seen);
    expect_args(1, 1, fmt::format("{} X, with X between 0 and 1", words()[0].text));
    const Word& w = words()[1];
    const std::optional<double> rate = parse_probability(w.text);
    if (!rate)
      fail(w.column,
           fmt::format("'{}' is not {}: write a decimal between 0 and 1, e.g. {}", skb::quote(w.text), what, example));
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
    const std::string_view key = words()[0].text;
    Fact fact;
    fact.statement = index;
    if (key == fact_keyword(FactKind::mutineer) || key == fact_keyword(FactKind::not_mutineer)) {
      expect_args(1, 1, fmt::format("{} NAME", key));
      fact.kind = key == fact_keyword(FactKind::mutineer) ? FactKind::mutineer : FactKind::not_mutineer;
      fact.player = player(words()[1]);
      if (fact.kind == FactKind::mutineer && !record_.seating->is_role_player(*fact.player))
        fail(words()[1].column,
             fmt::format("{} is a juror, and jurors are never the Mutineer", record_.name(*fact.player)));
    } else if (key == fact_keyword(FactKind::heard)) {
      const std::string usage =
          fmt::format("{0} NAME, {0} NAME {1}, {0} NAME {2} or {0} {3}", key, kConfessedWord, kDeniedWord, kNobodyWord);
      expect_args(1, 2, usage);
      if (words()[1].text == kNobodyWord) {
        expect_args(1, 1, usage);
        fact.kind = FactKind::heard_nobody;
      } else {
        fact.player = confession_player(words()[1]);
        fact.kind = FactKind::heard;
        if (args() == 2) {
          const std::string_view result = words()[2].text;
          if (result == kConfessedWord)
            fact.kind = FactKind::heard_confessed;
          else if (result == kDeniedWord)
            fact.kind = FactKind::heard_denied;
          else
            fail(words()[2].column,
                 fmt::format("what a confession showed is {} or {}, not '{}'{}", kConfessedWord, kDeniedWord,
                             skb::quote(result),
                             skb::keyword_hint(result, std::array<std::string_view, 2>{kConfessedWord, kDeniedWord})));
        }
      }
    } else if (key == fact_keyword(FactKind::not_heard)) {
      expect_args(1, 1, fmt::format("{} NAME", key));
      fact.kind = FactKind::not_heard;
      fact.player = confession_player(words()[1]);
    } else {
      expect_args(0, 0, key);
      fact.kind = key == fact_keyword(FactKind::sworn) ? FactKind::sworn : FactKind::not_sworn;
    }
    if (args() > 0) fact.player_column = words()[1].column;
    for (const Fact& other : record_.facts)
      if (other == fact)
        fail(words()[0].column, fmt::format("this fact is stated already on line {}",
                                            record_.statements[static_cast<std::size_t>(other.statement)].line));
    record_.facts.push_back(fact);
  }

  Claim claim(const Word& w) const {
    // The claims a report makes: every claim but silence.
    const auto claims = std::span(kClaimWords).subspan(1);
    for (std::size_t k = 0; k < claims.size(); ++k)
      if (w.text == claims[k]) return static_cast<Claim>(k + 1);
    std::string hint = skb::keyword_hint(w.text, claims);
    if (hint.empty())
      hint = fmt::format(": the Boatswain reports {} or {}, the Chaplain {} or {}", claim_word(Claim::is_mutineer),
                         claim_word(Claim::is_not_mutineer), claim_word(Claim::confessed), claim_word(Claim::denied));
    fail(w.column, fmt::format("unknown report '{}'{}", skb::quote(w.text), hint));
  }

  void read_action(StatementKind kind, int index) {
    RecordedAction a;
    a.statement = index;
    a.kind = kind;
    for (std::size_t i = 1; i < words().size(); ++i) a.columns.push_back(words()[i].column);
    const auto nobody = [&](std::size_t i) { return words()[i].text == kNobodyWord; };
    const std::string_view k = keyword(kind);
    switch (kind) {
      case StatementKind::search:
        expect_args(2, 2, fmt::format("{0} BOATSWAIN PLAYER, or {0} BOATSWAIN {1}", k, kNobodyWord));
        a.actor = player(words()[1]);
        a.target = player_or_nobody(words()[2]);
        break;
      case StatementKind::report: {
        const std::string usage =
            fmt::format("{0} REPORTER PLAYER CLAIM ({1}, {2}, {3} or {4}), or {0} REPORTER {5}", k,
                        claim_word(Claim::is_mutineer), claim_word(Claim::is_not_mutineer),
                        claim_word(Claim::confessed), claim_word(Claim::denied), claim_word(Claim::silent));
        expect_args(2, 3, usage);
        a.actor = player(words()[1]);
        if (args() == 2) {
          if (words()[2].text != claim_word(Claim::silent))
            fail(words()[2].end_column, fmt::format("'{}' is incomplete: write {}", k, usage));
        } else {
          a.report = {claim(words()[3]), player(words()[2])};
        }
        break;
      }
      case StatementKind::innocence_vote:
      case StatementKind::guilt_vote:
        expect_args(2, 3, fmt::format("{} VOTER PLAYER (two players for a player who casts two votes)", k));
        a.actor = player(words()[1]);
        a.target = player(words()[2]);
        if (args() == 3) a.second = player(words()[3]);
        break;
      case StatementKind::dead_reckoning: {
        const std::string usage = fmt::format(
            "{0} NAVIGATOR CASTER FROM TO (CASTER's vote for FROM moved to TO), or {0} NAVIGATOR {1}", k, kNobodyWord);
        expect_args(2, 4, usage);
        a.actor = player(words()[1]);
        if (args() == 2 && nobody(2)) break;
        expect_args(4, 4, usage);
        a.caster = player(words()[2]);
        a.from = player(words()[3]);
        a.target = player(words()[4]);
        break;
      }
      case StatementKind::condemn:
        expect_args(2, 2, fmt::format("{0} HELMSMAN PLAYER, or {0} HELMSMAN {1}", k, kNobodyWord));
        a.actor = player(words()[1]);
        a.target = player_or_nobody(words()[2]);
        break;
      case StatementKind::wait:
        expect_args(1, 1, fmt::format("{} BOATSWAIN", k));
        a.actor = player(words()[1]);
        break;
      case StatementKind::forgive: {
        const std::string usage =
            fmt::format("{0} CHAPLAIN CASTER FROM (CASTER's vote for FROM taken for the Chaplain), or {0} CHAPLAIN {1}",
                        k, kNobodyWord);
        expect_args(2, 3, usage);
        a.actor = player(words()[1]);
        if (args() == 2 && nobody(2)) break;
        expect_args(3, 3, usage);
        a.caster = player(words()[2]);
        a.from = player(words()[3]);
        break;
      }
      case StatementKind::change_course:
        expect_args(2, 2, fmt::format("{0} NAVIGATOR PLAYER, or {0} NAVIGATOR {1}", k, kNobodyWord));
        a.actor = player(words()[1]);
        a.target = player_or_nobody(words()[2]);
        break;
      default:  // move
        expect_args(3, 3, fmt::format("{} PLAYER FROM TO (their vote for FROM moved to TO)", k));
        a.actor = player(words()[1]);
        a.from = player(words()[2]);
        a.target = player(words()[3]);
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

  Record record_;
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
