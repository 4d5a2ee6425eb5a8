// Built-in tables: the tables image (solver/seven_knights/tables_image.h) made when skb was
// built, carried inside the program as read-only data. `skb` installs it before anything else,
// so that a solve reads its universe from the program's pages instead of enumerating it. And the
// Mutiny equilibria (solver/mutiny/equilibrium.h), decompressed when skb was built, which `skb`
// installs for the `equilibrium` profile, and the tables of Mutiny's values that `skb mutiny
// advise` reads.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace skb::cli {

// Returns the image built into the program (64-byte aligned, alive as long as the program).
std::span<const std::byte> built_in_tables_image();

// Returns the Mutiny equilibrium of `players` players built into the program (a strategy table
// file, solver/core/strategy_table.h), or an empty span when none was built in.
std::span<const std::byte> built_in_mutiny_equilibrium(int players);

// Returns the tables of Mutiny's values built into the program (value_table.h files), each
// non-empty.
std::vector<std::span<const std::byte>> built_in_mutiny_values();

// Installs every table above where the libraries look for it (the tables image, each player
// count's equilibrium, the value tables): what `skb` does first, and any test that runs
// commands in-process (the server's). Throws std::runtime_error when a table is damaged.
void install_built_in_tables();

}  // namespace skb::cli
