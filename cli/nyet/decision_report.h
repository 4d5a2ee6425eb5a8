// The report of `skb nyet advise` before the tricks (solver/nyet/decision_advice.h): the round,
// then every option of the viewer's veto, team choice, discard or pass, written as the record
// lines it adds, with its score (the viewer's points for the round) and its units (the
// double-dummy value from the viewer's team's side), best first; as text or as JSON.
#pragma once

#include <cstdint>
#include <string>

#include "cli/common/terminal.h"
#include "solver/nyet/decision_advice.h"
#include "solver/nyet/replay.h"

namespace skb::cli::nyet {

struct DecisionReportSettings {
  std::uint64_t budget = 0;
  std::uint64_t seed = 1;
  std::uint64_t max_nodes = 0;
};

// Returns "veto", "teams", "discard" or "pass": the decision the advice is for.
std::string decision_name(const skb::nyet::Replay& replay, const skb::nyet::DecisionAdvice& a);

std::string decision_text(const skb::nyet::Replay& replay, const skb::nyet::DecisionAdvice& a,
                          const DecisionReportSettings& s, const TextLayout& layout);

std::string decision_json(const skb::nyet::Replay& replay, const skb::nyet::DecisionAdvice& a,
                          const DecisionReportSettings& s, double seconds);

}  // namespace skb::cli::nyet
