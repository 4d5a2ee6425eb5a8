#include "cli/nyet/simulation_report.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "cli/common/json.h"
#include "cli/common/provenance.h"
#include "solver/core/simulation.h"
#include "solver/nyet/board.h"

namespace skb::cli::nyet {

namespace {

using skb::nyet::kWinUnit;
using skb::nyet::RoundTotals;
using skb::nyet::SlotTotals;

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// A mean and its standard error from a sum, a sum of squares and a count.
using Mean = skb::MeanEstimate;

Mean mean_of(double sum, double sum2, std::uint64_t count) { return skb::mean_estimate(count, sum, sum2); }

// One seat, or a role: several slots' totals added.
struct Figures {
  std::string name, policy;
  std::uint64_t games = 0;  // seat-games: games x slots
  double win = 0;
  Interval interval;
  Mean round, game;
  double first = 0, bonus = 0;  // share of the rounds as first player, holding the Bonus
};

Figures figures(const Cell& c, int from, int to, std::string name, std::string policy) {
  SlotTotals t;
  for (int s = from; s < to; ++s) skb::add_counters(t, c.totals.slots[at(s)]);
  const auto slots = static_cast<std::uint64_t>(to - from);
  Figures f;
  f.name = std::move(name);
  f.policy = std::move(policy);
  f.games = c.totals.games * slots;
  const std::uint64_t rounds = c.totals.rounds * slots;
  const double wins = static_cast<double>(t.wins) / static_cast<double>(kWinUnit);
  f.win = f.games ? wins / static_cast<double>(f.games) : 0;
  f.interval = wilson_interval_fractional(wins, f.games);
  f.round = mean_of(static_cast<double>(t.round_points), static_cast<double>(t.round_points2), rounds);
  f.game = mean_of(static_cast<double>(t.game_points), static_cast<double>(t.game_points2), f.games);
  f.first = rounds ? static_cast<double>(t.first) / static_cast<double>(rounds) : 0;
  f.bonus = rounds ? static_cast<double>(t.bonus) / static_cast<double>(rounds) : 0;
  return f;
}

// The rows: every seat (simulate), or A and B (analyze).
std::vector<Figures> rows(const Cell& c) {
  std::vector<Figures> out;
  if (c.rotate) {
    out.push_back(figures(c, 0, 1, "A", c.lineup[0]));
    out.push_back(figures(c, 1, c.players, "B", c.lineup[1]));
  } else {
    for (int s = 0; s < c.players; ++s) out.push_back(figures(c, s, s + 1, std::to_string(s + 1), c.lineup[at(s)]));
  }
  return out;
}

struct RoundFigures {
  Mean first;         // the first player's points a round
  double others = 0;  // every other player's mean points a round
  double gain = 0;    // first - others
  double alone = 0;   // 3 players: share of rounds the first player played alone
  std::uint64_t bonus_rounds = 0;
  Mean bonus, doubling;  // the Bonus holder's points, what the doubling added
  double mate = 0;       // 5 players: the teammate's mean points
};

RoundFigures round_figures(const Cell& c) {
  const RoundTotals& t = c.totals.round;
  const std::uint64_t rounds = c.totals.rounds;
  RoundFigures f;
  f.first = mean_of(static_cast<double>(t.first_points), static_cast<double>(t.first_points2), rounds);
  const std::uint64_t others = rounds * static_cast<std::uint64_t>(c.players - 1);
  f.others = others ? static_cast<double>(t.other_points) / static_cast<double>(others) : 0;
  f.gain = f.first.mean - f.others;
  f.alone = rounds ? static_cast<double>(t.first_alone) / static_cast<double>(rounds) : 0;
  f.bonus_rounds = t.bonus_rounds;
  f.bonus = mean_of(static_cast<double>(t.bonus_points), static_cast<double>(t.bonus_points2), t.bonus_rounds);
  f.doubling = mean_of(static_cast<double>(t.bonus_gain), static_cast<double>(t.bonus_gain2), t.bonus_rounds);
  f.mate = t.bonus_rounds ? static_cast<double>(t.mate_points) / static_cast<double>(t.bonus_rounds) : 0;
  return f;
}

// Each line of the board: its name and each box's name and count.
struct LineShares {
  std::string line;
  std::vector<std::pair<std::string, std::uint64_t>> boxes;
};

std::vector<LineShares> terms(const Cell& c) {
  const RoundTotals& t = c.totals.round;
  std::vector<LineShares> out;
  LineShares first{"first", {}};
  for (int k = 0; k < c.players; ++k)
    first.boxes.emplace_back(k == 0 ? "dealer" : fmt::format("dealer+{}", k), t.first_after_dealer[at(k)]);
  out.push_back(first);
  LineShares discard{"discard", {}};
  for (std::size_t k = 0; k < skb::nyet::kDiscardRules.size(); ++k)
    discard.boxes.emplace_back(std::string(skb::nyet::discard_rule_name(skb::nyet::kDiscardRules[k])), t.discard[k]);
  out.push_back(discard);
  LineShares trump{"trump", {}}, super{"supertrump", {}};
  for (std::size_t k = 0; k < 4; ++k) {
    const std::string letter(1, "BRYG"[k]);
    trump.boxes.emplace_back(letter, t.trump[k]);
    super.boxes.emplace_back(letter, t.supertrump[k]);
  }
  super.boxes.emplace_back("none", t.supertrump[at(skb::nyet::kNoSupertrumpBox)]);
  out.push_back(trump);
  out.push_back(super);
  LineShares points{"points", {}};
  for (std::size_t k = 0; k < skb::nyet::kPointBoxes.size(); ++k)
    points.boxes.emplace_back(std::to_string(skb::nyet::kPointBoxes[k]), t.points[k]);
  out.push_back(points);
  return out;
}

double share(std::uint64_t count, std::uint64_t rounds) {
  return rounds ? static_cast<double>(count) / static_cast<double>(rounds) : 0;
}

std::string header(const Cell& c) {
  return fmt::format("Nyet!, {} players, {}: {} games ({} rounds), seed {}{}\n", c.players, lineup_name(c),
                     c.totals.games, c.totals.rounds, c.seed,
                     c.pimc_budget
                         ? fmt::format(" (pimc: {} deals a card, {} before the tricks)", c.pimc_budget, c.pimc_before)
                         : std::string());
}

std::string round_text(const Cell& c) {
  const RoundFigures r = round_figures(c);
  std::string o =
      fmt::format("  First player: {:+.2f} points a round (se {:.2f}), each other player {:+.2f}: a gain of {:+.2f}\n",
                  r.first.mean, r.first.se, r.others, r.gain);
  if (c.players == 3) o += fmt::format("  The first player played alone in {:.1f}% of the rounds\n", 100 * r.alone);
  if (r.bonus_rounds > 0)
    o += fmt::format("  Bonus card: its holder {:+.2f} points a round (se {:.2f}), of which the doubling {:+.2f}{}\n",
                     r.bonus.mean, r.bonus.se, r.doubling.mean,
                     c.players == 5 ? fmt::format("; the holder's teammate {:+.2f}", r.mate) : std::string());
  o += "  Terms the vetoes led to (share of the rounds):\n";
  for (const LineShares& line : terms(c)) {
    o += fmt::format("    {:<10}", line.line);
    for (const auto& [box, count] : line.boxes)
      o += fmt::format("  {} {:.1f}%", box, 100 * share(count, c.totals.rounds));
    o += "\n";
  }
  o += fmt::format("    (the supertrump colour was the trump colour in {:.1f}% of the rounds)\n",
                   100 * share(c.totals.round.supertrump_is_trump, c.totals.rounds));
  return o;
}

}  // namespace

std::string lineup_name(const Cell& c) {
  if (c.rotate) return fmt::format("{} vs {}", c.lineup[0], c.lineup[1]);
  const auto& l = c.lineup;
  if (std::all_of(l.begin(), l.end(), [&](const std::string& p) { return p == l.front(); })) return l.front();
  return fmt::format("{}", fmt::join(l, "/"));
}

std::string cell_text(const Cell& c) {
  std::string o = header(c);
  if (c.totals.games < c.games)
    o += fmt::format("  Interrupted after {} of {} games: the figures are those of the games played.\n", c.totals.games,
                     c.games);
  if (c.rotate)
    o += fmt::format("  A ({}) plays one seat, game i at seat i mod {}; B ({}) the others.\n", c.lineup[0], c.players,
                     c.lineup[1]);
  o += fmt::format("  {:>4}  {:<7} {:>6}  {:>14}  {:>12} {:>5}  {:>11} {:>6}  {:>6}\n", c.rotate ? "role" : "seat",
                   "policy", "win %", "95% interval", "points/round", "se", "points/game", "se", "first");
  for (const Figures& f : rows(c))
    o += fmt::format(
        "  {:>4}  {:<7} {:>6.1f}  [{:>5.1f}, {:>5.1f}]  {:>+12.2f} {:>5.2f}  {:>+11.1f} {:>6.2f}  {:>5.1f}%\n", f.name,
        f.policy, 100 * f.win, 100 * f.interval.low, 100 * f.interval.high, f.round.mean, f.round.se, f.game.mean,
        f.game.se, 100 * f.first);
  return o + round_text(c);
}

std::string cell_json(const Cell& c) {
  std::vector<std::string> seats;
  for (const Figures& f : rows(c))
    seats.push_back(fmt::format(
        "{{\"{}\": {}, \"policy\": {}, \"win_rate\": {}, \"win_low\": {}, \"win_high\": {}, \"points_per_round\": {}, "
        "\"points_per_round_se\": {}, \"points_per_game\": {}, \"points_per_game_se\": {}, \"first_share\": {}, "
        "\"bonus_share\": {}}}",
        c.rotate ? "role" : "seat", c.rotate ? json_string(f.name) : f.name, json_string(f.policy), json_number(f.win),
        json_number(f.interval.low), json_number(f.interval.high), json_number(f.round.mean), json_number(f.round.se),
        json_number(f.game.mean), json_number(f.game.se), json_number(f.first), json_number(f.bonus)));
  const RoundFigures r = round_figures(c);
  std::vector<std::string> lines;
  for (const LineShares& line : terms(c)) {
    std::vector<std::string> boxes;
    for (const auto& [box, count] : line.boxes) boxes.push_back(fmt::format("{}: {}", json_string(box), count));
    lines.push_back(fmt::format("{}: {{{}}}", json_string(line.line), fmt::join(boxes, ", ")));
  }
  const std::string bonus =
      r.bonus_rounds == 0
          ? std::string("null")
          : fmt::format(
                "{{\"rounds\": {}, \"holder_points\": {}, \"holder_points_se\": {}, \"doubling\": {}, "
                "\"doubling_se\": {}, \"teammate_points\": {}}}",
                r.bonus_rounds, json_number(r.bonus.mean), json_number(r.bonus.se), json_number(r.doubling.mean),
                json_number(r.doubling.se), c.players == 5 ? json_number(r.mate) : std::string("null"));
  return fmt::format(
      "{{\"game\": \"nyet\", \"players\": {}, \"lineup\": {}, \"rotate\": {}, \"pimc_budget\": {}, \"pimc_before\": "
      "{}, \"games\": {}, "
      "\"rounds\": {}, \"seed\": {}, \"{}\": [{}], \"first_player\": {{\"points\": {}, \"points_se\": {}, "
      "\"others\": {}, \"gain\": {}, \"alone_share\": {}}}, \"bonus\": {}, \"terms\": {{{}, "
      "\"supertrump_is_trump\": {}}}, {}{}}}",
      c.players, json_string_array(c.lineup), c.rotate ? "true" : "false", c.pimc_budget,
      c.pimc_before.empty() ? std::string("null") : json_string(c.pimc_before), c.totals.games, c.totals.rounds, c.seed,
      c.rotate ? "roles" : "seats", fmt::join(seats, ", "), json_number(r.first.mean), json_number(r.first.se),
      json_number(r.others), json_number(r.gain), c.players == 3 ? json_number(r.alone) : std::string("null"), bonus,
      fmt::join(lines, ", "), c.totals.round.supertrump_is_trump,
      c.totals.games < c.games ? fmt::format("\"interrupted\": true, \"planned\": {}, ", c.games) : std::string(),
      provenance_json(c.seconds));
}

std::string csv_header() {
  return "players,lineup,games,rounds,seed,role,policy,win_rate,win_low,win_high,points_per_round,"
         "points_per_round_se,points_per_game,points_per_game_se,first_share,bonus_share,first_player_gain,"
         "bonus_doubling," +
         provenance_csv_header() + "\n";
}

std::string csv_rows(const Cell& c) {
  const RoundFigures r = round_figures(c);
  std::string o;
  for (const Figures& f : rows(c))
    o += fmt::format("{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}\n", c.players, csv_cell(lineup_name(c)),
                     c.totals.games, c.totals.rounds, c.seed, f.name, f.policy, json_number(f.win),
                     json_number(f.interval.low), json_number(f.interval.high), json_number(f.round.mean),
                     json_number(f.round.se), json_number(f.game.mean), json_number(f.game.se), json_number(f.first),
                     json_number(f.bonus), json_number(r.gain),
                     r.bonus_rounds ? json_number(r.doubling.mean) : std::string(), provenance_csv_cells(c.seconds));
  return o;
}

}  // namespace skb::cli::nyet
