// A progress bar on standard error for long runs: how much is done, the rate, the time left.
// Shown only when asked to (callers pass whether standard error is a terminal and the user did
// not say --quiet), so piped and scripted runs stay clean.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>

namespace skb::cli {

// Returns a duration as "1m05s" or, from an hour, "2h03m".
std::string format_duration(double seconds);

class ProgressBar {
 public:
  // A bar for `total` units of work (games), drawn only if `enabled`.
  ProgressBar(bool enabled, std::uint64_t total);
  bool enabled() const { return enabled_; }
  // Redraws the bar: `done` units finished, `label` says what is running (e.g. the cell).
  void show(std::uint64_t done, std::string_view label) const;
  // Replaces the bar by "SUMMARY in DURATION" and a newline.
  void finish(std::string_view summary) const;

 private:
  double elapsed() const;
  bool enabled_;
  std::uint64_t total_;
  std::chrono::steady_clock::time_point start_;
};

}  // namespace skb::cli
