#include "cli/seven_knights/variants_command.h"

#include <iostream>

#include <fmt/format.h>

#include "cli/common/exit_status.h"
#include "solver/seven_knights/variant.h"
#include "solver/seven_knights/variant_tables.h"

namespace skb::cli {

namespace {

// Prints one table row without the blanks that padding leaves at its end.
void row(std::string line) {
  line.erase(line.find_last_not_of(' ') + 1);
  std::cout << line << '\n';
}

}  // namespace

int run_variants() {
  constexpr auto kRow = "{:<15} {:>7}  {:<26} {:>6} {:>5}  {:>7}  {}";
  row(fmt::format(kRow, "variant", "players", "tiles", "center", "aside", "deals", "dealing"));
  for (const auto& v : variants()) {
    for (int n = v.min_players; n <= v.max_players; ++n) {
      bool first = n == v.min_players;
      row(fmt::format(kRow, first ? v.name : "", n, describe_tiles(v, n), v.center[n], aside_count(v, n),
                      variant_tables(v, n).universe.size(), first ? describe_dealing(v) : ""));
    }
  }
  std::cout << "\nA deal is who holds which tile in play (seats, then center slots C1..); the aside pile is\n"
               "unordered. Every deal is equally likely before anyone looks.\n";
  return kExitOk;
}

}  // namespace skb::cli
