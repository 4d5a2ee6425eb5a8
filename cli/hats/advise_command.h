// `skb hats advise`: for the viewer's turn, every legal move ranked by the viewer's expected
// final score margin and win chance when everyone then plays a profile, by determinised
// playouts seeded from the exact posterior (solver/hats/advice.h).
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

#include "cli/common/command.h"
#include "cli/common/options.h"
#include "cli/common/provenance.h"
#include "cli/hats/options.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::hats {

inline constexpr int kDefaultPlayouts = 1000;
// The default budget of the race (playouts in all, every move's included).
inline constexpr std::uint64_t kDefaultBudget = 100'000;

struct AdviseSettings {
  RecordSettings record;
  std::string profile = "memory";
  int playouts = kDefaultPlayouts;
  std::uint64_t budget = kDefaultBudget;
  std::uint64_t seed = 1;
  int threads = 0;
  std::optional<std::size_t> top;
  bool json = false;
  ColorOptions color;
};

CLI::App* add_advise_command(CLI::App& group, AdviseSettings& settings);
int run_advise(const AdviseSettings& settings);

// Returns what `skb hats advise` prints (with a note when the race was stopped: the report is of
// its finished rounds, status 130) for `settings`, the work timed from `stopwatch`:
// run_advise's work without the printing, for `skb serve` too. The race stops when `cancel` is
// set; with none, when Ctrl-C or SIGTERM arrives once the race has started (an InterruptGuard).
// Throws as run_advise.
CommandOutput advise_output(const AdviseSettings& settings, const std::atomic<bool>* cancel,
                           const Stopwatch& stopwatch = {});

}  // namespace skb::cli::hats
