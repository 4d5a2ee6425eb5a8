#include "cli/nyet/decision_report.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "cli/common/json.h"
#include "cli/common/provenance.h"
#include "cli/nyet/json_report.h"
#include "cli/nyet/text_report.h"

namespace skb::cli::nyet {

namespace sn = skb::nyet;

namespace {

std::string signed_value(double v) { return fmt::format("{:+.3f}", std::abs(v) < 5e-10 ? 0.0 : v); }

std::string option_text(const sn::DecisionOption& o) { return fmt::format("{}", fmt::join(o.lines, "; ")); }

// What the viewer is to do, in words.
std::string_view decision_words(const std::string& name) {
  if (name == "veto") return "veto";
  if (name == "teams") return "choose the teams";
  if (name == "pass") return "pass a card";
  return "discard";
}

// The closing lines: whether the best option stood apart, and the deals left out.
std::string method_note(const sn::DecisionAdvice& a, const DecisionReportSettings& s) {
  std::string o;
  if (a.options.size() == 1)
    o = "Only one option is legal.\n";
  else if (a.separated)
    o = "The best option's score is more than 2 standard errors of the difference ahead of every other option's.\n";
  else
    o = std::string("(tied): within 2 standard errors of the difference from the best option's score: the deals drawn "
                    "cannot tell it from the best.") +
        (a.cancelled ? " Interrupted before the budget was spent.\n"
                     : fmt::format(" The budget ({} deals) could not separate them; a larger --budget may.\n", s.budget));
  if (a.played_out > 0)
    o += fmt::format("Played out: in {} of the {} deals a solve needed more than {} nodes (--max-nodes), so every "
                     "option's round in {} was played out by the greedy rule, cards included, instead of solved: "
                     "those values are the greedy players', not best play.\n",
                     a.played_out, a.draws, thousands(std::to_string(s.max_nodes)),
                     a.played_out == 1 ? "that deal" : "those deals");
  return o;
}

}  // namespace

std::string decision_name(const sn::Replay& replay, const sn::DecisionAdvice& a) {
  switch (a.phase) {
    case sn::Phase::veto:
      return "veto";
    case sn::Phase::teams:
      return "teams";
    default:
      break;
  }
  return replay.terms()->discard == sn::DiscardRule::pass ? "pass" : "discard";
}

std::string decision_text(const sn::Replay& replay, const sn::DecisionAdvice& a, const DecisionReportSettings& s,
                          const TextLayout& layout) {
  const sn::Table& t = replay.record().table;
  const std::string& viewer = t.name(a.viewer);
  std::string o = round_text(replay);
  o += fmt::format("\nAdvice: {} to {}; {} consistent deal{}, {} drawn uniformly ({} round{}; budget {}, "
                   "seed {})\n",
                   viewer, decision_words(decision_name(replay, a)), thousands(a.deals.get_str()),
                   a.deals == 1 ? "" : "s", a.draws, a.rounds, a.rounds == 1 ? "" : "s", s.budget, s.seed);
  o += fmt::format("Policy: after the option, every later decision before the tricks (the other vetoes, {}'s own "
                   "later ones, the teams, the discards or the pass) is made by the greedy rule of thumb; then the "
                   "deal is solved double dummy from the first lead.\n",
                   viewer);
  o += fmt::format("Score: {}'s points for the round on the line of best play: the units of {}'s team times the "
                   "points, doubled for the Bonus card's holder. Units: the units of {}'s team minus the other "
                   "team's, negated at -2 points.\n",
                   viewer, viewer, viewer);
  std::size_t width = 6;
  for (const sn::DecisionOption& d : a.options) width = std::max(width, option_text(d).size());
  o += fmt::format("\n  {:<{}}  {:>8}{:>8}  {:>8}{:>8}\n", "Option", width, "Score", "se", "Units", "se");
  for (std::size_t i = 0; i < a.options.size(); ++i) {
    const sn::DecisionOption& d = a.options[i];
    const std::string row = fmt::format("  {:<{}}  {:>8}{:>8.3f}  {:>8}{:>8.3f}{}", option_text(d), width,
                                        signed_value(d.score), d.score_error, signed_value(d.units), d.units_error,
                                        d.tied_with_best ? "  (tied)" : i == 0 ? "  best" : "");
    o += strong(row, layout.color && (i == 0 || d.tied_with_best)) + "\n";
  }
  o += "\n" + method_note(a, s);
  return wrap(o, layout.width, 2);
}

std::string decision_json(const sn::Replay& replay, const sn::DecisionAdvice& a, const DecisionReportSettings& s,
                          double seconds) {
  const sn::Table& t = replay.record().table;
  std::vector<std::string> options;
  for (std::size_t i = 0; i < a.options.size(); ++i) {
    const sn::DecisionOption& d = a.options[i];
    options.push_back(fmt::format("{{\"lines\": {}, \"score\": {}, \"score_se\": {}, \"units\": {}, \"units_se\": {}, "
                                  "\"best\": {}, \"tied_with_best\": {}}}",
                                  json_string_array(d.lines), json_number(d.score), json_number(d.score_error),
                                  json_number(d.units), json_number(d.units_error), i == 0, d.tied_with_best));
  }
  std::string o = "{\n" + round_json(replay);
  o += "  \"advice\": {\n";
  o += fmt::format("    \"viewer\": {},\n", json_string(t.name(a.viewer)));
  o += fmt::format("    \"decision\": {},\n", json_string(decision_name(replay, a)));
  o += "    \"policy\": \"greedy\",\n";
  o += fmt::format("    \"deals\": {},\n", json_string(a.deals.get_str()));
  o += "    \"method\": \"sampled\",\n";
  o += fmt::format("    \"draws\": {},\n", a.draws);
  o += fmt::format("    \"rounds\": {},\n", a.rounds);
  o += fmt::format("    \"budget\": {},\n", s.budget);
  o += fmt::format("    \"seed\": {},\n", s.seed);
  o += fmt::format("    \"max_nodes\": {},\n", s.max_nodes);
  o += fmt::format("    \"played_out\": {},\n", a.played_out);
  o += fmt::format("    \"separated\": {},\n", a.separated);
  o += fmt::format("    \"budget_spent\": {},\n", a.budget_spent);
  o += fmt::format("    \"cancelled\": {},\n", a.cancelled);
  o += fmt::format("    \"options\": [\n      {}\n    ]\n", fmt::join(options, ",\n      "));
  o += "  },\n";
  o += fmt::format("  {}\n", provenance_json(seconds));
  return o + "}\n";
}

}  // namespace skb::cli::nyet
