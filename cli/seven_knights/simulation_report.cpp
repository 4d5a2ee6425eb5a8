#include "cli/seven_knights/simulation_report.h"

#include <fmt/format.h>

#include "cli/seven_knights/json_report.h"

namespace skb::cli {

namespace {

double ratio(std::uint64_t a, std::uint64_t b) {
  return b == 0 ? 0.0 : static_cast<double>(a) / static_cast<double>(b);
}

struct Figures {
  double win, low, high, witch_captain, right, mean_deals, lies, questions;
};

Figures figures(const CellReport& c) {
  const SimulationTotals& t = c.totals;
  const Interval ci = wilson_interval(t.knights_wins, t.games);
  const std::uint64_t knights_captains = t.games - t.witch_captains;
  return {ratio(t.knights_wins, t.games),
          ci.low,
          ci.high,
          ratio(t.witch_captains, t.games),
          ratio(t.right_arrangements, knights_captains),
          ratio(t.captain_deals, knights_captains),
          ratio(t.lies, t.games),
          ratio(t.questions, t.games)};
}

}  // namespace

std::string csv_header() {
  return "variant,players,profile,inspect,ask,answer,knight_vote,witch_vote,lie_rate,seed,games,exact,knights_wins,"
         "knights_win_rate,wilson_low,wilson_high,witch_captain_rate,right_given_knights_captain,mean_captain_deals,"
         "lies_per_round,questions_per_round\n";
}

std::string csv_row(const CellReport& c) {
  const Figures f = figures(c);
  const Policies& p = c.policies;
  return fmt::format("{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}\n", c.variant->name, c.players,
                     c.profile, policy_name(p.inspect), policy_name(p.ask), policy_name(p.answer),
                     policy_name(p.knight_vote), policy_name(p.witch_vote), json_number(c.lie_rate), c.seed,
                     c.totals.games, c.exact ? "true" : "false", c.totals.knights_wins, json_number(f.win),
                     json_number(f.low), json_number(f.high), json_number(f.witch_captain), json_number(f.right),
                     json_number(f.mean_deals), json_number(f.lies), json_number(f.questions));
}

std::string json_object(const CellReport& c) {
  const Figures f = figures(c);
  const Policies& p = c.policies;
  return fmt::format(
      "{{\"variant\": {}, \"players\": {}, \"profile\": {}, \"policies\": {{\"inspect\": {}, \"ask\": {}, "
      "\"answer\": {}, \"knight_vote\": {}, \"witch_vote\": {}}}, \"lie_rate\": {}, \"seed\": {}, \"all_deals\": {}, "
      "\"exact\": {}, \"games\": {}, \"knights_wins\": {}, \"knights_win_rate\": {}, \"wilson_low\": {}, "
      "\"wilson_high\": {}, \"witch_captain_rate\": {}, \"right_given_knights_captain\": {}, "
      "\"mean_captain_deals\": {}, \"lies_per_round\": {}, \"questions_per_round\": {}}}",
      json_string(c.variant->name), c.players, json_string(c.profile), json_string(policy_name(p.inspect)),
      json_string(policy_name(p.ask)), json_string(policy_name(p.answer)), json_string(policy_name(p.knight_vote)),
      json_string(policy_name(p.witch_vote)), json_number(c.lie_rate), c.seed, c.all_deals ? "true" : "false",
      c.exact ? "true" : "false", c.totals.games, c.totals.knights_wins, json_number(f.win), json_number(f.low),
      json_number(f.high), json_number(f.witch_captain), json_number(f.right), json_number(f.mean_deals),
      json_number(f.lies), json_number(f.questions));
}

std::string text_row(std::string_view label, const std::string& figure, const std::string& remark,
                     const TextLayout& layout, std::size_t gap) {
  const std::string line = fmt::format("  {:<34} {:>7}", label, figure);
  if (remark.empty()) return line + "\n";
  const std::string full = line + std::string(gap, ' ') + remark;
  return layout.too_wide(display_width(full)) ? line + "\n    " + remark + "\n" : full + "\n";
}

std::string text_report(const CellReport& c, const TextLayout& layout, const std::string& extra) {
  const Figures f = figures(c);
  const auto pct = [](double x) { return fmt::format("{:.1f}%", 100 * x); };
  std::string o =
      fmt::format("{} rounds of {} with {} players, profile {} ({}), lie rate {}, seed {}\n", c.totals.games,
                  c.variant->name, c.players, c.profile, describe(c.policies), json_number(c.lie_rate), c.seed);
  if (c.exact)
    o += "Exact: every deal played once, and every policy is deterministic.\n";
  else if (c.all_deals)
    o += "Every deal played once; some policies flip coins, so the figures are a sample.\n";
  else
    o += "Deals drawn at random (a sample); --all-deals with deterministic policies gives exact figures.\n";
  const auto row = [&](std::string_view label, const std::string& figure, const std::string& remark = "") {
    return text_row(label, figure, remark, layout);
  };
  o += row("Knights win", pct(f.win), fmt::format("(95% Wilson interval {} to {})", pct(f.low), pct(f.high)));
  o += row("Captain on the Witch team", pct(f.witch_captain));
  o += row("Right arrangement, Knights Captain", pct(f.right));
  o += row("Deals the Captain still faced", fmt::format("{:.2f}", f.mean_deals), "(mean, Knights Captains)");
  o += row("Lies per round", fmt::format("{:.2f}", f.lies));
  o += row("Questions per round", fmt::format("{:.2f}", f.questions));
  // What is still too wide is prose: wrapped.
  return wrap(o + extra, layout.width, 2);
}

std::string round_json(const RoundSettings& s, const RoundResult& r) {
  const VariantTables& t = variant_tables(*s.variant, s.players);
  const auto& names = simulated_player_names(s.players);
  const auto position = [&](int p) { return p < s.players ? names[p] : "C" + std::to_string(p - s.players + 1); };
  std::string deal;
  const auto values = t.universe.deal(r.deal);
  for (int p = 0; p < t.positions; ++p)
    deal += fmt::format("{}{}: {}", p ? ", " : "", json_string(position(p)), json_string(value_name(values[p])));
  std::string team;
  for (int p = 0; p < s.players; ++p)
    if (r.witch_team[p]) team += (team.empty() ? "" : ", ") + json_string(names[p]);
  std::string arrangement = "null";
  if (r.laid) {
    std::string order;
    for (int p : r.laid->order) order += (order.empty() ? "" : ", ") + json_string(position(p));
    arrangement = fmt::format("{{\"exclude\": {}, \"order\": [{}]}}",
                              r.laid->exclude ? json_string(position(*r.laid->exclude)) : "null", order);
  }
  return fmt::format(
      "{{\n  \"deal\": {{{}}},\n  \"witch_team\": [{}],\n  \"captain\": {},\n  \"captain_witch_team\": {},\n"
      "  \"arrangement\": {},\n  \"knights_win\": {},\n  \"lies\": {}\n}}\n",
      deal, team, json_string(names[r.captain]), r.captain_witch_team ? "true" : "false", arrangement,
      r.knights_win ? "true" : "false", r.lies);
}

}  // namespace skb::cli
