// The options that say what a sweep covers and how it is drawn, shared by `skb analyze` and
// `skb lying`: --variants and --players choose the variant tables (a variant, a player count it
// allows), --seed and --threads how the games are played. Both commands declare them with the
// same checks (the names among the command's variants, player counts 3 to 8, a seed from 0 to
// 2^64 - 1, threads at least one) and pick the tables the same way, in the variant table's order.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "solver/seven_knights/variant.h"

namespace CLI {
class App;
}

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

struct SweepOptions {
  std::vector<std::string> variants;  // empty: every variant the command takes
  std::vector<int> players;           // empty: every count each variant allows
  std::uint64_t seed = 1;
  int threads = 0;  // 0: all cores
};

// Adds --variants (comma-separated names among `variants`, described as `what`, "Variants with
// the Witch", with `defaults` the text of the default, "standard,advanced,groping") and --players.
void add_table_options(CLI::App& cmd, SweepOptions& options, const std::vector<std::string>& variants,
                       std::string_view what, std::string_view defaults);

// Adds --seed and --threads; `per_process`: the threads are per MPI process (skb analyze).
void add_seed_thread_options(CLI::App& cmd, SweepOptions& options, bool per_process);

// A variant table of a sweep.
struct SweepTable {
  const Variant* variant;
  int players;
};

// Returns the tables the options choose, in the variant table's order (each variant's player
// counts upwards), among every variant or, with `witch_only`, the variants with the Witch.
// Throws UsageError naming `command`, "`nothing`: no chosen variant allows the chosen player
// counts", when there is none.
std::vector<SweepTable> sweep_tables(const SweepOptions& options, bool witch_only, std::string_view command,
                                     std::string_view nothing);

}  // namespace skb::cli::seven_knights
