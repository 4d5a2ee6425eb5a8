#include "cli/seven_knights/sweep_options.h"

#include <algorithm>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/help.h"
#include "cli/common/options.h"
#include "cli/common/values.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

void add_table_options(CLI::App& cmd, SweepOptions& o, const std::vector<std::string>& variants, std::string_view what,
                       std::string_view defaults) {
  help_value(add_list_option(cmd, "--variants", o.variants,
                             fmt::format("{}, comma-separated (default: {})", what, defaults), variants, "variant"),
             "LIST");
  help_value(add_number_list_option(cmd, "--players", o.players,
                                    "Player counts, comma-separated (default: every count each variant allows; "
                                    "counts a variant does not allow are skipped for it)",
                                    3, 8),
             "LIST");
}

void add_seed_thread_options(CLI::App& cmd, SweepOptions& o, bool per_process) {
  add_seed_option(cmd, o.seed, "", "; every cell plays the same deal sequence for it");
  add_threads_option(
      cmd, o.threads,
      per_process ? "Threads per process (default: all cores); the numbers do not depend on it" : kThreadsHelp);
}

std::vector<SweepTable> sweep_tables(const SweepOptions& o, bool witch_only, std::string_view command,
                                     std::string_view nothing) {
  const auto chosen = [](const auto& list, const auto& x) {
    return list.empty() || std::find(list.begin(), list.end(), x) != list.end();
  };
  std::vector<SweepTable> tables;
  for (const Variant& v : skb::seven_knights::variants()) {
    if ((witch_only && !v.witch) || !chosen(o.variants, v.name)) continue;
    for (int n = v.min_players; n <= v.max_players; ++n)
      if (chosen(o.players, n)) tables.push_back({&v, n});
  }
  if (tables.empty())
    throw UsageError(std::string(command),
                     fmt::format("{}: no chosen variant allows the chosen player counts", nothing));
  return tables;
}

}  // namespace skb::cli::seven_knights
