// A progress bar on standard error for long runs: how much is done, the rate, the time left.
// Shown only when asked to (callers pass whether standard error is a terminal and the user did
// not say --quiet), so piped and scripted runs stay clean.
//
// The rate is the units finished over the time since the bar started, shown as soon as one unit
// has finished (callers report progress at least every second or so: simulations in batches that
// start at one game a thread); before that the bar says "?" rather than a rate of 0 it does not
// know. Slow work keeps its significant digits ("0.25 cells/s", not "0").
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>

namespace skb::cli {

// Returns a duration as "1m05s" or, from an hour, "2h03m".
std::string format_duration(double seconds);

// Returns the rate of `done` units in `seconds` as the bar shows it: "?" when nothing has finished
// or no time has passed (no rate is known yet); else three significant digits below 100 a second
// ("0.250", "3.40", "12.5"; "<0.001" for a unit slower than half an hour) and
// whole units from 100 ("4043").
std::string format_rate(std::uint64_t done, double seconds);

// Returns the bar's line (without the carriage return that redraws it): `done` of `total` units
// after `seconds`, e.g. "[######..................] cell 1/4     12.5 games/s  left 1m05s   ".
// The time left is "?" until a rate is known.
std::string progress_line(std::uint64_t done, std::uint64_t total, double seconds, std::string_view label,
                          std::string_view unit);

class ProgressBar {
 public:
  // A bar for `total` units of work, named by `unit` ("games", "rounds", "records"), drawn only
  // if `enabled`.
  ProgressBar(bool enabled, std::uint64_t total, std::string unit = "games");
  bool enabled() const { return enabled_; }
  // Redraws the bar: `done` units finished, `label` says what is running (e.g. the cell).
  void show(std::uint64_t done, std::string_view label) const;
  // Replaces the bar by "SUMMARY in DURATION" and a newline.
  void finish(std::string_view summary) const;

 private:
  double elapsed() const;
  bool enabled_;
  std::uint64_t total_;
  std::string unit_;
  std::chrono::steady_clock::time_point start_;
};

}  // namespace skb::cli
