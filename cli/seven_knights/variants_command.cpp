#include "cli/seven_knights/variants_command.h"

#include <algorithm>
#include <iostream>

#include <fmt/format.h>

#include "cli/common/exit_status.h"
#include "cli/common/terminal.h"
#include "solver/seven_knights/variant.h"
#include "solver/seven_knights/variant_tables.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

namespace {

// Prints one table row without the blanks that padding leaves at its end.
void row(std::string line) {
  line.erase(line.find_last_not_of(' ') + 1);
  std::cout << line << '\n';
}

}  // namespace

int run_variants() {
  const TextLayout layout = TextLayout::for_stdout();
  constexpr auto kRow = "{:<15} {:>7}  {:<26} {:>6} {:>5}  {:>7}  {}";
  std::size_t widest = 0;
  for (const auto& v : variants())
    widest = std::max(
        widest, display_width(fmt::format(kRow, v.name, 0, describe_tiles(v, v.max_players), 0, 0,
                                          variant_tables(v, v.max_players).universe.size(), describe_dealing(v))));
  const bool compact = layout.too_wide(widest);
  if (!compact) {
    row(fmt::format(kRow, "variant", "players", "tiles", "center", "aside", "deals", "dealing"));
    for (const auto& v : variants()) {
      for (int n = v.min_players; n <= v.max_players; ++n) {
        bool first = n == v.min_players;
        row(fmt::format(kRow, first ? v.name : "", n, describe_tiles(v, n), v.center[n], aside_count(v, n),
                        variant_tables(v, n).universe.size(), first ? describe_dealing(v) : ""));
      }
    }
  } else {
    // The variant's name on a line of its own, its dealing rule under its rows.
    constexpr auto kCompactRow = "  {:>7}  {:<26} {:>6} {:>5}  {:>7}";
    row(fmt::format(kCompactRow, "players", "tiles", "center", "aside", "deals"));
    for (const auto& v : variants()) {
      std::cout << v.name << "\n";
      for (int n = v.min_players; n <= v.max_players; ++n)
        row(fmt::format(kCompactRow, n, describe_tiles(v, n), v.center[n], aside_count(v, n),
                        variant_tables(v, n).universe.size()));
      std::cout << wrap(fmt::format("  dealing: {}\n", describe_dealing(v)), layout.width, 9);
    }
  }
  std::cout << paragraph(
      "\nA deal is who holds which tile in play (seats, then center slots C1..); the aside pile is\n"
      "unordered. Every deal is equally likely before anyone looks.\n",
      layout.width);
  return kExitOk;
}

}  // namespace skb::cli::seven_knights
