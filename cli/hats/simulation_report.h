// The reports of `skb hats simulate` and `skb hats analyze`: one cell (a player count, a variant
// and a lineup of policies) with its totals, per seat: the win rate with its 95% interval, the
// mean score with its standard error, pairs, penalties and magic hats per game; per game: the
// mean length in turns, dead tables, games stopped at the turn limit. Text, JSON and CSV; the
// JSON and CSV with the provenance of every report (provenance.h).
#pragma once

#include <string>
#include <vector>

#include "solver/hats/simulate.h"

namespace skb::cli::hats {

struct Cell {
  int players = 4;
  skb::hats::Variant variant = skb::hats::Variant::standard;
  std::vector<std::string> lineup;  // the policy of each seat
  int search_playouts = 0;          // when a seat plays search
  std::uint64_t games = 0, seed = 1;  // games planned; fewer in totals when interrupted
  skb::hats::SimulationTotals totals;
  double seconds = 0;  // the time the cell took (the provenance's elapsed_seconds)
};

// "memory" when every seat plays memory, else "search/memory/memory".
std::string lineup_name(const std::vector<std::string>& lineup);

std::string cell_text(const Cell& cell);
std::string cell_json(const Cell& cell);
std::string csv_header();
std::string csv_rows(const Cell& cell);  // one row per seat

}  // namespace skb::cli::hats
