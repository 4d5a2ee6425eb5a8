#include "solver/seven_knights/advise.h"

#include <algorithm>
#include <vector>

#include "solver/core/error.h"
#include "solver/core/parallel.h"
#include "solver/seven_knights/advise_phases.h"
#include "solver/seven_knights/evidence.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/search.h"
#include "solver/seven_knights/variant_tables.h"
#include "solver/seven_knights/viewer_posterior.h"

namespace skb {

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
  }
  return "";
}

std::optional<Phase> find_phase(std::string_view name) {
  for (Phase p : {Phase::search, Phase::question, Phase::vote, Phase::captain})
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

Advice advise(const Record& r, const AdviseOptions& options) {
  RecordFacts facts = check_rules(r);
  if (!r.view)
    throw RecordError({r.file, 0, 0}, "advice is for a player: add 'view NAME' to the record or pass --view NAME");
  const int viewer = *r.view;
  std::optional<Phase> phase = options.phase ? options.phase : detect_phase(r, facts);
  if (!phase)
    throw RecordError({r.file, 0, 0},
                      "the round is over (every phase is complete and the Captain asked both questions); pass --phase "
                      "to get advice for a phase anyway");
  if (*phase == Phase::captain && !facts.captain)
    throw RecordError(
        {r.file, 0, 0},
        "the Captain is not known: record every vote or add 'captain NAME' for Captain's-question advice");

  const VariantTables& tables = variant_tables(*r.variant, r.player_count());
  Evidence e = gather_evidence(r, tables, options.compiled_questions);
  if (e.consistent.empty()) solve(r);  // throws the Contradiction, naming the conflict
  const ViewerPosterior v = viewer_posterior(r, e, tables);

  Advice out;
  out.phase = *phase;
  out.adviser = viewer;
  out.asker = *phase == Phase::captain ? *facts.captain : viewer;
  const advice::Context context{
      r, facts, options, viewer, tables, e, v, arrangement_spread(v), thread_count(options.threads)};
  out.win_now = static_cast<double>(context.before.best / v.total);
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
  }
  return out;
}

}  // namespace skb
