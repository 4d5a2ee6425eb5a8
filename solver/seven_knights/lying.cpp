#include "solver/seven_knights/lying.h"

#include <stdexcept>

#include <fmt/format.h>

namespace skb::seven_knights {

std::string row_name(const AnswerRow& row) {
  if (row.policy == &coin_answer && row.coin_rate) return fmt::format("coin {:g}", *row.coin_rate);
  return std::string(row.policy->name());
}

std::vector<AnswerRow> default_answer_rows() {
  return {{&truth_answer, std::nullopt}, {&coin_answer, 0.25},        {&coin_answer, 0.5},
          {&coin_answer, 0.75},          {&lie_answer, std::nullopt}, {&deceive_answer, std::nullopt}};
}

std::vector<double> default_lie_rates() { return {0, 0.25, 0.5, 0.75, 1}; }

double LyingMatrix::rate(std::size_t row, std::size_t column) const {
  const SimulationTotals& t = cells.at(row).at(column).totals;
  return t.games == 0 ? 0 : static_cast<double>(t.knights_wins) / static_cast<double>(t.games);
}

LyingMatrix lying_matrix(const LyingPlan& plan, const std::function<void(std::size_t)>& progress,
                         const std::function<void(std::uint64_t)>& tick) {
  if (plan.variant == nullptr || !plan.variant->witch)
    throw std::invalid_argument("a lying matrix needs a variant with the Witch (standard, advanced, groping)");
  if (!allows_players(*plan.variant, plan.players))
    throw std::invalid_argument("the variant does not allow that many players");
  if (plan.rows.empty() || plan.lie_rates.empty())
    throw std::invalid_argument("a lying matrix needs at least one answer policy and one lie rate");
  for (double r : plan.lie_rates)
    if (!(r >= 0 && r <= 1)) throw std::invalid_argument("a lie rate is a probability, between 0 and 1");
  for (const AnswerRow& row : plan.rows)
    if (row.policy == nullptr) throw std::invalid_argument("every row of a lying matrix needs an answer policy");
  for (const AnswerRow& row : plan.rows)
    if (row.coin_rate && !(*row.coin_rate >= 0 && *row.coin_rate <= 1))
      throw std::invalid_argument("a coin rate is a probability, between 0 and 1");

  LyingMatrix m;
  m.cells.assign(plan.rows.size(), std::vector<LyingCell>(plan.lie_rates.size()));
  std::size_t done = 0;
  for (std::size_t i = 0; i < plan.rows.size(); ++i)
    for (std::size_t j = 0; j < plan.lie_rates.size(); ++j) {
      LyingCell& cell = m.cells[i][j];
      Policies policies = plan.policies;
      policies.answer = plan.rows[i].policy;
      cell.conflict = answer_model_conflict(*plan.variant, policies.answer, plan.lie_rates[j], plan.rows[i].coin_rate);
      if (!cell.conflict) {
        SimulationPlan sim;
        sim.round = {plan.variant, plan.players, policies, plan.lie_rates[j], std::nullopt, plan.rows[i].coin_rate};
        sim.seed = plan.seed;
        sim.games = plan.games;
        sim.threads = plan.threads;
        cell.totals = simulate(sim, 0, 1, {}, tick);
      }
      if (progress) progress(++done);
    }
  for (std::size_t j = 0; j < plan.lie_rates.size(); ++j) {
    bool all = true;
    for (std::size_t i = 0; i < plan.rows.size(); ++i) all = all && !m.cells[i][j].conflict;
    if (all) m.game_columns.push_back(j);
  }
  if (!m.game_columns.empty()) {
    std::vector<std::vector<double>> payoff(plan.rows.size());
    for (std::size_t i = 0; i < plan.rows.size(); ++i)
      for (std::size_t j : m.game_columns) payoff[i].push_back(m.rate(i, j));
    m.solution = solve_matrix_game(payoff);
  }
  return m;
}

}  // namespace skb::seven_knights
