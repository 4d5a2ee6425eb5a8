#include "solver/seven_knights/record_writer.h"

#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "solver/core/text.h"
#include "solver/seven_knights/predicate_text.h"

namespace skb::seven_knights {

namespace {

// Where a body statement's typed entry is: its kind and its index in that kind's list.
std::vector<std::size_t> entry_of_statement(const Record& r) {
  std::vector<std::size_t> entry(r.statements.size(), 0);
  for (std::size_t i = 0; i < r.looks.size(); ++i) entry[static_cast<std::size_t>(r.looks[i].statement)] = i;
  for (std::size_t i = 0; i < r.tiles.size(); ++i) entry[static_cast<std::size_t>(r.tiles[i].statement)] = i;
  for (std::size_t i = 0; i < r.questions.size(); ++i) entry[static_cast<std::size_t>(r.questions[i].statement)] = i;
  for (std::size_t i = 0; i < r.votes.size(); ++i) entry[static_cast<std::size_t>(r.votes[i].statement)] = i;
  return entry;
}

// Returns `lie-rate X` with X the shortest text that reads back as the same double (fmt's
// default for a double: `0.25`, `1e-300`), so that a written record replays exactly.
std::string lie_rate_statement(double lie_rate) { return fmt::format("lie-rate {}", lie_rate + 0.0); }

std::string names(const Record& r) {
  std::string out;
  for (const auto& name : r.players) (out += ' ') += name;
  return out;
}

std::string question_text(const Record& r, const Question& q) {
  std::string text = "ask ";
  ((((text += r.players[q.asker]) += ' ') += r.players[q.answerer]) += " \"") +=
      predicate_text(q.predicate, [&](int p) { return r.position_name(p); });
  return text += q.answer ? "\" yes" : "\" no";
}

// The text of a statement whose typed entry is entry `entry` of its kind's list.
std::string text_of(const Record& r, std::size_t statement, std::size_t entry) {
  switch (r.statements[statement].kind) {
    case StatementKind::variant:
      return "variant " + std::string(r.variant->name);
    case StatementKind::players:
      return "players" + names(r);
    case StatementKind::rules:
      return r.rules == RuleSet::strict ? "rules strict" : "rules lenient";
    case StatementKind::lie_rate:
      return lie_rate_statement(r.lie_rate);
    case StatementKind::view:
      return "view " + r.players[static_cast<std::size_t>(*r.view)];
    case StatementKind::look: {
      const Look& l = r.looks[entry];
      return "look " + r.players[l.player] + ' ' + r.position_name(l.position);
    }
    case StatementKind::tile: {
      const TileFact& t = r.tiles[entry];
      return "tile " + r.position_name(t.position) + ' ' + value_name(t.value);
    }
    case StatementKind::ask:
      return question_text(r, r.questions[entry]);
    case StatementKind::vote: {
      const Vote& v = r.votes[entry];
      return "vote " + r.players[v.voter] + ' ' + r.players[v.candidate];
    }
    case StatementKind::captain:
      return "captain " + r.players[r.captain->player];
  }
  throw std::logic_error("statement of no known kind");
}

// Appends a statement on the line after the last one; returns its index.
int push(Record& r, StatementKind kind, std::string text) {
  const int index = static_cast<int>(r.statements.size());
  const int line = r.statements.empty() ? 1 : r.statements.back().line + 1;
  r.statements.push_back({kind, line, 1, std::move(text)});
  return index;
}

int length(const std::string& s) { return static_cast<int>(s.size()); }

}  // namespace

std::string statement_text(const Record& r, std::size_t statement) {
  return text_of(r, statement, entry_of_statement(r)[statement]);
}

std::string write_record(const Record& r) {
  const std::vector<std::size_t> entry = entry_of_statement(r);
  std::string out;
  for (std::size_t i = 0; i < r.statements.size(); ++i) (out += text_of(r, i, entry[i])) += '\n';
  return out;
}

void begin_record(Record& r) {
  if (!r.statements.empty()) throw std::logic_error("begin_record: the record already has statements");
  push(r, StatementKind::variant, "variant " + std::string(r.variant->name));
  push(r, StatementKind::players, "players" + names(r));
  if (r.rules == RuleSet::lenient) push(r, StatementKind::rules, "rules lenient");
  if (r.lie_rate != 0.5) push(r, StatementKind::lie_rate, lie_rate_statement(r.lie_rate));
  if (r.view) push(r, StatementKind::view, "view " + r.players[static_cast<std::size_t>(*r.view)]);
}

int add_look(Record& r, Player p, Position at) {
  const int player = p.index, position = at.index;
  const std::string& who = r.players[static_cast<std::size_t>(player)];
  const int index = push(r, StatementKind::look, "look " + who + ' ' + r.position_name(position));
  r.looks.push_back({index, player, position, 7 + length(who)});
  return index;
}

int add_tile(Record& r, Position at, TileValue tile) {
  const int position = at.index, value = tile.code;
  const std::string where = r.position_name(position);
  const int index = push(r, StatementKind::tile, "tile " + where + ' ' + value_name(value));
  r.tiles.push_back({index, position, value, 6, 7 + length(where)});
  return index;
}

int add_vote(Record& r, Player from, Player to) {
  const int voter = from.index, candidate = to.index;
  const std::string& who = r.players[static_cast<std::size_t>(voter)];
  const int index = push(r, StatementKind::vote, "vote " + who + ' ' + r.players[static_cast<std::size_t>(candidate)]);
  r.votes.push_back({index, voter, candidate, 7 + length(who)});
  return index;
}

int add_captain(Record& r, Player captain) {
  const int player = captain.index;
  const int index = push(r, StatementKind::captain, "captain " + r.players[static_cast<std::size_t>(player)]);
  r.captain = CaptainClaim{index, player, 9};
  return index;
}

Predicate parse_question(const Record& r, Player from, Player to, std::string_view text) {
  const int asker = from.index, answerer = to.index;
  // ask ASKER ANSWERER "TEXT": the text starts after "ask ", two names, a blank and the quote.
  const int column =
      8 + length(r.players[static_cast<std::size_t>(asker)]) + length(r.players[static_cast<std::size_t>(answerer)]);
  return parse_predicate(text, column, [&r](std::string_view name) { return r.find_position(name); });
}

int add_question(Record& r, Player from, Player to, Predicate predicate, bool answer) {
  const int asker = from.index, answerer = to.index;
  Question q;
  q.asker = asker;
  q.answerer = answerer;
  q.predicate = std::move(predicate);
  q.answer = answer;
  q.asker_column = 5;
  q.answerer_column = 6 + length(r.players[static_cast<std::size_t>(asker)]);
  const int index = push(r, StatementKind::ask, question_text(r, q));
  q.statement = index;
  r.questions.push_back(std::move(q));
  return index;
}

}  // namespace skb::seven_knights
