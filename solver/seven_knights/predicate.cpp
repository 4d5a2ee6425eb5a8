#include "solver/seven_knights/predicate.h"

#include <unicode/uchar.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <map>
#include <numeric>
#include <stdexcept>

#include <fmt/format.h>

#include "solver/seven_knights/variant.h"

namespace skb::seven_knights {

// ---------------------------------------------------------------------------------------------
// Tokens

namespace {

enum class Tok : std::uint8_t {
  end,
  name,
  number,
  witch,
  kw_in,
  kw_and,
  kw_or,
  kw_not,
  lparen,
  rparen,
  lbrace,
  rbrace,
  comma,
  dots,
  plus,
  cmp,
};

struct Token {
  Tok kind = Tok::end;
  std::string_view text;
  int column = 0;
  int number = 0;  // for Tok::number, capped at 1000 (anything above 99 is out of range anyway)
  Comparison comparison = Comparison::eq;
};

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string describe_char(char c) {
  auto u = static_cast<unsigned char>(c);
  if (u >= 0x21 && u < 0x7f) return fmt::format("'{}'", c);
  return fmt::format("byte 0x{:02X}", u);
}

// Returns the keyword a word is, written in the wrong case ("AND" for and), or nothing.
std::optional<std::string_view> miscased_keyword(std::string_view word) {
  for (std::string_view k : {"in", "and", "or", "not"}) {
    if (word.size() != k.size() || word == k) continue;
    bool same = true;
    for (std::size_t i = 0; i < k.size(); ++i) same = same && std::tolower(static_cast<unsigned char>(word[i])) == k[i];
    if (same) return k;
  }
  return std::nullopt;
}

// Operators written as other languages or keyboards write them, with what to write instead.
struct Slip {
  std::string_view written;
  std::string_view message;
};
constexpr Slip kOperatorSlips[] = {
    {"==", "'==' is not a comparison: use = (one equals sign)"},
    {"=>", "'=>' is not a comparison: write >="},
    {"=<", "'=<' is not a comparison: write <="},
    {"<>", "'<>' is not a comparison: write != for 'not equal'"},
    {"=!", "'=!' is not a comparison: write != for 'not equal'"},
    {"\u2260", "'\u2260' is not a comparison here: write != for 'not equal'"},
    {"\u2264", "'\u2264' is not a comparison here: write <="},
    {"\u2265", "'\u2265' is not a comparison here: write >="},
    {"\u2026", "'\u2026' (an ellipsis) is not a range: write two dots, e.g. 1..3"},
};

// Splits a question into tokens, left to right: names (and the keywords and W), numbers, and
// operators and punctuation; anything else is a PredicateSyntaxError at its column, saying what
// to write instead where the slip is a common one.
class Tokenizer {
 public:
  Tokenizer(std::string_view text, int first_column) : text_(text), column_(first_column) {}

  // Returns the tokens, ending with Tok::end at the column after the question.
  std::vector<Token> run() {
    while (i_ < text_.size()) {
      const char c = text_[i_];
      if (c == ' ' || c == '\t') {
        ++i_;
        ++column_;
        continue;
      }
      Token t;
      t.column = column_;
      const skb::Decoded d = decode_here();
      for (const Slip& slip : kOperatorSlips)
        if (text_.substr(i_).starts_with(slip.written)) throw PredicateSyntaxError(column_, std::string(slip.message));
      if (skb::is_name_start(d.code_point))
        name(t);
      else if (is_digit(c))
        number(t);
      else
        symbol(t, c, d);
      out_.push_back(t);
    }
    Token end;
    end.column = column_;
    out_.push_back(end);
    return std::move(out_);
  }

 private:
  // Returns the character at the current byte; throws for bytes that are not UTF-8.
  skb::Decoded decode_here() const {
    const auto u = static_cast<unsigned char>(text_[i_]);
    if (u < 0x80) return {static_cast<char32_t>(u), 1};
    const skb::Decoded d = skb::decode(text_, i_);
    if (d.length == 0)
      throw PredicateSyntaxError(column_,
                                 fmt::format("unexpected byte 0x{:02X} in the question: this is not UTF-8 text", u));
    return d;
  }

  // A name, or the keyword or W it spells.
  void name(Token& t) {
    const std::size_t start = i_;
    while (i_ < text_.size()) {
      skb::Decoded n{static_cast<unsigned char>(text_[i_]), 1};
      if (n.code_point >= 0x80) n = skb::decode(text_, i_);
      if (n.length == 0 || !(skb::is_name_char(n.code_point))) break;
      i_ += n.length;
      ++column_;
    }
    t.text = text_.substr(start, i_ - start);
    t.kind = t.text == "W"     ? Tok::witch
             : t.text == "in"  ? Tok::kw_in
             : t.text == "and" ? Tok::kw_and
             : t.text == "or"  ? Tok::kw_or
             : t.text == "not" ? Tok::kw_not
                               : Tok::name;
  }

  void number(Token& t) {
    const std::size_t start = i_;
    while (i_ < text_.size() && is_digit(text_[i_])) {
      t.number = std::min(1000, t.number * 10 + (text_[i_] - '0'));
      ++i_;
      ++column_;
    }
    t.kind = Tok::number;
    t.text = text_.substr(start, i_ - start);
  }

  // Makes `t` the operator of `len` bytes at the current byte.
  void take(Token& t, Tok kind, std::size_t len, Comparison cmp = Comparison::eq) {
    t.kind = kind;
    t.comparison = cmp;
    t.text = text_.substr(i_, len);
    i_ += len;
    column_ += static_cast<int>(len);
  }

  // An operator or punctuation; anything else is refused.
  void symbol(Token& t, char c, skb::Decoded d) {
    const std::string_view two = text_.substr(i_, 2);
    if (two == "..")
      take(t, Tok::dots, 2);
    else if (two == "!=")
      take(t, Tok::cmp, 2, Comparison::ne);
    else if (two == "<=")
      take(t, Tok::cmp, 2, Comparison::le);
    else if (two == ">=")
      take(t, Tok::cmp, 2, Comparison::ge);
    else if (c == '=')
      take(t, Tok::cmp, 1, Comparison::eq);
    else if (c == '<')
      take(t, Tok::cmp, 1, Comparison::lt);
    else if (c == '>')
      take(t, Tok::cmp, 1, Comparison::gt);
    else if (c == '(')
      take(t, Tok::lparen, 1);
    else if (c == ')')
      take(t, Tok::rparen, 1);
    else if (c == '{') {
      take(t, Tok::lbrace, 1);
      in_set_ = true;
    } else if (c == '}') {
      take(t, Tok::rbrace, 1);
      in_set_ = false;
    } else if (c == ',')
      take(t, Tok::comma, 1);
    else if (c == '+')
      take(t, Tok::plus, 1);
    else
      refuse(c, d);
  }

  // Throws the error for a character no question holds here, saying what to write instead when
  // the slip is a common one.
  [[noreturn]] void refuse(char c, skb::Decoded d) const {
    const auto u = static_cast<unsigned char>(c);
    if (c == '!') throw PredicateSyntaxError(column_, "'!' must be followed by '=' (write != for 'not equal')");
    if (c == '-' && in_set_ && !out_.empty() && out_.back().kind == Tok::number && i_ + 1 < text_.size() &&
        is_digit(text_[i_ + 1])) {
      std::size_t to = i_ + 1;
      while (to < text_.size() && is_digit(text_[to])) ++to;
      std::string_view lo = out_.back().text, hi = text_.substr(i_ + 1, to - i_ - 1);
      throw PredicateSyntaxError(out_.back().column, fmt::format("'{}-{}' is not a range: write {}..{}", skb::quote(lo),
                                                                 skb::quote(hi), skb::quote(lo), skb::quote(hi)));
    }
    if (c == '-')
      throw PredicateSyntaxError(column_, "'-': a question has no subtraction and no negative numbers (only +)");
    if (c == '"' || c == '\'' || skb::is_typographic_quote(d.code_point))
      throw PredicateSyntaxError(
          column_, skb::is_typographic_quote(d.code_point)
                       ? skb::typographic_quote_message(d.code_point)
                       : fmt::format("unexpected {} in the question: a question holds no quotes", describe_char(c)));
    if (u >= 0x80 && (U_GET_GC_MASK(static_cast<UChar32>(d.code_point)) & U_GC_ZS_MASK))
      throw PredicateSyntaxError(column_, fmt::format("unexpected space character {} in the question: use an "
                                                      "ordinary space",
                                                      skb::describe(d.code_point)));
    if (u >= 0x80)
      throw PredicateSyntaxError(column_,
                                 fmt::format("unexpected character {} in the question", skb::describe(d.code_point)));
    throw PredicateSyntaxError(column_, fmt::format("unexpected {} in the question", describe_char(c)));
  }

  std::string_view text_;
  std::size_t i_ = 0;
  int column_;           // the column of text_[i_]
  bool in_set_ = false;  // between { and }
  std::vector<Token> out_;
};

std::vector<Token> tokenize(std::string_view text, int first_column) { return Tokenizer(text, first_column).run(); }

std::string describe(const Token& t) {
  if (t.kind == Tok::end) return "the end of the question";
  return fmt::format("'{}'", skb::quote(t.text));
}

// ---------------------------------------------------------------------------------------------
// Parser: recursive descent with an explicit nesting counter.

class Parser {
 public:
  Parser(std::vector<Token> tokens, const PositionResolver& resolve, const NameSuggester& suggest)
      : tokens_(std::move(tokens)), resolve_(resolve), suggest_(suggest) {}

  Predicate parse() {
    if (peek().kind == Tok::end) throw PredicateSyntaxError(peek().column, "the question is empty");
    out_.root = parse_or();
    if (peek().kind != Tok::end)
      throw PredicateSyntaxError(peek().column,
                                 fmt::format("unexpected {}: {}", describe(peek()),
                                             keyword_hint(peek(), "expected 'and', 'or' or the end of the question")));
    return std::move(out_);
  }

 private:
  const Token& peek() const { return tokens_[pos_]; }

  // What to say about an unexpected token: `otherwise`, or that it is a keyword in the wrong case.
  static std::string keyword_hint(const Token& t, std::string_view otherwise) {
    if (t.kind == Tok::name)
      if (auto k = miscased_keyword(t.text)) return fmt::format("keywords are lower case: write {}", *k);
    return std::string(otherwise);
  }
  const Token& next() { return tokens_[pos_++]; }

  int add(PredicateNode node) {
    out_.nodes.push_back(std::move(node));
    return static_cast<int>(out_.nodes.size()) - 1;
  }

  int parse_or() {
    int first = parse_and();
    if (peek().kind != Tok::kw_or) return first;
    PredicateNode node;
    node.kind = PredicateNode::Kind::any_of;
    node.column = out_.nodes[first].column;
    node.children.push_back(first);
    while (peek().kind == Tok::kw_or) {
      next();
      node.children.push_back(parse_and());
    }
    return add(std::move(node));
  }

  int parse_and() {
    int first = parse_not();
    if (peek().kind != Tok::kw_and) return first;
    PredicateNode node;
    node.kind = PredicateNode::Kind::all_of;
    node.column = out_.nodes[first].column;
    node.children.push_back(first);
    while (peek().kind == Tok::kw_and) {
      next();
      node.children.push_back(parse_not());
    }
    return add(std::move(node));
  }

  void enter(const Token& at) {
    if (++depth_ > kMaxNesting)
      throw PredicateSyntaxError(
          at.column,
          fmt::format("the question is nested too deeply (more than {} levels of 'not' and parentheses)", kMaxNesting));
  }

  int parse_not() {
    const Token& t = peek();
    if (t.kind == Tok::kw_not) {
      next();
      enter(t);
      PredicateNode node;
      node.kind = PredicateNode::Kind::negation;
      node.column = t.column;
      node.children.push_back(parse_not());
      --depth_;
      return add(std::move(node));
    }
    if (t.kind == Tok::lparen) {
      next();
      enter(t);
      int inner = parse_or();
      if (peek().kind != Tok::rparen)
        throw PredicateSyntaxError(peek().column, fmt::format("expected ')' to close the '(' at column {}, found {}",
                                                              t.column, describe(peek())));
      next();
      --depth_;
      return inner;
    }
    return parse_atom();
  }

  Term parse_term() {
    const Token& t = peek();
    Term term;
    term.column = t.column;
    switch (t.kind) {
      case Tok::name: {
        auto p = resolve_(t.text);
        if (!p) {
          std::string message = fmt::format("'{}' is not a player or a center slot of this game", skb::quote(t.text));
          if (auto k = miscased_keyword(t.text))
            message += fmt::format(": keywords are lower case: write {}", *k);
          else if (t.text == "w")
            message += ": write W (upper case) for the Witch";
          else if (auto name = suggest_ ? suggest_(t.text) : std::nullopt)
            message += fmt::format(": did you mean {}?", *name);
          throw PredicateSyntaxError(t.column, message);
        }
        term.kind = Term::Kind::position;
        term.value = *p;
        break;
      }
      case Tok::number:
        if (t.number > 99)
          throw PredicateSyntaxError(
              t.column, fmt::format("{} is out of range: numbers in a question are 0 to 99", skb::quote(t.text)));
        term.kind = Term::Kind::number;
        term.value = t.number;
        break;
      case Tok::witch:
        term.kind = Term::Kind::witch;
        break;
      default:
        throw PredicateSyntaxError(t.column, fmt::format("expected a position, a number or W, found {}", describe(t)));
    }
    next();
    return term;
  }

  std::vector<Term> parse_sum() {
    std::vector<Term> terms{parse_term()};
    while (peek().kind == Tok::plus) {
      next();
      terms.push_back(parse_term());
    }
    return terms;
  }

  static bool names_position(const std::vector<Term>& terms) {
    for (const auto& t : terms)
      if (t.kind == Term::Kind::position) return true;
    return false;
  }

  int set_number(const Token& t) {
    if (t.kind != Tok::number)
      throw PredicateSyntaxError(t.column,
                                 fmt::format("expected a tile number 1 to 7 or W in the set, found {}", describe(t)));
    if (t.number < 1 || t.number > 7)
      throw PredicateSyntaxError(t.column,
                                 fmt::format("{} is not a tile: numbers in a set are 1 to 7", skb::quote(t.text)));
    return t.number;
  }

  std::uint32_t parse_set() {
    const Token& open = peek();
    if (open.kind != Tok::lbrace)
      throw PredicateSyntaxError(open.column, fmt::format("expected '{{' after 'in', found {}", describe(open)));
    next();
    std::uint32_t values = 0;
    while (true) {
      const Token& t = next();
      if (t.kind == Tok::witch) {
        values |= 1u << kWitch;
      } else {
        int lo = set_number(t);
        int hi = lo;
        if (peek().kind == Tok::dots) {
          next();
          const Token& h = next();
          hi = set_number(h);
          if (hi < lo)
            throw PredicateSyntaxError(
                h.column, fmt::format("the range {}..{} is empty: write the smaller number first", lo, hi));
        }
        for (int v = lo; v <= hi; ++v) values |= 1u << v;
      }
      const Token& sep = next();
      if (sep.kind == Tok::rbrace) break;
      if (sep.kind != Tok::comma)
        throw PredicateSyntaxError(sep.column, fmt::format("expected ',' or '}}' in the set, found {}", describe(sep)));
    }
    return values;
  }

  int parse_atom() {
    const Token& start = peek();
    PredicateNode node;
    node.column = start.column;
    node.lhs = parse_sum();
    if (peek().kind == Tok::kw_in) {
      if (node.lhs.size() != 1 || node.lhs[0].kind != Term::Kind::position)
        throw PredicateSyntaxError(peek().column, "only a single position can be tested with 'in' (e.g. Ann in {1,2})");
      next();
      node.kind = PredicateNode::Kind::in_set;
      node.position = node.lhs[0];
      node.lhs.clear();
      node.values = parse_set();
      return add(std::move(node));
    }
    if (peek().kind != Tok::cmp)
      throw PredicateSyntaxError(
          peek().column,
          fmt::format("expected a comparison (=, !=, <, <=, >, >=) or 'in', found {}{}", describe(peek()),
                      miscased_keyword(peek().text) && peek().kind == Tok::name
                          ? fmt::format(": keywords are lower case: write {}", *miscased_keyword(peek().text))
                          : std::string()));
    node.kind = PredicateNode::Kind::compare;
    node.comparison = next().comparison;
    node.rhs = parse_sum();
    if (!names_position(node.lhs) && !names_position(node.rhs))
      throw PredicateSyntaxError(
          start.column, "this comparison names no tile: every part of a question must be about at least one position");
    return add(std::move(node));
  }

  std::vector<Token> tokens_;
  const PositionResolver& resolve_;
  const NameSuggester& suggest_;
  std::size_t pos_ = 0;
  int depth_ = 0;
  Predicate out_;
};

}  // namespace

Predicate parse_predicate(std::string_view text, int first_column, const PositionResolver& resolve,
                          const NameSuggester& suggest) {
  Parser parser(tokenize(text, first_column), resolve, suggest);
  return parser.parse();
}

void Predicate::for_each_position(const std::function<void(const Term&)>& f) const {
  for (const auto& node : nodes) {
    if (node.kind == PredicateNode::Kind::in_set) f(node.position);
    for (const auto* side : {&node.lhs, &node.rhs})
      for (const auto& t : *side)
        if (t.kind == Term::Kind::position) f(t);
  }
}

std::uint32_t Predicate::positions() const {
  std::uint32_t mask = 0;
  for_each_position([&](const Term& t) { mask |= 1u << t.value; });
  return mask;
}

// ---------------------------------------------------------------------------------------------
// Compilation to deal sets

namespace {

// The possible values of one side of a comparison: for each number (ascending), the deals
// where the side has that value; `witch`, the deals where the side is the Witch (a single term
// holding W, or the literal W). In every other deal the side has no value. The sets are the
// universe's own `holds` tables where they can be (a single position), else kept in `owned`.
struct SideValues {
  std::vector<std::pair<long long, const DealSet*>> number;
  const DealSet* witch = nullptr;
  std::vector<DealSet> owned;  // reserved before use: pointers into it stay valid

  const DealSet* own(DealSet deals) {
    if (owned.size() == owned.capacity()) throw std::logic_error("side_values: owned sets must be reserved");
    return &owned.emplace_back(std::move(deals));
  }
};

SideValues side_values(const std::vector<Term>& terms, const Universe& u) {
  SideValues out;
  if (terms.size() == 1) {
    out.owned.reserve(2);
    out.number.reserve(kMaxValues);
    const Term& t = terms[0];
    if (t.kind == Term::Kind::witch) {
      out.witch = out.own(u.all());
    } else if (t.kind == Term::Kind::number) {
      out.number.emplace_back(t.value, out.own(u.all()));
    } else {
      out.witch = &u.holds(t.value, kWitch);
      for (int v = 1; v < kMaxValues; ++v)
        if (!u.holds(t.value, v).empty()) out.number.emplace_back(v, &u.holds(t.value, v));
    }
    if (out.witch == nullptr) out.witch = out.own(u.none());
    return out;
  }
  long long constant = 0;
  std::map<int, int> multiplicity;  // position -> how many times the sum names it
  for (const auto& t : terms) {
    if (t.kind == Term::Kind::witch) {  // a sum with the Witch in it has no value
      out.owned.reserve(1);
      out.witch = out.own(u.none());
      return out;
    }
    if (t.kind == Term::Kind::number) constant += t.value;
    if (t.kind == Term::Kind::position) ++multiplicity[t.value];
  }
  // Dynamic programme over partial sums, one distinct position at a time (a position named m
  // times adds m times its value); deals where a position holds the Witch fall out of every
  // partial sum, i.e. get no value. Each deal lies in exactly one partial sum, so there are
  // never more entries than deals, however long the sum. Entries ascend by sum.
  std::vector<std::pair<long long, DealSet>> partial;
  partial.emplace_back(constant, u.all());
  std::vector<std::pair<long long, DealSet>> grown;
  std::vector<std::size_t> order;
  for (const auto& [position, times] : multiplicity) {
    grown.clear();
    grown.reserve(partial.size() * (kMaxValues - 1));
    for (const auto& [sum, deals] : partial)
      for (int v = 1; v < kMaxValues; ++v) {
        const DealSet& holds = u.holds(position, v);
        if (!holds.disjoint(deals)) grown.emplace_back(sum + static_cast<long long>(times) * v, deals & holds);
      }
    order.resize(grown.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return grown[a].first < grown[b].first; });
    partial.clear();
    partial.reserve(grown.size());
    for (std::size_t k : order) {
      if (!partial.empty() && partial.back().first == grown[k].first)
        partial.back().second |= grown[k].second;
      else
        partial.push_back(std::move(grown[k]));
    }
  }
  out.owned.reserve(partial.size() + 1);
  out.witch = out.own(u.none());
  for (auto& [sum, deals] : partial) out.number.emplace_back(sum, out.own(std::move(deals)));
  return out;
}

// Returns the deals where the left side is less than (or, with `or_equal`, at most) the right
// side, both having numbers. Left values are visited from the largest down while the union of
// right deals with a larger value grows: one union per entry on each side.
DealSet less_than(const SideValues& l, const SideValues& r, bool or_equal, const Universe& u) {
  DealSet larger = u.none(), result = u.none();
  auto rit = r.number.rbegin();
  for (auto lit = l.number.rbegin(); lit != l.number.rend(); ++lit) {
    while (rit != r.number.rend() && (or_equal ? rit->first >= lit->first : rit->first > lit->first)) {
      larger |= *rit->second;
      ++rit;
    }
    result |= *lit->second & larger;
  }
  return result;
}

DealSet compare(const PredicateNode& node, const Universe& u) {
  const SideValues l = side_values(node.lhs, u);
  const SideValues r = side_values(node.rhs, u);
  switch (node.comparison) {
    case Comparison::eq:
    case Comparison::ne: {
      DealSet equal = *l.witch & *r.witch;
      // Both lists ascend: one merge pass.
      for (auto li = l.number.begin(), ri = r.number.begin(); li != l.number.end() && ri != r.number.end();) {
        if (li->first < ri->first) {
          ++li;
        } else if (ri->first < li->first) {
          ++ri;
        } else {
          equal |= *li->second & *ri->second;
          ++li, ++ri;
        }
      }
      return node.comparison == Comparison::eq ? equal : ~equal;
    }
    case Comparison::lt:
      return less_than(l, r, false, u);
    case Comparison::le:
      return less_than(l, r, true, u);
    case Comparison::gt:
      return less_than(r, l, false, u);
    case Comparison::ge:
      return less_than(r, l, true, u);
  }
  return u.none();
}

DealSet compile_node(const Predicate& p, int index, const Universe& u) {
  const PredicateNode& node = p.nodes[index];
  switch (node.kind) {
    case PredicateNode::Kind::all_of: {
      DealSet r = compile_node(p, node.children[0], u);
      for (std::size_t i = 1; i < node.children.size(); ++i) r &= compile_node(p, node.children[i], u);
      return r;
    }
    case PredicateNode::Kind::any_of: {
      DealSet r = compile_node(p, node.children[0], u);
      for (std::size_t i = 1; i < node.children.size(); ++i) r |= compile_node(p, node.children[i], u);
      return r;
    }
    case PredicateNode::Kind::negation:
      return ~compile_node(p, node.children[0], u);
    case PredicateNode::Kind::in_set: {
      DealSet r = u.none();
      for (std::uint32_t vs = node.values; vs != 0; vs &= vs - 1)
        r |= u.holds(node.position.value, std::countr_zero(vs));
      return r;
    }
    case PredicateNode::Kind::compare:
      return compare(node, u);
  }
  return u.none();
}

}  // namespace

DealSet compile(const Predicate& predicate, const Universe& universe) {
  return compile_node(predicate, predicate.root, universe);
}

}  // namespace skb::seven_knights
