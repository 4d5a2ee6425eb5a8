#include "cli/games.h"

#include <array>
#include <iostream>
#include <string>

#include <fmt/format.h>

#include "cli/common/exit_status.h"
#include "cli/seven_knights/commands.h"

namespace skb::cli {

namespace {

constexpr std::array kGames = {
    Game{"seven-knights", "Seven Knights Bewitched",
         "exact deduction, advice, simulation (commands at the top level: solve, advise, simulate, analyze, variants)",
         true, &seven_knights::add_commands},
};

}  // namespace

std::span<const Game> games() { return kGames; }

int run_games() {
  std::size_t width = 0;
  for (const Game& g : kGames) width = std::max(width, g.name.size());
  for (const Game& g : kGames) std::cout << fmt::format("{:<{}}  {}: {}\n", g.name, width, g.title, g.summary);
  return kExitOk;
}

}  // namespace skb::cli
