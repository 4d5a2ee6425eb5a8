#include "cli/games.h"

#include <array>
#include <iostream>
#include <string>

#include <fmt/format.h>

#include "cli/common/exit_status.h"
#include "cli/common/terminal.h"
#include "cli/hats/commands.h"
#include "cli/mutiny/commands.h"
#include "cli/nyet/commands.h"
#include "cli/seven_knights/commands.h"

namespace skb::cli {

namespace {

constexpr std::array kGames = {
    Game{"seven-knights", "Seven Knights Bewitched",
         "exact deduction, advice, simulation (commands at the top level: solve, advise, simulate, analyze, lying, variants)",
         true, &seven_knights::add_commands},
    Game{"mutiny", "Mutiny",
         "exact deduction, advice and exact analysis of profiles (skb mutiny solve, advise, analyze)", false,
         &mutiny::add_commands},
    Game{"hats", "The hat game (Magic Hat)",
         "exact hat posteriors, advice, the next legal lines, simulation (skb hats solve, advise, legal, simulate, "
         "analyze)",
         false,
         &hats::add_commands},
    Game{"nyet", "Nyet!",
         "exact card locations from a round's record (skb nyet solve), double-dummy values (skb nyet dd), what "
         "to do: a veto, the teams, a discard, the pass or a card (skb nyet advise), the next legal lines (skb nyet "
         "legal), whole games (skb nyet "
         "simulate, skb nyet analyze), double dummy over random deals (skb nyet survey)",
         false,
         &nyet::add_commands},
};

}  // namespace

std::span<const Game> games() { return kGames; }

int run_games() {
  std::size_t width = 0;
  for (const Game& g : kGames) width = std::max(width, g.name.size());
  // On a narrow screen a game's line wraps, under its title.
  const TextLayout layout = TextLayout::for_stdout();
  for (const Game& g : kGames)
    std::cout << wrap(fmt::format("{:<{}}  {}: {}\n", g.name, width, g.title, g.summary), layout.width, width + 2,
                      true);
  return kExitOk;
}

}  // namespace skb::cli
