#include "solver/seven_knights/rules_check.h"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <vector>

#include <fmt/format.h>

#include "solver/core/error.h"

namespace skb::seven_knights {

std::optional<int> captain_by_votes(const Record& record) {
  const int n = record.player_count();
  std::array<int, kMaxPlayers> received{};
  std::uint32_t self = 0, voted = 0;  // bit p: p voted for themselves; p voted
  for (const auto& v : record.votes) {
    voted |= 1u << v.voter;
    ++received[static_cast<std::size_t>(v.candidate)];
    if (v.voter == v.candidate) self |= 1u << v.voter;
  }
  if (voted != (1u << n) - 1) return std::nullopt;
  const int most = *std::max_element(received.begin(), received.begin() + n);
  // The last of the tied players who did not vote for themselves, else the last of the tied.
  std::optional<int> last_tied, last_modest;
  for (int p = 0; p < n; ++p) {
    if (received[static_cast<std::size_t>(p)] != most) continue;
    last_tied = p;
    if (!((self >> p) & 1u)) last_modest = p;
  }
  return last_modest ? last_modest : last_tied;
}

namespace {

class Checker {
 public:
  explicit Checker(const Record& r) : r_(r) {
    int n = r.player_count();
    facts_.looked.assign(n, 0);
    facts_.knows.assign(n, 0);
    facts_.recommendations.assign(n, 0);
    first_look_.resize(2 * static_cast<std::size_t>(n));
    asked_.resize(static_cast<std::size_t>(n));
    first_vote_.resize(static_cast<std::size_t>(n));
    for (int p = 0; p < n; ++p) facts_.knows[p] = 1u << p;
    for (const auto& l : r.looks) {
      facts_.looked[l.player] |= 1u << l.position;
      facts_.knows[l.player] |= 1u << l.position;
    }
    std::vector<bool> voted(n, false);
    for (const auto& v : r.votes) {
      ++facts_.recommendations[v.candidate];
      voted[v.voter] = true;
    }
    facts_.votes_complete = std::all_of(voted.begin(), voted.end(), [](bool b) { return b; });
    by_votes_ = captain_by_votes(r);
    facts_.captain = by_votes_ ? by_votes_ : r.captain ? std::optional<int>(r.captain->player) : std::nullopt;
  }

  RecordFacts run() {
    // Visit the statements in file order, so the first error reported is the first in the file.
    // Each check is found from its own typed list (never by walking `statements` in step with
    // them, which breaks as soon as a caller filters one list).
    enum class Kind : std::uint8_t { look, tile, question, vote, captain };
    struct Check {
      int statement;
      Kind kind;
      std::size_t index;  // into the list of its kind
    };
    std::vector<Check> checks;
    checks.reserve(r_.looks.size() + r_.tiles.size() + r_.questions.size() + r_.votes.size() + 1);
    for (std::size_t i = 0; i < r_.looks.size(); ++i) checks.push_back({r_.looks[i].statement, Kind::look, i});
    for (std::size_t i = 0; i < r_.tiles.size(); ++i) checks.push_back({r_.tiles[i].statement, Kind::tile, i});
    for (std::size_t i = 0; i < r_.questions.size(); ++i)
      checks.push_back({r_.questions[i].statement, Kind::question, i});
    for (std::size_t i = 0; i < r_.votes.size(); ++i) checks.push_back({r_.votes[i].statement, Kind::vote, i});
    if (r_.captain) checks.push_back({r_.captain->statement, Kind::captain, 0});
    std::stable_sort(checks.begin(), checks.end(),
                     [](const Check& a, const Check& b) { return a.statement < b.statement; });
    for (const Check& c : checks) {
      switch (c.kind) {
        case Kind::look:
          check_look(r_.looks[c.index]);
          break;
        case Kind::tile:
          check_tile(r_.tiles[c.index]);
          break;
        case Kind::question:
          check_question(r_.questions[c.index]);
          break;
        case Kind::vote:
          check_vote(r_.votes[c.index]);
          break;
        case Kind::captain:
          check_captain();
          break;
      }
    }
    return std::move(facts_);
  }

 private:
  [[noreturn]] void fail(int statement, int column, const std::string& message) const {
    throw RecordError({r_.file, r_.statements[statement].line, column}, message);
  }
  std::string name(int position) const { return r_.position_name(position); }
  int line(int statement) const { return r_.statements[statement].line; }

  void check_look(const Look& l) {
    const std::string& who = r_.players[l.player];
    if (l.position == l.player)
      fail(l.statement, l.position_column, fmt::format("{} cannot inspect {}: it is {}'s own tile", who, who, who));
    // One look per player; in the two-round variants, one at a seat and one at a center slot.
    const bool two_rounds = r_.variant->two_search_rounds, seat = r_.is_seat(l.position);
    const int round = two_rounds && !seat ? 1 : 0;
    std::optional<Look>& slot = first_look_[static_cast<std::size_t>(2 * l.player + round)];
    if (!slot) {
      slot = l;
      return;
    }
    const Look& earlier = *slot;
    if (two_rounds)
      fail(l.statement, l.position_column,
           fmt::format("{} already inspected {} ({} at line {}): in {} each player inspects one player's tile and one "
                       "center slot",
                       who, seat ? "a player's tile" : "a center slot", name(earlier.position), line(earlier.statement),
                       r_.variant->name));
    fail(l.statement, r_.statements[l.statement].column,
         fmt::format("{} already inspected {} at line {}: each player inspects exactly one tile", who,
                     name(earlier.position), line(earlier.statement)));
  }

  void check_tile(const TileFact& t) {
    const Variant& v = *r_.variant;
    int n = r_.player_count();
    if (t.value == kWitch && !v.witch)
      fail(t.statement, t.value_column, fmt::format("{} has no Witch: W is never dealt", v.name));
    if (t.value == kWitch && r_.is_seat(t.position) && v.dealing == Dealing::witch_never_on_seat)
      fail(t.statement, t.value_column,
           fmt::format("in {} the Witch is never dealt to a player, so {} cannot hold W", v.name, name(t.position)));
    if (t.value != kWitch && t.value > v.knights[n])
      fail(t.statement, t.value_column,
           fmt::format("{}-player {} has no tile {}: it uses {}", n, v.name, t.value, describe_tiles(v, n)));
    if (r_.rules == RuleSet::strict && r_.view) {
      int viewer = *r_.view;
      bool known = (facts_.knows[viewer] >> t.position) & 1u;
      bool revealed = facts_.captain && *facts_.captain == t.position;
      if (!known && !revealed)
        fail(t.statement, t.position_column,
             fmt::format(
                 "{} does not know {}'s tile: with 'view {}' under strict rules a tile fact must be something {} saw "
                 "(own tile or an inspected one) or the Captain's revealed tile; use 'rules lenient' for a hypothesis",
                 r_.players[viewer], name(t.position), r_.players[viewer], r_.players[viewer]));
    }
  }

  void check_question(const Question& q) {
    const std::string& asker = r_.players[q.asker];
    const std::string& answerer = r_.players[q.answerer];
    if (q.asker == q.answerer)
      fail(q.statement, q.answerer_column,
           fmt::format("{} cannot ask {}: a question is asked of another player", asker, answerer));
    bool strict = r_.rules == RuleSet::strict;
    std::optional<std::pair<int, std::string>> problem;
    q.predicate.for_each_position([&](const Term& t) {
      if (problem) return;
      const auto pos = [&] { return name(t.value); };
      if (!((facts_.knows[q.answerer] >> t.value) & 1u))
        problem = {t.column, fmt::format("{} cannot answer about {}: {} has not seen {}'s tile", answerer, pos(),
                                         answerer, pos())};
      else if (strict && t.value == q.asker)
        problem = {t.column,
                   fmt::format("{} cannot ask about {}: it is {}'s own tile (strict rules)", asker, pos(), asker)};
      else if (strict && ((facts_.knows[q.asker] >> t.value) & 1u))
        problem = {t.column, fmt::format("{} cannot ask about {}: {} inspected {}'s tile (strict rules)", asker, pos(),
                                         asker, pos())};
    });
    if (problem) fail(q.statement, problem->first, problem->second);
    if (!strict) return;
    Asked& asked = asked_[static_cast<std::size_t>(q.asker)];
    asked.push_back(q.statement);
    bool is_captain = facts_.captain && *facts_.captain == q.asker;
    if (asked.size() == 2 && !facts_.captain)
      fail(q.statement, r_.statements[q.statement].column,
           fmt::format("{} asks a second question (the first is at line {}), but the record names no Captain: only the "
                       "Captain asks "
                       "two; record every vote or add 'captain {}'",
                       asker, line(asked[0]), asker));
    if (asked.size() == 2 && !is_captain)
      fail(q.statement, r_.statements[q.statement].column,
           fmt::format(
               "{} already asked a question at line {}: each player asks one, and only the Captain ({}) asks a second",
               asker, line(asked[0]), r_.players[*facts_.captain]));
    if (asked.size() == 3)
      fail(q.statement, r_.statements[q.statement].column,
           fmt::format("{} already asked two questions (lines {} and {}): the Captain asks at most two", asker,
                       line(asked[0]), line(asked[1])));
  }

  void check_vote(const Vote& v) {
    std::optional<int>& first = first_vote_[static_cast<std::size_t>(v.voter)];
    if (first)
      fail(v.statement, r_.statements[v.statement].column,
           fmt::format("{} already voted at line {}: each player recommends one player", r_.players[v.voter],
                       line(*first)));
    first = v.statement;
  }

  void check_captain() {
    const CaptainClaim& c = *r_.captain;
    if (by_votes_ && *by_votes_ != c.player)
      fail(c.statement, c.player_column,
           fmt::format("the votes make {} the Captain ({} recommendations), not {}", r_.players[*by_votes_],
                       facts_.recommendations[*by_votes_], r_.players[c.player]));
  }

  const Record& r_;
  RecordFacts facts_;
  std::optional<int> by_votes_;
  // The statements of a player's first questions (a third is an error, so no more are kept).
  struct Asked {
    int statements[3] = {0, 0, 0};
    std::size_t count = 0;
    void push_back(int statement) {
      if (count < 3) statements[count] = statement;
      ++count;
    }
    std::size_t size() const { return count; }
    int operator[](std::size_t i) const { return statements[i]; }
  };
  std::vector<std::optional<Look>> first_look_;  // by 2 * player + search round
  std::vector<Asked> asked_;                     // by player
  std::vector<std::optional<int>> first_vote_;   // by voter: the statement of their vote
};

}  // namespace

RecordFacts check_rules(const Record& record) { return Checker(record).run(); }

}  // namespace skb::seven_knights
