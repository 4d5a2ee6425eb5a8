#include "cli/seven_knights/simulation_report.h"

#include <fmt/format.h>

#include "cli/common/provenance.h"
#include "cli/seven_knights/json_report.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

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

// A seat's whole-game figures.
struct SeatFigures {
  double mean_points, win, low, high;
};

SeatFigures seat_figures(const GameTotals& g, int p) {
  const double games = static_cast<double>(g.games);
  const double share = static_cast<double>(g.win_shares[p]) / static_cast<double>(kWinShareUnit);
  const Interval ci = wilson_interval_fractional(share, g.games);
  return {static_cast<double>(g.points[p]) / games, share / games, ci.low, ci.high};
}

// The games (or rounds) a cell counts: whole games with --rounds 3.
std::uint64_t games_of(const CellReport& c) { return c.game ? c.game->games : c.totals.games; }

constexpr int kCsvSeats = kMaxGamePlayers;

// An interval bound: empty (CSV) or null (JSON) for exact figures.
std::string bound(const CellReport& c, double x, bool json) { return c.exact ? (json ? "null" : "") : json_number(x); }

}  // namespace

std::string csv_header() {
  std::string h =
      "variant,players,profile,inspect,ask,answer,knight_vote,witch_vote,lie_rate,seed,rounds,games,rounds_played,"
      "exact,knights_wins,knights_win_rate,wilson_low,wilson_high,witch_captain_rate,right_given_knights_captain,"
      "mean_captain_deals,lies_per_round,questions_per_round,first_player_win_rate,first_player_advantage,"
      "round3_decides_rate,shared_win_rate";
  for (int k = 1; k <= kCsvSeats; ++k) h += fmt::format(",points_{0},win_{0},win_low_{0},win_high_{0}", k);
  return h + "," + provenance_csv_header() + "\n";
}

std::string csv_row(const CellReport& c) {
  const Figures f = figures(c);
  const Policies& p = c.policies;
  std::string row =
      fmt::format("{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}", c.variant->name, c.players,
                  c.profile, p.inspect->name(), p.ask->name(), p.answer->name(), p.knight_vote->name(),
                  p.witch_vote->name(), json_number(c.lie_rate), c.seed, c.rounds, games_of(c), c.totals.games,
                  c.exact ? "true" : "false", c.totals.knights_wins, json_number(f.win), bound(c, f.low, false),
                  bound(c, f.high, false), json_number(f.witch_captain), json_number(f.right),
                  json_number(f.mean_deals), json_number(f.lies), json_number(f.questions));
  if (c.game) {
    const GameTotals& g = *c.game;
    const double first = seat_figures(g, 0).win;
    row += fmt::format(",{},{},{},{}", json_number(first), json_number(first - 1.0 / c.players),
                       json_number(ratio(g.round_three_decides, g.games)), json_number(ratio(g.shared_wins, g.games)));
    for (int k = 0; k < kCsvSeats; ++k) {
      if (k >= c.players) {
        row += ",,,,";
        continue;
      }
      const SeatFigures s = seat_figures(g, k);
      row += fmt::format(",{},{},{},{}", json_number(s.mean_points), json_number(s.win), bound(c, s.low, false),
                         bound(c, s.high, false));
    }
  } else {
    row += std::string(4 + 4 * kCsvSeats, ',');
  }
  return row + "," + provenance_csv_cells(c.seconds) + "\n";
}

std::string json_object(const CellReport& c) {
  const Figures f = figures(c);
  const Policies& p = c.policies;
  std::string game = "null";
  if (c.game) {
    const GameTotals& g = *c.game;
    const auto& names = simulated_player_names(c.players);
    std::string seats;
    for (int k = 0; k < c.players; ++k) {
      const SeatFigures s = seat_figures(g, k);
      seats += fmt::format(
          "{}{{\"seat\": {}, \"player\": {}, \"mean_points\": {}, \"win_rate\": {}, \"win_low\": {}, "
          "\"win_high\": {}}}",
          k ? ", " : "", k + 1, json_string(names[k]), json_number(s.mean_points), json_number(s.win),
          bound(c, s.low, true), bound(c, s.high, true));
    }
    const double first = seat_figures(g, 0).win;
    game = fmt::format(
        "{{\"seats\": [{}], \"first_player_win_rate\": {}, \"first_player_advantage\": {}, "
        "\"round3_decides_rate\": {}, \"shared_win_rate\": {}}}",
        seats, json_number(first), json_number(first - 1.0 / c.players),
        json_number(ratio(g.round_three_decides, g.games)), json_number(ratio(g.shared_wins, g.games)));
  }
  return fmt::format(
      "{{\"variant\": {}, \"players\": {}, \"profile\": {}, \"policies\": {{\"inspect\": {}, \"ask\": {}, "
      "\"answer\": {}, \"knight_vote\": {}, \"witch_vote\": {}}}, \"lie_rate\": {}, \"seed\": {}, \"all_deals\": {}, "
      "\"exact\": {}, \"rounds\": {}, \"games\": {}, \"rounds_played\": {}, \"knights_wins\": {}, "
      "\"knights_win_rate\": {}, \"wilson_low\": {}, \"wilson_high\": {}, \"witch_captain_rate\": {}, "
      "\"right_given_knights_captain\": {}, \"mean_captain_deals\": {}, \"lies_per_round\": {}, "
      "\"questions_per_round\": {}, \"game\": {}, {}{}}}",
      json_string(c.variant->name), c.players, json_string(c.profile), json_string(p.inspect->name()),
      json_string(p.ask->name()), json_string(p.answer->name()), json_string(p.knight_vote->name()),
      json_string(p.witch_vote->name()), json_number(c.lie_rate), c.seed, c.all_deals ? "true" : "false",
      c.exact ? "true" : "false", c.rounds, games_of(c), c.totals.games, c.totals.knights_wins, json_number(f.win),
      bound(c, f.low, true), bound(c, f.high, true), json_number(f.witch_captain), json_number(f.right),
      json_number(f.mean_deals), json_number(f.lies), json_number(f.questions), game,
      c.interrupted ? fmt::format("\"interrupted\": true, \"planned\": {}, ", c.planned) : std::string(),
      provenance_json(c.seconds));
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
      c.game
          ? fmt::format("{} games of 3 rounds of {} with {} players, profile {} ({}), lie rate {}, seed {}\n",
                        c.game->games, c.variant->name, c.players, c.profile, describe(c.policies),
                        json_number(c.lie_rate), c.seed)
          : fmt::format("{} rounds of {} with {} players, profile {} ({}), lie rate {}, seed {}\n", c.totals.games,
                        c.variant->name, c.players, c.profile, describe(c.policies), json_number(c.lie_rate), c.seed);
  if (c.interrupted)
    o += fmt::format("Interrupted after {} of {} {}: the figures are those of the {} played.\n", games_of(c),
                     c.planned, c.game ? "games" : "rounds", c.game ? "games" : "rounds");
  else if (c.exact && c.game)
    o += "Exact: every deal played once, every policy deterministic, and every sequence of three deals counted.\n";
  else if (c.exact)
    o += "Exact: every deal played once, and every policy is deterministic.\n";
  else if (c.all_deals)
    o += "Every deal played once; some policies flip coins, so the figures are a sample.\n";
  else
    o += "Deals drawn at random (a sample); --all-deals with deterministic policies gives exact figures.\n";
  const auto row = [&](std::string_view label, const std::string& figure, const std::string& remark = "") {
    return text_row(label, figure, remark, layout);
  };
  const auto interval = [&](double low, double high) {
    return c.exact ? std::string("(exact)") : fmt::format("(95% Wilson interval {} to {})", pct(low), pct(high));
  };
  if (c.game) o += fmt::format("Rounds ({} played):\n", c.totals.games);
  o += row("Knights win", pct(f.win), interval(f.low, f.high));
  o += row("Captain on the Witch team", pct(f.witch_captain));
  o += row("Right arrangement, Knights Captain", pct(f.right));
  o += row("Deals the Captain still faced", fmt::format("{:.2f}", f.mean_deals), "(mean, Knights Captains)");
  o += row("Lies per round", fmt::format("{:.2f}", f.lies));
  o += row("Questions per round", fmt::format("{:.2f}", f.questions));
  if (c.game) {
    const GameTotals& g = *c.game;
    const auto& names = simulated_player_names(c.players);
    o += "Whole games (rounds 1-2: 2 points to each Knight or 3 to each of the Witch team when their side wins; "
         "round 3: 7; a tie for the most points shares the win):\n";
    const auto line = [](std::string text) {  // without trailing blanks (exact figures have no interval)
      text.erase(text.find_last_not_of(' ') + 1);
      return text + "\n";
    };
    o += line(fmt::format("  {:<6}{:>12}{:>15}   {}", "player", "mean points", "wins the game",
                          c.exact ? "" : "95% interval"));
    for (int k = 0; k < c.players; ++k) {
      const SeatFigures s = seat_figures(g, k);
      o += line(fmt::format("  {:<6}{:>12.2f}{:>15}   {}", names[k], s.mean_points, pct(s.win),
                            c.exact ? std::string() : fmt::format("{} to {}", pct(s.low), pct(s.high))));
    }
    const SeatFigures first = seat_figures(g, 0);
    o += row("First player's advantage", fmt::format("{:+.1f}", 100 * (first.win - 1.0 / c.players)),
             fmt::format("(percentage points: {}, First in round 1, wins {} against a fair share of {})", names[0],
                         pct(first.win), pct(1.0 / c.players)));
    o += row("Round 3 decides the game", pct(ratio(g.round_three_decides, g.games)),
             "(the leaders after round 3 are not those after round 2)");
    o += row("Win shared (tie for most points)", pct(ratio(g.shared_wins, g.games)));
  }
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

}  // namespace skb::cli::seven_knights
