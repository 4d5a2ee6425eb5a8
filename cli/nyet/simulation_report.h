// The reports of `skb nyet simulate` and `skb nyet analyze`: one cell (a player count and a
// lineup of policies, the lineup rotated over the seats for analyze) with its totals
// (solver/nyet/simulate.h). Per seat (simulate) or per role (analyze: A, the one seat, and B,
// the others together): the game win rate with its 95% Wilson interval (a win shared by k
// players counts 1/k), points per round and per game with their standard errors, rounds as
// first player and holding the Bonus. Per round: the first player's points against the others'
// (the first player's gain), the Bonus card (its holder's points, what the doubling added, the
// teammate's points with 5 players) and the terms the vetoes led to, each box's share of the
// rounds. Text, JSON and CSV; JSON and CSV carry the provenance (cli/common/provenance.h).
#pragma once

#include <string>
#include <vector>

#include "solver/nyet/simulate.h"

namespace skb::cli::nyet {

struct Cell {
  int players = 4;
  std::vector<std::string> lineup;    // simulate: a policy per seat; analyze: A then B for the others
  bool rotate = false;                // analyze: A's seat rotates over the games
  std::uint64_t pimc_budget = 0;      // when a seat plays pimc
  std::string pimc_before;            // when a seat plays pimc: greedy or advice
  std::uint64_t games = 0, seed = 1;  // games planned; fewer in totals when interrupted
  skb::nyet::SimulationTotals totals;
  double seconds = 0;  // the time the cell took (the provenance's elapsed_seconds)
};

// "greedy" when every seat plays greedy, else "pimc/greedy/greedy/greedy"; analyze: "pimc vs greedy".
std::string lineup_name(const Cell& cell);

std::string cell_text(const Cell& cell);
std::string cell_json(const Cell& cell);
std::string csv_header();
std::string csv_rows(const Cell& cell);  // one row per seat (simulate) or per role (analyze)

}  // namespace skb::cli::nyet
