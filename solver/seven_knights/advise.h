// Advice: what the record's viewer should do next (which tile to inspect, which question to
// ask, whom to recommend as Captain, which last question the Captain should ask), computed
// exactly from the viewer's knowledge: the record's public statements and the tile facts of
// the positions the viewer knows.
//
// Definitions. Let C be the viewer's consistent deals with posterior weights, R(d)
// the winning arrangement of deal d, and for a question q to answerer B with truth set T:
// L(yes | d) = 1 or 0 when B is on the Knights team in d (true or false answer), and 1-λ or λ
// when B is on the Witch team (true or false). Then
//   P(a, r wins) = Σ_{d in C, R(d) = r} w(d) L(a | d) / Σ w,
//   expected_win(q) = Σ_a max_r P(a, r wins),   win_now = max_r P(r wins),
//   info_bits(q) = H(R) - Σ_a P(a) H(R | a)     (the mutual information of R and the answer).
// Inspections are the same with the seen value as the "answer"; their expected_win counts only
// deals where the viewer, as Captain, is on the Knights team (seeing W bewitches the viewer; a
// viewer holding W is the Witch). A Captain c chosen by the vote lays the best arrangement for
// c's own knowledge (own tile, inspected tiles, the public record, i.e. the record without the
// viewer's tile facts), the first in tie order among equally likely ones, and loses if on the
// Witch team. Players are listed for the vote if they are the viewer or the viewer may
// recommend them in some consistent deal (the Witch never recommends the bewitched, nor the
// bewitched the Witch).
//
// Orders: captain phase by expected_win, then info_bits; question phase by info_bits, then
// expected_win; inspections by expected_win, then info_bits; Captains by win. Equal keys keep
// generation order (answerer by seat, then the families of candidate questions in turn).
// Questions that split the viewer's consistent deals alike, either way round (a question and
// its negation), are one candidate, shown in its shortest form.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "enumerate/deal_set.h"
#include "solver/seven_knights/record.h"
#include "solver/seven_knights/rules_check.h"

namespace skb::seven_knights {

enum class Phase : std::uint8_t { search, question, vote, captain, answer };

// Returns "search", "question", "vote", "captain" or "answer".
std::string_view phase_name(Phase phase);
std::optional<Phase> find_phase(std::string_view name);

struct QuestionAdvice {
  int answerer = 0;
  std::string predicate;  // in record syntax, the simplest of the questions that split alike
  double p_yes = 0;
  double win_if_yes = 0;  // max_r P(r wins | yes); 0 when yes is impossible
  double win_if_no = 0;
  double expected_win = 0;
  double info_bits = 0;
  // The asker can already deduce the truthful answer (it is the same in every deal they
  // consider): the question only tests whether the answerer lies. Listed only on request.
  bool liar_test = false;
};

struct InspectionAdvice {
  int position = 0;
  double info_bits = 0;
  double expected_win = 0;
};

struct CaptainChoice {
  int player = 0;
  double win = 0;  // the viewer's side's chance to win with this Captain
};

// An answer the viewer may give to the question asked of them (the answer phase).
struct AnswerAdvice {
  bool answer = false;  // yes = true
  double win = 0;       // the viewer's side's chance to win after giving it
  double p_true = 0;    // the chance, from the viewer's knowledge, that it is the true answer
};

struct Advice {
  Phase phase = Phase::search;
  int adviser = 0;                            // the viewer
  int asker = 0;                              // who would ask (the viewer; the Captain in the captain phase)
  double win_now = 0;                         // max_r P(r wins) from the viewer's knowledge
  std::size_t candidates = 0;                 // distinct questions considered (after merging)
  std::vector<QuestionAdvice> questions;      // best first, at most `top`
  std::vector<InspectionAdvice> inspections;  // best first, at most `top`
  std::vector<CaptainChoice> captains;        // best first, at most `top`
  std::vector<AnswerAdvice> answers;          // the answer phase: yes and no, best first
  double viewer_witch_team = 0;               // P(the viewer is on the Witch team); 0 or 1 when they know their tiles
  // The question phase: the ranking serves the Witch team (the viewer is surely on it), the
  // questions that help the Knights least first; else it serves the Knights.
  bool ranked_for_witch_team = false;
  double captain_witch_team = 0;              // the captain phase: P(the Captain is on the Witch team)
  // When the viewer has already made the move of the record's phase (asked, voted) and waits
  // for the others: that phase and who still has to move; `phase` is the viewer's next decision.
  std::optional<Phase> waiting_for;
  std::vector<int> waiting_on;
  std::vector<std::string> notes;  // what the viewer knows but the record does not state (notes.h)
};

// How the question phases rank candidates: by information, then expected win (a Knight's own
// question), by expected win, then information (the Captain's last question), or, for a viewer
// surely on the Witch team, by the Knights' expected win after the answer, lowest first, then
// information, least first (the question that helps the table least).
enum class QuestionOrder : std::uint8_t { by_information, by_expected_win, least_help_to_knights };

struct AdviseOptions {
  std::optional<Phase> phase;  // nothing: read it from the record
  std::size_t top = 10;
  int threads = 0;          // 0: OpenMP's default
  bool liar_tests = false;  // also list the questions that only test for liars (labelled)
  // The answer phase: the question asked of the viewer, as the record would state it without
  // its answer (`ask ASKER VIEWER "PREDICATE"`).
  std::optional<std::string> question;
  // The truth set of each of the record's question predicates, if the caller has them (see
  // gather_evidence); empty: compiled here.
  std::span<const DealSet> compiled_questions;
  // The question phase's ranking; nothing: the viewer's side's (by_information, or
  // least_help_to_knights for a viewer surely on the Witch team). The `info` question policy of
  // players.h asks by_information whichever team asks.
  std::optional<QuestionOrder> question_order;
};

// Returns the phase the record is in: someone has not inspected yet: search; someone has not
// asked yet: question; someone has not voted yet: vote; the Captain is known and has asked
// fewer than two questions: captain. Nothing when the round is over.
std::optional<Phase> detect_phase(const Record& record, const RecordFacts& facts);

// Advises the record's viewer. Throws RecordError when the record has no view (or the phase
// cannot be advised: no phase left, or no Captain for the captain phase), Contradiction when
// no deal satisfies the record. Results do not depend on the number of threads.
Advice advise(const Record& record, const AdviseOptions& options = {});

}  // namespace skb::seven_knights
