// Evidence: a legal record turned into deal sets over its universe (rules.md, "What the solver
// computes").
//
// - witch_team[A]: deals in which player A is the Witch or bewitched (A's seat holds W, or A
//   inspected the position holding W).
// - true_answers / false_answers: per deal, how many Witch-team answers are true (false) in it,
//   the two exponents of the deal's weight (1-λ)^t λ^f.
// - consistent: the deals with weight > 0, the intersection of every constraint's support.
//
// A constraint is one `tile`, `ask` or `vote` statement with its support (the deals in which
// its factor of the weight is > 0). A tile fact allows the deals where the position holds the
// value; a vote A -> B rules out deals where A is the Witch and B bewitched or the other way
// round; an answer rules out deals where it is false and the answerer is on the Knights team,
// and with lie rate 0 (1) also where it is false (true) and the answerer is on the Witch team.
// `inspections` are not constraints: they decide who is bewitched.
//
// Memory does not grow with the number of statements: gather_evidence visits the constraints
// one at a time, intersecting supports into `consistent` and adding each answer to the per-deal
// counters, and keeps no per-statement set. The supports themselves are only needed to explain
// a contradiction; Constraints recomputes any one of them on demand.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "enumerate/deal_counter.h"
#include "enumerate/deal_set.h"
#include "solver/seven_knights/record.h"
#include "solver/seven_knights/variant_tables.h"

namespace skb::seven_knights {

struct Evidence {
  std::vector<DealSet> witch_team;  // per player
  DealCounter true_answers;         // per deal: Witch-team answers true in it
  DealCounter false_answers;        // per deal: Witch-team answers false in it
  DealSet consistent;               // intersection of all supports: the deals with weight > 0
  DealSet untiled;                  // the same without the tile facts' supports
};

// Returns the evidence of a legal record. `compiled`, when not empty, holds the truth set of
// each of the record's question predicates (compile(q.predicate, universe), in the order of
// Record::questions), so that a caller who grows a record statement by statement (the round
// simulator) compiles each question once rather than once per decision; it must have exactly
// one set per question.
Evidence gather_evidence(const Record& record, const VariantTables& tables, std::span<const DealSet> compiled = {});

// Adds one more answer to the evidence, as if its question were one more statement of the record:
// `truth` holds the deals in which the recorded answer is true, `answerer` answered, under lie
// rate `lie_rate`. (gather_evidence adds every answer of a record this way.)
void add_answer(Evidence& evidence, const DealSet& truth, int answerer, double lie_rate);

// Returns the evidence of the same record with `tiles` as its only tile facts: the evidence of a
// record as a player who does not know some of its tiles sees it (advise: the public record),
// without weighing every statement again.
Evidence with_tile_facts(Evidence evidence, std::span<const TileFact> tiles, const Universe& universe);

// Returns, per player, the deals in which the player is bewitched: one of their looks is at the
// position holding W. (With the Witch's own seat, this makes the Witch team.)
std::vector<DealSet> bewitched_sets(const Record& record, const Universe& universe);

// Returns the deals in which `voter` may not recommend `candidate` (rules.md, "Recommendation"):
// the Witch never recommends a bewitched player, nor a bewitched player the Witch. `bewitched`
// is bewitched_sets' answer. Empty for a vote for oneself.
DealSet forbidden_vote(int voter, int candidate, const std::vector<DealSet>& bewitched, const Universe& universe);

// Returns the deals in which the question's recorded answer is true.
DealSet answer_truth(const Question& question, const Universe& universe);

// The constraints of a record, in file order, each support computed when asked for (a question's
// costs one predicate compilation). The record and the tables must outlive this object.
class Constraints {
 public:
  Constraints(const Record& record, const VariantTables& tables);
  std::size_t size() const { return items_.size(); }
  // Returns the index into Record::statements of constraint i.
  int statement(std::size_t i) const { return items_[i].statement; }
  // Returns the support of constraint i: the deals where its factor of the weight is > 0.
  DealSet support(std::size_t i) const;

 private:
  enum class Kind : std::uint8_t { tile, ask, vote };
  struct Item {
    int statement = 0;
    Kind kind = Kind::tile;
    std::size_t index = 0;  // into Record::tiles, questions or votes
  };
  const Record& record_;
  const VariantTables& tables_;
  std::vector<DealSet> bewitched_;   // per player
  std::vector<DealSet> witch_team_;  // per player
  std::vector<Item> items_;
};

}  // namespace skb::seven_knights
