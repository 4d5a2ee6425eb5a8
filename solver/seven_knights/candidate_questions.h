// Candidate questions: every legal question of the four families (below) that one player may ask
// the others, with questions that split the viewer's consistent deals alike merged into one.
//
// The families: one position in a set of values (every non-trivial subset of the values it
// can hold), one position compared with a number (0..8), two positions compared with each
// other, and the sum of two positions compared with a number (2..14); the six comparisons
// = != < <= > >= each. Each question names one or two positions, so its truth is a function of
// the "cell" those positions hold in a deal: the value code v (one position) or 8 * v1 + v2
// (two positions, in the order named). A candidate carries that function as a 64-bit truth
// table over cells. The tables are built once, by compiling each question shape with the
// predicate compiler itself over a tiny universe, so they follow the record syntax's
// semantics exactly (W in comparisons, sums holding W).
//
// Merging: two questions to the same answerer whose truth sets over the viewer's consistent
// deals are equal or complementary are one candidate, shown in the shortest text (the first
// generated among equally short ones); candidates keep the order in which their first question
// was generated (answerer by seat, then positions in index order, one-position questions of a
// position before the pairs, families in the order above). Equality is found by a 128-bit
// random-sum hash over deals and always confirmed deal by deal, so a hash collision can never
// merge two different questions.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "enumerate/universe.h"
#include "solver/seven_knights/predicate_text.h"
#include "solver/seven_knights/record.h"
#include "solver/seven_knights/rules_check.h"

namespace skb::seven_knights {

struct CandidateQuestion {
  int answerer = 0;
  int first = 0;            // the position named first
  int second = -1;          // the other position of a two-position question, else -1
  std::uint64_t cells = 0;  // bit c set iff the predicate is true in a deal whose cell is c
  std::string predicate;    // in record syntax
  bool liar_test = false;   // decided over the deals considered: it only tests for lies

  // Returns the cell of a deal (its values, one per position in play) for this question.
  int cell(std::span<const std::uint8_t> deal) const {
    return second < 0 ? deal[first] : deal[first] * kMaxValues + deal[second];
  }
  // Returns whether the predicate is true in the deal.
  bool truth(std::span<const std::uint8_t> deal) const { return (cells >> cell(deal)) & 1u; }
};

// A question shape of the four families: its text around the position names (one position:
// name + suffix; two positions: name + infix + name + suffix) and its truth table over cells,
// as the predicate compiler gives it. The shapes: "X in {..}" (a set of value codes), "X op n"
// (n = 0..8), "X op Y" and "X + Y op n" (n = 2..14), the comparison given by its index in
// = != < <= > >= (0..5). Throws std::out_of_range for a shape outside the families.
struct QuestionShape {
  std::string_view infix, suffix;
  std::uint64_t cells = 0;
};
QuestionShape value_set_shape(std::uint32_t values);
QuestionShape compare_number_shape(int comparison, int n);
QuestionShape compare_pair_shape(int comparison);
QuestionShape sum_number_shape(int comparison, int n);

// The families' shapes in generation order, before merging (the order candidate_questions
// offers them in, and the order the round simulator draws random questions from):
// - one position that can hold `values` (a bitmask of value codes): the value sets over those
//   values (every subset but none and all; subset k + 1 picks, at bit i, the i-th value in tile
//   order), then "X op n" (comparisons outer, n = 0..8 inner);
// - two positions: "X op Y" (the six comparisons), then "X + Y op n" (comparisons outer,
//   n = 2..14 inner).
// Returns how many shapes there are, and shape k (0 <= k < count).
std::uint64_t one_position_shape_count(std::uint32_t values);
QuestionShape one_position_shape(std::uint32_t values, std::uint64_t k);
std::uint64_t two_position_shape_count();
QuestionShape two_position_shape(std::uint64_t k);

// Returns the non-trivial subset number `mask` (1 .. 2^n - 2) of the values `ordered` (in tile
// order): bit i of `mask` picks ordered[i]. As a bitmask of value codes.
std::uint32_t value_subset(std::span<const int> ordered, std::uint64_t mask);

// Returns the deals of `u` in which a question over positions (first, second), or first alone
// when second is -1, with truth table `cells` over their cells is true: without compiling
// its text, for callers that generate questions by shape (the round simulator).
DealSet truth_set(const Universe& u, int first, int second, std::uint64_t cells);

// Returns the merged candidate questions `asker` may ask under the record's rules (strict
// rules: only about positions the answerer knows and the asker does not; lenient: any the
// answerer knows). `deals` are the viewer's consistent deals (indices into `u`), ascending.
// A question that is false (or true) in every deal the dealing allows, such as "Ann = 0", tells
// nothing about the tiles and is never a candidate. A question decided over `deals` (its
// truthful answer can be deduced) only tests whether the answerer lies: such questions (merged
// into one candidate per answerer) are left out, or, with `liar_tests`, kept and marked.
std::vector<CandidateQuestion> candidate_questions(const Record& record, const RecordFacts& facts, int asker,
                                                   const Universe& u, std::span<const std::uint32_t> deals,
                                                   bool liar_tests = false);

}  // namespace skb::seven_knights
