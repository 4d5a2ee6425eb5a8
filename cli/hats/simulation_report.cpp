#include "cli/hats/simulation_report.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "cli/common/json.h"
#include "cli/common/provenance.h"
#include "solver/core/simulation.h"

namespace skb::cli::hats {

namespace {

struct SeatFigures {
  double win = 0;
  Interval interval;
  double score = 0, score_se = 0, pairs = 0, penalties = 0, magic = 0;
};

SeatFigures figures(const Cell& c, int seat) {
  const skb::hats::SeatTotals& t = c.totals.seats[static_cast<std::size_t>(seat)];
  const auto n = static_cast<double>(std::max<std::uint64_t>(c.totals.games, 1));
  SeatFigures f;
  const double wins = static_cast<double>(t.wins) / static_cast<double>(skb::hats::kWinUnit);
  f.win = wins / n;
  f.interval = wilson_interval_fractional(wins, c.totals.games);
  f.score = static_cast<double>(t.score) / n;
  const double var =
      c.totals.games > 1 ? std::max(0.0, (static_cast<double>(t.score2) - n * f.score * f.score) / (n - 1)) : 0;
  f.score_se = std::sqrt(var / n);
  f.pairs = static_cast<double>(t.pairs) / n;
  f.penalties = static_cast<double>(t.penalties) / n;
  f.magic = static_cast<double>(t.magic) / n;
  return f;
}

double mean_turns(const Cell& c) {
  return c.totals.games ? static_cast<double>(c.totals.turns) / static_cast<double>(c.totals.games) : 0;
}

double turns_se(const Cell& c) {
  const auto n = static_cast<double>(c.totals.games);
  if (c.totals.games < 2) return 0;
  const double mean = mean_turns(c);
  const double var = std::max(0.0, (static_cast<double>(c.totals.turns2) - n * mean * mean) / (n - 1));
  return std::sqrt(var / n);
}

std::string seat_policy(const Cell& c, int seat) { return c.lineup[static_cast<std::size_t>(seat)]; }

}  // namespace

std::string lineup_name(const std::vector<std::string>& lineup) {
  if (std::all_of(lineup.begin(), lineup.end(), [&](const std::string& p) { return p == lineup.front(); }))
    return lineup.front();
  return fmt::format("{}", fmt::join(lineup, "/"));
}

std::string cell_text(const Cell& c) {
  std::string o = fmt::format(
      "The hat game ({}), {} players, {}: {} games, seed {}{}\n", skb::hats::variant_name(c.variant), c.players,
      lineup_name(c.lineup), c.totals.games, c.seed,
      c.search_playouts > 0 ? fmt::format(" (search: {} playouts per move)", c.search_playouts) : std::string());
  if (c.totals.games < c.games)
    o += fmt::format("  Interrupted after {} of {} games: the figures are those of the games played.\n",
                     c.totals.games, c.games);
  o += "  seat  policy     win %   95% interval    score     se  pairs  penalties  magic\n";
  for (int s = 0; s < c.players; ++s) {
    const SeatFigures f = figures(c, s);
    o += fmt::format(
        "  {:>4}  {:<8} {:>6.1f}  [{:>5.1f}, {:>5.1f}]  {:>+6.2f}  {:>5.2f} {:>6.2f}  {:>9.2f}  {:>5.2f}\n", s + 1,
        seat_policy(c, s), 100 * f.win, 100 * f.interval.low, 100 * f.interval.high, f.score, f.score_se, f.pairs,
        f.penalties, f.magic);
  }
  o += fmt::format("  Game length: {:.1f} turns (se {:.2f}); dead tables: {:.2f} per game", mean_turns(c), turns_se(c),
                   c.totals.games ? static_cast<double>(c.totals.redeals) / static_cast<double>(c.totals.games) : 0.0);
  o += c.totals.stopped ? fmt::format("; {} games stopped at {} turns (scored where they stopped)\n", c.totals.stopped,
                                      skb::hats::kTurnLimit)
                        : std::string("; no game stopped early\n");
  return o;
}

std::string cell_json(const Cell& c) {
  std::vector<std::string> seats;
  for (int s = 0; s < c.players; ++s) {
    const SeatFigures f = figures(c, s);
    seats.push_back(fmt::format(
        "{{\"seat\": {}, \"policy\": {}, \"win_rate\": {}, \"win_low\": {}, \"win_high\": {}, \"mean_score\": {}, "
        "\"score_se\": {}, \"pairs\": {}, \"penalties\": {}, \"magic\": {}}}",
        s + 1, json_string(seat_policy(c, s)), json_number(f.win), json_number(f.interval.low),
        json_number(f.interval.high), json_number(f.score), json_number(f.score_se), json_number(f.pairs),
        json_number(f.penalties), json_number(f.magic)));
  }
  return fmt::format(
      "{{\"variant\": {}, \"players\": {}, \"lineup\": {}, \"search_playouts\": {}, \"games\": {}, \"seed\": {}, "
      "\"mean_turns\": {}, \"turns_se\": {}, \"dead_tables\": {}, \"stopped\": {}, \"seats\": [{}], {}{}}}",
      json_string(skb::hats::variant_name(c.variant)), c.players, json_string(lineup_name(c.lineup)), c.search_playouts,
      c.totals.games, c.seed, json_number(mean_turns(c)), json_number(turns_se(c)), c.totals.redeals, c.totals.stopped,
      fmt::join(seats, ", "),
      c.totals.games < c.games ? fmt::format("\"interrupted\": true, \"planned\": {}, ", c.games) : std::string(),
      provenance_json(c.seconds));
}

std::string csv_header() {
  return "variant,players,lineup,games,seed,seat,policy,win_rate,win_low,win_high,mean_score,score_se,pairs,penalties,"
         "magic,mean_turns,turns_se,dead_tables,stopped," +
         provenance_csv_header() + "\n";
}

std::string csv_rows(const Cell& c) {
  std::string o;
  for (int s = 0; s < c.players; ++s) {
    const SeatFigures f = figures(c, s);
    o +=
        fmt::format("{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}\n", skb::hats::variant_name(c.variant),
                    c.players, lineup_name(c.lineup), c.totals.games, c.seed, s + 1, seat_policy(c, s),
                    json_number(f.win), json_number(f.interval.low), json_number(f.interval.high), json_number(f.score),
                    json_number(f.score_se), json_number(f.pairs), json_number(f.penalties), json_number(f.magic),
                    json_number(mean_turns(c)), json_number(turns_se(c)), c.totals.redeals, c.totals.stopped,
                    provenance_csv_cells(c.seconds));
  }
  return o;
}

}  // namespace skb::cli::hats
