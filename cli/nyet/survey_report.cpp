#include "cli/nyet/survey_report.h"

#include <cmath>

#include <fmt/format.h>

#include "cli/common/json.h"
#include "cli/common/provenance.h"
#include "solver/core/simulation.h"
#include "solver/nyet/record_maker.h"

namespace skb::cli::nyet {

namespace {

using skb::nyet::SurveyTotals;

using skb::mean_estimate;

double ratio(double a, std::uint64_t n) { return n == 0 ? 0 : a / static_cast<double>(n); }

std::string supertrump_text(const skb::nyet::Terms& t) {
  return t.trumps.supertrump ? std::string(1, skb::nyet::colour_letter(*t.trumps.supertrump)) : "none";
}

}  // namespace

std::string survey_text(const SurveyReport& r) {
  const SurveyTotals& t = r.totals;
  std::string out = fmt::format(
      "Double-dummy survey: {} random {}-player deals (seed {}), solved at the first lead\n"
      "  before the tricks: {}; at most {} M search nodes a deal\n",
      t.deals, r.players, r.seed, r.pre_trick == "random" ? "every legal choice alike" : "the greedy player's rule",
      static_cast<double>(r.max_nodes) / 1e6);
  if (t.deals < r.asked)
    out += fmt::format("  Interrupted after {} of {} deals: the figures are those of the deals solved.\n", t.deals,
                       r.asked);
  out += fmt::format("  Solved: {}{}\n", t.solved,
                     t.over_cap ? fmt::format(" ({} needed more nodes and are left out below)", t.over_cap) : "");
  if (t.solved == 0) return out;
  const skb::MeanEstimate diff = mean_estimate(t.solved, static_cast<double>(t.difference), static_cast<double>(t.difference2));
  const skb::MeanEstimate loot = mean_estimate(t.solved, static_cast<double>(t.loot), static_cast<double>(t.loot2));
  out += fmt::format(
      "\nThe first player's side under best play, a round:\n"
      "  value (its units minus the other side's): {:+.2f} ± {:.2f}\n"
      "  units in the solver's line (tricks plus loot): {:.2f}; the other side {:.2f}\n"
      "  tricks: {:.2f}\n",
      diff.mean, diff.se, ratio(static_cast<double>(t.first_units), t.solved),
      ratio(static_cast<double>(t.other_units), t.solved), ratio(static_cast<double>(t.tricks), t.solved));
  out += "\n  By the side's trump length (its trump-suit cards at the first lead):\n"
         "  Trumps  Deals   Units   Value  ± error\n";
  for (std::size_t k = 0; k < t.by_trump_length.size(); ++k) {
    const skb::nyet::TrumpLengthTotals& b = t.by_trump_length[k];
    if (b.deals == 0) continue;
    const skb::MeanEstimate v = mean_estimate(b.deals, static_cast<double>(b.difference), static_cast<double>(b.difference2));
    out += fmt::format("  {:>6}  {:>5}  {:>6.2f}  {:>+6.2f}  {:>7.2f}\n", k, b.deals,
                       ratio(static_cast<double>(b.units), b.deals), v.mean, v.se);
  }
  out += fmt::format("\nLoot (1s captured from the other side): {:.2f} ± {:.2f} a round;\n  the first side took {:.2f}\n",
                     loot.mean, loot.se, ratio(static_cast<double>(t.first_loot), t.solved));
  if (t.supertrump_deals > 0) {
    const skb::Interval ci = skb::wilson_interval(t.supertrump_rounds, t.supertrump_deals);
    out += fmt::format(
        "Supertrumps, in the {} rounds with a supertrump colour:\n"
        "  {:.2f} tricks a round won by a supertrump;\n"
        "  at least one in {:.1f}% of the rounds [{:.1f}%, {:.1f}%]\n",
        t.supertrump_deals, ratio(static_cast<double>(t.supertrump_tricks), t.supertrump_deals),
        100 * ratio(static_cast<double>(t.supertrump_rounds), t.supertrump_deals), 100 * ci.low, 100 * ci.high);
  } else {
    out += "Supertrumps: no solved round had a supertrump colour\n";
  }
  out += fmt::format("\n  Time: {:.1f} s, {:.1f} M search nodes a deal\n", r.seconds,
                     ratio(static_cast<double>(t.nodes), t.deals) / 1e6);
  return out;
}

std::string survey_json(const SurveyReport& r) {
  const SurveyTotals& t = r.totals;
  const skb::MeanEstimate diff = mean_estimate(t.solved, static_cast<double>(t.difference), static_cast<double>(t.difference2));
  const skb::MeanEstimate loot = mean_estimate(t.solved, static_cast<double>(t.loot), static_cast<double>(t.loot2));
  std::vector<std::string> lengths;
  for (std::size_t k = 0; k < t.by_trump_length.size(); ++k) {
    const skb::nyet::TrumpLengthTotals& b = t.by_trump_length[k];
    if (b.deals == 0) continue;
    const skb::MeanEstimate v = mean_estimate(b.deals, static_cast<double>(b.difference), static_cast<double>(b.difference2));
    lengths.push_back(fmt::format(
        "{{\"trumps\": {}, \"deals\": {}, \"units\": {}, \"value\": {}, \"value_error\": {}}}", k, b.deals,
        json_number(ratio(static_cast<double>(b.units), b.deals)), json_number(v.mean), json_number(v.se)));
  }
  std::vector<std::string> points;
  for (std::size_t k = 0; k < t.points.size(); ++k)
    points.push_back(fmt::format("\"{}\": {}", skb::nyet::kPointBoxes[k], t.points[k]));
  const skb::Interval ci = skb::wilson_interval(t.supertrump_rounds, t.supertrump_deals);
  return fmt::format(
      "{{{}, \"interrupted\": {}, \"planned\": {}, \"players\": {}, \"deals\": {}, \"seed\": {}, \"pre_trick\": {}, \"max_nodes\": {}, \"solved\": {}, "
      "\"over_cap\": {}, \"value\": {}, \"value_error\": {}, \"first_units\": {}, \"other_units\": {}, \"tricks\": {}, "
      "\"loot\": {}, \"loot_error\": {}, \"first_loot\": {}, \"supertrump_rounds\": {}, \"supertrump_tricks\": {}, "
      "\"supertrump_share\": {}, \"supertrump_share_low\": {}, \"supertrump_share_high\": {}, \"points\": {{{}}}, "
      "\"by_trump_length\": [{}], \"nodes\": {}}}\n",
      provenance_json(r.seconds), t.deals < r.asked ? "true" : "false", r.asked, r.players, t.deals, r.seed, json_string(r.pre_trick), r.max_nodes, t.solved,
      t.over_cap, json_number(diff.mean), json_number(diff.se),
      json_number(ratio(static_cast<double>(t.first_units), t.solved)),
      json_number(ratio(static_cast<double>(t.other_units), t.solved)),
      json_number(ratio(static_cast<double>(t.tricks), t.solved)), json_number(loot.mean), json_number(loot.se),
      json_number(ratio(static_cast<double>(t.first_loot), t.solved)), t.supertrump_deals,
      json_number(ratio(static_cast<double>(t.supertrump_tricks), t.supertrump_deals)),
      json_number(ratio(static_cast<double>(t.supertrump_rounds), t.supertrump_deals)), json_number(ci.low),
      json_number(ci.high), fmt::join(points, ", "), fmt::join(lengths, ", "), t.nodes);
}

std::string survey_csv(const SurveyReport& r, bool header) {
  std::string out;
  if (header)
    out = provenance_csv_header() +
          ",players,seed,deal,solved,trump,supertrump,discard,points,first,first_side,first_side_trumps,tricks,"
          "value,first_units,other_units,first_loot,other_loot,supertrump_tricks,nodes\n";
  const std::string prov = provenance_csv_cells(r.seconds);
  const skb::nyet::Table table = skb::nyet::default_table(r.players);
  for (std::size_t i = 0; i < r.deals_seen.size(); ++i) {
    const skb::nyet::SurveyedDeal& d = r.deals_seen[i];
    const bool ok = d.solved;
    out += fmt::format("{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}\n", prov, r.players, r.seed, i,
                       ok ? 1 : 0, skb::nyet::colour_letter(d.terms.trumps.trump), supertrump_text(d.terms),
                       skb::nyet::discard_rule_name(d.terms.discard), d.terms.points, table.name(d.first),
                       table.names_of(d.first_side, " "), d.first_side_trumps, d.tricks, ok ? std::to_string(d.difference) : "",
                       ok ? std::to_string(d.units[0]) : "", ok ? std::to_string(d.units[1]) : "",
                       ok ? std::to_string(d.loot[0]) : "", ok ? std::to_string(d.loot[1]) : "",
                       ok ? std::to_string(d.supertrump_tricks) : "", d.nodes);
  }
  return out;
}

}  // namespace skb::cli::nyet
