#include "cli/tables/built_in_tables.h"

#include "solver/mutiny/profile.h"
#include "solver/mutiny/value_table.h"
#include "solver/seven_knights/tables_image.h"

// The image's first byte and the byte past its end (built_in_tables.S).
extern "C" const std::byte skb_built_in_tables[];
extern "C" const std::byte skb_built_in_tables_end[];

namespace skb::cli {

std::span<const std::byte> built_in_tables_image() {
  return {skb_built_in_tables, static_cast<std::size_t>(skb_built_in_tables_end - skb_built_in_tables)};
}

void install_built_in_tables() {
  skb::seven_knights::install_tables_image(built_in_tables_image());
  for (int players = skb::mutiny::min_players; players <= skb::mutiny::max_players; ++players)
    skb::mutiny::install_equilibrium(players, built_in_mutiny_equilibrium(players));
  for (const std::span<const std::byte> values : built_in_mutiny_values()) skb::mutiny::install_value_table(values);
}

}  // namespace skb::cli
