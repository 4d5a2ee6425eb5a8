#include "benchmarks/seven_knights/clingo_program.h"

#include <algorithm>
#include <exception>
#include <map>
#include <sstream>
#include <vector>

#include "solver/seven_knights/record.h"
#include "solver/seven_knights/record_reader.h"

namespace skb::bench {

using namespace skb::seven_knights;

namespace {

// One row of the table of variants (rules.md, "Variants"), by player count: the highest Knight
// dealt and the number of center slots (0 where the variant does not allow that many players).
struct DealingRow {
  int knights[9];
  int center[9];
  bool witch;                // is W among the tiles?
  bool witch_never_on_seat;  // groping, unity-groping: the seats get Knights only
};

const DealingRow* dealing_row(std::string_view variant) {
  static const std::map<std::string_view, DealingRow> rows = {
      {"standard", {{0, 0, 0, 0, 4, 5, 5, 6, 7}, {0, 0, 0, 0, 1, 1, 0, 0, 0}, true, false}},
      {"advanced", {{0, 0, 0, 0, 7, 7, 7, 7, 0}, {0, 0, 0, 0, 1, 1, 0, 0, 0}, true, false}},
      {"groping", {{0, 0, 0, 7, 7, 0, 0, 0, 0}, {0, 0, 0, 3, 3, 0, 0, 0, 0}, true, true}},
      {"unity", {{0, 0, 0, 0, 5, 6, 6, 7, 0}, {0, 0, 0, 0, 1, 1, 0, 0, 0}, false, false}},
      {"unity-advanced", {{0, 0, 0, 0, 7, 7, 7, 7, 0}, {0, 0, 0, 0, 1, 1, 0, 0, 0}, false, false}},
      {"unity-groping", {{0, 0, 0, 7, 7, 0, 0, 0, 0}, {0, 0, 0, 4, 3, 0, 0, 0, 0}, false, true}},
  };
  const auto it = rows.find(variant);
  return it == rows.end() ? nullptr : &it->second;
}

// The rules for one side (0: left, 1: right) of comparison node `node` of question `q`: the
// side's number `num(q,node,side,X)`, or `wit(q,node,side)` when it is "the Witch" (rules.md 7.3).
// A single term is its position's value (W there makes it the Witch), its number, or the Witch
// for the term `W`. A sum of two or more terms is built up one position at a time over Knight
// values only (`part(q,node,side,K,X)`: the numbers plus the first K positions), so that a
// position holding W leaves the side without a number, and a sum naming `W` never has one.
void write_side(std::ostringstream& p, const std::string& id, int side, const std::vector<Term>& terms) {
  const std::string s = id + "," + std::to_string(side);
  if (terms.size() == 1) {
    const Term& t = terms.front();
    switch (t.kind) {
      case Term::Kind::position:
        p << "num(" << s << ",V) :- at(" << t.value << ",V), V > 0.\n";
        p << "wit(" << s << ") :- at(" << t.value << ",0).\n";
        break;
      case Term::Kind::number:
        p << "num(" << s << "," << t.value << ").\n";
        break;
      case Term::Kind::witch:
        p << "wit(" << s << ").\n";
        break;
    }
    return;
  }
  int constant = 0;
  std::vector<int> positions;
  for (const Term& t : terms) {
    if (t.kind == Term::Kind::witch) {
      p << "% side " << side << " is a sum naming W: it has no value\n";
      return;
    }
    if (t.kind == Term::Kind::number) constant += t.value;
    if (t.kind == Term::Kind::position) positions.push_back(t.value);
  }
  p << "part(" << s << ",0," << constant << ").\n";
  for (std::size_t k = 0; k < positions.size(); ++k)
    p << "part(" << s << "," << k + 1 << ",X+V) :- part(" << s << "," << k << ",X), at(" << positions[k]
      << ",V), V > 0.\n";
  p << "num(" << s << ",X) :- part(" << s << "," << positions.size() << ",X).\n";
}

// The rules defining `h(q,i)`, "node i of question q's predicate holds", for every node of the
// predicate (rules.md 7.2 and 7.3). The tree is acyclic, so `not` is stratified and h is
// determined by the deal.
void write_predicate(std::ostringstream& p, int q, const Predicate& predicate) {
  for (std::size_t i = 0; i < predicate.nodes.size(); ++i) {
    const PredicateNode& node = predicate.nodes[i];
    const std::string id = std::to_string(q) + "," + std::to_string(i);
    const std::string head = "h(" + id + ")";
    auto child = [&](int c) { return "h(" + std::to_string(q) + "," + std::to_string(c) + ")"; };
    switch (node.kind) {
      case PredicateNode::Kind::all_of: {
        p << head << " :- ";
        for (std::size_t c = 0; c < node.children.size(); ++c) p << (c ? ", " : "") << child(node.children[c]);
        p << ".\n";
        break;
      }
      case PredicateNode::Kind::any_of:
        for (const int c : node.children) p << head << " :- " << child(c) << ".\n";
        break;
      case PredicateNode::Kind::negation:
        p << head << " :- not " << child(node.children.front()) << ".\n";
        break;
      case PredicateNode::Kind::in_set:
        // Value codes 0..7 (0 = W); a value the variant does not use is never held.
        for (int v = 0; v < 8; ++v)
          if ((node.values >> v) & 1u) p << head << " :- at(" << node.position.value << "," << v << ").\n";
        break;
      case PredicateNode::Kind::compare: {
        write_side(p, id, 0, node.lhs);
        write_side(p, id, 1, node.rhs);
        const std::string l = "num(" + id + ",0,X)", r = "num(" + id + ",1,Y)";
        switch (node.comparison) {
          case Comparison::eq:
          case Comparison::ne:
            // Equal numbers, or two sides that are both the Witch; a side with no value equals
            // nothing. != is exactly the negation.
            p << "eq(" << id << ") :- num(" << id << ",0,X), num(" << id << ",1,X).\n";
            p << "eq(" << id << ") :- wit(" << id << ",0), wit(" << id << ",1).\n";
            p << head << " :- " << (node.comparison == Comparison::ne ? "not " : "") << "eq(" << id << ").\n";
            break;
          case Comparison::lt:
            p << head << " :- " << l << ", " << r << ", X < Y.\n";
            break;
          case Comparison::le:
            p << head << " :- " << l << ", " << r << ", X <= Y.\n";
            break;
          case Comparison::gt:
            p << head << " :- " << l << ", " << r << ", X > Y.\n";
            break;
          case Comparison::ge:
            p << head << " :- " << l << ", " << r << ", X >= Y.\n";
            break;
        }
        break;
      }
    }
  }
}

}  // namespace

std::string dealing_program(std::string_view variant, int players) {
  const DealingRow* row = dealing_row(variant);
  if (!row || players < 1 || players > 8 || row->knights[players] == 0) return {};
  const int n = players;
  std::ostringstream p;
  p << "% Dealing rule of " << variant << " with " << n << " players: seats 0.." << n - 1;
  if (row->center[n] > 0) p << ", center slots " << n << ".." << n + row->center[n] - 1;
  p << "; values " << (row->witch ? "0 (W) and " : "") << "1.." << row->knights[n] << "\n";
  p << "seat(0.." << n - 1 << "). pos(0.." << n + row->center[n] - 1 << ").\n";
  p << "val(" << (row->witch ? 0 : 1) << ".." << row->knights[n] << ").\n";
  if (row->witch_never_on_seat)
    p << "1 { at(P,V) : val(V), V > 0 } 1 :- seat(P).\n1 { at(P,V) : val(V) } 1 :- pos(P), not seat(P).\n";
  else
    p << "1 { at(P,V) : val(V) } 1 :- pos(P).\n";
  p << ":- val(V), 2 { at(P,V) : pos(P) }.\n";
  return p.str();
}

ClingoProgram record_program(const Record& r) {
  const std::string variant(r.variant ? r.variant->name : std::string_view{});
  const std::string dealing = dealing_program(variant, r.player_count());
  if (dealing.empty())
    return {std::nullopt, "no dealing rule for " + variant + " with " + std::to_string(r.player_count()) +
                              " players in clingo_program.cpp's table"};
  std::ostringstream p;
  std::string file = r.file;  // in a comment: one line
  std::replace_if(
      file.begin(), file.end(), [](char c) { return c == '\n' || c == '\r'; }, '?');
  p << "% " << file << ": the deals consistent with the record, one answer set each\n% Positions:";
  for (int i = 0; i < r.position_count(); ++i) p << ' ' << i << ' ' << r.position_name(i);
  p << "\n" << dealing;
  p << "#defined look/2. #defined tile/2. #defined vote/2. #defined answerer/2. #defined right/1.\n"
       "#defined h/2. #defined eq/2. #defined num/4. #defined wit/3. #defined part/5.\n";

  p << "% Teams (rules.md 6): the Witch is the player whose seat holds W; whoever inspected the\n"
       "% position holding W is bewitched; together they are the Witch team.\n"
       "witch(P) :- seat(P), at(P,0).\n"
       "bewitched(A) :- look(A,P), at(P,0).\n"
       "team(A) :- witch(A).\n"
       "team(A) :- bewitched(A).\n";
  if (r.view) p << "% view " << r.players[static_cast<std::size_t>(*r.view)] << ": constrains nothing by itself\n";
  if (r.captain)
    p << "% captain " << r.players[static_cast<std::size_t>(r.captain->player)] << ": constrains nothing\n";

  p << "% Inspections\n";
  for (const Look& l : r.looks) p << "look(" << l.player << "," << l.position << ").\n";

  p << "% Tile facts: position P holds V\n";
  for (const TileFact& t : r.tiles) p << "tile(" << t.position << "," << t.value << ").\n";
  p << ":- tile(P,V), not at(P,V).\n";

  p << "% Votes (rules.md 8): the Witch never recommends a player she bewitched, a bewitched\n"
       "% player never the Witch; a vote for oneself rules nothing out.\n";
  for (const Vote& v : r.votes) p << "vote(" << v.voter << "," << v.candidate << ").\n";
  p << ":- vote(A,B), A != B, witch(A), bewitched(B).\n"
       ":- vote(A,B), A != B, bewitched(A), witch(B).\n";

  p << "% Questions (rules.md 7): h(Q,N) = node N of question Q's predicate holds; right(Q) = the\n"
       "% answer given is the truth.\n";
  for (std::size_t q = 0; q < r.questions.size(); ++q) {
    const Question& question = r.questions[q];
    const int qi = static_cast<int>(q);
    p << "% question " << qi << ": " << r.statements[static_cast<std::size_t>(question.statement)].text << "\n";
    p << "answerer(" << qi << "," << question.answerer << ").\n";
    write_predicate(p, qi, question.predicate);
    p << "right(" << qi << ") :- " << (question.answer ? "" : "not ") << "h(" << qi << "," << question.predicate.root
      << ").\n";
  }
  p << "% A Knights-team answer is always the truth (rules.md 7.5).\n"
       ":- answerer(Q,B), not team(B), not right(Q).\n";
  if (r.lie_rate == 0.0)
    p << "% Lie rate 0: a Witch-team answer is the truth too.\n"
         ":- answerer(Q,B), team(B), not right(Q).\n";
  else if (r.lie_rate == 1.0)
    p << "% Lie rate 1: a Witch-team answer is always a lie.\n"
         ":- answerer(Q,B), team(B), right(Q).\n";
  else
    p << "% Lie rate " << r.lie_rate << " (strictly between 0 and 1): a Witch-team answer rules nothing out.\n";
  return {p.str(), {}};
}

ClingoProgram record_program_file(const std::string& path, std::optional<double> lie_rate) {
  try {
    Record r = read_record_file(path);
    if (lie_rate) r.lie_rate = *lie_rate;
    return record_program(r);
  } catch (const std::exception& e) {
    return {std::nullopt, std::string("cannot read the record: ") + e.what()};
  }
}

}  // namespace skb::bench
