#include "solver/seven_knights/advise.h"

#include <algorithm>
#include <vector>

#include "solver/core/error.h"
#include "solver/core/parallel.h"
#include "solver/seven_knights/advise_phases.h"
#include "solver/seven_knights/evidence.h"
#include "solver/seven_knights/notes.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/search.h"
#include "solver/seven_knights/variant_tables.h"
#include "solver/seven_knights/viewer_posterior.h"

namespace skb::seven_knights {

std::string_view phase_name(Phase phase) {
  switch (phase) {
    case Phase::search:
      return "search";
    case Phase::question:
      return "question";
    case Phase::vote:
      return "vote";
    case Phase::captain:
      return "captain";
    case Phase::answer:
      return "answer";
  }
  return "";
}

std::optional<Phase> find_phase(std::string_view name) {
  for (Phase p : {Phase::search, Phase::question, Phase::vote, Phase::captain, Phase::answer})
    if (phase_name(p) == name) return p;
  return std::nullopt;
}

std::optional<Phase> detect_phase(const Record& r, const RecordFacts& facts) {
  const int n = r.player_count();
  for (int p = 0; p < n; ++p)
    if (!search_done(*r.variant, n, p, facts.looked[static_cast<std::size_t>(p)])) return Phase::search;
  std::vector<int> asked(n, 0);
  for (const auto& q : r.questions) ++asked[q.asker];
  if (std::any_of(asked.begin(), asked.end(), [](int a) { return a == 0; })) return Phase::question;
  if (!facts.votes_complete) return Phase::vote;
  if (facts.captain && asked[*facts.captain] < 2) return Phase::captain;
  return std::nullopt;
}

namespace {

// Whether `viewer` has made their move of `phase`: inspected in every search round, asked a
// question, voted; as Captain, asked both questions.
bool viewer_moved(const Record& r, const RecordFacts& facts, int viewer, Phase phase) {
  int asked = 0;
  for (const Question& q : r.questions) asked += q.asker == viewer;
  switch (phase) {
    case Phase::search:
      return search_done(*r.variant, r.player_count(), viewer, facts.looked[static_cast<std::size_t>(viewer)]);
    case Phase::question:
      return asked >= 1;
    case Phase::vote:
      return std::any_of(r.votes.begin(), r.votes.end(), [&](const Vote& v) { return v.voter == viewer; });
    case Phase::captain:
      return facts.captain && *facts.captain == viewer && asked >= 2;
    case Phase::answer:
      return false;
  }
  return false;
}

// The players who have not made their move of `phase` yet, in seat order.
std::vector<int> still_to_move(const Record& r, const RecordFacts& facts, Phase phase) {
  std::vector<int> out;
  for (int p = 0; p < r.player_count(); ++p)
    if (!viewer_moved(r, facts, p, phase)) out.push_back(p);
  return out;
}

}  // namespace

Evidence advice::public_evidence(const Record& r, const RecordFacts& facts, const Evidence& e, const Universe& u) {
  std::vector<TileFact> public_tiles;
  for (const TileFact& t : r.tiles)
    if (facts.captain && t.position == *facts.captain) public_tiles.push_back(t);
  return with_tile_facts(e, public_tiles, u);
}

Advice advise(const Record& r, const AdviseOptions& options) {
  RecordFacts facts = check_rules(r);
  // A record no deal satisfies is a contradiction whatever is asked of it (as for solve).
  const VariantTables& tables = variant_tables(*r.variant, r.player_count());
  Evidence e = gather_evidence(r, tables, options.compiled_questions);
  if (e.consistent.empty()) solve(r);  // throws the Contradiction, naming the conflict
  if (!r.view)
    throw RecordError({r.file, 0, 0},
                      "no decision to advise: the record has no viewer (add 'view NAME' to it, or pass --view NAME)");
  const int viewer = *r.view;
  std::optional<Phase> phase = options.phase ? options.phase : detect_phase(r, facts);
  if (!phase)
    throw RecordError({r.file, 0, 0},
                      "no decision to advise: the game is over (every phase of the round is complete and the Captain "
                      "asked both questions); pass --phase to get advice for a phase anyway");
  if (*phase == Phase::captain && !facts.captain)
    throw RecordError(
        {r.file, 0, 0},
        "the Captain is not known: record every vote or add 'captain NAME' for Captain's-question advice");
  if (*phase == Phase::answer && !options.question)
    throw RecordError({r.file, 0, 0},
                      "the answer phase needs the question asked of you: pass --question 'ask ASKER YOU \"...\"'");
  const ViewerPosterior v = viewer_posterior(r, e, tables);

  Advice out;
  out.adviser = viewer;
  // A viewer who has made the move of the round's phase waits for the others: advise their next
  // decision instead (the first phase whose move they have not made), or none.
  bool advise_moves = true;
  if (*phase == Phase::captain && viewer_moved(r, facts, *facts.captain, Phase::captain))
    throw RecordError({r.file, 0, 0},
                      "no decision to advise: the Captain has asked both questions; what is left is to lay the "
                      "arrangement (skb solve lists the most likely)");
  if (*phase == Phase::captain && *facts.captain != viewer && !options.phase) {
    // The Captain's last question is the Captain's decision: another viewer waits for it (with
    // --phase captain they get the ranking anyway, from what they know).
    out.waiting_for = Phase::captain;
    out.waiting_on = {*facts.captain};
    advise_moves = false;
  }
  if (*phase != Phase::answer && *phase != Phase::captain && viewer_moved(r, facts, viewer, *phase)) {
    out.waiting_for = *phase;
    out.waiting_on = still_to_move(r, facts, *phase);
    if (!options.phase) {
      advise_moves = false;
      for (Phase next : {Phase::search, Phase::question, Phase::vote})
        if (!viewer_moved(r, facts, viewer, next)) {
          phase = next;
          advise_moves = true;
          break;
        }
    } else {
      advise_moves = false;  // forced to a phase whose move the viewer has made: nothing to suggest
    }
  }
  out.phase = *phase;
  out.asker = *phase == Phase::captain ? *facts.captain : viewer;
  const advice::Context context{
      r, facts, options, viewer, tables, e, v, arrangement_spread(v), thread_count(options.threads)};
  out.win_now = static_cast<double>(context.before.best / v.total);
  out.viewer_witch_team = static_cast<double>(mass_in(v, e.witch_team[static_cast<std::size_t>(viewer)]) / v.total);
  if (facts.captain)
    out.captain_witch_team =
        static_cast<double>(mass_in(v, e.witch_team[static_cast<std::size_t>(*facts.captain)]) / v.total);
  out.notes = knowledge_notes(r, facts);
  if (!advise_moves) return out;
  switch (*phase) {
    case Phase::search:
      advice::advise_search(context, out);
      break;
    case Phase::question:
      advice::advise_question(context, out);
      break;
    case Phase::vote:
      advice::advise_vote(context, out);
      break;
    case Phase::captain:
      advice::advise_captain(context, out);
      break;
    case Phase::answer:
      advice::advise_answer(context, out);
      break;
  }
  return out;
}

}  // namespace skb::seven_knights
