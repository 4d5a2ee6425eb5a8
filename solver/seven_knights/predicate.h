// Predicate: the yes/no question about tile values that one player asks another.
//
// Grammar (record-format.md):  or := and ("or" and)*;  and := not ("and" not)*;
// not := "not" not | "(" or ")" | atom;  atom := sum cmp sum | POSITION "in" set;
// sum := term ("+" term)*;  term := POSITION | NUMBER | "W".
//
// The syntax tree is stored flat (nodes refer to children by index), so that deeply nested
// predicates are neither built nor destroyed recursively. Positions are indices into the
// record's positions in play (seats, then C1..C4); values use the solver's codes (0 = W).
//
// Semantics (rules.md, "Questions"): a Knight's value is its number; a single term holding the
// Witch is "the Witch"; a sum of two or more terms that includes the Witch has no value.
// `=` compares values (W = W only between single Witch terms; no value equals nothing), `!=` is
// its negation, and the four orderings are false whenever a side is the Witch or has no value.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "enumerate/universe.h"
#include "solver/core/record_text.h"
#include "solver/core/text.h"

namespace skb::seven_knights {

enum class Comparison : std::uint8_t { eq, ne, lt, le, gt, ge };
// The comparisons in the order above.
inline constexpr Comparison kComparisons[] = {Comparison::eq, Comparison::ne, Comparison::lt,
                                              Comparison::le, Comparison::gt, Comparison::ge};
// Returns a comparison as written in a question: =, !=, <, <=, >, >=.
constexpr std::string_view comparison_text(Comparison c) {
  constexpr std::string_view kText[] = {"=", "!=", "<", "<=", ">", ">="};
  return kText[static_cast<int>(c)];
}

struct Term {
  enum class Kind : std::uint8_t { position, number, witch };
  Kind kind = Kind::number;
  int value = 0;   // position index or number
  int column = 0;  // 1-based column in the record line
};

struct PredicateNode {
  enum class Kind : std::uint8_t { all_of, any_of, negation, compare, in_set };
  Kind kind = Kind::compare;
  int column = 0;             // where the node starts in the record line
  std::vector<int> children;  // all_of / any_of: operands; negation: one operand
  Comparison comparison = Comparison::eq;
  std::vector<Term> lhs, rhs;  // compare
  Term position;               // in_set: the position
  std::uint32_t values = 0;    // in_set: bit v set iff value code v is listed
};

struct Predicate {
  std::vector<PredicateNode> nodes;
  int root = -1;
  // Returns the distinct positions the predicate names, as a bitmask over position indices.
  std::uint32_t positions() const;
  // Calls f(term) for every position term (including `in` positions), in text order.
  void for_each_position(const std::function<void(const Term&)>& f) const;
};

// Maps a name in a predicate to a position index, or nothing if no such position exists.
using PositionResolver = std::function<std::optional<int>(std::string_view)>;

// Parses `text`, whose first character sits at column `first_column` of the record line.
// Throws PredicateSyntaxError with the column of the offending token on any error, including
// an atom that names no position, a number out of range or nesting deeper than kMaxNesting.
class PredicateSyntaxError : public std::runtime_error {
 public:
  PredicateSyntaxError(int column, const std::string& message) : std::runtime_error(message), column_(column) {}
  int column() const { return column_; }

 private:
  int column_;
};

inline constexpr int kMaxNesting = 200;

// Suggests the position a name that resolves to nothing was probably meant to be (the same
// name in another case, or one edit away), or nothing.
using NameSuggester = std::function<std::optional<std::string>(std::string_view)>;

// Columns count characters (UTF-8 code points; a byte that is not valid UTF-8 counts as one).
// Names may hold Unicode letters (see is_name_start); `suggest`, if given, adds "did you mean
// X?" to the error for a name that is no position.
Predicate parse_predicate(std::string_view text, int first_column, const PositionResolver& resolve,
                          const NameSuggester& suggest = nullptr);

// Returns the set of deals of `universe` in which the predicate is true. Positions index the
// universe's slots. Built only from the precomputed `holds` sets (and, for sums, a dynamic
// programme over partial sums), never by evaluating deals one at a time.
DealSet compile(const Predicate& predicate, const Universe& universe);

}  // namespace skb::seven_knights
