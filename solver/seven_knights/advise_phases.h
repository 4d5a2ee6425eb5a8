// Advice, phase by phase: the parts of `advise` (advise.h) that weigh the viewer's options.
// advise.cpp checks the record, gathers the evidence and the viewer's posterior once, and hands
// them to the function of the phase: advise_search.cpp (inspections), advise_question.cpp
// (questions ranked by information), advise_captain.cpp (the Captain's last question, ranked by
// the chance to win) and advise_vote.cpp (Captains). Internal to the library.
#pragma once

#include "solver/seven_knights/advise.h"
#include "solver/seven_knights/evidence.h"
#include "solver/seven_knights/rules_check.h"
#include "solver/seven_knights/variant_tables.h"
#include "solver/seven_knights/viewer_posterior.h"

namespace skb::seven_knights::advice {

// What every phase's advice starts from.
struct Context {
  const Record& record;
  const RecordFacts& facts;
  const AdviseOptions& options;
  int viewer = 0;
  const VariantTables& tables;
  const Evidence& evidence;          // of the record as the viewer knows it
  const ViewerPosterior& posterior;  // the viewer's consistent deals, weighed
  Spread before;                     // the winning arrangement's spread before any new information
  int threads = 1;
};

// Returns the evidence of the record as every player knows it: without the viewer's private tile
// facts (the Captain's revealed tile, which is public, stays), derived from the viewer's
// evidence `evidence` without weighing the record's statements again (with_tile_facts).
Evidence public_evidence(const Record& record, const RecordFacts& facts, const Evidence& evidence,
                         const Universe& universe);

// Fills `out.inspections`: the positions the viewer may still inspect, best first.
void advise_search(const Context& context, Advice& out);
// Fills `out.questions` and `out.candidates` for the viewer's own question.
void advise_question(const Context& context, Advice& out);
// Fills `out.questions` and `out.candidates` for the Captain's additional question.
void advise_captain(const Context& context, Advice& out);
// Fills `out.captains`: the players the viewer may recommend, best first.
void advise_vote(const Context& context, Advice& out);
// Fills `out.answers` (and `out.asker`): the viewer's answers to `options.question`, best first.
void advise_answer(const Context& context, Advice& out);

// Weighs every candidate question `out.asker` may ask and keeps the best `options.top`.
void rank_questions(const Context& context, QuestionOrder ranking, Advice& out);

}  // namespace skb::seven_knights::advice
