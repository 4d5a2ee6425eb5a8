#include "cli/seven_knights/lying_report.h"

#include <fmt/format.h>

#include "cli/common/json.h"
#include "cli/common/provenance.h"
#include "solver/core/simulation.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

namespace {

std::string percent(double x) { return fmt::format("{:.1f}%", 100 * x); }

// The position of column j among the game's columns, or -1.
int game_index(const LyingMatrix& m, std::size_t j) {
  for (std::size_t g = 0; g < m.game_columns.size(); ++g)
    if (m.game_columns[g] == j) return static_cast<int>(g);
  return -1;
}

}  // namespace

std::optional<ValueRange> value_range(const LyingReport& r) {
  const LyingMatrix& m = r.matrix;
  if (!m.solution) return std::nullopt;
  std::vector<std::vector<double>> low(m.cells.size()), high(m.cells.size());
  for (std::size_t i = 0; i < m.cells.size(); ++i)
    for (std::size_t j : m.game_columns) {
      const Interval ci = wilson_interval(m.cells[i][j].totals.knights_wins, m.cells[i][j].totals.games);
      low[i].push_back(ci.low);
      high[i].push_back(ci.high);
    }
  return ValueRange{solve_matrix_game(low).value, solve_matrix_game(high).value};
}

std::string lying_text(const LyingReport& r, const TextLayout& layout) {
  const LyingPlan& p = r.plan;
  const LyingMatrix& m = r.matrix;
  const std::string dash(layout.utf8 ? "–" : "-");
  // The title is a paragraph (two lines on a wide screen, reflowed on a narrow one); the rest is
  // wrapped to the screen at the end, a long line continuing indented under its own.
  const std::string title = fmt::format(
      "{}, {} players: Knights win rate by the Witch team's answers (rows) and the lie rate {}\n"
      "the Knights reason with (columns); {} rounds per cell, seed {}, policies {} (inspect/ask/answer/votes)\n",
      p.variant->name, p.players, lambda(layout.utf8), p.games, p.seed,
      fmt::format("{}/{}/{}/{}/{}", p.policies.inspect->name(), p.policies.ask->name(), middle_dot(layout.utf8),
                  p.policies.knight_vote->name(), p.policies.witch_vote->name()));
  std::string o = fmt::format("  {:<10}", "answer");
  for (double l : p.lie_rates) o += fmt::format("{:>9}", fmt::format("{}={:g}", lambda(layout.utf8), l));
  o += "\n";
  for (std::size_t i = 0; i < p.rows.size(); ++i) {
    o += fmt::format("  {:<10}", row_name(p.rows[i]));
    for (std::size_t j = 0; j < p.lie_rates.size(); ++j)
      o += fmt::format("{:>9}", m.cells[i][j].conflict ? dash : percent(m.rate(i, j)));
    o += "\n";
  }
  o += fmt::format("  ({} : cannot be played, the answers would contradict the answer model)\n", dash);
  if (!m.solution)
    return paragraph(title, layout.width) +
           wrap(o + "  No lie rate admits every answer policy: no game to solve.\n", layout.width, 2);
  const MatrixGameSolution& s = *m.solution;
  std::string columns, knights, witch;
  for (std::size_t g = 0; g < m.game_columns.size(); ++g) {
    const double l = p.lie_rates[m.game_columns[g]];
    columns += fmt::format("{}{:g}", g ? ", " : "", l);
    if (s.column_strategy[g] > 1e-9)
      knights += fmt::format("{}{}={:g} {}", knights.empty() ? "" : ", ", lambda(layout.utf8), l,
                             percent(s.column_strategy[g]));
  }
  for (std::size_t i = 0; i < p.rows.size(); ++i)
    if (s.row_strategy[i] > 1e-9)
      witch += fmt::format("{}{} {}", witch.empty() ? "" : ", ", row_name(p.rows[i]), percent(s.row_strategy[i]));
  const auto range = value_range(r);
  o += fmt::format("  Game over {} in {{{}}} (every answer policy playable):\n", lambda(layout.utf8), columns);
  o += fmt::format("    value (Knights win rate)   {}   (every cell within its 95% interval: {} to {})\n",
                   percent(s.value), percent(range->low), percent(range->high));
  o += fmt::format("    Knights' best mix          {}\n", knights);
  o += fmt::format("    Witch team's best mix      {}\n", witch);
  return paragraph(title, layout.width) + wrap(o, layout.width, 2);
}

std::string lying_json(const LyingReport& r) {
  const LyingPlan& p = r.plan;
  const LyingMatrix& m = r.matrix;
  std::string rows;
  for (std::size_t i = 0; i < p.rows.size(); ++i) {
    std::string cells;
    for (std::size_t j = 0; j < p.lie_rates.size(); ++j) {
      const LyingCell& c = m.cells[i][j];
      std::string body =
          fmt::format("\"lie_rate\": {}, \"playable\": {}", json_number(p.lie_rates[j]), c.conflict ? "false" : "true");
      if (c.conflict) {
        body += fmt::format(", \"conflict\": {}", json_string(*c.conflict));
      } else {
        const Interval ci = wilson_interval(c.totals.knights_wins, c.totals.games);
        body += fmt::format(
            ", \"games\": {}, \"knights_wins\": {}, \"knights_win_rate\": {}, \"wilson_low\": {}, \"wilson_high\": {}, "
            "\"lies_per_round\": {}",
            c.totals.games, c.totals.knights_wins, json_number(m.rate(i, j)), json_number(ci.low), json_number(ci.high),
            json_number(c.totals.games ? static_cast<double>(c.totals.lies) / static_cast<double>(c.totals.games) : 0));
      }
      cells += fmt::format("{}{{{}}}", j ? ", " : "", body);
    }
    rows += fmt::format("{}{{\"answer\": {}, \"policy\": {}, \"coin_rate\": {}, \"cells\": [{}]}}", i ? ", " : "",
                        json_string(row_name(p.rows[i])), json_string(p.rows[i].policy->name()),
                        p.rows[i].coin_rate ? json_number(*p.rows[i].coin_rate) : "null", cells);
  }
  std::string game = "null";
  if (m.solution) {
    const MatrixGameSolution& s = *m.solution;
    const auto range = value_range(r);
    std::string knights, witch;
    for (std::size_t g = 0; g < m.game_columns.size(); ++g)
      knights += fmt::format("{}{{\"lie_rate\": {}, \"probability\": {}}}", g ? ", " : "",
                             json_number(p.lie_rates[m.game_columns[g]]), json_number(s.column_strategy[g]));
    for (std::size_t i = 0; i < p.rows.size(); ++i)
      witch += fmt::format("{}{{\"answer\": {}, \"probability\": {}}}", i ? ", " : "", json_string(row_name(p.rows[i])),
                           json_number(s.row_strategy[i]));
    game = fmt::format(
        "{{\"value\": {}, \"value_low\": {}, \"value_high\": {}, \"knights_strategy\": [{}], \"witch_strategy\": "
        "[{}]}}",
        json_number(s.value), json_number(range->low), json_number(range->high), knights, witch);
  }
  const Policies& q = p.policies;
  return fmt::format(
      "{{\"variant\": {}, \"players\": {}, \"policies\": {{\"inspect\": {}, \"ask\": {}, \"knight_vote\": {}, "
      "\"witch_vote\": {}}}, \"seed\": {}, \"games_per_cell\": {}, \"exact\": false, \"rows\": [{}], \"game\": {}, "
      "{}}}",
      json_string(p.variant->name), p.players, json_string(q.inspect->name()), json_string(q.ask->name()),
      json_string(q.knight_vote->name()), json_string(q.witch_vote->name()), p.seed, p.games, rows, game,
      provenance_json(r.seconds));
}

std::string lying_csv_header() {
  return "variant,players,inspect,ask,knight_vote,witch_vote,seed,answer,lie_rate,playable,games,knights_wins,"
         "knights_win_rate,wilson_low,wilson_high,lies_per_round,in_game,witch_probability,knights_probability,"
         "game_value,game_value_low,game_value_high," +
         provenance_csv_header() + "\n";
}

std::string lying_csv_rows(const LyingReport& r) {
  const LyingPlan& p = r.plan;
  const LyingMatrix& m = r.matrix;
  const auto range = value_range(r);
  std::string o;
  for (std::size_t i = 0; i < p.rows.size(); ++i)
    for (std::size_t j = 0; j < p.lie_rates.size(); ++j) {
      const LyingCell& c = m.cells[i][j];
      const int g = game_index(m, j);
      std::string figures = ",,,,,";
      if (!c.conflict) {
        const Interval ci = wilson_interval(c.totals.knights_wins, c.totals.games);
        figures = fmt::format(
            "{},{},{},{},{},{}", c.totals.games, c.totals.knights_wins, json_number(m.rate(i, j)), json_number(ci.low),
            json_number(ci.high),
            json_number(c.totals.games ? static_cast<double>(c.totals.lies) / static_cast<double>(c.totals.games) : 0));
      }
      std::string game = "false,,,,,";
      if (g >= 0 && m.solution)
        game = fmt::format("true,{},{},{},{},{}", json_number(m.solution->row_strategy[i]),
                           json_number(m.solution->column_strategy[static_cast<std::size_t>(g)]),
                           json_number(m.solution->value), json_number(range->low), json_number(range->high));
      o += fmt::format("{},{},{},{},{},{},{},{},{},{},{},{},{}\n", p.variant->name, p.players,
                       p.policies.inspect->name(), p.policies.ask->name(), p.policies.knight_vote->name(),
                       p.policies.witch_vote->name(), p.seed, row_name(p.rows[i]), json_number(p.lie_rates[j]),
                       c.conflict ? "false" : "true", figures, game, provenance_csv_cells(r.seconds));
    }
  return o;
}

}  // namespace skb::cli::seven_knights
