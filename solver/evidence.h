// Evidence: a legal record turned into deal sets over its universe (rules.md, "What the solver
// computes").
//
// - witch_team[A]: deals in which player A is the Witch or bewitched (A's seat holds W, or A
//   inspected the position holding W).
// - truth[i]: deals in which question i's recorded answer is true.
// - constraints: one per `tile`, `ask` and `vote` statement, its support (the deals in which
//   its factor of the weight is > 0). A tile fact allows the deals where the position holds
//   the value; a vote A -> B rules out deals where A is the Witch and B bewitched or the other
//   way round; an answer rules out deals where it is false and the answerer is on the Knights
//   team, and with lie rate 0 (1) also where it is false (true) and the answerer is on the
//   Witch team. `inspections` are not constraints: they decide who is bewitched.
#pragma once

#include <vector>

#include "enumerate/deal_set.h"
#include "solver/game_tables.h"
#include "solver/record.h"

namespace skb {

struct Constraint {
  int statement;    // index into Record::statements
  DealSet support;  // deals with a non-zero factor
};

struct Evidence {
  std::vector<DealSet> witch_team;  // per player
  std::vector<DealSet> truth;       // per question, in record order
  std::vector<Constraint> constraints;
  DealSet consistent;  // intersection of all supports: the deals with weight > 0
};

Evidence gather_evidence(const Record& record, const GameTables& tables);

}  // namespace skb
