#include "cli/variants_command.h"

#include <iostream>

#include <fmt/format.h>

#include "cli/exit_status.h"
#include "solver/game_tables.h"
#include "solver/variant.h"

namespace skb::cli {

int run_variants() {
  std::string out;
  out += fmt::format("{:<15} {:>7}  {:<28} {:>6} {:>5}  {:>7}  {}\n", "variant", "players", "tiles", "center", "aside",
                     "deals", "dealing");
  for (const auto& v : variants()) {
    for (int n = v.min_players; n <= v.max_players; ++n) {
      std::size_t deals = game_tables(v, n).universe.size();
      out += fmt::format("{:<15} {:>7}  {:<28} {:>6} {:>5}  {:>7}  {}\n", n == v.min_players ? v.name : "", n,
                         describe_tiles(v, n), v.center[n], aside_count(v, n), deals,
                         n == v.min_players ? describe_dealing(v) : "");
    }
  }
  out += "\nA deal is who holds which tile in play (seats, then center slots C1..); the aside pile is unordered.\n"
         "Every deal is equally likely before anyone looks.\n";
  std::cout << out;
  return kExitOk;
}

}  // namespace skb::cli
