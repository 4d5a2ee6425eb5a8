// `skb nyet advise`: for the decision the viewer of a Nyet! record is to make, every legal option
// with its value. Before the tricks (a veto, the teams, a discard, the pass): decision_advice.h,
// reported by decision_report.h. For the card the viewer is to play, every legal card with
// its single-dummy value (the mean double-dummy value over the deals consistent with what the
// viewer knows; solver/nyet/advice.h), best first: exact when the deals are few enough to list,
// otherwise over deals drawn uniformly, with standard errors and the cards tied with the best
// (text, or JSON with --json). Progress on a terminal; Ctrl-C keeps the finished rounds
// (status 130).
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

#include "cli/common/command.h"
#include "cli/common/options.h"
#include "cli/common/provenance.h"
#include "solver/nyet/advice.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::nyet {

struct AdviseSettings {
  std::string file;  // empty: standard input, when it is not a terminal
  bool json = false;
  ColorOptions color;
  std::uint64_t budget = 0;  // 0: the default of the decision (a card, or a decision before the tricks)
  std::uint64_t seed = 1;
  int threads = 0;
  std::uint64_t max_nodes = 0;  // 0: the default of the decision
  // The record itself, read instead of FILE when given (a request to `skb serve`), its
  // messages naming `text_name` as the file.
  std::optional<std::string> text;
  std::string text_name = "record";
};

CLI::App* add_advise_command(CLI::App& group, AdviseSettings& settings);
int run_advise(const AdviseSettings& settings);

// Returns what `skb nyet advise` prints for `settings` (with a note when the work was stopped:
// the report is of the deals finished, or there is none; status 130), the work timed from
// `stopwatch`: run_advise's work without the printing, for `skb serve` too. The work stops when
// `cancel` is set, and shows no progress; with none, when Ctrl-C or SIGTERM arrives once the
// work has started (an InterruptGuard), with progress on a terminal. Throws as run_advise.
CommandOutput advise_output(const AdviseSettings& settings, const std::atomic<bool>* cancel,
                            const Stopwatch& stopwatch = {});

}  // namespace skb::cli::nyet
