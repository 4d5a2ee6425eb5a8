// Exact value on a game graph: one entry of the utilities (game.h) expected at the root when
// every information set plays integer weights, summed exactly over the graph.
//
// A strategy with integer weights (a strategy table's, strategy_table.h) and a graph whose chance
// weights are integers (game_graph.h keeps them) have an exact rational value; exact_value.h
// computes it on the game itself, this on its graph, where equal subgames are already merged.
// Values are computed level by level from the last: a node's children are all on the next
// level, so only two levels of values are held at a time. Every value of a level is kept as an
// integer numerator over one denominator shared by the level (the previous level's times the
// least common multiple of this level's weight totals), so the work is integer multiplication
// and addition, with a single reduction of the fraction at the root.
#pragma once

#include <cstdint>
#include <span>

#include "solver/core/fraction.h"
#include "solver/core/game_graph.h"

namespace skb {

// Returns utility entry `entry`'s expected value at the root of `graph` when information set I
// plays option k with probability weight[first(I) + k] / (sum of I's weights), and chance its
// integer weights, as a reduced fraction.
Fraction exact_graph_value(const GameGraph& graph, std::span<const std::uint32_t> weight, std::size_t entry);

}  // namespace skb
